import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { words } from "../../checks/copy/readability.ts";
import type { PageText } from "../../checks/copy/types.ts";
import { HEADLINE_CORPUS } from "./corpus.fixture.ts";
import { CORPUS_REPORT_PATH, corpusReport } from "./corpus-report.ts";
import { headlineParts } from "./parts.ts";
import { headlineVariants } from "./variants.ts";

// The known failures of the old formulas, checked on every sentence the generator writes for the
// corpus, independently of the generator's own guard (guard.ts).
const ENGLISH_SHAPES = [
  /\bHvordan\b.*\bhjelper\b/i,
  /\bAlt (?:du|dere) trenger å vite\b/i,
  /\benkelt forklart\b/i,
  /\bfor (?:deg|dere) som vil\b/i,
  /\bSlik kommer (?:du|dere) i gang\b/i,
  /\bDerfor bør (?:du|dere)\b/i,
  /\bDette får (?:du|dere) med\b/i,
  /\bmer ut av\b/i,
];

const all = (page: PageText) =>
  [page.title, page.bodyText, ...page.h1, ...page.headings, ...page.paragraphs, ...page.buttons]
    .concat(page.links.map((link) => link.text))
    .join("\n");
const normalise = (text: string) => text.replace(/(\d)\s*[–—-]\s*(\d)/g, "$1–$2").replace(/\s+/g, " ");
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter(Boolean);

/** A number with its thousands spaced ("1 500" is one number, not 1 and 500). */
const NUMBER = String.raw`(?:\d{1,3}(?: \d{3})+(?!\d)|\d+)`;
const numbersOf = (text: string) =>
  (text.match(new RegExp(NUMBER, "g")) ?? []).map((number) => number.replaceAll(" ", ""));

/** Ranges, fractions and "9 av 10" as the page writes them: a sentence uses them whole or not at all. */
function compounds(page: PageText): string[] {
  const range = String.raw`(?<![\d ])${NUMBER}(?:[.,]\d+)?–${NUMBER}|${NUMBER} til ${NUMBER}|\d+\/\d+|\d+ av \d+`;
  return normalise(all(page)).match(new RegExp(range, "g")) ?? [];
}

const results = HEADLINE_CORPUS.map((entry) => ({ entry, result: headlineVariants(entry.page) }));
const sentences = results.flatMap(({ entry, result }) =>
  result.variants.length === 0
    ? []
    : [
        ...result.variants.map((text) => ({ entry, text, hero: false })),
        ...sentencesOf(result.heroCopy).map((text) => ({ entry, text, hero: true })),
      ],
);

describe("the headline corpus", () => {
  it("has at least 30 varied pages, each with its own id", () => {
    expect(HEADLINE_CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(HEADLINE_CORPUS.map((entry) => entry.id)).size).toBe(HEADLINE_CORPUS.length);
    // most pages get suggestions; the thin ones get a note on what to change instead
    expect(results.filter(({ result }) => result.variants.length > 0).length).toBeGreaterThanOrEqual(25);
  });

  it.each(HEADLINE_CORPUS.map((entry) => [entry.id, entry] as const))(
    "%s: the brand is read as written, and is never the offer",
    (_id, entry) => {
      const parts = headlineParts(entry.page);
      expect(parts.brand).toBe(entry.brand);
      if (entry.brand && parts.offer)
        expect(parts.offer.text.toLowerCase()).not.toContain(entry.brand.toLowerCase());
    },
  );

  it.each(results.map(({ entry, result }) => [entry.id, result] as const))(
    "%s: suggestions and a hero where one is sure, or a note on what to change",
    (_id, result) => {
      if (result.variants.length === 0) {
        expect(result.heroCopy).toMatch(/^\p{Lu}.*\.$|»\.$/u);
        expect(result.heroCopy).toMatch(/\b(?:Skriv|Gi leseren)\b/);
      } else {
        expect(result.variants.length).toBeGreaterThanOrEqual(1);
        expect(result.variants.length).toBeLessThanOrEqual(5);
        if (!result.heroCopy) return;
        const hero = sentencesOf(result.heroCopy);
        expect(hero.length, result.heroCopy).toBeGreaterThanOrEqual(2);
        expect(hero.length, result.heroCopy).toBeLessThanOrEqual(3);
        // no verb twice: "Hos X får du … Du får …"
        for (const verb of ["får", "kan", "trenger", "slipper"])
          expect(
            result.heroCopy.match(new RegExp(`\\b${verb}\\b`, "gi"))?.length ?? 0,
            result.heroCopy,
          ).toBeLessThanOrEqual(1);
      }
    },
  );

  it.each(
    sentences.map(
      ({ entry, text, hero }) => [`${entry.id}${hero ? " (hero)" : ""}: ${text}`, entry, text] as const,
    ),
  )("%s", (_name, entry, text) => {
    const page = entry.page;
    expect(text).toMatch(/^\p{Lu}/u);
    expect(text).toBe(text.trim());
    expect(text).not.toMatch(/\s{2}|\s[,.?!]/);
    expect(text).not.toMatch(/[`*_#[\]<>]/);
    for (const shape of ENGLISH_SHAPES) expect(text).not.toMatch(shape);
    // no date or ordinal cut off: "en rapport den 5" without ". hver måned"
    expect(normalise(text)).not.toMatch(/\bden \d{1,2}(?!\. \p{Ll})/u);
    expect(text).not.toMatch(/(?<![\d.:])\d{1,2}\.$/);
    // numbers only from the page, ranges whole
    for (const digits of text.match(/\d+/g) ?? [])
      expect(all(page)).toMatch(new RegExp(`(?<!\\d)${digits}(?!\\d)`));
    // a number that is part of a range on the page comes with one of its ranges, whole
    for (const number of new Set(numbersOf(normalise(text)))) {
      const wholes = compounds(page).filter((compound) => numbersOf(compound).includes(number));
      if (wholes.length > 0)
        expect(
          wholes.some((compound) => normalise(text).includes(compound)),
          `${number} in «${text}»`,
        ).toBe(true);
    }
    // the brand as the page writes it, never lower-cased and never the thing offered
    if (entry.brand) {
      const anyCase = new RegExp(
        `(?<![\\p{L}])${entry.brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`,
        "giu",
      );
      for (const match of text.matchAll(anyCase)) expect(all(page)).toContain(match[0]);
      expect(text.toLowerCase()).not.toMatch(
        new RegExp(
          `\\b(?:få|får (?:du|dere)|trenger (?:du|dere)) ${entry.brand.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
        ),
      );
    }
    expect(words(text).length).toBeLessThanOrEqual(entry.brand ? 18 : 16);
  });

  it("is listed, reviewed, in docs/sample-report/headlines.md, and the list is up to date", () => {
    const committed = readFileSync(
      path.resolve(import.meta.dirname, "../../../..", CORPUS_REPORT_PATH),
      "utf8",
    );
    expect(committed, "run: node scripts/headline-corpus.ts, then review the diff").toBe(corpusReport());
  });
});
