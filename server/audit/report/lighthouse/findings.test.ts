import { describe, expect, it } from "vitest";
import type { BrowserMetrics, CategoryResult } from "../../gather/browser/types.ts";
import { lighthouseFindings, plainTitle } from "./findings.ts";

const METRICS: BrowserMetrics = {
  firstContentfulPaintMs: 1_820,
  largestContentfulPaintMs: 11_700,
  totalBlockingTimeMs: 350,
  cumulativeLayoutShift: 0.25,
  speedIndexMs: 4_000,
  totalBytes: 2_900_000,
};

const category = (audits: CategoryResult["audits"]): CategoryResult => ({
  id: "performance",
  title: "Ytelse",
  score: 40,
  audits,
});

describe("Lighthouse's failing audits in our words", () => {
  it("uses our title and text, the measured value in Norwegian units, and grades by score and weight", () => {
    const [lcp, insight] = lighthouseFindings(
      category([
        {
          id: "largest-contentful-paint",
          title: "Largest Contentful Paint",
          score: 0.1,
          displayValue: "11,7 s",
          weight: 25,
          details: null,
        },
        {
          id: "image-delivery-insight",
          title: "Forbedre bildeleveringen",
          score: 0,
          displayValue: null,
          weight: 0,
          details: {
            items: 2,
            nodes: [],
            urls: ["https://eksempel.no/bilder/stor.jpg"],
            wastedMs: null,
            wastedBytes: 1_450_000,
          },
        },
      ]),
      METRICS,
    );
    expect(lcp).toMatchObject({
      id: "lighthouse-largest-contentful-paint",
      severity: "problem",
      title: "Hovedinnholdet kommer sent på skjermen",
    });
    expect(lcp?.detail).toContain("Målt på en simulert mobil med 4G: 12\u00a0sekunder.");
    // An insight has no weight in the score: a warning, however low its own score.
    expect(insight).toMatchObject({ severity: "warning", title: "Bildene er større enn de trenger å være" });
    expect(insight?.detail).toContain("Lighthouse anslår at du kan spare 1,5\u00a0MB.");
    expect(insight?.detail).toContain("Det gjelder blant annet eksempel.no/bilder/stor.jpg (2 i alt).");
  });

  it("names every element when it names them all, without «blant annet»", () => {
    const [targets] = lighthouseFindings(
      {
        ...category([
          {
            id: "target-size",
            title: "Trykkområdene er ikke store nok",
            score: 0,
            displayValue: null,
            weight: 7,
            details: {
              items: 2,
              nodes: [
                { selector: "a.pris", label: "Se priser" },
                { selector: "a.mer", label: "Les mer" },
              ],
              urls: [],
              wastedMs: null,
              wastedBytes: null,
            },
          },
        ]),
        id: "accessibility",
      },
      METRICS,
    );
    expect(targets?.detail).toMatch(/Det gjelder «Se priser» og «Les mer»\.$/);
  });

  // Every weighted audit of today's Lighthouse has our text (texts.test.ts); the fallback is for an
  // audit a newer Lighthouse adds before we have written ours.
  it("falls back to Lighthouse's own title without its code marks for an audit we have no text for", () => {
    expect(plainTitle("`<video>`-elementer mangler `[title]`-attributter. Se [mer](https://web.dev/x)")).toBe(
      "<video>-elementer mangler title-attributter. Se mer",
    );
    const [finding] = lighthouseFindings(
      {
        ...category([
          {
            id: "embed-alt",
            title: "`<embed>`-elementer mangler alternativ tekst",
            score: 0,
            displayValue: null,
            weight: 7,
            details: {
              items: 4,
              nodes: [{ selector: "object", label: "Kart" }],
              urls: [],
              wastedMs: null,
              wastedBytes: null,
            },
          },
        ]),
        id: "accessibility",
      },
      METRICS,
    );
    expect(finding).toMatchObject({
      title: "<embed>-elementer mangler alternativ tekst",
      severity: "problem",
    });
    expect(finding?.detail).toContain("Lighthouse, Googles verktøy for å teste nettsider");
    expect(finding?.detail).toContain("Det gjelder blant annet «Kart» (4 i alt).");
  });
});
