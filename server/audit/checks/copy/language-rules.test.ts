import { describe, expect, it } from "vitest";
import { page, textArtifacts } from "../../gather/page/page-text.fixture.ts";
import { artifactsFor, htmlPage, onlyFinding, outcome } from "../test-artifacts.ts";
import { declaredLanguage } from "./language-rules.ts";

// The language <html lang> declares, against what the text looks like, on pages of our own.

const norwegian = page({
  h1: ["Regnskap for deg"],
  paragraphs: [
    "Du får hjelp med årsoppgjøret, lønn og bilag. Vi gjør regnskapet for små bedrifter på Jæren og i Sør-Rogaland.",
  ],
});
const english = page({
  h1: ["Accounting for small businesses"],
  paragraphs: [
    "We help small businesses with accounting, payroll and tax returns every single month of the year.",
  ],
  lang: "en",
});

describe("the declared language", () => {
  it("is missing: a warning, with a fix that fits the text", () => {
    const missing = textArtifacts({ ...norwegian, lang: null });
    expect(outcome(declaredLanguage, missing)).toEqual({ score: 0.5, findings: [["language", "warning"]] });
    expect(onlyFinding(declaredLanguage, missing).fix).toBe(
      'Sett <html lang="nb"> (eller "nn" for nynorsk) i malen for nettsiden.',
    );
    expect(onlyFinding(declaredLanguage, textArtifacts({ ...english, lang: null })).fix).toBe(
      "Sett lang-attributtet på <html> til språket teksten er skrevet på.",
    );
  });

  it("is wrong for Norwegian text: a problem that names the code", () => {
    const wrong = textArtifacts({ ...norwegian, lang: "en" });
    expect(outcome(declaredLanguage, wrong)).toEqual({ score: 0, findings: [["language", "problem"]] });
    expect(onlyFinding(declaredLanguage, wrong).detail).toMatch(
      /^Siden oppgir språkkoden «en» \(engelsk\), men teksten er norsk\./,
    );
  });

  it("is right in bokmål, nynorsk or for text that is not Norwegian", () => {
    for (const lang of ["nb-NO", "nn", "no"])
      expect(outcome(declaredLanguage, textArtifacts({ ...norwegian, lang })).findings, lang).toEqual([
        ["language", "good"],
      ]);
    expect(onlyFinding(declaredLanguage, textArtifacts(english)).detail).toBe("Siden oppgir språket «en».");
  });

  it("reads <html lang> of the audited page", () => {
    const body = `<h1>Ferskt brød</h1><p>${norwegian.paragraphs[0]}</p>`;
    expect(outcome(declaredLanguage, artifactsFor(htmlPage("", body, null))).findings).toEqual([
      ["language", "warning"],
    ]);
    expect(outcome(declaredLanguage, artifactsFor(htmlPage("", body, "nb"))).findings).toEqual([
      ["language", "good"],
    ]);
  });
});
