import { Link } from "react-router";
import { inSentence } from "#app/lib/format.ts";
import type { ServiceTopic } from "#content/types.ts";

// The cards of a category overview, each linking to {categoryPath}/{slug}.
export function TopicCards({
  heading,
  topics,
  basePath,
}: {
  heading: string;
  topics: Omit<ServiceTopic, "text">[];
  basePath: string;
}) {
  return (
    <section aria-labelledby="emner-tittel" className="py-16 sm:py-24">
      <div className="container-page">
        <h2 id="emner-tittel" className="text-3xl font-bold sm:text-4xl">
          {heading}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map((topic) => (
            <li key={topic.slug}>
              <Link
                to={`${basePath}/${topic.slug}`}
                className="card group flex h-full flex-col p-6 transition-colors hover:border-accent"
              >
                <span className="text-xl font-bold group-hover:text-accent">{topic.title}</span>
                <span className="mt-2 text-slate-700">{topic.description}</span>
                <span className="mt-auto pt-5 font-semibold text-accent">
                  Les mer<span className="sr-only"> om {inSentence(topic.title)}</span>
                  <span aria-hidden="true"> →</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
