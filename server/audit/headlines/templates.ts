// The Ogilvy-style headline formulas, in order of preference; a formula whose slots are empty
// gives null.

import { lower } from "./phrase.ts";
import type { HeadlineParts } from "./types.ts";
import { PREPOSITIONS, SPELLED } from "./vocabulary.ts";

export function formulas(parts: HeadlineParts): (string | null)[] {
  const { offer, company, benefitNoun: noun, benefitVerb: verb, pain, specific } = parts;
  const subject = parts.plural ? "dere" : "du";
  const object = parts.plural ? "dere" : "deg";
  const who = company ?? offer;
  const hasOwnOffer = offer !== null && offer !== company;
  const without = pain ? ` – uten ${pain}` : "";
  const spelled = SPELLED[Math.min(parts.reasons, 7)] ?? "";
  // "Få X – innen 24 timer" reads badly; a fact after a dash must not start with a preposition.
  const fact =
    specific && !PREPOSITIONS.has(lower(specific.split(" ")[0] ?? "")) && /\p{L}{3}/u.test(specific)
      ? specific
      : null;

  // Only forms that are natural bokmål for any slot filling: no "Hvordan X hjelper deg å …",
  // "Alt du trenger å vite om …", "… – enkelt forklart" or "… for deg som vil …" (English shapes).
  return [
    // "How to" with a promise (Ogilvy's most-read headline form)
    noun ? `Slik får ${subject} ${noun}${without}` : verb ? `Slik kan ${subject} ${verb}${without}` : null,
    // The offer with a fact from the page
    hasOwnOffer && fact ? `Få ${offer} – ${fact}` : null,
    // Reasons, counted from the page's own subheadings
    parts.reasons >= 3 && who ? `${spelled} grunner til å velge ${who}` : null,
    // The offer with what it gives
    offer && noun
      ? `${offer} som gir ${object} ${noun}`
      : offer && verb
        ? `${offer} som lar ${object} ${verb}`
        : null,
    // Question
    verb ? `Vil ${subject} ${verb}?` : noun ? `Vil ${subject} ha ${noun}?` : null,
    hasOwnOffer && company ? `Få ${offer} fra ${company}` : null,
    pain && offer ? `${offer} – uten ${pain}` : null,
    // Without an offer: the benefit alone, and the page's own question to the reader
    noun ? `Få ${noun}` : null,
    pain && noun ? `${noun} – uten ${pain}` : null,
    parts.question && parts.question.length <= 80 ? parts.question : null,
  ];
}
