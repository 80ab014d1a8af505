import { Link } from "react-router";
import { servicesSection } from "#content/home.ts";
import { sections } from "#content/routes.ts";
import { services } from "#content/services.ts";
import { Reveal } from "../reveal";

// Four alternating cards, each with a 'Les mer' link (SPEC.md, home page).
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
              {service.image ? (
                <img
                  src={service.image.src}
                  alt={service.image.alt}
                  width={service.image.width}
                  height={service.image.height}
                  loading="lazy"
                  decoding="async"
                  className={`w-full rounded-2xl bg-mist ${i % 2 === 1 ? "md:order-2" : ""}`}
                />
              ) : null}
              <div>
                <h3 className="text-2xl font-bold sm:text-3xl">{service.title}</h3>
                <p className="mt-4 text-lg text-slate-700">{service.description}</p>
                <ul className="mt-6 grid gap-2 sm:grid-cols-2">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex items-center gap-2 text-slate-800">
                      <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
                      {feature}
                    </li>
                  ))}
                </ul>
                {service.link ? (
                  <Link to={service.link} className="btn-primary mt-8">
                    {servicesSection.readMore}
                    <span className="sr-only"> om {service.title.toLowerCase()}</span>
                  </Link>
                ) : null}
              </div>
            </Reveal>
          ))}
        </div>
      </div>
    </section>
  );
}
