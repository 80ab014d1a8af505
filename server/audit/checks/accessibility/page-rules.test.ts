import { describe, expect, it } from "vitest";
import { scoreOutcomes } from "../../report/score.ts";
import { artifactsFor, htmlPage } from "../test-artifacts.ts";
import { allClear } from "./all-clear.ts";
import { GOOD_PAGE } from "./good-page.fixture.ts";
import { RULE_CHECKS } from "./rules.ts";

// The start page's accessibility rules scored together as their group is scored: axe's rules that
// the HTML shows, weighed by their impact as Lighthouse weighs them, 0–100 with the rules' findings.

const pageRules = (html: string) => {
  const outcomes = [...RULE_CHECKS, allClear].map((check) => ({ check, ...check.run(artifactsFor(html)) }));
  return {
    score: scoreOutcomes({ kind: "mean" }, outcomes),
    findings: outcomes.flatMap((outcome) => outcome.findings.map(({ id, severity }) => [id, severity])),
  };
};

describe("the page accessibility check", () => {
  it("gives a page that passes every rule 1, and says so", () => {
    expect(pageRules(GOOD_PAGE)).toEqual({
      score: 100,
      findings: [["a11y-ok", "good"]],
    });
  });

  it("scores the impact-weighted share of the rules passed, one finding per rule broken", () => {
    // Applies: image-alt (critical 10), html-has-lang and document-title (serious 7 each),
    // landmark-one-main (moderate 3), empty-heading (minor 1). Broken: image-alt, landmark-one-main.
    const page = htmlPage(
      "<title>Fjellbakeriet</title>",
      '<h1>Brød fra Lom</h1><img src="brod.jpg"><p>Nybakt hver morgen.</p>',
    );
    expect(pageRules(page)).toEqual({
      score: 54, // round(100 × 15 / 28)
      findings: [
        ["a11y-alt", "problem"],
        ["a11y-main", "warning"],
      ],
    });
  });

  it("gives a page that breaks every rule that applies 0", () => {
    const page = htmlPage("", "<div><img src='brod.jpg'></div>", null);
    expect(pageRules(page)).toEqual({
      score: 0,
      findings: [
        ["a11y-alt", "problem"],
        ["a11y-lang", "problem"],
        ["a11y-title", "problem"],
        ["a11y-main", "warning"],
      ],
    });
  });
});
