import { useState } from "react";
import { Link } from "react-router";
import { formatNorwegianDate } from "#app/lib/format.ts";
import { newsSection } from "#content/home.ts";
import { paths } from "#content/routes.ts";
import type { NewsArticleSummary } from "#content/types.ts";
import { Reveal } from "../reveal";

// 'Siste nyheter' (docs/brief/SPEC.md, home page): the three newest articles, previous/next wrap around,
// dots jump to an article, the index starts at 0.

export function NewsCarousel({ articles }: { articles: NewsArticleSummary[] }) {
  const [index, setIndex] = useState(0);
  const count = articles.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  if (count === 0) return null;

  return (
    <section aria-labelledby="nyheter-tittel" className="bg-mist py-20">
      <div className="container-page">
        <div className="flex items-end justify-between gap-4">
          <div>
            <p className="eyebrow">Nyheter</p>
            <h2 id="nyheter-tittel" className="mt-2 text-3xl font-bold sm:text-4xl">
              {newsSection.heading}
            </h2>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              className="carousel-button"
              aria-label={newsSection.previous}
              onClick={() => go(index - 1)}
            >
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M15 18l-6-6 6-6" />
              </svg>
            </button>
            <button
              type="button"
              className="carousel-button"
              aria-label={newsSection.next}
              onClick={() => go(index + 1)}
            >
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M9 18l6-6-6-6" />
              </svg>
            </button>
          </div>
        </div>

        <Reveal variant="up" className="mt-8 overflow-hidden rounded-2xl">
          <ul
            aria-live="polite"
            className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
            style={{ transform: `translateX(-${index * 100}%)` }}
          >
            {articles.map((article, i) => (
              <li
                key={article.id}
                className="w-full shrink-0"
                aria-hidden={i !== index}
                inert={i !== index}
                data-active={i === index ? "" : undefined}
              >
                <article className="card grid overflow-hidden md:grid-cols-2">
                  {article.image ? (
                    <img
                      src={article.image.src}
                      alt={article.image.alt}
                      width={article.image.width}
                      height={article.image.height}
                      loading="lazy"
                      decoding="async"
                      className="aspect-video size-full object-cover"
                    />
                  ) : null}
                  <div className="flex flex-col justify-center p-6 sm:p-10">
                    <p className="text-sm text-slate-600">
                      <time dateTime={article.date}>{formatNorwegianDate(article.date)}</time> ·{" "}
                      {article.readTime} lesetid
                    </p>
                    <h3 className="mt-3 text-2xl font-bold">{article.title}</h3>
                    <p className="mt-3 text-slate-700">{article.excerpt}</p>
                    <Link
                      to={paths.article(article.id)}
                      className="mt-6 inline-flex font-semibold text-accent hover:text-accent-strong"
                    >
                      {newsSection.readMore}
                      <span className="sr-only">: {article.title}</span>
                      <span aria-hidden="true">&nbsp;→</span>
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </Reveal>

        <div className="mt-6 flex justify-center gap-1">
          {articles.map((article, i) => (
            <button
              key={article.id}
              type="button"
              aria-label={newsSection.goTo(i + 1)}
              aria-current={i === index ? "true" : undefined}
              onClick={() => go(i)}
              className="group grid size-11 place-items-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${i === index ? "w-8 bg-accent" : "w-2.5 bg-slate-400 group-hover:bg-slate-600"}`}
              />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
