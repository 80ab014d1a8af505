import { describe, expect, it } from "vitest";
import { page, pageData, textArtifacts } from "../../gather/page/page-text.fixture.ts";
import { outcome } from "../test-artifacts.ts";
import { copyReadability, readability } from "./readability-rules.ts";
import type { PageText } from "./types.ts";

// LIX and sentence length of the body copy, on pages of our own.

const filler =
  "Du får hjelp med regnskapet. Du får svar innen 24 timer. Du ser alle tallene på mobilen. Du betaler 990 kr i måneden.";
const text = (paragraphs: string[], more: Partial<PageText> = {}) =>
  textArtifacts(page({ h1: ["Regnskap for deg"], paragraphs, ...more }));
// LIX 41.5 (see readability.test.ts), repeated past the 100 words LIX needs
const heavyish = Array(13).fill("Regnskapsføreren sender e-post om årsoppgjøret. Søknaden er ferdig!");

describe("readability", () => {
  it("praises easy copy within the target, and short sentences", () => {
    const easy = text(Array(5).fill(filler));
    expect(outcome(readability, easy)).toEqual({
      score: 1,
      findings: [
        ["readability", "good"],
        ["sentence-length", "good"],
      ],
    });
    const [lix, sentences] = readability.run(easy).findings;
    expect(lix).toMatchObject({
      title: "Lesbarheten er innenfor målet",
      detail: "Brødteksten har LIX 29,1 (lettlest) – innenfor målet på 30–40 eller lettere.",
    });
    expect(sentences?.detail).toBe("Setningene har i snitt 5,3 ord.");
  });

  it("warns of LIX over 40, and finds over 45 a problem", () => {
    expect(outcome(readability, text(heavyish)).findings).toEqual([
      ["readability", "warning"],
      ["sentence-length", "good"],
    ]);
    expect(readability.run(text(heavyish)).findings[0]?.detail).toBe(
      "Brødteksten har LIX 41,5 (middels). For markedsføring bør den ligge på 30–40.",
    );
    const heavy = Array(8).fill(
      "Vi er markedsledende innen innovative og sømløse løsninger for bedriftsmarkedet, og vi leverer kvalitetsløsninger i verdensklasse.",
    );
    expect(outcome(readability, text(heavy)).findings[0]).toEqual(["readability", "problem"]);
    expect(readability.run(text(heavy)).findings[0]?.fix).toMatch(/^Del lange setninger i to/);
    // short sentences already: the long words are what to change, not the sentences
    expect(readability.run(text(heavyish)).findings[0]?.fix).toBe(
      "Bytt ut noen av de lange ordene med korte: setningene er korte nok.",
    );
    const longWords = Array(20).fill(
      "Kommunestyremedlemmene diskuterte rehabiliteringsprosjektet. Reguleringsplanen godkjennes.",
    );
    expect(readability.run(text(longWords)).findings[0]).toMatchObject({
      severity: "problem",
      fix: "Setningene er korte nok, så det er de lange ordene som gjør teksten tung. Bytt dem ut med korte der du kan: «benytte» blir «bruke», «gjennomføre» blir «gjøre».",
    });
  });

  it("says nothing of sentence length where the text is mostly labels without a full stop", () => {
    const labels = Array(12).fill(
      "Vindusvask for borettslag\nRens av takrenner med lift\nFasadevask og impregnering",
    );
    expect(outcome(readability, text(labels)).findings.map(([id]) => id)).toEqual(["readability"]);
  });

  it("flags sentences of more than 20 words on average, and more than 30 as a problem", () => {
    const sentence =
      "Du som driver en liten bedrift i Sandnes eller Stavanger får hjelp med regnskap og lønn og moms og årsoppgjør og alt annet du trenger hele året";
    const long = text(Array(2).fill(`${sentence}. ${sentence}.`));
    expect(outcome(readability, long)).toEqual({
      score: 0,
      findings: [
        ["readability", "problem"],
        ["sentence-length", "warning"],
      ],
    });
    expect(readability.run(long).findings[1]?.detail).toBe(
      "Setningene har i snitt 27 ord. Over 20 ord blir tungt å lese på skjerm.",
    );
    const longer = text([`${sentence} og ${sentence}.`.repeat(3)]);
    expect(readability.run(longer).findings[1]?.severity).toBe("problem");
  });
});

describe("LIX only on enough body text", () => {
  // A short menu-like page, and the same sentences repeated into 100+ words of prose.
  const menu = ["Hjem", "Tjenester", "Om oss", "Kontakt", "Bestill time", "Åpningstider", "Personvern"];
  const prose =
    "Vi klipper hekker og beskjærer frukttrær i hele Bærum. Du får en fast pris før vi begynner, og vi tar med oss alt avfallet. ";

  it("gives no verdict below 100 words, and the report says there was too little text", () => {
    const short = page({
      h1: ["Hagehjelp i Bærum"],
      paragraphs: [prose],
      bodyText: `${menu.join(" ")} ${prose}`,
    });
    expect(outcome(readability, textArtifacts(short))).toEqual({ score: 1, findings: [] });
    expect(copyReadability(pageData(short))).toEqual({
      lix: 32.8,
      lixLevel: "For lite tekst til å måle lesbarheten",
    });
  });

  it("measures the paragraphs, not the menus, from 100 words", () => {
    const long = page({ h1: ["Hagehjelp i Bærum"], paragraphs: [prose.repeat(5)], bodyText: menu.join(" ") });
    expect(readability.run(textArtifacts(long)).findings[0]?.detail).toBe(
      "Brødteksten har LIX 32,8 (lettlest) – innenfor målet på 30–40 eller lettere.",
    );
    expect(copyReadability(pageData(long))).toEqual({ lix: 32.8, lixLevel: "Lettlest" });
  });

  it("reports LIX 0 for a page without text", () => {
    expect(copyReadability(pageData(page({ bodyText: " " })))).toEqual({
      lix: 0,
      lixLevel: "For lite tekst til å måle lesbarheten",
    });
    expect(outcome(readability, textArtifacts(page({ bodyText: " " })))).toEqual({
      score: null,
      findings: [],
    });
  });
});
