import { ContactButton } from "#app/components/contact-dialog.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Testimonial } from "#app/components/testimonial.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { aiGuide } from "#content/ai-guide.ts";
import { paths } from "#content/routes.ts";
import type { Route } from "./+types/ai-guide";

// /aiguide (docs/brief/SPEC.md §2): the technologies we use, practical use cases, 'Kontakt oss for en demo'.
export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "AI-guide for bedrifter", description: aiGuide.metaDescription, path: paths.aiGuide });

export default function AiGuide() {
  return (
    <>
      <PageHero eyebrow="AI-guide" title={aiGuide.title} lead={aiGuide.intro}>
        <ContactButton className="btn-light">{aiGuide.cta}</ContactButton>
      </PageHero>

      <section aria-labelledby="teknologi-tittel" className="py-16 sm:py-24">
        <div className="container-page">
          <h2 id="teknologi-tittel" className="text-3xl font-bold sm:text-4xl">
            {aiGuide.technologiesHeading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{aiGuide.technologiesIntro}</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {aiGuide.technologies.map((tech) => (
              <li key={tech.name} className="card flex flex-col p-6">
                <p className="eyebrow">{tech.role}</p>
                <h3 className="mt-2 text-2xl font-bold">{tech.name}</h3>
                <p className="mt-3 text-slate-700">{tech.description}</p>
                <a
                  href={tech.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-auto pt-5 font-semibold text-accent hover:text-accent-strong"
                >
                  Besøk {tech.name}
                  <span aria-hidden="true"> ↗</span>
                  <span className="sr-only"> (åpnes i ny fane)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="bruk-tittel" className="bg-mist py-16 sm:py-24">
        <div className="container-page">
          <h2 id="bruk-tittel" className="text-3xl font-bold sm:text-4xl">
            {aiGuide.useCasesHeading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{aiGuide.useCasesIntro}</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {aiGuide.useCases.map((useCase) => (
              <li key={useCase.title} className="card p-6">
                <h3 className="text-xl font-bold">{useCase.title}</h3>
                <p className="mt-3 text-slate-700">{useCase.description}</p>
                <p className="mt-4 border-l-4 border-accent pl-4 text-sm text-slate-700">
                  <span className="font-semibold text-ink">Eksempel: </span>
                  {useCase.example}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="ansvar-tittel" className="py-16 sm:py-24">
        <div className="container-page">
          <h2 id="ansvar-tittel" className="text-3xl font-bold sm:text-4xl">
            {aiGuide.responsible.heading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{aiGuide.responsible.intro}</p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {aiGuide.responsible.points.map((point) => (
              <li key={point.title}>
                <h3 className="text-lg font-bold">{point.title}</h3>
                <p className="mt-2 text-slate-700">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="demo-tittel" className="pb-16 sm:pb-24">
        <div className="container-page">
          <div className="on-dark rounded-3xl bg-navy px-6 py-12 text-center text-white sm:px-12 sm:py-16">
            <h2 id="demo-tittel" className="text-3xl font-bold sm:text-4xl">
              {aiGuide.closing.title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{aiGuide.closing.text}</p>
            <ContactButton className="btn-light mt-8">{aiGuide.cta}</ContactButton>
            <Testimonial onDark className="mt-10 border-t border-white/15 pt-8" />
          </div>
        </div>
      </section>
    </>
  );
}
