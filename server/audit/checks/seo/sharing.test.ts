import { describe, expect, it } from "vitest";
import { artifactsFor, htmlPage, onlyFinding, outcome } from "../test-artifacts.ts";
import { openGraph, structuredData } from "./sharing.ts";

// Link previews need og:title, og:description and og:image; rich results need JSON-LD.

const withHead = (head: string) =>
  artifactsFor(htmlPage(`<title>Fjellbakeriet</title>${head}`, "<h1>Brød</h1>"));
const OG_TITLE = '<meta property="og:title" content="Fjellbakeriet i Lom">';
const OG_DESCRIPTION = '<meta property="og:description" content="Surdeigsbrød bakt hver morgen.">';
const OG_IMAGE = '<meta property="og:image" content="https://www.fjellbakeriet.example/deling.jpg">';

describe("the Open Graph check", () => {
  it("passes a page with title, description and image", () => {
    expect(outcome(openGraph, withHead(`${OG_TITLE}${OG_DESCRIPTION}${OG_IMAGE}`))).toEqual({
      score: 1,
      findings: [],
    });
  });

  it("warns when a tag is missing or empty, naming the ones missing", () => {
    const noImage = withHead(`${OG_TITLE}${OG_DESCRIPTION}<meta property="og:image" content="">`);
    expect(outcome(openGraph, noImage)).toEqual({ score: 0.5, findings: [["seo-open-graph", "warning"]] });
    expect(onlyFinding(openGraph, noImage).detail).toMatch(/^Siden har ikke og:image\./);
    // the fix asks only for what is missing
    expect(onlyFinding(openGraph, noImage).fix).toBe(
      "Legg til et bilde på 1200 × 630 piksler (og:image) i Open Graph-merkene.",
    );
    expect(onlyFinding(openGraph, withHead(OG_TITLE)).detail).toMatch(
      /^Siden har ikke og:description eller og:image\./,
    );
  });
});

describe("the structured data check", () => {
  it("passes a page with a JSON-LD block", () => {
    const jsonLd =
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Fjellbakeriet"}</script>';
    expect(outcome(structuredData, withHead(jsonLd))).toEqual({ score: 1, findings: [] });
  });

  it("warns about a page without, whatever other scripts it has", () => {
    expect(outcome(structuredData, withHead('<script src="/meny.js"></script>'))).toEqual({
      score: 0.5,
      findings: [["seo-structured-data", "warning"]],
    });
  });
});
