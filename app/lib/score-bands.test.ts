import { describe, expect, it } from "vitest";
import { changeLine, changeRows, changeSummary, drawnScore, scoreBand, shownTitles } from "./score-bands.ts";

// The numbers and words the page and the e-mail draw the scores with (issue 27).

describe("drawnScore and scoreBand", () => {
  it("clamps to 0–100 and rounds; no number is no score", () => {
    expect(drawnScore(120)).toBe(100);
    expect(drawnScore(-5)).toBe(0);
    expect(drawnScore(71.6)).toBe(72);
    expect(drawnScore(null)).toBeNull();
    expect(drawnScore(undefined)).toBeNull();
    expect(drawnScore(Number.NaN)).toBeNull();
  });

  it("bands as the page and the e-mail colour them: 90 good, 60 fair, below poor", () => {
    expect([100, 90, 89, 60, 59, 0, null].map(scoreBand)).toEqual([
      "good",
      "good",
      "fair",
      "fair",
      "poor",
      "poor",
      "none",
    ]);
  });
});

describe("the change in words", () => {
  const rows = changeRows({
    categories: [
      { key: "security", before: 54, after: 72 },
      { key: "speed", before: 90, after: 78 },
      { key: "seo", before: 80, after: 80 },
      // an older stored change with a category not measured one of the times
      { key: "email", before: null as unknown as number, after: 70 },
    ],
  });

  it("names each category better, worse or unchanged, and leaves out one without both scores", () => {
    expect(rows.map(changeLine)).toEqual([
      "Sikkerhet: 54 → 72, bedre (+18)",
      "Hastighet: 90 → 78, dårligere (−12)",
      "Synlighet i søk: 80 → 80, uendret",
    ]);
  });

  it("sums it up in a sentence", () => {
    expect(changeSummary(rows)).toBe("Siden sist er ett område bedre, ett dårligere og ett uendret.");
    expect(changeSummary([...rows, ...rows.slice(0, 1)])).toBe(
      "Siden sist er to områder bedre, ett dårligere og ett uendret.",
    );
    expect(changeSummary(rows.filter((row) => row.direction === "worse"))).toBe(
      "Siden sist er ett område dårligere.",
    );
    expect(changeSummary(rows.filter((row) => row.direction === "same"))).toBe(
      "Poengsummene er de samme som sist.",
    );
    expect(changeSummary([])).toBe("");
  });

  it("names at most five titles, then how many more", () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ category: "seo" as const, title: `Funn ${i + 1}` }));
    const { shown, more } = shownTitles(items);
    expect(shown.map((item) => item.title)).toEqual(["Funn 1", "Funn 2", "Funn 3", "Funn 4", "Funn 5"]);
    expect(shown[0]?.label).toBe("Synlighet i søk");
    expect(more).toBe("… og 2 til");
    expect(shownTitles(items.slice(0, 2)).more).toBe("");
  });
});
