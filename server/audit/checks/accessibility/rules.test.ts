import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { GOOD_HTML, POOR_HTML } from "#tests/fixture-sites.ts";
import { scoreCategory } from "../../report/score.ts";
import { CHECKS } from "../registry.ts";
import { artifactsFor } from "../test-artifacts.ts";
import { ACCESSIBILITY_RULES, type AccessibilityFinding } from "./rules.ts";

/** The accessibility category of one page, as the audit scores it without a browser or a crawl. */
const check = (html: string) => {
  const { score, findings } = scoreCategory("accessibility", CHECKS, artifactsFor(html));
  return { score, findings: findings as AccessibilityFinding[] };
};

const page = (body: string) => `<!doctype html><html lang="nb"><head><title>Regnskap i Sandnes</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Regnskap uten stress</h1><h2>Dette får du</h2>${body}
<img src="/kontor.jpg" alt="Kontoret vårt"><a href="/priser">Se prisene</a></main></body></html>`;

describe("accessibility without a browser", () => {
  it("passes a well-made page with 100 and finds nothing to fix", () => {
    expect(check(page(""))).toMatchObject({ score: 100, findings: [{ id: "a11y-ok", severity: "good" }] });
    expect(check(GOOD_HTML).score).toBe(100);
  });

  it("weighs problems by impact: one critical problem costs more than one minor", () => {
    const critical = check(page('<img src="/team.jpg">'));
    const minor = check(page("<h3></h3>"));
    expect(critical.findings).toMatchObject([{ id: "a11y-alt", impact: "critical", severity: "problem" }]);
    expect(minor.findings).toMatchObject([
      { id: "a11y-empty-heading", impact: "minor", severity: "warning" },
    ]);
    expect(critical.score).toBeLessThan(minor.score);
    expect(minor.score).toBeLessThan(100);
  });

  it("ranks serious above moderate, and lists the most severe finding first", () => {
    const serious = check(page("").replace(' lang="nb"', ""));
    const moderate = check(page("").replace(/<\/?main>/g, ""));
    expect(serious.findings).toMatchObject([
      { id: "a11y-lang", impact: "serious", axeRule: "html-has-lang" },
    ]);
    expect(moderate.findings).toMatchObject([{ id: "a11y-main", impact: "moderate", severity: "warning" }]);
    expect(serious.score).toBeLessThan(moderate.score);
    const both = check(page('<img src="/team.jpg"><h4>Hopp</h4>').replace(/<\/?main>/g, ""));
    expect(both.findings.map((finding) => finding.impact)).toEqual(["critical", "moderate", "moderate"]);
  });

  it("finds a heading that skips a level in document order (decision 021: h3 before h2)", () => {
    const result = check(
      page("").replace("<h2>Dette får du</h2>", "<h3>Fast pris</h3><h2>Dette får du</h2>"),
    );
    expect(result.findings).toMatchObject([
      {
        id: "a11y-heading-order",
        impact: "moderate",
        detail: expect.stringContaining("«Fast pris» er en h3 rett etter en h1 – h2 er hoppet over."),
      },
    ]);
    const twoSkipped = check(page("").replace("<h2>Dette får du</h2>", "<h4>Åpningstider</h4>"));
    expect(twoSkipped.findings[0]?.detail).toContain(
      "«Åpningstider» er en h4 rett etter en h1 – h2 og h3 er hoppet over.",
    );
  });

  it("agrees with the number of images, and advises nn for a nynorsk page without lang", () => {
    expect(check(page('<img src="/team.jpg">')).findings[0]?.detail).toContain("hva bildet viser");
    expect(check(page('<img src="/a.jpg"><img src="/b.jpg">')).findings[0]?.detail).toContain(
      "hva bildene viser",
    );
    // Our own words, in nynorsk.
    const nynorsk = page(
      "<p>Vi bakar brød kvar morgon, og du kan hente det hjå oss frå klokka sju. Korleis vi gjer det? Det er ikkje noko hemmeleg.</p>",
    ).replace(' lang="nb"', "");
    expect(check(nynorsk).findings.find((f) => f.id === "a11y-lang")?.fix).toBe('Sett <html lang="nn">.');
    const bokmal = page(
      "<p>Vi baker brød hver morgen, og du kan hente det hos oss fra klokka sju. Hvordan vi gjør det? Det er ikke noe hemmelig.</p>",
    ).replace(' lang="nb"', "");
    expect(check(bokmal).findings.find((f) => f.id === "a11y-lang")?.fix).toBe('Sett <html lang="nb">.');
    // Too few words to tell the two written standards apart: the advice names both.
    expect(check(page("").replace(' lang="nb"', "")).findings[0]?.fix).toBe(
      'Sett <html lang="nb"> (eller lang="nn" hvis teksten er på nynorsk).',
    );
  });

  it("finds nameless buttons, untitled frames and a viewport that stops zooming", () => {
    const result = check(
      page('<button><svg></svg></button><iframe src="/kart"></iframe>').replace(
        "initial-scale=1",
        "initial-scale=1, user-scalable=no",
      ),
    );
    expect(result.findings.map((finding) => [finding.id, finding.impact])).toEqual([
      ["a11y-button-names", "critical"],
      ["a11y-frame-title", "serious"],
      ["a11y-zoom", "moderate"],
    ]);
  });

  it("scores the poor fixture page near zero with every problem it has", () => {
    const result = check(POOR_HTML);
    expect(result.score).toBeLessThan(20);
    expect(result.findings.map((finding) => finding.id)).toEqual(
      expect.arrayContaining([
        "a11y-lang",
        "a11y-alt",
        "a11y-labels",
        "a11y-link-names",
        "a11y-heading-order",
      ]),
    );
  });

  it("says of a label beside a field but not tied to it what a screen reader misses, true either way", () => {
    const form = (field: string) =>
      check(
        `<!doctype html><html lang="nb"><head><title>Skjema</title></head><body><h1>Kontakt</h1><form>${field}<button>Send</button></form></body></html>`,
      ).findings.find((finding) => finding.id === "a11y-labels");
    const beside = form('<label>Navn</label><input type="text" name="navn">');
    expect(beside).toMatchObject({
      title: "1 skjemafelt har ingen ledetekst skjermleseren kan lese",
      fix: "Knytt en <label for=…> til hvert felt, med samme id på feltet. Står ledeteksten der allerede, er det bare koblingen som mangler.",
    });
    expect(form('<label for="navn">Navn</label><input id="navn" type="text" name="navn">')).toBeUndefined();
  });

  it("gives a frame's title an example that fits what the frame shows, or none", () => {
    const fix = (src: string) =>
      check(
        `<!doctype html><html lang="nb"><head><title>Kart</title></head><body><h1>Finn oss</h1><iframe src="${src}"></iframe></body></html>`,
      ).findings.find((finding) => finding.id === "a11y-frame-title")?.fix;
    expect(fix("https://www.google.com/maps/embed?pb=1")).toBe(
      'Gi hver iframe en title som sier hva den viser, for eksempel title="Kart over veien til oss".',
    );
    expect(fix("https://www.yr.no/nb/innhold/1-2/card.html")).toMatch(/title="Værvarsel"/);
    expect(fix("https://skjema.example/123")).toBe("Gi hver iframe en title som sier hva den viser.");
  });

  it("uses axe-core's own impact for every rule", () => {
    // axe-core comes with Lighthouse (the browser stage); its rule metadata is the source we copy.
    const axe = createRequire(import.meta.url)("axe-core") as {
      _audit: { rules: { id: string; impact?: string }[] };
    };
    for (const rule of ACCESSIBILITY_RULES) {
      expect(axe._audit.rules.find((axeRule) => axeRule.id === rule.axeRule)?.impact, rule.axeRule).toBe(
        rule.impact,
      );
    }
  });
});
