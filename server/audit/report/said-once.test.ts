import { describe, expect, it } from "vitest";
import { CATEGORY_KEYS, type CategoryKey, type CategoryResult, type Finding } from "#app/lib/audit-report.ts";
import { saidOnce } from "./said-once.ts";

// One thing said once: on a site without https, Lighthouse's best-practice audits about https, the
// redirect and HSTS only repeat the security finding that already holds all three in its fix; a
// missing lang is said by accessibility, not again by SEO and the copy check.

const finding = (id: string, severity: Finding["severity"] = "problem"): Finding => ({
  id,
  severity,
  title: id,
  detail: "",
  fix: "",
});
const ECHOES = ["lighthouse-is-on-https", "lighthouse-redirects-http", "lighthouse-has-hsts"];

function categories(security: Finding[]): Record<CategoryKey, CategoryResult> {
  const all = {} as Record<CategoryKey, CategoryResult>;
  for (const key of CATEGORY_KEYS) all[key] = { score: 50, findings: [] };
  return {
    ...all,
    security: { score: 30, findings: security },
    practices: { score: 60, findings: [...ECHOES, "lighthouse-deprecations"].map((id) => finding(id)) },
  };
}
const practiceIds = (result: Record<CategoryKey, CategoryResult>) =>
  result.practices.findings.map((f) => f.id);

describe("the https findings across categories", () => {
  it("are said once, by security, when the site has no https; the practices score is kept", () => {
    const result = saidOnce(categories([finding("security-https")]));
    expect(practiceIds(result)).toEqual(["lighthouse-deprecations"]);
    expect(result.practices.score).toBe(60);
  });

  it("stay in best practice when the security finding about https is praise", () => {
    expect(practiceIds(saidOnce(categories([finding("security-https", "good")])))).toHaveLength(4);
  });

  it("stay in best practice when the site is on https", () => {
    expect(practiceIds(saidOnce(categories([finding("security-certificate", "good")])))).toEqual([
      ...ECHOES,
      "lighthouse-deprecations",
    ]);
  });
});

describe("a page without lang", () => {
  const withLang = (accessibility: Finding[], seo: Finding[], copy: Finding[]) => {
    const all = categories([]);
    return {
      ...all,
      accessibility: { score: 70, findings: accessibility },
      seo: { score: 80, findings: seo },
      copy: { score: 90, findings: copy },
    };
  };

  it("is said by accessibility alone; SEO's and the copy's scores are kept", () => {
    const result = saidOnce(
      withLang([finding("a11y-lang")], [finding("seo-lang")], [finding("language", "warning")]),
    );
    expect(result.accessibility.findings.map((f) => f.id)).toEqual(["a11y-lang"]);
    expect(result.seo).toEqual({ score: 80, findings: [] });
    expect(result.copy).toEqual({ score: 90, findings: [] });
  });

  it("is said by Lighthouse's accessibility audit alone when the browser measured the page", () => {
    const result = saidOnce(
      withLang([finding("lighthouse-html-has-lang")], [], [finding("language", "warning")]),
    );
    expect(result.copy.findings).toEqual([]);
  });

  it("keeps the copy's language finding when accessibility does not say it (a wrong lang)", () => {
    const result = saidOnce(withLang([], [], [finding("language")]));
    expect(result.copy.findings.map((f) => f.id)).toEqual(["language"]);
  });
});
