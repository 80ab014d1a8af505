// Assembles the suggestions: formulas filled, cleaned, deduplicated, and dropped when they would
// show a number the page does not.

import { words } from "../copy/readability.ts";
import type { PageText } from "../copy/types.ts";
import { heroCopy } from "./hero-copy.ts";
import { headlineParts } from "./parts.ts";
import { cap, lower, squash } from "./phrase.ts";
import { formulas } from "./templates.ts";
import type { HeadlineSuggestions } from "./types.ts";

export const HEADLINE_LABEL = "Regelbaserte forslag laget av sidens egne ord (uten AI)";

const MAX_VARIANTS = 8;
const MAX_VARIANT_WORDS = 16;

/** Digit sequences on the page; a suggestion may only use these. */
function pageNumbers(page: PageText): Set<string> {
  const all = [page.title, ...page.h1, ...page.headings, ...page.paragraphs, ...page.buttons, page.bodyText]
    .concat(page.links.map((link) => link.text))
    .join("\n");
  return new Set(all.match(/\d+/g) ?? []);
}

function usesOnlyPageNumbers(text: string, numbers: Set<string>): boolean {
  return (text.match(/\d+/g) ?? []).every((digits) => numbers.has(digits));
}

/**
 * Numbers the page writes as one unit: a range ("5–50"), a fraction ("24/7"), a date or ordinal
 * ("5. mai", "den 5. hver måned"). A suggestion may use such a number only whole.
 */
function compoundNumbers(page: PageText): string[] {
  const all = [page.title, ...page.h1, ...page.headings, ...page.paragraphs, page.bodyText].join("\n");
  return all.match(/\d+\s*[–-]\s*\d+|\d+\/\d+|\d+\.(?=\s+\p{Ll})/gu) ?? [];
}

function keepsNumbersWhole(text: string, compounds: string[]): boolean {
  return compounds.every((compound) => {
    const parts = compound.match(/\d+/g) ?? [];
    const normalized = compound.replace(/\s+/g, " ");
    return (
      !parts.some((digits) => new RegExp(`(?<!\\d)${digits}(?!\\d)`).test(text)) || text.includes(normalized)
    );
  });
}

/** Fewer than this many safe suggestions, and we say what to change instead of inventing more. */
const MIN_VARIANTS = 3;

export const WHAT_TO_CHANGE =
  "Vi kunne ikke lage gode forslag ut fra ordene på siden. Skriv en overskrift som sier hva du tilbyr, til hvem, og hva kunden får – for eksempel «Regnskap for små bedrifter i Stavanger – fast pris og svar samme dag».";

/**
 * At least five headline variants and a rewritten hero paragraph (two or three sentences ending in
 * a call to action), built from the page's own words. Rule-based: no AI, no invented numbers.
 * A page without any usable words gets no variants and an empty hero text.
 */
export function headlineVariants(page: PageText): HeadlineSuggestions {
  const parts = headlineParts(page);
  const numbers = pageNumbers(page);
  const compounds = compoundNumbers(page);
  const seen = new Set<string>();
  const variants: string[] = [];
  for (const raw of formulas(parts)) {
    if (!raw) continue;
    const variant = cap(squash(raw).replace(/\s+([,.!?])/g, "$1"));
    const key = lower(variant)
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
    if (!key || seen.has(key)) continue;
    if (words(variant).length > MAX_VARIANT_WORDS) continue;
    if (!usesOnlyPageNumbers(variant, numbers) || !keepsNumbersWhole(variant, compounds)) continue;
    seen.add(key);
    variants.push(variant);
    if (variants.length === MAX_VARIANTS) break;
  }
  if (variants.length < MIN_VARIANTS) {
    // A page without words gets nothing here: the report says it has too little text.
    const said = words([page.title, page.bodyText].join(" ")).length > 0;
    return { variants: [], heroCopy: said ? WHAT_TO_CHANGE : "", label: HEADLINE_LABEL };
  }
  let hero = heroCopy(parts);
  if (!usesOnlyPageNumbers(hero, numbers) || !keepsNumbersWhole(hero, compounds))
    hero = hero.replace(/[^.!?]*\d[^.!?]*[.!?]\s*/g, "").trim();
  return { variants, heroCopy: hero, label: HEADLINE_LABEL };
}
