import { servicesSection } from "#content/home.ts";
import { sections } from "#content/routes.ts";
import { services } from "#content/services.ts";
import { Reveal } from "../reveal";
import { ServiceRow } from "../service-row";

// Four alternating cards, each with a 'Les mer' link (docs/brief/SPEC.md, home page).
export function ServicesSection() {
  return (
    <section id={sections.services} aria-labelledby="tjenester-tittel" className="py-20 sm:py-28">
      <div className="container-page">
        <Reveal variant="up" className="max-w-2xl">
          <p className="eyebrow">Tjenester</p>
          <h2 id="tjenester-tittel" className="mt-2 text-3xl font-bold sm:text-4xl">
            {servicesSection.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{servicesSection.intro}</p>
        </Reveal>
        <div className="mt-14 grid gap-16 sm:gap-20">
          {services.map((service, i) => (
            <Reveal
              key={service.slug}
              variant={i % 2 === 0 ? "left" : "right"}
              className="grid items-center gap-8 md:grid-cols-2 md:gap-14"
            >
              <ServiceRow service={service} index={i} />
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}
