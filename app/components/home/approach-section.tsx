import { approach } from "#content/home.ts";
import { ContactButton } from "../contact-dialog";
import { Reveal } from "../reveal";

export function ApproachSection() {
  return (
    <section aria-labelledby="metode-tittel" className="py-20 sm:py-28">
      <div className="container-page">
        <Reveal variant="up" className="max-w-2xl">
          <p className="eyebrow">Metode</p>
          <h2 id="metode-tittel" className="mt-2 text-3xl font-bold sm:text-4xl">
            {approach.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{approach.intro}</p>
        </Reveal>
        <Reveal as="ol" variant="stagger" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {approach.steps.map((step, i) => (
            <li key={step.title} className="card p-6">
              <span
                aria-hidden="true"
                className="grid size-11 place-items-center rounded-full bg-accent-soft text-lg font-bold text-accent-strong"
              >
                {i + 1}
              </span>
              <h3 className="mt-5 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </Reveal>
        <div className="mt-10">
          <ContactButton>{approach.cta}</ContactButton>
        </div>
      </div>
    </section>
  );
}
