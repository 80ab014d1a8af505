import { CONSULTATION_MINUTES, REPLY_WITHIN_HOURS } from "#content/constants.ts";
import { ContactButton } from "./contact-dialog";

// The closing call to action every page ends with (CONTENT.md: one clear next step).
export function CtaSection({
  title,
  text = `Book en gratis samtale på ${CONSULTATION_MINUTES} minutter. Du får svar innen ${REPLY_WITHIN_HOURS} timer, og ingenting er bindende.`,
  button = "Kontakt oss",
}: {
  title: string;
  text?: string;
  button?: string;
}) {
  return (
    <section aria-labelledby="cta-tittel" className="py-16 sm:py-24">
      <div className="container-page">
        <div className="on-dark rounded-3xl bg-navy px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2 id="cta-tittel" className="text-3xl font-bold text-balance sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{text}</p>
          <div className="mt-8">
            <ContactButton className="btn-light">{button}</ContactButton>
          </div>
        </div>
      </div>
    </section>
  );
}
