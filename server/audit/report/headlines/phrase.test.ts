import { describe, expect, it } from "vitest";
import { phrase } from "./phrase.ts";

// Where a phrase may be cut from the page's sentences: the rules that real sites showed were needed
// (issue 25), each on a small made-up sentence. Every name, place, number and sentence here is
// invented for the test.

describe("phrases cut from the page", () => {
  it("gives up rather than cut inside a phrase or a list", () => {
    expect(phrase("en lun, stille hytte ved vannet", 9, { lists: true })).toBeNull();
    expect(phrase("maling, tapet, gulv, lister osv.", 9, { lists: true })).toBeNull();
    expect(phrase("kurs A (nybegynner), B og C", 9, { lists: true })).toBeNull();
    expect(phrase("sykler, ski, skøyter, staver og utleie av kajakk", 6, { lists: true })).toBeNull();
  });

  it("keeps a whole list before an aside, and drops an empty superlative among the adjectives", () => {
    expect(phrase("brød, boller og kaker, i tillegg til kaffe", 12, { lists: true })).toBe(
      "brød, boller og kaker",
    );
    expect(phrase("ost fra egne geiter, rett fra fjøset til disken", 12, { lists: true })).toBe(
      "ost fra egne geiter",
    );
    expect(phrase("unike, vevde tepper i ull", 12, { lists: true })).toBe("vevde tepper i ull");
  });

  it("does not cut whom the page speaks to at «, eller» or «, og»", () => {
    // the relative clause goes on after "eller": whole, or not at all
    expect(phrase("deg som driver butikk, eller vil starte egen butikk", 12, { lists: true })).toBe(
      "deg som driver butikk, eller vil starte egen butikk",
    );
    expect(
      phrase("deg som driver butikk, eller vil starte egen butikk, og trenger råd", 12, { lists: true }),
    ).toBeNull();
    // a new clause with its own subject is still cut off
    expect(phrase("deg som driver butikk, og vi kommer gjerne innom", 12, { lists: true })).toBeNull();
    expect(phrase("hus og hytter, og vi rydder etter oss", 12, { lists: true })).toBe("hus og hytter");
  });
});
