import { Link } from "react-router";
import { inSentence } from "#app/lib/format.ts";
import { servicesSection } from "#content/home.ts";
import type { ServiceCard } from "#content/types.ts";

// One of the four services, image and text side by side, alternating sides (home and /tjenester).
export function ServiceRow({
  service,
  index,
  headingLevel = 3,
  eager = false,
}: {
  service: ServiceCard;
  index: number;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      {service.image ? (
        <img
          src={service.image.src}
          alt={service.image.alt}
          width={service.image.width}
          height={service.image.height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className={`w-full rounded-2xl bg-mist ${index % 2 === 1 ? "md:order-2" : ""}`}
        />
      ) : null}
      <div>
        <Heading className="text-2xl font-bold sm:text-3xl">{service.title}</Heading>
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
            <span className="sr-only"> om {inSentence(service.title)}</span>
          </Link>
        ) : null}
      </div>
    </>
  );
}
