import { Link } from "react-router";
import type { AudienceCard } from "#content/types.ts";

const icons: Record<string, string> = {
  rocket:
    "M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2m-3-3l4 4m-4-4c1-4 4-9 11-10-1 7-6 10-10 11m3-7a1.5 1.5 0 1 0 0-.01",
  store: "M3 9l1.5-5h15L21 9M3 9h18M3 9v11h18V9M8 20v-6h8v6",
  building: "M4 21V4h10v17M14 9h6v12M8 8h2M8 12h2M8 16h2M17 13h1M17 17h1M2 21h20",
  landmark: "M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18",
};

// 'Skreddersydd for din bedriftstype': four cards linking to {basePath}/{slug} (docs/brief/SPEC.md §2).
export function AudienceCards({
  heading,
  cards,
  basePath,
}: {
  heading: string;
  cards: AudienceCard[];
  basePath: string;
}) {
  return (
    <section aria-labelledby="malgrupper-tittel" className="bg-mist py-16 sm:py-20">
      <div className="container-page">
        <h2 id="malgrupper-tittel" className="text-3xl font-bold">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.slug}>
              <Link
                to={`${basePath}/${card.slug}`}
                className="card group flex h-full flex-col p-6 transition-colors hover:border-accent"
              >
                <svg
                  width="28"
                  height="28"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="#0f766e"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={icons[card.icon] ?? icons.building} />
                </svg>
                <span className="mt-4 text-lg font-bold group-hover:text-accent">{card.title}</span>
                <span className="mt-1 text-slate-700">{card.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
