import { describe, expect, it } from "vitest";
import { borrowedWithEnding, foreignTail, leftAlone, shortCompound } from "./compound.ts";

// The forms the spelling check leaves alone (decision 023), on small word lists of our own: the
// dictionary is not loaded.

describe("which forms are left alone (compound.ts)", () => {
  const known = (words: string) => (word: string) => words.split(" ").includes(word);

  it("a compound of known words, joined directly or by a linking «s» or «e», but not across a triple letter", () => {
    const parts = known("hage bord arbeid dag barn trafikk kork");
    expect(leftAlone("hagebord", parts)).toBe(true);
    expect(leftAlone("arbeidsdag", parts)).toBe(true);
    expect(leftAlone("barnehage", parts)).toBe(true);
    expect(leftAlone("trafikkkork", parts)).toBe(false);
  });

  it("three of one consonant at the joint written as two", () => {
    expect(leftAlone("akuttime", known("akutt time"))).toBe(true);
    expect(leftAlone("trafikkontroll", known("trafikk kontroll"))).toBe(true);
    // The shared consonant only after a doubled one («hage» + «time» is not «hagtime»), and after a
    // first part of four letters or more («opp» + «pussig» is no reading of «oppussig»).
    expect(leftAlone("hagtime", known("hage time"))).toBe(false);
    expect(leftAlone("oppussig", known("opp pussig"))).toBe(false);
  });

  it("a short first part before a common noun of three letters: a short compound", () => {
    expect(leftAlone("utebod", known("ute bod"))).toBe(false);
    expect(shortCompound("utebod", known("ute"))).toBe(true);
    // Not after an abbreviation or a long first part, nor before a chance three-letter word.
    expect(shortCompound("tirdag", known("man"))).toBe(false);
    expect(shortCompound("sommerdag", known("sommer"))).toBe(false);
    expect(shortCompound("kontkat", known("kont"))).toBe(false);
  });

  it("a last part of three letters only after a long first part", () => {
    expect(leftAlone("hagetid", known("hage tid"))).toBe(false);
    expect(leftAlone("sommertid", known("sommer tid"))).toBe(true);
  });

  it("an inflection, a suffix or the genitive «s» on a known word, and an -el/-en/-er noun without its «e»", () => {
    expect(leftAlone("podkasten", known("podkast"))).toBe(true);
    expect(leftAlone("prismessig", known("pris"))).toBe(true);
    expect(leftAlone("verkstedets", known("verkstedet"))).toBe(true);
    expect(leftAlone("fibrene", known("fiber"))).toBe(true);
    expect(leftAlone("fibrene", known("fibe"))).toBe(false);
  });

  it("a known first part before an English word of five letters or more, not before a short one or a Norwegian one", () => {
    const norwegian = known("hår fest bil");
    const english = known("styling planning wrap");
    expect(foreignTail("hårstyling", norwegian, english)).toBe(true);
    expect(foreignTail("festplanning", norwegian, english)).toBe(true);
    expect(foreignTail("bilwrap", norwegian, english)).toBe(false);
    expect(foreignTail("hårstylling", norwegian, english)).toBe(false);
  });

  it("an English word of four letters or more with a Norwegian ending, not a Norwegian stem", () => {
    const norwegian = known("bil fornøyd");
    const english = known("hash stream bil");
    expect(borrowedWithEnding("hashet", norwegian, english)).toBe(true);
    expect(borrowedWithEnding("streamer", norwegian, english)).toBe(true);
    // a Norwegian word that English also has is Norwegian; a short stem is too uncertain
    expect(borrowedWithEnding("bilen", norwegian, english)).toBe(false);
    expect(borrowedWithEnding("fornoyde", norwegian, english)).toBe(false);
  });
});
