// The audit report's contract (issue 14): one set of types and labels shared by the audit job that
// writes a report, the e-mail that sends it and the page /rapport/{token} that shows it. Browser-safe
// (no server imports), so the report page can use it too.

/** "info" is neither praise nor a problem: something the owner may want to know. */
export type Severity = "good" | "warning" | "problem" | "info";

/** One Norwegian finding, addressed to the site owner as "du": what we found, why, how to fix it. */
export interface Finding {
  id: string;
  severity: Severity;
  title: string;
  detail: string;
  fix: string;
  /** The pages the finding is about, when the whole site was read. */
  pages?: string[];
}

export interface CategoryResult {
  score: number;
  findings: Finding[];
}

/**
 * The report's categories in the order they are shown, with how much each counts in the overall
 * score. One table: a new category is a new row here, and the job, the mail and the page follow.
 */
export const CATEGORIES = {
  security: { label: "Sikkerhet", weight: 25 },
  seo: { label: "Synlighet i søk", weight: 20 },
  speed: { label: "Hastighet", weight: 20 },
  accessibility: { label: "Tilgjengelighet", weight: 15 },
  copy: { label: "Salgstekst", weight: 20 },
} as const satisfies Record<string, { label: string; weight: number }>;

export type CategoryKey = keyof typeof CATEGORIES;

export const CATEGORY_KEYS = Object.keys(CATEGORIES) as CategoryKey[];

/** A category's label, or the key itself for a category an older stored report has and we no longer do. */
export const categoryLabel = (key: string) =>
  (CATEGORIES as Record<string, { label: string }>)[key]?.label ?? key;

export const SEVERITY_LABELS: Record<Severity, string> = {
  problem: "Må fikses",
  warning: "Bør fikses",
  good: "Bra",
  info: "Til orientering",
};

export function gradeFor(score: number): string {
  if (score >= 90) return "A";
  if (score >= 80) return "B";
  if (score >= 70) return "C";
  if (score >= 60) return "D";
  if (score >= 50) return "E";
  return "F";
}

export interface AuditReport {
  url: string;
  finalUrl: string;
  checkedAt: string;
  overall: number;
  grade: string;
  categories: Record<CategoryKey, CategoryResult>;
  observatory: { score: number; grade: string };
  copy: { lix: number; lixLevel: string; headline: string | null };
  headlines: { variants: string[]; heroCopy: string; label: string; critique?: string[] };
  topFixes: (Finding & { category: CategoryKey })[];
  /** The pages read on the site, start page first (reports from before issue 14 have none). */
  pagesRead?: string[];
}

export interface AuditFailure {
  url: string;
  checkedAt: string;
  reason: string;
  message: string;
}

/** What is stored for an audit request once its job has run. */
export type StoredAudit =
  | { kind: "report"; report: AuditReport }
  | { kind: "failure"; failure: AuditFailure };
