import type { ReactNode } from "react";
import type { LegalPage } from "#content/legal.ts";
import { paths } from "#content/routes.ts";
import { PageHero } from "./page-hero";

// The privacy, cookie and accessibility pages: the same readable layout, text from content/legal.ts,
// ending with the way to ask us (a call to action in the text, not only in the menu).
export function LegalPageView({
  page,
  eyebrow = "Personvern",
  children,
}: {
  page: LegalPage;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={page.title} promise={page.promise} lead={page.intro} />
      <div className="container-page max-w-3xl py-12 sm:py-16">
        <p className="text-sm text-slate-600">Sist oppdatert: {page.updated}</p>
        {children}
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-2xl font-bold">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-relaxed text-slate-800">
                {paragraph}
              </p>
            ))}
            {section.list?.length ? (
              <ul className="mt-4 grid list-disc gap-2 pl-6 text-slate-800">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <p className="mt-12 leading-relaxed text-slate-800">
          Lurer du på noe her?{" "}
          <a href={paths.contact} className="font-semibold text-accent underline underline-offset-2">
            Kontakt oss
          </a>
          , så svarer vi deg.
        </p>
      </div>
    </>
  );
}
