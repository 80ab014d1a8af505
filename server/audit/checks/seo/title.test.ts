import { describe, expect, it } from "vitest";
import { artifactsFor, htmlPage, onlyFinding, outcome } from "../test-artifacts.ts";
import { title, titleLength } from "./title.ts";

// The page title: there must be one, and it should be 20–60 characters.

const withTitle = (text: string) =>
  artifactsFor(htmlPage(`<title>${text}</title>`, "<h1>Brød og boller</h1>"));
const untitled = artifactsFor(htmlPage("", "<h1>Brød og boller</h1>"));

describe("the title check", () => {
  it("passes a page with a title", () => {
    expect(outcome(title, withTitle("Fjellbakeriet – surdeigsbrød fra Lom"))).toEqual({
      score: 1,
      findings: [],
    });
  });

  it("fails a page without a title, or with an empty one, as a problem", () => {
    for (const page of [untitled, withTitle("  ")])
      expect(outcome(title, page)).toEqual({ score: 0, findings: [["seo-title-missing", "problem"]] });
    expect(onlyFinding(title, untitled).title).toBe("Siden mangler tittel");
  });
});

describe("the title's length", () => {
  it("does not apply without a title", () => {
    expect(outcome(titleLength, untitled)).toEqual({ score: null, findings: [] });
  });

  it("is good from 30 to 60 characters (the range the advice gives), and says the title and its length", () => {
    for (const length of [30, 41, 60]) {
      const text = "Surdeigsbrød fra Lom ".repeat(3).slice(0, length);
      expect(outcome(titleLength, withTitle(text)), `${length}`).toEqual({
        score: 1,
        findings: [["seo-title-ok", "good"]],
      });
    }
    expect(onlyFinding(titleLength, withTitle("Fjellbakeriet – surdeigsbrød fra Lom")).detail).toBe(
      "«Fjellbakeriet – surdeigsbrød fra Lom» (36 tegn).",
    );
  });

  it("warns below 30 and above 60 characters, saying too short or too long and the length", () => {
    const short = withTitle("Fjellbakeriet Lom"); // 17
    const long = withTitle(
      "Fjellbakeriet i Lom baker surdeigsbrød, kanelboller og lefser til hele dalen hver morgen",
    );
    for (const page of [short, long, withTitle("x".repeat(29)), withTitle("x".repeat(61))])
      expect(outcome(titleLength, page)).toEqual({ score: 0.5, findings: [["seo-title-length", "warning"]] });
    expect(onlyFinding(titleLength, short).title).toBe("Tittelen er for kort (17 tegn)");
    expect(onlyFinding(titleLength, long).title).toBe("Tittelen er for lang (88 tegn)");
    expect(onlyFinding(titleLength, long).fix).toContain("mellom 30 og 60 tegn");
  });
});
