import { describe, expect, it } from "vitest";
import { words } from "./readability.ts";
import { countPhrases } from "./text-signals.ts";
import {
  BENEFIT_WORDS,
  NEWS_PHRASES,
  PROOF_WORDS,
  STRONG_CTA_PHRASES,
  SUPERLATIVES,
  WE_WORDS,
  WEAK_CTA_PHRASES,
  YOU_WORDS,
} from "./word-lists.ts";

// The word lists the copy rules count: each entry must be something countPhrases can find.

const LISTS = {
  YOU_WORDS,
  WE_WORDS,
  BENEFIT_WORDS,
  SUPERLATIVES,
  NEWS_PHRASES,
  STRONG_CTA_PHRASES,
  WEAK_CTA_PHRASES,
  PROOF_WORDS,
};

describe("the copy rules' word lists", () => {
  it.each(Object.entries(LISTS))("%s: whole words in lower case, each once", (_name, list) => {
    // countPhrases compares lower-cased whole words: an entry in capitals or with punctuation never matches
    for (const entry of list) expect(words(entry).join(" ")).toBe(entry.toLocaleLowerCase("nb"));
    expect(new Set(list).size).toBe(list.length);
  });

  it("counts «du» words as a benefit, and never the same word as «du» and «vi»", () => {
    expect(BENEFIT_WORDS).toEqual(expect.arrayContaining(YOU_WORDS));
    expect(YOU_WORDS.filter((word) => WE_WORDS.includes(word))).toEqual([]);
  });

  it("finds each entry in a sentence however it is written", () => {
    for (const [name, list] of Object.entries(LISTS))
      for (const entry of list)
        expect(
          countPhrases(`Her står ${entry.toLocaleUpperCase("nb")}, midt i teksten.`, list).get(entry),
          name,
        ).toBe(1);
  });
});
