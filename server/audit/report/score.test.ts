import { describe, expect, it } from "vitest";
import { CHECKS } from "../checks/registry.ts";
import { crawlOf, htmlPage, artifactsFor as pageArtifacts } from "../checks/test-artifacts.ts";
import { type Artifacts, defineCheck } from "../checks/types.ts";
import { type CheckOutcome, type Scoring, scoreCategory, scoreOutcomes } from "./score.ts";

const artifactsFor = (html: string): Artifacts =>
  pageArtifacts(html, {
    finalUrl: "https://www.bedrift.example/",
    robotsTxt: { status: 200, body: "User-agent: *\nSitemap: https://www.bedrift.example/sitemap.xml" },
    sitemap: { status: 200, body: "<urlset></urlset>" },
  });

const good = `<!doctype html><html lang="nb"><head><title>Regnskap for små bedrifter i Bergen</title>
<meta name="description" content="Vi fører regnskapet for små bedrifter i Bergen, så du kan bruke tiden på kundene dine. Fast pris per måned.">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="canonical" href="https://www.bedrift.example/">
<meta property="og:title" content="x"><meta property="og:description" content="x"><meta property="og:image" content="x">
<script type="application/ld+json">{}</script></head><body><h1>Regnskap uten stress</h1>
<img src="a.png" alt="Kontoret vårt"><a href="/priser">Se prisene</a></body></html>`;

describe("scoring a category from its checks", () => {
  it("gives a page that passes every SEO check 100", () => {
    expect(scoreCategory("seo", CHECKS, artifactsFor(good))).toMatchObject({ score: 100 });
  });

  it("weighs a check by its weight: a missing title costs more than a missing canonical", () => {
    const noTitle = scoreCategory("seo", CHECKS, artifactsFor(good.replace(/<title>.*<\/title>/, "")));
    const noCanonical = scoreCategory(
      "seo",
      CHECKS,
      artifactsFor(good.replace(/<link rel="canonical"[^>]*>/, "")),
    );
    expect(noTitle.score).toBeLessThan(noCanonical.score);
    expect(noCanonical.score).toBeLessThan(100);
    expect(noTitle.findings.map((finding) => finding.id)).toContain("seo-title-missing");
  });

  it("leaves out checks that do not apply, and counts partial scores", () => {
    const checks = [
      defineCheck({
        id: "a",
        category: "seo",
        weight: 1,
        needs: [],
        run: () => ({ score: 0.5, findings: [] }),
      }),
      defineCheck({
        id: "b",
        category: "seo",
        weight: 3,
        needs: [],
        run: () => ({ score: null, findings: [] }),
      }),
      defineCheck({
        id: "c",
        category: "speed",
        weight: 9,
        needs: [],
        run: () => ({ score: 0, findings: [] }),
      }),
    ];
    expect(scoreCategory("seo", checks, artifactsFor(good)).score).toBe(50);
  });

  it("says «1 bilde» and «2 bilder»", () => {
    const one = scoreCategory("seo", CHECKS, artifactsFor(good.replace('alt="Kontoret vårt"', "")));
    const two = scoreCategory(
      "seo",
      CHECKS,
      artifactsFor(good.replace('alt="Kontoret vårt">', '><img src="b.png">')),
    );
    expect(one.findings.find((f) => f.id === "seo-image-alt")?.title).toBe("1 bilde mangler alt-tekst");
    expect(two.findings.find((f) => f.id === "seo-image-alt")?.title).toBe("2 bilder mangler alt-tekst");
  });
});

describe("a group of checks scored together inside a mean (the copy rules)", () => {
  const finding = (id: string, severity: "problem" | "warning" | "good") => ({
    id,
    severity,
    title: id,
    detail: "",
    fix: "",
  });
  const check = (id: string, more: { group?: string; weight?: number } = {}) =>
    defineCheck({ id, category: "copy", needs: [], run: () => ({ score: null, findings: [] }), ...more });
  const scoring: Scoring = {
    kind: "mean",
    groups: {
      rules: { weight: 3, scoring: { kind: "deductions", problem: 20, warning: 10, costs: { fatal: 100 } } },
    },
  };
  const rule = (severity: "problem" | "warning" | "good", id = "x"): CheckOutcome => ({
    check: check(`rule-${id}`, { group: "rules" }),
    score: 1,
    findings: [finding(id, severity)],
  });
  const other: CheckOutcome = { check: check("other", { weight: 1 }), score: 0.2, findings: [] };

  it("adds the group up by its own rule, then weighs it as one part beside the other checks", () => {
    // rules: 100 − 20 − 10 = 70, weight 3; other: 20, weight 1 → (210 + 20) / 4 = 57.5 → 58
    expect(scoreOutcomes(scoring, [rule("problem"), rule("warning"), rule("good"), other])).toBe(58);
    expect(scoreOutcomes(scoring, [rule("good"), other])).toBe(80);
  });

  it("charges a finding named in costs what it says, and leaves out a group none of whose checks apply", () => {
    expect(scoreOutcomes(scoring, [rule("problem", "fatal"), other])).toBe(5);
    expect(scoreOutcomes(scoring, [{ ...rule("problem"), score: null, findings: [] }, other])).toBe(20);
    expect(scoreOutcomes(scoring, [{ ...rule("problem"), score: null, findings: [] }])).toBeNull();
  });
});

describe("accessibility without a browser", () => {
  it("counts the start page's rules as ten parts beside the other pages' alt texts (3) and language (2)", () => {
    const good = htmlPage(
      "<title>Fjellbakeriet – brød fra Lom</title>",
      '<main><h1>Brød fra Lom</h1><img src="/brod.jpg" alt="Surdeigsbrød"><p>Vi baker surdeigsbrød hver natt, og du kan hente det i butikken vår fra klokka sju.</p></main>',
    );
    const noAlt = good.replace(' alt="Surdeigsbrød"', "");
    const site = pageArtifacts(good, { crawl: crawlOf({ "/": good, "/brod": noAlt }) });
    // Start page: every rule passes (100 × 10); /brod: its image lacks alt (0 × 3); language right (100 × 2).
    expect(scoreCategory("accessibility", CHECKS, site).score).toBe(
      Math.round((100 * 10 + 0 * 3 + 100 * 2) / 15),
    );
  });
});
