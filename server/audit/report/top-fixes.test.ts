import { describe, expect, it } from "vitest";
import { CATEGORY_KEYS, type CategoryKey, type CategoryResult, type Finding } from "#app/lib/audit-report.ts";
import { topFixes } from "./top-fixes.ts";

// The five fixes the e-mail and the report lead with, from invented findings.

const finding = (id: string, severity: Finding["severity"]): Finding => ({
  id,
  severity,
  title: id,
  detail: "",
  fix: "",
});

function categories(found: Partial<Record<CategoryKey, Finding[]>>) {
  return Object.fromEntries(
    CATEGORY_KEYS.map((key) => [key, { score: 50, findings: found[key] ?? [] }]),
  ) as Record<CategoryKey, CategoryResult>;
}

describe("the top five fixes", () => {
  it("takes problems before warnings, heavier categories first, at most two from one category", () => {
    const fixes = topFixes(
      categories({
        security: ["csp", "https", "hsts"].map((id) => finding(id, "problem")),
        privacy: [finding("legal-org", "problem")],
        copy: [finding("headline", "problem"), finding("cta", "warning")],
        speed: [finding("compression", "warning")],
      }),
    );
    expect(fixes.map((fix) => fix.id)).toEqual(["csp", "https", "legal-org", "headline", "compression"]);
  });

  it("puts a template's phone number first: a customer who cannot call reads no further", () => {
    const fixes = topFixes(
      categories({
        security: ["csp", "https"].map((id) => finding(id, "problem")),
        privacy: [finding("legal-org", "problem")],
        copy: [finding("headline", "problem"), finding("placeholder-phone", "problem")],
      }),
    );
    expect(fixes.map((fix) => fix.id)).toEqual([
      "placeholder-phone",
      "csp",
      "https",
      "legal-org",
      "headline",
    ]);
  });
});
