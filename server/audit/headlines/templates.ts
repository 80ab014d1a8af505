// The headline formulas, in order of preference. Each is natural bokmål for any filling of its
// slots, or it is not here: no "Hvordan X hjelper deg å …", "Alt du trenger å vite om …",
// "… – enkelt forklart" or "… for deg som vil ha …" (English shapes), no brand used as the offer.

import { words } from "../copy/readability.ts";
import { cap, lower, phrase } from "./phrase.ts";
import type { HeadlineParts } from "./types.ts";
import { SPELLED } from "./vocabulary.ts";

/** True when two phrases share a content word ("blomster og buketter" – "brudebuketter" is fine). */
function repeats(a: string, b: string): boolean {
  const content = (text: string) => new Set(words(lower(text)).filter((word) => word.length > 3));
  const first = content(a);
  return [...content(b)].some((word) => first.has(word));
}

export function formulas(parts: HeadlineParts): (string | null)[] {
  const { brand, offer, gettable, activity, benefitNoun: noun, benefitVerb: verb, pain, fact, since } = parts;
  const subject = parts.plural ? "dere" : "du";
  const head = offer ? cap(offer.text) : null;
  const short = offer !== null && words(offer.text).length <= 6;
  const named = brand !== null && /^\p{Lu}/u.test(brand);
  const tradeQuestion = offer?.kind === "trade" ? `Trenger ${subject} ${offer.text}?` : null;
  // The page's own "Trenger du rørlegger?" gives way to "Trenger du rørlegger i Bergen?"
  const question = tradeQuestion && /^trenger\b/i.test(parts.question ?? "") ? null : parts.question;
  const proof = parts.proofHeadline;
  // the company's activity as a headline, cut to nine words at a natural break
  const doing = activity
    ? words(activity).length > 10
      ? phrase(activity, 9, { lists: true })
      : activity
    : null;
  return [
    // What is offered, and the page's strongest fact: "Regnskap for små bedrifter – svar innen 24 timer"
    head && fact && !repeats(head, fact.phrase) ? `${head} – ${fact.phrase}` : null,
    // What the reader gets: "Få fast pris og svar innen 24 timer"
    noun ? `Få ${noun}` : null,
    // What the reader avoids: "Fysioterapeut i Haugesund – uten henvisning fra lege"
    head && pain && short ? `${head} – uten ${pain}` : null,
    // What the reader can do with the company: "Med Tallhuset kan du bruke tiden på kundene dine"
    brand && verb ? `Med ${brand} kan ${subject} ${verb}` : null,
    // The page's own question to the reader, or the trade's: "Trenger du rørlegger i Bergen?"
    question,
    tradeQuestion,
    // The page's own proof: "Over 9 av 10 elever består oppkjøringen på første forsøk"
    proof,
    // What is offered, and what it is: "Sjømat i Ålesund – fisk og skalldyr fra lokale fiskere"
    head && gettable && !repeats(head, gettable) && words(`${head} ${gettable}`).length <= 12
      ? `${head} – ${gettable}`
      : null,
    // What the customer gets, and where: "Kaffe, bakst og lunsj hos Kafé Solsiden"
    brand && gettable && words(gettable).length <= 5 && !/\s(?:i|på|hos)\s/.test(gettable)
      ? `${cap(gettable)} hos ${brand}`
      : null,
    // Experience: "Rørlegger i Bergen siden 1987"
    head && since && words(head).length <= 4 && !/\bsiden\b/.test(head) ? `${head} siden ${since}` : null,
    // Reasons, counted from the page's own subheadings
    parts.reasons >= 3 && brand
      ? `${SPELLED[Math.min(parts.reasons, 7)]} grunner til å velge ${brand}`
      : null,
    // What the company does, said plainly: "Malermester Dahl maler hus, hytter og leiligheter"
    named && doing ? `${brand} ${doing}` : null,
  ];
}
