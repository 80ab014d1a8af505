import { describe, expect, it } from "vitest";
import { extractPage } from "./extract.ts";

describe("reading a page's HTML", () => {
  it("keeps the headings in document order, not grouped by level (decision 021)", () => {
    const page = extractPage(`<html><body><h1>Regnskap</h1><h3>Fast pris</h3><h2>Dette får du</h2>
      <h2>Om oss</h2><h4>Historien</h4></body></html>`);
    expect(page.headings.map((heading) => heading.level)).toEqual([1, 3, 2, 2, 4]);
    expect(page.headings.map((heading) => heading.text)).toEqual([
      "Regnskap",
      "Fast pris",
      "Dette får du",
      "Om oss",
      "Historien",
    ]);
  });

  it("counts main landmarks, frames without a title, nameless buttons and empty headings", () => {
    const page = extractPage(`<html><body><div role="main"><h2><img src="logo.png" alt="Tallkraft"></h2>
      <h3> </h3><button><svg></svg></button><button aria-label="Meny"></button><button><img src="x.png" alt="Søk"></button>
      <input type="button"><input type="submit"><iframe src="/kart" title="Kart over kontoret"></iframe>
      <iframe src="/video"></iframe></div></body></html>`);
    expect(page.mainLandmarks).toBe(1);
    expect(page.frames).toEqual([
      { src: "/kart", named: true },
      { src: "/video", named: false },
    ]);
    expect(page.unnamedButtons).toBe(2);
    expect(page.emptyHeadings).toBe(1);
  });
});
