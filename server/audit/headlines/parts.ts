// Reads the formula slots from the page: brand and offer, what the reader gets or avoids, the
// facts, the page's own question and call to action, and how it addresses the reader.

import { words } from "../copy/readability.ts";
import { countPhrases } from "../copy/text-signals.ts";
import type { PageText } from "../copy/types.ts";
import { STRONG_CTA_PHRASES, SUPERLATIVES, WEAK_CTA_PHRASES } from "../copy/word-lists.ts";
import { findBrand } from "./brand.ts";
import { findFacts } from "./fact.ts";
import { findOffer } from "./offer.ts";
import { capture, clauses, lower, squash } from "./phrase.ts";
import type { HeadlineParts } from "./types.ts";
import { BURDENS, NOT_REASONS } from "./vocabulary.ts";

const YOU = ["du", "deg", "din", "dine", "ditt", "dere", "deres"];

// Not a benefit: how to reach the company, where to read more, the cookie banner.
const NOISE =
  /\d(?:[\s\u00a0]?\d){7}|(?<![\p{L}])(?:informasjon|info|samtykke\p{L}*|informasjonskapsler|cookies|personvern\p{L}*|nettsiden|oss|meg|her|telefon|e-post)(?![\p{L}])/iu;
const CONTACT_VERBS =
  /^(?:ringe|kontakte|ta kontakt|lese|se|finne|klikke|sende|besøke|følge|logge|laste|bestille|booke|melde|endre|slette|når som helst)(?![\p{L}])/iu;
const usable = (found: string) => !NOISE.test(found);

function findQuestion(clauseList: readonly string[]): string | null {
  for (const clause of clauseList) {
    if (!clause.endsWith("?") || /[?!.].*\?$/.test(clause.slice(0, -1))) continue;
    const count = words(clause).length;
    if (count < 3 || count > 10 || !/^\p{Lu}/u.test(clause)) continue;
    if (countPhrases(clause, YOU).size === 0 || countPhrases(clause, SUPERLATIVES).size > 0) continue;
    return clause;
  }
  return null;
}

const TRAILING = /[\s→›»>!.]/u;

/**
 * "Bestill time →" without the arrow, dots and spaces at the end. Not /[\s→›»>!.]+$/: tried at
 * every dot of a long run of dots that is not at the end, it read the rest of the run each time.
 */
function withoutTrailingArrows(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING.test(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

function findCta(page: PageText): string | null {
  const candidates = [...page.buttons, ...page.links.map((link) => link.text)]
    .map((item) => withoutTrailingArrows(squash(item)))
    .filter((item) => item && words(item).length <= 6 && !/\d/.test(item));
  const strong = candidates.filter(
    (item) =>
      countPhrases(item, STRONG_CTA_PHRASES).size > 0 && countPhrases(item, WEAK_CTA_PHRASES).size === 0,
  );
  // A CTA that starts with the action verb and says what the reader gets (two words or more).
  const startsWithAction = (item: string) =>
    STRONG_CTA_PHRASES.some((cta) => lower(item).startsWith(`${cta} `) || lower(item) === cta);
  return (
    strong.find((item) => startsWithAction(item) && words(item).length >= 2) ??
    strong.find((item) => startsWithAction(item)) ??
    null
  );
}

/** Reads the formula slots from the page. */
export function headlineParts(page: PageText): HeadlineParts {
  const text = page.bodyText.trim()
    ? page.bodyText
    : [page.title, ...page.h1, ...page.headings, ...page.paragraphs, ...page.buttons].join("\n");
  const h1 = new Set(page.h1.map((item) => lower(squash(item))));
  const headings = page.headings.filter((heading) => !h1.has(lower(squash(heading))));
  const clauseList = [...page.h1, ...page.paragraphs, ...headings].flatMap(clauses);

  let youCount = 0;
  for (const count of countPhrases(text, ["du", "deg", "din", "ditt", "dine"]).values()) youCount += count;
  let pluralCount = 0;
  for (const count of countPhrases(text, ["dere", "deres"]).values()) pluralCount += count;

  const brand = findBrand(page, text);
  const { offer, gettable, activity, serves } = findOffer(page, brand, text);
  const facts = findFacts(clauseList, text);

  const benefitVerb = capture(
    clauseList,
    [
      /\b(?:så|slik at)\s+(?:du|dere)\s+kan\s+/iu,
      /\bhjelper\s+(?:deg|dere)\s+(?:med\s+)?å\s+/iu,
      /\blar\s+(?:deg|dere)\s+/iu,
      /\b(?:du|dere)\s+kan\s+/iu,
    ],
    7,
    { accept: (found) => usable(found) && !CONTACT_VERBS.test(found) },
  );
  const benefitNoun = capture(
    clauseList,
    [/\b(?:du|dere)\s+får\s+/iu, /\bfår\s+(?:du|dere)\s+/iu, /\bgir\s+(?:deg|dere)\s+/iu],
    9,
    { lists: true, accept: usable },
  );
  // Only a burden the reader is glad to be rid of: "uten bindingstid", not "uten medlemskap"
  const pain =
    [capture(clauseList, [/\buten\s+/iu], 4), capture(clauseList, [/\bslipper\s+(?:du|dere)\s+/iu], 4)].find(
      (found) => found !== null && BURDENS.test(found),
    ) ?? null;
  const reasons = new Set(
    headings
      .map(squash)
      .filter(
        (heading) =>
          words(heading).length >= 2 &&
          words(heading).length <= 8 &&
          !NOT_REASONS.test(heading) &&
          !heading.endsWith("?"),
      )
      .map(lower),
  ).size;

  return {
    brand,
    offer,
    gettable,
    activity,
    serves,
    benefitNoun,
    benefitVerb,
    pain,
    ...facts,
    reasons,
    question: findQuestion(clauseList),
    cta: findCta(page),
    plural: pluralCount > youCount,
  };
}
