import { describe, expect, it } from "vitest";
import { CATEGORY_KEYS, type CategoryKey, type CategoryResult, type Finding } from "#app/lib/audit-report.ts";
import { withoutHttpsEchoes } from "./categories.ts";

// One finding once: on a site without https, Lighthouse's best-practice audits about https, the
// redirect and HSTS only repeat the security finding that already holds all three in its fix.

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
    const result = withoutHttpsEchoes(categories([finding("security-https")]));
    expect(practiceIds(result)).toEqual(["lighthouse-deprecations"]);
    expect(result.practices.score).toBe(60);
  });

  it("stay in best practice when the site is on https", () => {
    expect(practiceIds(withoutHttpsEchoes(categories([finding("security-certificate", "good")])))).toEqual([
      ...ECHOES,
      "lighthouse-deprecations",
    ]);
  });
});
