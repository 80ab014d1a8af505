import { Link } from "react-router";
import { casesSection } from "#content/home.ts";
import { paths } from "#content/routes.ts";
import type { CaseStudyCard } from "#content/types.ts";
import { MetricTiles, TagList } from "./case-parts";

// One case: image, logo, title, subtitle, description, three metric tiles, tags and two links.
export function CaseCard({ study, headingLevel = 3 }: { study: CaseStudyCard; headingLevel?: 2 | 3 }) {
  const { client } = study;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <img
        src={study.image.src}
        alt={study.image.alt}
        width={study.image.width}
        height={study.image.height}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <img
          src={client.logo}
          alt={client.name}
          width={150}
          height={40}
          loading="lazy"
          className="h-10 w-auto self-start"
        />
        <Heading className="mt-5 text-2xl font-bold">{study.title}</Heading>
        <p className="mt-1 font-medium text-accent">{study.subtitle}</p>
        <p className="mt-4 text-slate-700">{study.description}</p>
        <MetricTiles metrics={study.metrics} />
        <TagList tags={study.tags} />
        <div className="mt-auto flex flex-wrap gap-x-6 gap-y-2 pt-7">
          <Link to={paths.casesAlias} className="font-semibold text-accent hover:text-accent-strong">
            {casesSection.readMore}
            <span className="sr-only"> om {study.title}</span>
          </Link>
          <a
            href={client.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-slate-700 hover:text-ink"
          >
            {casesSection.visit(client.name)}
            <span aria-hidden="true"> ↗</span>
            <span className="sr-only"> (åpnes i ny fane)</span>
          </a>
        </div>
      </div>
    </article>
  );
}
