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
 * At least five headline variants and a rewritten hero paragraph (two or three sentences ending in
 * a call to action), built from the page's own words. Rule-based: no AI, no invented numbers.
 * A page without any usable words gets no variants and an empty hero text.
 */
export function headlineVariants(page: PageText): HeadlineSuggestions {
  const parts = headlineParts(page);
  const numbers = pageNumbers(page);
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
    if (!usesOnlyPageNumbers(variant, numbers)) continue;
    seen.add(key);
    variants.push(variant);
    if (variants.length === MAX_VARIANTS) break;
  }
  let hero = heroCopy(parts);
  if (!usesOnlyPageNumbers(hero, numbers)) hero = hero.replace(/[^.!?]*\d[^.!?]*[.!?]\s*/g, "").trim();
  return { variants, heroCopy: hero, label: HEADLINE_LABEL };
}
