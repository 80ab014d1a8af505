import { Link } from "react-router";
import { formatNorwegianDate } from "#app/lib/format.ts";
import { paths } from "#content/routes.ts";
import type { NewsArticleSummary } from "#content/types.ts";
import { ContactButton } from "./contact-dialog";

// A news card (docs/brief/SPEC.md, /nyheter): image, date, author, read time, title, excerpt, keywords,
// 'Les mer' and 'Kontakt oss for mer informasjon'.
export function NewsCard({ article, priority = false }: { article: NewsArticleSummary; priority?: boolean }) {
  return (
    <article className="card flex h-full flex-col overflow-hidden">
      {article.image ? (
        <img
          src={article.image.src}
          alt={article.image.alt}
          width={article.image.width}
          height={article.image.height}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-slate-600">
          <time dateTime={article.date}>{formatNorwegianDate(article.date)}</time> · {article.author} ·{" "}
          {article.readTime} lesetid
        </p>
        <h2 className="mt-3 text-xl font-bold">
          <Link to={paths.article(article.id)} className="hover:text-accent">
            {article.title}
          </Link>
        </h2>
        <p className="mt-3 text-slate-700">{article.excerpt}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Nøkkelord">
          {article.keywords.map((keyword) => (
            <li key={keyword} className="rounded-full bg-mist px-3 py-1 text-xs font-medium text-slate-700">
              {keyword}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-3 pt-6">
          <Link to={paths.article(article.id)} className="btn-primary">
            Les mer<span className="sr-only">: {article.title}</span>
          </Link>
          <ContactButton className="py-2 font-semibold text-accent hover:text-accent-strong">
            Kontakt oss for mer informasjon
          </ContactButton>
        </div>
      </div>
    </article>
  );
}
