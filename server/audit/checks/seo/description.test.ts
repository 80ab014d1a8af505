import { describe, expect, it } from "vitest";
import { artifactsFor, htmlPage, onlyFinding, outcome } from "../test-artifacts.ts";
import { description, descriptionLength } from "./description.ts";

// The meta description: there must be one, and it should be 70–160 characters.

const described = (text: string) =>
  artifactsFor(htmlPage(`<title>Fjellbakeriet</title><meta name="description" content="${text}">`, ""));
const undescribed = artifactsFor(htmlPage("<title>Fjellbakeriet</title>", "<p>Nybakt brød hver dag.</p>"));
const GOOD =
  "Surdeigsbrød, kanelboller og lefser bakt i Lom hver morgen. Bestill til henting innen klokka 14 dagen før."; // 106

describe("the description check", () => {
  it("passes a page with a meta description", () => {
    expect(outcome(description, described(GOOD))).toEqual({ score: 1, findings: [] });
  });

  it("fails a page without one as a problem", () => {
    expect(outcome(description, undescribed)).toEqual({
      score: 0,
      findings: [["seo-description-missing", "problem"]],
    });
    expect(onlyFinding(description, undescribed).title).toBe("Siden mangler metabeskrivelse");
  });
});

describe("the description's length", () => {
  it("does not apply without a description", () => {
    expect(outcome(descriptionLength, undescribed)).toEqual({ score: null, findings: [] });
  });

  it("passes 70 to 160 characters", () => {
    for (const length of [70, GOOD.length, 160])
      expect(outcome(descriptionLength, described(GOOD.repeat(2).slice(0, length))), `${length}`).toEqual({
        score: 1,
        findings: [],
      });
  });

  it("warns below 70 and above 160 characters, naming the length", () => {
    for (const length of [69, 161])
      expect(outcome(descriptionLength, described(GOOD.repeat(2).slice(0, length))), `${length}`).toEqual({
        score: 0.5,
        findings: [["seo-description-length", "warning"]],
      });
    expect(onlyFinding(descriptionLength, described("Nybakt brød fra Lom.")).title).toBe(
      "Metabeskrivelsen er for kort (20 tegn)",
    );
  });
});
