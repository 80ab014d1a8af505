import { data } from "react-router";
import { ContactButton } from "#app/components/contact-dialog.tsx";
import { ContactForm, type ContactFormResult, contactMessages } from "#app/components/contact-form.tsx";
import { CtaSection } from "#app/components/cta-section.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { emptyContact } from "#app/lib/field-errors.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { appServicesContext } from "#app/lib/services-context.ts";
import { contactPage } from "#content/contact-page.ts";
import { paths } from "#content/routes.ts";
import { site } from "#content/site.ts";
import type { Route } from "./+types/contact";

// /kontakt (docs/brief/SPEC.md §2). The form is on the page too, so the call-to-action links that lead here
// without JavaScript end at a working form. Without JavaScript every contact form posts here; the
// action uses the same submission path as POST /api/contact.

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  if (!services) throw data("Skjemaet er ikke tilgjengelig akkurat nå.", { status: 503 });
  const form = await request.formData();
  const input = Object.fromEntries(
    Object.keys(emptyContact).map((key) => [key, String(form.get(key) ?? "")]),
  ) as typeof emptyContact;
  const referer = request.headers.get("referer");
  const result = await services.submitContact({
    input,
    honeypot: form.get("nettside"),
    startedAt: form.get("startet"),
    // Any header value may arrive here: one that is no URL gives no path rather than an error.
    sourcePath: referer ? URL.parse(referer, request.url)?.pathname : undefined,
    ip: request.headers.get("x-client-ip") ?? "unknown",
    // The prerendered form has no start time without JavaScript: it is asked for once more.
    confirmUntimed: true,
  });
  if (result.ok) return { status: "sent" } satisfies ContactFormResult;
  // The form shown again carries our time, so sending it from here passes the spam timing.
  const again = { values: input, startedAt: String(Date.now()) };
  if (result.status === 200)
    return { status: "confirm", message: contactMessages.confirm, ...again } satisfies ContactFormResult;
  return data(
    {
      status: "invalid",
      errors: result.errors ?? {},
      message: result.message,
      ...again,
    } satisfies ContactFormResult,
    { status: result.status },
  );
}
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${contactPage.title} – ${site.companyName}`,
    description: contactPage.metaDescription,
    path: paths.contact,
  });

const travelIcons: Record<string, string> = {
  Bil: "M5 17h14M6 17l1.5-6h9L18 17M7 17v2M17 17v2M8 14h.01M16 14h.01",
  Kollektivt: "M6 4h12v12H6zM6 11h12M9 19l-1 2M15 19l1 2M9 14h.01M15 14h.01",
  Sykkel: "M6 17a3 3 0 1 0 0-.01M18 17a3 3 0 1 0 0-.01M6 17l4-8h5l3 8M10 9l2 8",
};

export default function Contact({ actionData }: Route.ComponentProps) {
  const page = contactPage;
  return (
    <>
      <PageHero eyebrow={page.title} title={page.hero.title} lead={page.hero.intro}>
        <ContactButton className="btn-light">{page.hero.button}</ContactButton>
      </PageHero>

      <section aria-label="Kontaktinformasjon" className="py-16 sm:py-20">
        <div className="container-page grid gap-6 md:grid-cols-3">
          <div className="card p-6">
            <h2 className="text-xl font-bold">{page.office.heading}</h2>
            <p className="mt-3 text-slate-700">{page.office.text}</p>
            <address className="mt-4 not-italic font-semibold">
              {site.address.building}
              <br />
              {site.address.street}, {site.address.postalCode} {site.address.city}
            </address>
          </div>
          <div className="card p-6">
            <h2 className="text-xl font-bold">{page.email.heading}</h2>
            <p className="mt-3 text-slate-700">{page.email.text}</p>
            <p className="mt-4 grid justify-items-start font-semibold">
              <a href={`mailto:${site.email}`} className="py-1 text-accent hover:text-accent-strong">
                {site.email}
              </a>
              <a href={`tel:${site.phoneHref}`} className="py-1 text-accent hover:text-accent-strong">
                {site.phone}
              </a>
            </p>
          </div>
          <div className="card p-6">
            <h2 className="text-xl font-bold">{page.hoursHeading}</h2>
            <p className="mt-3 text-lg font-semibold">{page.hours}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="reise-tittel" className="bg-mist py-16 sm:py-20">
        <div className="container-page">
          <h2 id="reise-tittel" className="text-3xl font-bold">
            {page.travelHeading}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {page.travel.map((card) => (
              <li key={card.mode} className="card p-6">
                <svg
                  width="28"
                  height="28"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="#0f766e"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={travelIcons[card.mode]} />
                </svg>
                <h3 className="mt-4 text-lg font-bold">{card.mode}</h3>
                <p className="mt-2 text-slate-700">{card.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="senter-tittel" className="py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="senter-tittel" className="text-3xl font-bold">
              {page.innovationCentre.heading}
            </h2>
            {page.innovationCentre.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
          <div id="skjema" className="card p-6 sm:p-8">
            <h2 className="mb-6 text-2xl font-bold">Send en forespørsel</h2>
            <ContactForm result={actionData} />
          </div>
        </div>
      </section>

      <CtaSection title={page.closing.title} text={page.closing.text} button={page.closing.button} />
    </>
  );
}
