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

  return [
    // "How to" with a promise (Ogilvy's most-read headline form)
    noun
      ? `Slik får ${subject} ${noun}${without}`
      : verb
        ? `Slik kan ${subject} ${verb}${without}`
        : offer
          ? `Slik får ${subject} mer ut av ${offer}`
          : null,
    // The offer with a fact from the page
    hasOwnOffer && fact ? `Få ${offer} – ${fact}` : null,
    // Reasons, counted from the page's own subheadings
    parts.reasons >= 3 && who ? `${spelled} grunner til å velge ${who}` : null,
    // News
    offer && noun
      ? `${parts.news ? "Ny: " : ""}${offer} som gir ${object} ${noun}`
      : offer && verb
        ? `${parts.news ? "Ny: " : ""}${offer} som lar ${object} ${verb}`
        : null,
    // How the company helps
    who && verb
      ? `Hvordan ${who} hjelper ${object} å ${verb}`
      : who && noun
        ? `Hvordan ${who} hjelper ${object} å få ${noun}`
        : company && hasOwnOffer
          ? `Hvordan ${company} hjelper ${object} med ${offer}`
          : null,
    // Question
    verb ? `Vil ${subject} ${verb}?` : noun ? `Vil ${subject} ha ${noun}?` : null,
    // For the reader who wants the benefit
    hasOwnOffer && verb
      ? `${offer} for ${object} som vil ${verb}`
      : hasOwnOffer && noun
        ? `${offer} for ${object} som vil ha ${noun}`
        : null,
    hasOwnOffer && company ? `Få ${offer} fra ${company}` : null,
    pain && offer ? `${offer} – uten ${pain}` : null,
    // Without an offer: the benefit alone, and the page's own question to the reader
    noun ? `Få ${noun}` : null,
    verb ? `Klar til å ${verb}?` : null,
    pain && noun ? `${noun} – uten ${pain}` : null,
    parts.question && parts.question.length <= 80 ? parts.question : null,
    // Fallbacks that only need the offer or the name
    offer ? `Dette får ${subject} med ${offer}` : null,
    who ? `Derfor bør ${subject} velge ${who}` : null,
    offer ? `Slik kommer ${subject} i gang med ${offer}` : null,
    offer ? `Alt ${subject} trenger å vite om ${offer}` : null,
    offer ? `${offer} – enkelt forklart` : null,
  ];
}
