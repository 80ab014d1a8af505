import { CtaSection } from "#app/components/cta-section.tsx";
import { NewsCard } from "#app/components/news-card.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { articles } from "#content/collections.server.ts";
import { articleSummary } from "#content/listing.ts";
import { paths } from "#content/routes.ts";
import type { Route } from "./+types/news";

// Every published article, newest first (content/nyheter/*.md): a new file appears by itself.
export function loader() {
  return { articles: articles.map(articleSummary) };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Nyheter om nettsider og AI",
    description:
      "Nytt fra oss: nytt kontor i Sandnes, AI i webutvikling og AI-agenter med egne data. Korte, praktiske artikler for deg som driver en bedrift.",
    path: paths.news,
  });

export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Nyheter"
        title="Nytt om AI og web som du kan bruke i bedriften"
        lead="Praktiske artikler om nettsider, webapplikasjoner og kunstig intelligens – og nytt fra oss."
      />
      <section aria-label="Artikler" className="py-16 sm:py-24">
        <ul className="container-page grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.articles.map((article, i) => (
            <li key={article.id}>
              <NewsCard article={article} priority={i === 0} />
            </li>
          ))}
        </ul>
      </section>
      <CtaSection title="Vil du vite hva AI kan gjøre for din bedrift?" />
    </>
  );
}
