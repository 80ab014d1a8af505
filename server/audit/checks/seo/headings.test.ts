import { describe, expect, it } from "vitest";
import { artifactsFor, htmlPage, onlyFinding, outcome } from "../test-artifacts.ts";
import { mainHeading } from "./headings.ts";

// One main heading (h1) per page: none is a problem, two or more a warning.

const withBody = (body: string) => artifactsFor(htmlPage("<title>Fjellbakeriet</title>", body));

describe("the main heading check", () => {
  it("passes one h1", () => {
    expect(outcome(mainHeading, withBody("<h1>Surdeigsbrød fra Lom</h1><h2>Bestill</h2>"))).toEqual({
      score: 1,
      findings: [],
    });
  });

  it("fails a page without an h1 as a problem", () => {
    const page = withBody("<h2>Surdeigsbrød fra Lom</h2><p>Nybakt hver morgen.</p>");
    expect(outcome(mainHeading, page)).toEqual({ score: 0, findings: [["seo-h1-missing", "problem"]] });
  });

  it("says an h1 that is there but empty as served is empty, not missing", () => {
    const page = withBody('<h1 id="tittel"><span id="skrives"></span></h1><p>Nybakt hver morgen.</p>');
    expect(outcome(mainHeading, page)).toEqual({ score: 0, findings: [["seo-h1-empty", "problem"]] });
    expect(onlyFinding(mainHeading, page).title).toBe("Hovedoverskriften (h1) er tom i HTML-koden");
    // a logo in an h1 has a name to read out: that h1 is not empty
    const logo = withBody('<h1><img src="/logo.svg" alt="Fjellbakeriet"></h1><p>Nybakt hver morgen.</p>');
    expect(outcome(mainHeading, logo).findings).not.toContainEqual(["seo-h1-empty", "problem"]);
  });

  it("warns about two or more h1, saying how many", () => {
    const page = withBody("<h1>Surdeigsbrød</h1><h1>Kanelboller</h1><h1>Lefser</h1>");
    expect(outcome(mainHeading, page)).toEqual({ score: 0.5, findings: [["seo-h1-many", "warning"]] });
    expect(onlyFinding(mainHeading, page).title).toBe("Siden har 3 h1-overskrifter");
  });
});
