import { describe, expect, it } from "vitest";
import { page, pageData, textArtifacts } from "../../gather/page/page-text.fixture.ts";
import { artifactsFor, htmlPage, outcome } from "../test-artifacts.ts";
import { COPY_RULES, copyCheck, copyOf, hasText, readCopy } from "./page-copy.ts";

// How a page's copy is read once for all the copy rules, and the check that there is any.

const filler = "Du får hjelp med regnskapet. Du får svar innen 24 timer.";

describe("reading a page's copy", () => {
  it("reads the visible text, or the headings, paragraphs and labels when there is none", () => {
    expect(readCopy(page({ h1: ["Regnskap for deg"], paragraphs: [filler] }))).toMatchObject({
      text: `Regnskap for deg\n${filler}`,
      words: 13, // «24» is a number, not a word
    });
    const parts = page({ h1: ["Regnskap"], paragraphs: ["Du får svar."], buttons: ["Bestill"] });
    expect(readCopy({ ...parts, bodyText: " " })).toMatchObject({
      text: "Regnskap\nDu får svar.\nBestill",
      words: 5,
    });
  });

  it("finds no copy in a page without words: spaces, numbers and signs are none", () => {
    expect(readCopy(page({ bodyText: "   " }))).toBeNull();
    expect(readCopy(page({ bodyText: "2026 — 24/7" }))).toBeNull();
  });

  it("takes a society by two of its words for a club, whatever else it offers", () => {
    const hall = page({
      h1: ["Grendehuset"],
      paragraphs: ["Vi leier ut lokalet til selskaper. Velforeningen driver huset på dugnad."],
    });
    expect(readCopy(hall)?.kind).toBe("club");
    const once = page({ h1: ["Grendehuset"], paragraphs: ["Vi leier ut lokalet til selskaper på dugnad."] });
    expect(readCopy(once)?.kind).not.toBe("club");
  });

  it("gathers what others say: the marked testimonials, and quoted sentences with a name", () => {
    const copy = readCopy(
      page({
        paragraphs: [filler, "«Endelig har jeg oversikt over alle tallene», sier Ola."],
        testimonials: ["  Alt gikk   fint. Kari Berg "],
      }),
    );
    expect(copy?.testimonials).toEqual([
      "Alt gikk fint. Kari Berg",
      "Endelig har jeg oversikt over alle tallene",
    ]);
  });

  it("reads the audited page once, however many rules ask", () => {
    const data = pageData(page({ paragraphs: [filler] }));
    expect(copyOf(data)).toBe(copyOf(data));
    expect(copyOf(pageData(page({ bodyText: " " })))).toBeNull();
  });
});

describe("the check that the page has text", () => {
  it("fails a page without visible words with «Siden har ingen synlig tekst»", () => {
    expect(outcome(hasText, artifactsFor(htmlPage("", '<img src="/a.jpg" alt="">')))).toEqual({
      score: 0,
      findings: [["text-missing", "problem"]],
    });
    expect(outcome(hasText, artifactsFor(htmlPage("", "<p>Ferskt brød hver morgen.</p>")))).toEqual({
      score: 1,
      findings: [],
    });
  });
});

describe("a copy rule as a check", () => {
  const rule = copyCheck("copy-test", ({ words }) =>
    words > 3
      ? [{ id: "test", severity: "warning", title: "Lang", detail: "Lang.", fix: "Kort ned." }]
      : [{ id: "test", severity: "good", title: "Kort", detail: "Kort.", fix: "Behold." }],
  );

  it("is one of the copy rules, read from the page, scored 1, ½ or 0 by its worst finding", () => {
    expect(rule).toMatchObject({ category: "copy", group: COPY_RULES, needs: ["page"] });
    expect(outcome(rule, textArtifacts(page({ paragraphs: ["Ferskt brød."] })))).toEqual({
      score: 1,
      findings: [["test", "good"]],
    });
    expect(outcome(rule, textArtifacts(page({ paragraphs: [filler] })))).toEqual({
      score: 0.5,
      findings: [["test", "warning"]],
    });
    const failing = copyCheck("copy-test", () => [
      { id: "a", severity: "warning", title: "A", detail: "A.", fix: "A." },
      { id: "b", severity: "problem", title: "B", detail: "B.", fix: "B." },
    ]);
    expect(outcome(failing, textArtifacts(page({ paragraphs: [filler] }))).score).toBe(0);
  });

  it("does not apply to a page without text (hasText says it once)", () => {
    expect(outcome(rule, textArtifacts(page({ bodyText: " " })))).toEqual({ score: null, findings: [] });
  });
});
