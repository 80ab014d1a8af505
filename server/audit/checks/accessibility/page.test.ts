import { describe, expect, it } from "vitest";
import { artifactsFor, htmlPage, outcome } from "../test-artifacts.ts";
import { pageAccessibility } from "./page.ts";

// The start page's accessibility rules as one check: axe's rules that the HTML shows, weighed by
// their impact as Lighthouse weighs them, scored 0–1 with the rules' findings.

const GOOD = htmlPage(
  "<title>Fjellbakeriet – brød fra Lom</title>",
  `<main><h1>Brød fra Lom</h1><h2>Bestill</h2><img src="brod.jpg" alt="Surdeigsbrød på benken">
<a href="/bestill">Bestill brød til henting</a>
<form><label for="navn">Navn</label><input id="navn" type="text"><button>Send bestillingen</button></form></main>`,
);

describe("the page accessibility check", () => {
  it("gives a page that passes every rule 1, and says so", () => {
    expect(outcome(pageAccessibility, artifactsFor(GOOD))).toEqual({
      score: 1,
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
    expect(outcome(pageAccessibility, artifactsFor(page))).toEqual({
      score: 0.54, // round(100 × 15 / 28) / 100
      findings: [
        ["a11y-alt", "problem"],
        ["a11y-main", "warning"],
      ],
    });
  });

  it("gives a page that breaks every rule that applies 0", () => {
    const page = htmlPage("", "<div><img src='brod.jpg'></div>", null);
    expect(outcome(pageAccessibility, artifactsFor(page))).toEqual({
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
