// Rule-based headline suggestions for the audit report (no AI), made only of sentences that are
// natural bokmål for whatever the page says. The page's words are sorted into slots — the brand as
// written, the offer as a noun phrase, what the reader gets or avoids, the facts with the words that
// make them whole, the page's own question, proof and call to action — and a few Norwegian formulas
// are filled from them. A guard drops any sentence with a cut date, half a range, an invented number,
// a re-cased brand or a verb twice; with fewer than two safe headlines the report gets a short note
// on what to change instead. The reviewed output for a corpus of made-up pages is in
// docs/sample-report/headlines.md.
//
// This module assembles the suggestions: formulas filled, checked by the guard, deduplicated; too
// few safe ones, and the page gets a note on what to change instead.

import {
  headlineWordCount,
  MAX_HEADLINE_WORDS,
  mainH1,
  promiseSignals,
} from "../../checks/copy/headline-rules.ts";
import { words } from "../../checks/copy/readability.ts";
import { countPhrases, sum } from "../../checks/copy/text-signals.ts";
import type { PageText } from "../../checks/copy/types.ts";
import { whatToChange } from "./advice.ts";
import { flaw, guardContext } from "./guard.ts";
import { heroCopy, saysAgain } from "./hero-copy.ts";
import { headlineParts } from "./parts.ts";
import { lower, squash } from "./phrase.ts";
import { formulas } from "./templates.ts";
import type { HeadlineSuggestions } from "./types.ts";

export const HEADLINE_LABEL = "Regelbaserte forslag laget av sidens egne ord, uten AI";
/** The label over advice alone (no suggestions made): nothing there is made of the page's words. */
export const ADVICE_LABEL = "Regelbaserte råd om overskriften, uten AI";

const MAX_VARIANTS = 5;
/** Fewer than this many safe suggestions (one sure one is worth showing), and we say what to change instead. */
const MIN_VARIANTS = 1;

// The formulas are bokmål; on a nynorsk page they would mix the two.
// Forms that bokmål does not use (two of them make a page nynorsk).
const NYNORSK =
  "ikkje eg me kjem treng korleis kva kvar kvifor berre frå dykk dykkar heile mykje ein eit nokre noko nokon dei deira vere vore ligg stad fleire sjølv eigen eige".split(
    " ",
  );
export const NYNORSK_NOTE =
  "Siden er skrevet på nynorsk. De regelbaserte forslagene lages bare på bokmål, så her foreslår vi ingen nye overskrifter. Skriv i overskriften hva dere tilbyr og hvor, og gi leseren ett konkret løfte.";

/**
 * Two to five headline variants and a rewritten hero paragraph (two or three sentences ending in
 * a call to action), built from the page's own words. Rule-based: no AI, no invented numbers.
 * When no safe variant can be made, no variants, and heroCopy says what to change; when variants
 * can be made but no hero text we are sure of, heroCopy is "". A page without any words gets neither.
 */
export function headlineVariants(page: PageText): HeadlineSuggestions {
  if (words([page.title, page.bodyText, ...page.h1, ...page.paragraphs].join(" ")).length === 0)
    return { variants: [], heroCopy: "", label: HEADLINE_LABEL };
  const text = [page.title, page.bodyText, ...page.h1, ...page.paragraphs].join("\n");
  if (/^nn\b/i.test(page.lang ?? "") || sum(countPhrases(text, NYNORSK)) >= 2)
    return { variants: [], heroCopy: NYNORSK_NOTE, label: ADVICE_LABEL };
  const parts = headlineParts(page);
  const current = mainH1(page);
  const context = guardContext(page, parts.brand);
  const seen = new Set<string>();
  const variants: string[] = [];
  for (const formula of formulas(parts)) {
    // a formula with stand-ins: the first of them that may be shown
    for (const raw of Array.isArray(formula) ? formula : [formula]) {
      if (!raw) continue;
      const variant = squash(raw);
      const key = lower(variant)
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim();
      if (!key || seen.has(key) || headlineWordCount(variant) > MAX_HEADLINE_WORDS) continue;
      // the report's own test of a headline, so that it never proposes one it would fault, and
      // none that says no more than the page's own headline («Trenger du rørlegger i Oslo?» under
      // «Din rørlegger i Oslo – døgnvakt»)
      if (flaw(variant, context) || promiseSignals(variant).length === 0) continue;
      if (current && (saysAgain(variant, current, parts.brand) || asksTradeAgain(variant, current))) continue;
      seen.add(key);
      variants.push(variant);
      break;
    }
    if (variants.length === MAX_VARIANTS) break;
  }
  // the hero text is written for the first suggestion, and says no other word for word
  let hero = heroCopy(parts, variants);
  const heroSentences = hero.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  if (hero && (flaw(hero, context) || heroSentences.some((sentence) => flaw(sentence, context)))) hero = "";
  // Sure headlines are shown even when no hero text is sure: the report then shows them alone
  if (variants.length < MIN_VARIANTS)
    return { variants: [], heroCopy: whatToChange(page, parts), label: ADVICE_LABEL };
  return { variants, heroCopy: hero, label: HEADLINE_LABEL };
}

/** «Trenger du tannlege på Torget?» under «Din tannlege på Torget»: the question adds only the place. */
function asksTradeAgain(variant: string, h1: string): boolean {
  const trade = /^Trenger (?:du|dere) (\p{L}+)/u.exec(variant)?.[1];
  return trade !== undefined && words(lower(h1)).includes(lower(trade));
}
