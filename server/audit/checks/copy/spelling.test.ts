import { describe, expect, it } from "vitest";
import type { PossibleTypo, SpellingResult } from "../../gather/spelling/find.ts";
import { artifactsFor, htmlPage, ORIGIN, onlyFinding, outcome } from "../test-artifacts.ts";
import { spelling } from "./spelling.ts";

// Possible typos as the speller hands them over (a SpellingResult written by hand; the speller is
// not loaded): none is praise, each one costs a fifth of the score, and at most ten are quoted.

const PAGE = htmlPage("<title>Fjellbakeriet</title>", "<h1>Brød fra Lom</h1>");
const read = (result: SpellingResult | null) => artifactsFor(PAGE, { spelling: result });
const typo = (written: string, suggestion: string, ...paths: string[]): PossibleTypo => ({
  written,
  suggestion,
  pages: paths.map((path) => `${ORIGIN}${path}`),
});

describe("the spelling check", () => {
  it("does not apply when the text was not checked, or no bokmål page was read", () => {
    expect(outcome(spelling, read(null))).toEqual({ score: null, findings: [] });
    const nynorsk = { words: 840, pages: 0, typos: [] };
    expect(outcome(spelling, read(nynorsk))).toEqual({ score: null, findings: [] });
  });

  it("praises text without typos, saying how many words were read", () => {
    const clean = read({ words: 1234, pages: 3, typos: [] });
    expect(outcome(spelling, clean)).toEqual({ score: 1, findings: [["copy-spelling-ok", "good"]] });
    expect(onlyFinding(spelling, clean).detail).toContain("Vi sjekket 1\u00a0234 ord");
  });

  it("warns about one typo, quoting it with the word meant and its pages", () => {
    const one = read({ words: 500, pages: 2, typos: [typo("surdeisbrød", "surdeigsbrød", "/", "/brod")] });
    expect(outcome(spelling, one)).toEqual({ score: 0.8, findings: [["copy-spelling-typos", "warning"]] });
    const finding = onlyFinding(spelling, one);
    expect(finding.title).toBe("Teksten har 1 mulig skrivefeil");
    expect(finding.detail).toContain("Dette ordet står ikke i ordlisten og ser ut som en skrivefeil:");
    expect(finding.fix).toMatch(/^Les over ordet og rett det hvis det er feil/);
    expect(finding.detail).toContain("«surdeisbrød» (kanskje «surdeigsbrød»)");
    expect(finding.pages).toEqual([`${ORIGIN}/`, `${ORIGIN}/brod`]);
  });

  it("says a fixed expression written as one word is wrong, without «kanskje», beside the possible slips", () => {
    const apart = (written: string, suggestion: string): PossibleTypo => ({
      ...typo(written, suggestion, "/"),
      apart: true,
    });
    const alone = onlyFinding(spelling, read({ words: 400, pages: 1, typos: [apart("idag", "i dag")] }));
    expect(alone.title).toBe("Teksten har 1 skrivefeil");
    expect(alone.detail).toBe(
      "Vi sjekket 400 ord mot en bokmålsordliste. Et fast uttrykk er skrevet i ett ord: «idag» (skal være «i dag»).",
    );
    expect(alone.fix).toMatch(/^Skriv uttrykket atskilt\./);

    const both = onlyFinding(
      spelling,
      read({
        words: 900,
        pages: 1,
        typos: [typo("hentig", "henting", "/"), apart("endel", "en del"), apart("Idag", "I dag")],
      }),
    );
    expect(both.title).toBe("Teksten har 3 mulige skrivefeil");
    expect(both.detail).toContain("ser ut som en skrivefeil: «hentig» (kanskje «henting»).");
    expect(both.detail).toContain(
      "Faste uttrykk er skrevet i ett ord: «endel» (skal være «en del») og «Idag» (skal være «I dag»).",
    );
    // the sure ones first, so the caveat about names and trade words does not cover them
    expect(both.detail.indexOf("Faste uttrykk")).toBeLessThan(
      both.detail.indexOf("ser ut som en skrivefeil"),
    );
    expect(both.fix).toMatch(
      /^Skriv uttrykkene atskilt\. Les over det andre ordet og rett det hvis det er feil\. Be gjerne/,
    );
  });

  it("says a compound written as two words is wrong, beside a fixed expression, and how to fix both", () => {
    const split: PossibleTypo = { ...typo("inngangs dør", "inngangsdør", "/"), split: true };
    const alone = onlyFinding(spelling, read({ words: 300, pages: 1, typos: [split] }));
    expect(alone.title).toBe("Teksten har 1 skrivefeil");
    expect(alone.detail).toBe(
      "Vi sjekket 300 ord mot en bokmålsordliste. Et sammensatt ord er skrevet i to ord: «inngangs dør» (skal være «inngangsdør»).",
    );
    expect(alone.fix).toMatch(/^Skriv det sammensatte ordet i ett ord\. Be gjerne/);
    const apart: PossibleTypo = { ...typo("idag", "i dag", "/"), apart: true };
    const both = onlyFinding(spelling, read({ words: 300, pages: 1, typos: [apart, split] }));
    expect(both.title).toBe("Teksten har 2 skrivefeil");
    expect(both.fix).toMatch(/^Skriv uttrykket atskilt\. Skriv det sammensatte ordet i ett ord\. Be gjerne/);
  });

  it("takes a fifth per typo down to 0, names each page once and quotes at most ten", () => {
    const typos = [
      typo("kanelbolle", "kanelboller", "/"),
      typo("bestlling", "bestilling", "/", "/bestill"),
      typo("hentig", "henting", "/bestill"),
    ];
    const three = read({ words: 900, pages: 2, typos });
    expect(outcome(spelling, three).score).toBeCloseTo(0.4);
    expect(onlyFinding(spelling, three).title).toBe("Teksten har 3 mulige skrivefeil");
    expect(onlyFinding(spelling, three).detail).toContain(
      "Disse ordene står ikke i ordlisten og ser ut som skrivefeil:",
    );
    expect(onlyFinding(spelling, three).pages).toEqual([`${ORIGIN}/`, `${ORIGIN}/bestill`]);

    const twelve = Array.from({ length: 12 }, (_, i) => typo(`ordfeil${i}`, `ordfeilen${i}`, "/"));
    const many = read({ words: 3000, pages: 1, typos: twelve });
    expect(outcome(spelling, many)).toEqual({ score: 0, findings: [["copy-spelling-typos", "warning"]] });
    const detail = onlyFinding(spelling, many).detail;
    expect(detail).toContain("«ordfeil9» (kanskje «ordfeilen9») og 2 til.");
    expect(detail).not.toContain("«ordfeil10»");
  });
});
