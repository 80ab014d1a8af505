// The last check on every sentence before it is shown: anything a copywriter would not sign that
// the formulas could still produce is dropped here (corpus.test.ts checks the same from outside).

import type { PageText } from "../../checks/copy/types.ts";
import { asWord, escapeRegExp, lower } from "./phrase.ts";

export const ENGLISH_SHAPES =
  /\bHvordan\b.*\bhjelper\b|\bAlt (?:du|dere) trenger å vite\b|\benkelt forklart\b|\bfor (?:deg|dere) som vil ha\b|\bSlik kommer (?:du|dere) i gang\b|\bDerfor bør (?:du|dere)\b|\bDette får (?:du|dere) med\b|\bmer ut av\b/i;

export interface GuardContext {
  brand: string | null;
  /** Digit runs on the page; a sentence may use only these. */
  numbers: Set<string>;
  /** Ranges, fractions and dates on the page ("5–50", "24/7", "5. mai"); used whole or not at all. */
  compounds: string[];
  /** All the page's text: a brand may be written in any case the page itself uses. */
  text: string;
}

const normalise = (text: string) => text.replace(/(\d)\s*[–—-]\s*(\d)/g, "$1–$2").replace(/\s+/g, " ");

/** A number as written, with its thousands spaced ("1 500"); after normalise. */
const NUMBER = "(?:\\d{1,3}(?: \\d{3})+(?!\\d)|\\d+)";
/** The numbers of a text, thousands joined: "1 500–6 000 kr" has 1500 and 6000, not 500 and 6. */
const numbersOf = (text: string) =>
  (text.match(new RegExp(NUMBER, "g")) ?? []).map((number) => number.replaceAll(" ", ""));

export function guardContext(page: PageText, brand: string | null): GuardContext {
  const all = [page.title, ...page.h1, ...page.headings, ...page.paragraphs, ...page.buttons, page.bodyText]
    .concat(page.links.map((link) => link.text))
    .join("\n");
  // Each «\d+» starts where a run of digits starts: tried at every digit of a long run, it read the
  // rest of the run each time (20 KB of digits took half a minute). Same matches, as a match can
  // only start where a run starts.
  const compounds =
    normalise(all).match(
      new RegExp(
        `(?<!\\d)(?<!\\d )(?:${NUMBER}(?:[.,]\\d+)?–${NUMBER}|${NUMBER} til ${NUMBER}|\\d+\\/\\d+|\\d+ av \\d+)|\\d{1,2}\\.(?= \\p{Ll})`,
        "gu",
      ),
    ) ?? [];
  return { brand, numbers: new Set(all.match(/\d+/g) ?? []), compounds, text: all };
}

/** Why a sentence may not be shown, or null when it may. */
export function flaw(sentence: string, context: GuardContext): string | null {
  const text = normalise(sentence);
  if (!/^\p{Lu}/u.test(sentence)) return "starts in lower case";
  if (/\s{2}|\s[,.?!]/.test(sentence)) return "stray space";
  if (/[`*_#[\]<>]/.test(sentence)) return "markup";
  if (ENGLISH_SHAPES.test(sentence)) return "English-shaped formula";
  if ((sentence.match(/\s[–—]\s/g) ?? []).length > 1) return "two dashes";
  if (/\bden \d{1,2}(?!\. \p{Ll})/u.test(text)) return "cut date";
  if ((text.match(/\d+/g) ?? []).some((digits) => !context.numbers.has(digits))) return "invented number";
  // a number that is part of a range or a date on the page only comes with one of them whole
  for (const number of new Set(numbersOf(text))) {
    const wholes = context.compounds.filter((compound) => numbersOf(compound).includes(number));
    if (wholes.length > 0 && !wholes.some((compound) => text.includes(compound)))
      return `half of «${wholes[0]}»`;
  }
  const brand = context.brand;
  if (brand) {
    for (const match of sentence.matchAll(asWord(brand, "giu")))
      if (match[0] !== brand && !context.text.includes(match[0])) return "brand re-cased";
    if (
      new RegExp(`\\b(?:Få|får (?:du|dere)|Trenger (?:du|dere))\\s+${escapeRegExp(brand)}`, "iu").test(
        sentence,
      )
    )
      return "brand used as the offer";
  }
  for (const verb of ["får", "kan", "slipper"]) {
    if ((lower(sentence).match(new RegExp(`\\b${verb}\\b`, "g")) ?? []).length > 1) return `«${verb}» twice`;
  }
  return null;
}
