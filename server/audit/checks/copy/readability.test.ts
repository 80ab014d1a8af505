import { describe, expect, it } from "vitest";
import { LIX_MIN_WORDS, lix, lixLevel, sentences, TOO_LITTLE_TEXT, words } from "./readability.ts";

// Words, sentences and LIX as the copy rules count them, on sentences of our own.

describe("words and sentences", () => {
  it("counts runs of letters, hyphenated words as one, and no bare numbers", () => {
    expect(words("Vi sender e-post 24/7 til B2B-kunder i 2026.")).toEqual([
      "Vi",
      "sender",
      "e-post",
      "til",
      "B2B-kunder",
      "i",
    ]);
    expect(words("")).toEqual([]);
  });

  it("ends sentences at . ! ? : and line breaks, not at abbreviations or ordinals", () => {
    expect(
      sentences("Ring oss! Vi svarer: alltid\nDet koster ca. 500 kr. Du betaler den 5. hver måned."),
    ).toEqual(["Ring oss", "Vi svarer", "alltid", "Det koster ca 500 kr", "Du betaler den 5. hver måned"]);
  });
});

describe("lix", () => {
  it("scores a simple text", () => {
    // 7 words, 2 sentences, 0 words of 7+ letters: 7/2 + 0 = 3.5
    expect(lix("Vi har en hund. Den er snill.")).toEqual({
      score: 3.5,
      words: 7,
      sentences: 2,
      longWords: 0,
    });
  });

  it("counts long words, hyphenated words and æøå", () => {
    // Regnskapsføreren (16 letters) sender e-post (one word, 5 letters) om årsoppgjøret (12).
    // Søknaden (8) er ferdig (6)! → 8 words, 2 sentences, 3 long: 8/2 + 100·3/8 = 4 + 37.5 = 41.5
    expect(lix("Regnskapsføreren sender e-post om årsoppgjøret. Søknaden er ferdig!")).toEqual({
      score: 41.5,
      words: 8,
      sentences: 2,
      longWords: 3,
    });
    // En state-of-the-art (one word, 14 letters) løsning (7 letters) → 3 words, 1 sentence, 2 long:
    // 3/1 + 100·2/3 = 3 + 66.67 = 69.7
    expect(lix("En state-of-the-art løsning.")).toEqual({
      score: 69.7,
      words: 3,
      sentences: 1,
      longWords: 2,
    });
  });

  it("skips digits, ends sentences at colons and line breaks", () => {
    // Åpent, timer | Ring, oss | (51 23 45 67 has no words) → 4 words, 2 sentences, 0 long: 4/2 = 2
    expect(lix("Åpent 24 timer\nRing oss: 51 23 45 67")).toEqual({
      score: 2,
      words: 4,
      sentences: 2,
      longWords: 0,
    });
    // a decimal point does not end a sentence: Prisen er kroner → 3 words, 1 sentence
    expect(lix("Prisen er 3.5 kroner")).toMatchObject({ words: 3, sentences: 1 });
  });

  it("does not end sentences at abbreviations", () => {
    // Det koster ca kr. | Du betaler feks hver måned. → 9 words, 2 sentences, 1 long (betaler):
    // 9/2 + 100·1/9 = 4.5 + 11.11 = 15.6
    expect(lix("Det koster ca. 500 kr. Du betaler f.eks. hver måned.")).toEqual({
      score: 15.6,
      words: 9,
      sentences: 2,
      longWords: 1,
    });
  });

  it("counts one sentence for text without an end mark, and nothing for no words", () => {
    // 3 words, 1 sentence, 0 long: 3
    expect(lix("bare tre ord")).toEqual({ score: 3, words: 3, sentences: 1, longWords: 0 });
    expect(lix("")).toEqual({ score: 0, words: 0, sentences: 0, longWords: 0 });
    expect(lix("2026 — 24/7")).toEqual({ score: 0, words: 0, sentences: 0, longWords: 0 });
  });
});

describe("lixLevel", () => {
  it.each([
    [10, "Svært lettlest"],
    [24.9, "Svært lettlest"],
    [25, "Lettlest"],
    [34.9, "Lettlest"],
    [35, "Middels"],
    [44.9, "Middels"],
    [45, "Vanskelig"],
    [54.9, "Vanskelig"],
    [55, "Svært vanskelig"],
    [70, "Svært vanskelig"],
  ])("labels %d as %s", (score, label) => {
    expect(lixLevel(score)).toBe(label);
  });
});

describe("how much text LIX needs", () => {
  it("needs 100 words, and says so in Norwegian below that", () => {
    expect(LIX_MIN_WORDS).toBe(100);
    expect(TOO_LITTLE_TEXT).toBe("For lite tekst til å måle lesbarheten");
  });
});
