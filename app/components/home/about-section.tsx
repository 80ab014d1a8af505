import { about } from "#content/home.ts";
import { sections } from "#content/routes.ts";
import { CheckList } from "../check-list";
import { ContactButton } from "../contact-dialog";
import { Reveal } from "../reveal";

export function AboutSection() {
  return (
    <section
      id={sections.about}
      aria-labelledby="om-oss-tittel"
      className="on-dark bg-navy py-20 text-white sm:py-28"
    >
      <div className="container-page grid gap-12 lg:grid-cols-2">
        <Reveal variant="left">
          <p className="eyebrow text-accent-bright">{about.heading}</p>
          <h2 id="om-oss-tittel" className="mt-2 text-3xl font-bold sm:text-4xl">
            {about.title}
          </h2>
        </Reveal>
        <Reveal variant="right">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mb-4 text-lg leading-relaxed text-slate-300">
              {paragraph}
            </p>
          ))}
          <CheckList items={about.values} tone="bright" className="mt-6 grid gap-3" />
          <ContactButton className="btn-light mt-8">{about.cta}</ContactButton>
        </Reveal>
      </div>
    </section>
  );
}
