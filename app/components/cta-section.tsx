import { CONSULTATION_MINUTES, REPLY_WITHIN_HOURS } from "#content/constants.ts";
import { ContactButton } from "./contact-dialog";
import { Testimonial } from "./testimonial";

// The closing call to action every page ends with (docs/brief/CONTENT.md: one clear next step). One term, the
// free conversation, in a few wordings, so the same sentence does not meet a reader on every page
// (decision 025); a page's title picks its wording, so it is the same on every visit.
export const CTA_WORDINGS = [
  `Book en gratis samtale på ${CONSULTATION_MINUTES} minutter. Du får svar innen ${REPLY_WITHIN_HOURS} timer, og ingenting er bindende.`,
  `En gratis samtale på ${CONSULTATION_MINUTES} minutter er nok til å se om vi passer for deg. Du hører fra oss innen ${REPLY_WITHIN_HOURS} timer.`,
  `Fortell kort hva du trenger, så svarer vi innen ${REPLY_WITHIN_HOURS} timer og avtaler en gratis samtale på ${CONSULTATION_MINUTES} minutter. Du binder deg ikke til noe.`,
  `Vi tar gjerne en gratis samtale på ${CONSULTATION_MINUTES} minutter om det du har i tankene. Svaret kommer innen ${REPLY_WITHIN_HOURS} timer.`,
];

export function ctaWording(title: string): string {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return CTA_WORDINGS[hash % CTA_WORDINGS.length] as string;
}

export function CtaSection({
  title,
  text = ctaWording(title),
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
          <Testimonial onDark className="mt-10 border-t border-white/15 pt-8" />
        </div>
      </div>
    </section>
  );
}
