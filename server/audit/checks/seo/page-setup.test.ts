import { describe, expect, it } from "vitest";
import { artifactsFor, htmlPage, ORIGIN, onlyFinding, outcome } from "../test-artifacts.ts";
import { canonical, indexable, language, viewport } from "./page-setup.ts";

// What the page says about itself in <head>: its canonical address, its language, its viewport,
// and whether search engines may index it.

const page = (head: string, lang: string | null = "nb") =>
  artifactsFor(htmlPage(`<title>Fjellbakeriet</title>${head}`, "<h1>Brød fra Lom</h1>", lang));

describe("the canonical check", () => {
  it("passes a page with a canonical address", () => {
    expect(outcome(canonical, page(`<link rel="canonical" href="${ORIGIN}/">`))).toEqual({
      score: 1,
      findings: [],
    });
  });

  it("warns without one, and the fix names the audited address", () => {
    expect(outcome(canonical, page(""))).toEqual({ score: 0.5, findings: [["seo-canonical", "warning"]] });
    expect(onlyFinding(canonical, page("")).fix).toBe(`Legg til <link rel="canonical" href="${ORIGIN}/">.`);
  });

  it("names the page's clean address: no index file, no tracking parameters", () => {
    const reached = { ...page(""), finalUrl: `${ORIGIN}/tjenester/index.html?utm_source=avis&side=2` };
    expect(onlyFinding(canonical, reached).fix).toBe(
      `Legg til <link rel="canonical" href="${ORIGIN}/tjenester/?side=2">.`,
    );
  });
});

describe("the language check", () => {
  it("passes a page with lang", () => {
    expect(outcome(language, page("", "nn"))).toEqual({ score: 1, findings: [] });
  });

  it("warns about a page without lang, or with an empty one", () => {
    for (const lang of [null, ""])
      expect(outcome(language, page("", lang))).toEqual({ score: 0.5, findings: [["seo-lang", "warning"]] });
  });
});

describe("the viewport check", () => {
  it("passes a page with a viewport tag", () => {
    const tag = '<meta name="viewport" content="width=device-width, initial-scale=1">';
    expect(outcome(viewport, page(tag))).toEqual({ score: 1, findings: [] });
  });

  it("fails a page without one as a problem", () => {
    expect(outcome(viewport, page(""))).toEqual({ score: 0, findings: [["seo-viewport", "problem"]] });
    expect(onlyFinding(viewport, page("")).title).toBe("Siden er ikke tilpasset mobil");
  });
});

describe("the indexable check", () => {
  it("passes a page without robots meta, or one that allows indexing", () => {
    for (const head of ["", '<meta name="robots" content="index, follow">'])
      expect(outcome(indexable, page(head))).toEqual({ score: 1, findings: [] });
  });

  it("fails noindex in any case as a problem, quoting the tag", () => {
    for (const content of ["noindex", "NOINDEX, follow"]) {
      const blocked = page(`<meta name="robots" content="${content}">`);
      expect(outcome(indexable, blocked)).toEqual({ score: 0, findings: [["seo-noindex", "problem"]] });
      expect(onlyFinding(indexable, blocked).detail).toContain(`«${content}»`);
    }
  });
});
