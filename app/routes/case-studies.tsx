import { MetricTiles, TagList } from "#app/components/case-parts.tsx";
import { CtaSection } from "#app/components/cta-section.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { bodyHtml } from "#app/lib/body-html.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { cases } from "#content/collections.server.ts";
import { REPLY_WITHIN_HOURS } from "#content/constants.ts";
import { paths } from "#content/routes.ts";
import type { Route } from "./+types/case-studies";

// /case-studies and /casestudies: one page, one canonical URL (docs/brief/SPEC.md §2). Every case of
// content/kundehistorier/*.md, in its order.
export function loader() {
  return {
    cases: cases.map(({ detailedDescription, ...study }) => ({
      ...study,
      html: bodyHtml(detailedDescription),
    })),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Kundehistorier: resultater fra ekte prosjekter",
    description:
      "Se hvordan en styreportal, en nettbutikk og en analyseplattform sparer tid og gir mer salg. Utfordringer, løsninger og målbare resultater.",
    path: paths.cases,
  });

function Checklist({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div>
      <h3 className="text-lg font-bold">{heading}</h3>
      <ul className="mt-3 grid gap-2 text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Kundehistorier"
        title="Slik fikk tre bedrifter mer tid og mer salg"
        lead="Se hva tre bedrifter fikk ut av AI og nye nettløsninger, og hva du kan hente ut i din egen bedrift."
      />
      {loaderData.cases.map((study, i) => (
        <section
          key={study.id}
          id={study.id}
          aria-labelledby={`${study.id}-tittel`}
          className={`py-16 sm:py-24 ${i % 2 === 1 ? "bg-mist" : ""}`}
        >
          <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.1fr]">
            <div>
              <img
                src={study.image.src}
                alt={study.image.alt}
                width={study.image.width}
                height={study.image.height}
                loading={i === 0 ? "eager" : "lazy"}
                className="w-full rounded-2xl"
              />
              <MetricTiles
                metrics={study.metrics}
                tileClassName="bg-white p-4 shadow-sm ring-1 ring-slate-200"
              />
            </div>
            <div>
              <img
                src={study.client.logo}
                alt={study.client.name}
                width={150}
                height={40}
                className="h-10 w-auto"
              />
              <p className="mt-4 text-sm font-medium text-slate-600">{study.industry}</p>
              <h2 id={`${study.id}-tittel`} className="mt-1 text-3xl font-bold">
                {study.title}
              </h2>
              <p className="mt-2 text-lg font-medium text-accent">{study.subtitle}</p>
              <p className="mt-4 text-lg text-slate-700">{study.description}</p>
              <TagList tags={study.tags} />
              <div className="mt-8 grid gap-8 sm:grid-cols-2">
                <Checklist heading="Utfordringer" items={study.challenges} />
                <Checklist heading="Resultater" items={study.results} />
              </div>
              <div
                className="mt-10 grid gap-4 text-slate-800 [&_a]:text-accent [&_a]:underline [&_h3]:mt-4 [&_h3]:font-bold [&_h3]:text-ink [&_h3]:text-xl [&_h4]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-6"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the spec's allow-list, images added from checked files (app/lib/body-html.server.ts)
                dangerouslySetInnerHTML={{ __html: study.html }}
              />
              <a
                href={study.client.url}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-outline mt-8 text-accent-strong"
              >
                Besøk {study.client.name}
                <span aria-hidden="true">↗</span>
                <span className="sr-only"> (åpnes i ny fane)</span>
              </a>
            </div>
          </div>
        </section>
      ))}
      <CtaSection
        title="Start samtalen i dag"
        text={`Fortell oss hva du vil oppnå. Vi svarer innen ${REPLY_WITHIN_HOURS} timer med forslag til neste steg.`}
      />
    </>
  );
}
