// The rewritten hero paragraph: a promise, a second sentence with a fact or benefit, and the
// page's own call to action.

import { words } from "../copy/readability.ts";
import { cap, lower, squash } from "./phrase.ts";
import type { HeadlineParts } from "./types.ts";

export function heroCopy(parts: HeadlineParts): string {
  const { offer, company, benefitNoun: noun, benefitVerb: verb, pain } = parts;
  const subject = parts.plural ? "dere" : "du";
  const object = parts.plural ? "dere" : "deg";
  const who = company ?? offer;
  const sentencesOut: string[] = [];

  if (who && verb) sentencesOut.push(`Med ${who} kan ${subject} ${verb}.`);
  else if (company && offer && offer !== company)
    sentencesOut.push(`Hos ${company} får ${subject} ${offer}.`);
  else if (who && noun) sentencesOut.push(`Med ${who} får ${subject} ${noun}.`);
  else if (offer && offer !== company) sentencesOut.push(`Her får ${subject} ${offer}.`);
  else if (company) sentencesOut.push(`Her ser ${subject} hva ${company} kan gjøre for ${object}.`);
  else return "";

  const first = lower(sentencesOut[0] ?? "");
  const fact = parts.factSentence ? squash(parts.factSentence).replace(/[.!?]*$/, ".") : null;
  const candidates = [
    fact && !(noun && first.includes(lower(noun)) && lower(fact).includes(lower(noun))) ? cap(fact) : null,
    pain ? `${cap(subject)} slipper ${pain}.` : null,
    verb && noun ? `${cap(subject)} får ${noun}.` : null,
    company && offer && offer !== company && !first.includes(lower(offer))
      ? `Hos ${company} får ${subject} ${offer}.`
      : null,
  ];
  // The second sentence must say something new, and not with the first one's verb ("får du … får du").
  const verbOf = (sentence: string) => /\b(får|kan|slipper)\b/.exec(lower(sentence))?.[1] ?? null;
  const second = candidates.find(
    (candidate) =>
      candidate &&
      !first.includes(lower(candidate.slice(0, -1))) &&
      (verbOf(candidate) === null || verbOf(candidate) !== verbOf(first)),
  );
  if (second) sentencesOut.push(second);

  const cta = parts.cta;
  if (cta && words(cta).length >= 2) {
    sentencesOut.push(/\b(i dag|nå)$/i.test(cta) ? `${cap(cta)}.` : `${cap(cta)} i dag.`);
  } else {
    sentencesOut.push(`Ta kontakt i dag for en prat om hva som passer for ${object}.`);
  }
  return sentencesOut.map((sentence) => cap(squash(sentence))).join(" ");
}
