import { CtaSection } from "#app/components/cta-section.tsx";
import { NewsCard } from "#app/components/news-card.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { articles } from "#content/articles.ts";
import { paths } from "#content/routes.ts";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Nyheter om nettsider og AI",
    description:
      "Nytt fra oss: nytt kontor i Sandnes, AI i webutvikling og AI-agenter med egne data. Korte, praktiske artikler for deg som driver en bedrift.",
    path: paths.news,
  });

export default function News() {
  return (
    <>
      <PageHero
        eyebrow="Nyheter"
        title="Nytt om AI og web som du kan bruke i bedriften"
        lead="Praktiske artikler om nettsider, webapplikasjoner og kunstig intelligens – og nytt fra oss."
      />
      <section aria-label="Artikler" className="py-16 sm:py-24">
        <ul className="container-page grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article, i) => (
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
