import { CtaSection } from "#app/components/cta-section.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { ServiceRow } from "#app/components/service-row.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { paths } from "#content/routes.ts";
import { services } from "#content/services.ts";
import { servicesPage } from "#content/services-page.ts";
import type { Route } from "./+types/services";

// /tjenester (docs/brief/SPEC.md §2): four services in alternating layout, three benefit cards, a call to action.
export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Tjenester: nettsider, webapplikasjoner og AI",
    description: servicesPage.metaDescription,
    path: paths.services,
  });

export default function Services() {
  return (
    <>
      <PageHero eyebrow="Tjenester" title={servicesPage.title} lead={servicesPage.intro} />
      <section aria-label="Tjenestene våre" className="py-16 sm:py-24">
        <div className="container-page grid gap-16 sm:gap-20">
          {services.map((service, i) => (
            <article key={service.slug} className="grid items-center gap-8 md:grid-cols-2 md:gap-14">
              <ServiceRow service={service} index={i} headingLevel={2} eager={i === 0} />
            </article>
          ))}
        </div>
      </section>
      <section aria-labelledby="fordeler-tittel" className="bg-mist py-16 sm:py-20">
        <div className="container-page">
          <h2 id="fordeler-tittel" className="text-3xl font-bold">
            {servicesPage.benefitsHeading}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {servicesPage.benefits.map((benefit) => (
              <li key={benefit.title} className="card p-6">
                <h3 className="text-xl font-bold">{benefit.title}</h3>
                <p className="mt-3 text-slate-700">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaSection
        title={servicesPage.cta.title}
        text={servicesPage.cta.text}
        button={servicesPage.cta.button}
      />
    </>
  );
}
