import { data } from "react-router";
import { CtaSection } from "#app/components/cta-section.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { bodyHtml } from "#app/lib/body-html.server.ts";
import { formatNorwegianDate } from "#app/lib/format.ts";
import { notFoundMeta, pageMeta } from "#app/lib/meta.ts";
import { articleLd, breadcrumbLd } from "#app/lib/structured-data.ts";
import { articles } from "#content/collections.server.ts";
import { articleSummary } from "#content/listing.ts";
import { paths } from "#content/routes.ts";
import type { Route } from "./+types/news-article";

export function loader({ params }: Route.LoaderArgs) {
  const article = articles.find((a) => a.id === params.articleId);
  if (!article) throw data({ articleId: params.articleId }, { status: 404 });
  return { article: articleSummary(article), html: bodyHtml(article.content) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? pageMeta({
        title: loaderData.article.title,
        description: loaderData.article.excerpt,
        path: paths.article(loaderData.article.id),
        keywords: loaderData.article.keywords,
        type: "article",
        jsonLd: [
          articleLd(loaderData.article, paths.article(loaderData.article.id)),
          breadcrumbLd([
            { label: "Nyheter", href: paths.news },
            { label: loaderData.article.title, href: paths.article(loaderData.article.id) },
          ]),
        ],
      })
    : notFoundMeta(location.pathname, "Page Not Found");

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  const { article, html } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Nyheter"
        title={article.title}
        lead={article.excerpt}
        breadcrumbs={[
          { label: "Nyheter", href: paths.news },
          { label: article.title, href: paths.article(article.id) },
        ]}
      />
      <article className="container-page max-w-3xl py-12 sm:py-16">
        <p className="text-sm text-slate-600">
          <time dateTime={article.date}>{formatNorwegianDate(article.date)}</time> · {article.author} ·{" "}
          {article.readTime} lesetid
        </p>
        {article.image ? (
          <img
            src={article.image.src}
            alt={article.image.alt}
            width={article.image.width}
            height={article.image.height}
            fetchPriority="high"
            className="mt-6 w-full rounded-2xl bg-mist"
          />
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the spec's allow-list, images added from checked files (app/lib/body-html.server.ts) */}
        <div className="article-body mt-10" dangerouslySetInnerHTML={{ __html: html }} />
        <section aria-labelledby="nokkelord" className="mt-12 border-t border-slate-200 pt-6">
          <h2 id="nokkelord" className="text-sm font-semibold text-slate-600">
            Nøkkelord
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {article.keywords.map((keyword) => (
              <li key={keyword} className="rounded-full bg-mist px-3 py-1 text-sm text-slate-700">
                {keyword}
              </li>
            ))}
          </ul>
        </section>
      </article>
      <CtaSection title="Vil du snakke med oss om dette?" />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFound
      title="Page Not Found"
      hint="Ingen rute i nettstedet svarer til denne artikkeladressen. Kanskje lenken er feil, eller artikkelen er flyttet. Her kan du gå videre:"
    />
  );
}
