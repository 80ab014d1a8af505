import { contactSection } from "#content/home.ts";
import { sections } from "#content/routes.ts";
import { site } from "#content/site.ts";
import { CheckList } from "../check-list";
import { ContactForm } from "../contact-form";
import { Reveal } from "../reveal";

export function ContactSection() {
  const { address } = site;
  return (
    <section id={sections.contact} aria-labelledby="kontakt-tittel" className="py-20 sm:py-28">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.3fr]">
        <Reveal variant="left">
          <p className="eyebrow">Kontakt</p>
          <h2 id="kontakt-tittel" className="mt-2 text-3xl font-bold sm:text-4xl">
            {contactSection.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{contactSection.intro}</p>
          <CheckList
            items={contactSection.promises}
            className="mt-8 grid gap-3"
            itemClassName="font-medium"
          />
          <div className="mt-10 rounded-2xl bg-mist p-6">
            <h3 className="font-bold">{contactSection.blockHeading}</h3>
            <dl className="mt-4 grid gap-3 text-slate-700">
              <div>
                <dt className="text-sm text-slate-600">{contactSection.phoneLabel}</dt>
                <dd>
                  <a href={`tel:${site.phoneHref}`} className="font-semibold text-ink hover:text-accent">
                    {site.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{contactSection.emailLabel}</dt>
                <dd>
                  <a href={`mailto:${site.email}`} className="font-semibold text-ink hover:text-accent">
                    {site.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{contactSection.officeLabel}</dt>
                <dd className="font-semibold text-ink">
                  {address.building}, {address.street}, {address.postalCode} {address.city}
                </dd>
              </div>
            </dl>
          </div>
        </Reveal>
        <Reveal variant="right" className="card p-6 sm:p-8">
          <ContactForm />
        </Reveal>
      </div>
    </section>
  );
}
