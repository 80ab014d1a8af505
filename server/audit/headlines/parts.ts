// Reads the formula slots from the page: the offer and company, what the reader gets or avoids,
// one fact, the page's own question and call to action, and how it addresses the reader.

import { sentences, words } from "../copy/readability.ts";
import { countPhrases } from "../copy/text-signals.ts";
import type { PageText } from "../copy/types.ts";
import { STRONG_CTA_PHRASES, SUPERLATIVES, WEAK_CTA_PHRASES } from "../copy/word-lists.ts";
import { findCompany, findOffer } from "./company-offer.ts";
import { findSpecific } from "./fact.ts";
import { capture, inline, lower, squash } from "./phrase.ts";
import type { HeadlineParts } from "./types.ts";
import { NOT_REASONS } from "./vocabulary.ts";

function findQuestion(text: string): string | null {
  for (const match of text.matchAll(/[^.!?\n]+\?/g)) {
    const question = squash(match[0]);
    const count = words(question).length;
    if (count < 3 || count > 10) continue;
    if (countPhrases(question, ["du", "deg", "din", "dine", "ditt", "dere", "deres"]).size === 0) continue;
    if (countPhrases(question, SUPERLATIVES).size > 0) continue;
    return question;
  }
  return null;
}

function findCta(page: PageText): string | null {
  const candidates = [...page.buttons, ...page.links.map((link) => link.text)]
    .map((item) => squash(item).replace(/[\s→›»>!.]+$/u, ""))
    .filter((item) => item && words(item).length <= 8);
  const strong = candidates.filter(
    (item) =>
      countPhrases(item, STRONG_CTA_PHRASES).size > 0 && countPhrases(item, WEAK_CTA_PHRASES).size === 0,
  );
  // Prefer a CTA that starts with the action verb and says what the reader gets (two words or more).
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
  const clauses = [...page.h1, ...page.paragraphs, ...page.headings, text].flatMap(sentences);

  const you = countPhrases(text, ["du", "deg", "din", "ditt", "dine"]);
  const youPlural = countPhrases(text, ["dere", "deres"]);
  let youCount = 0;
  for (const count of you.values()) youCount += count;
  let pluralCount = 0;
  for (const count of youPlural.values()) pluralCount += count;

  const company = findCompany(page, text);
  const offerRaw = findOffer(page, company, text);
  // A brand-first title ("Fjellvik Digital – nettsider og AI") must not make the brand the offer.
  const brandInOffer =
    company !== null && offerRaw !== null && offerRaw !== company && lower(offerRaw).includes(lower(company));
  const offer = brandInOffer ? null : offerRaw && offerRaw !== company ? inline(offerRaw, text) : offerRaw;

  const benefitVerb = capture(
    clauses,
    [
      /\b(?:så|slik at)\s+(?:du|dere)\s+kan\s+/iu,
      /\bhjelper\s+(?:deg|dere)\s+(?:med\s+)?å\s+/iu,
      /\blar\s+(?:deg|dere)\s+/iu,
      /\bgjør det (?:enkelt|enklere|lett|lettere) å\s+/iu,
      /\b(?:du|dere)\s+kan\s+/iu,
    ],
    7,
  );
  const benefitNoun = capture(
    clauses,
    [/\b(?:du|dere)\s+får\s+/iu, /\bfår\s+(?:du|dere)\s+/iu, /\bgir\s+(?:deg|dere)\s+/iu, /^\s*få\s+/iu],
    9,
  );
  const pain = capture(clauses, [/\buten\s+/iu, /\bslipper\s+(?:du|dere)\s+/iu, /\bslutt på\s+/iu], 4);
  const fact = findSpecific(clauses);
  const reasons = new Set(
    page.headings
      .map(squash)
      .filter(
        (heading) => words(heading).length >= 2 && words(heading).length <= 10 && !NOT_REASONS.test(heading),
      )
      .map(lower),
  ).size;
  const newsText = [page.title, ...page.h1, ...page.headings, ...page.paragraphs.slice(0, 3)].join("\n");

  return {
    offer,
    company,
    benefitNoun,
    benefitVerb,
    pain,
    specific: fact?.specific ?? null,
    factSentence:
      fact && words(fact.sentence).length <= 20 && /\b(du|dere)\b/i.test(fact.sentence)
        ? fact.sentence
        : null,
    reasons,
    question: findQuestion([...page.h1, ...page.headings, ...page.paragraphs].join("\n")),
    cta: findCta(page),
    plural: pluralCount > youCount,
    news:
      countPhrases(newsText, ["ny", "nye", "nytt", "nyhet", "lansert", "lanserer", "introduserer"]).size > 0,
  };
}
