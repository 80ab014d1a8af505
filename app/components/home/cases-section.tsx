import { casesSection } from "#content/home.ts";
import { sections } from "#content/routes.ts";
import type { CaseStudyCard } from "#content/types.ts";
import { CaseCard } from "../case-card";
import { Reveal } from "../reveal";
import { Testimonial } from "../testimonial";

// 'Suksesshistorier fra våre kunder' (docs/brief/SPEC.md, home page): two cards, the first sliding in from
// the left and the second from the right, then a button that scrolls to the contact section.
export function CasesSection({ cases }: { cases: CaseStudyCard[] }) {
  const [first, second] = cases;
  return (
    <section id={sections.cases} aria-labelledby="cases-tittel" className="bg-mist py-20 sm:py-28">
      <div className="container-page">
        <Reveal variant="up" className="mx-auto max-w-2xl text-center">
          <p className="eyebrow">Kundehistorier</p>
          <h2 id="cases-tittel" className="mt-2 text-3xl font-bold sm:text-4xl">
            {casesSection.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{casesSection.intro}</p>
        </Reveal>
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          {first ? (
            <Reveal variant="left">
              <CaseCard study={first} />
            </Reveal>
          ) : null}
          {second ? (
            <Reveal variant="right">
              <CaseCard study={second} />
            </Reveal>
          ) : null}
        </div>
        <Testimonial className="mt-12 text-center" />
        <div className="mt-10 text-center">
          <button
            type="button"
            className="btn-primary"
            onClick={() => document.getElementById(sections.contact)?.scrollIntoView({ behavior: "smooth" })}
          >
            {casesSection.discuss}
          </button>
        </div>
      </div>
    </section>
  );
}
