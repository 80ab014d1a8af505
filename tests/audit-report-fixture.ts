import type { AuditChange, AuditReport, CategoryResult, Finding } from "#app/lib/audit-report.ts";

// A stored report written by hand, for tests of what the page and the e-mail draw of it (issue 27):
// every band of score, one category not measured, and a change since last time when asked for.

const finding = (id: string, severity: Finding["severity"], title: string): Finding => ({
  id,
  severity,
  title,
  detail: "Detaljer om funnet.",
  fix: "Slik gjør du det.",
});

const category = (score: number | null, findings: Finding[] = []): CategoryResult => ({ score, findings });

export function sampleReport(overrides: Partial<AuditReport> = {}): AuditReport {
  return {
    url: "https://eksempel.no/",
    finalUrl: "https://www.eksempel.no/",
    checkedAt: "2026-11-20T09:30:00.000Z",
    overall: 72,
    grade: "C",
    categories: {
      security: category(72, [finding("hsts", "problem", "Siden mangler HSTS")]),
      seo: category(91),
      speed: { ...category(58), measuredWith: "lighthouse" },
      accessibility: { ...category(100), measuredWith: "lighthouse" },
      copy: category(64),
      practices: category(90),
      privacy: category(35, [finding("cookies", "problem", "Informasjonskapsler før samtykke")]),
      email: category(null),
    },
    observatory: { score: 80, grade: "B" },
    copy: { lix: 38, lixLevel: "middels vanskelig", headline: null },
    headlines: { variants: [], heroCopy: "", label: "" },
    topFixes: [{ ...finding("hsts", "problem", "Siden mangler HSTS"), category: "security" }],
    ...overrides,
  };
}

export const SAMPLE_CHANGE: AuditChange = {
  since: "2026-10-01T08:00:00.000Z",
  categories: [
    { key: "security", before: 54, after: 72 },
    { key: "seo", before: 91, after: 91 },
    { key: "privacy", before: 60, after: 35 },
  ],
  fixed: [{ category: "security", title: "Sertifikatet utløper snart" }],
  added: [{ category: "privacy", title: "Informasjonskapsler før samtykke" }],
};
