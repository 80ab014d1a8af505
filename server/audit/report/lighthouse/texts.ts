import type { Finding } from "#app/lib/audit-report.ts";
import { ACCESSIBILITY_TEXTS } from "../../checks/accessibility/lighthouse-texts.ts";
import { PRACTICES_TEXTS } from "../../checks/practices/lighthouse-texts.ts";
import { SEO_TEXTS } from "../../checks/seo/lighthouse-texts.ts";
import { SPEED_TEXTS } from "../../checks/speed/lighthouse-texts.ts";
import type { LighthouseCategoryId } from "../../gather/browser/types.ts";

// What Lighthouse's failing audits mean, in our own Norwegian (decision 022): a title that says what is
// wrong, why a visitor or Google notices, and what to do. Lighthouse's own bokmål titles are
// machine-like and full of code ("Bildeelementene mangler `[alt]`-attributter"); an audit missing
// from the tables falls back to a cleaned-up version of them (findings.ts).
//
// Where an audit's text is: in the table of the Lighthouse category whose `auditRefs` list it
// (lighthouse/core/config/default-config.js), beside that category's own checks:
//   performance     checks/speed/lighthouse-texts.ts
//   accessibility   checks/accessibility/lighthouse-texts.ts, split by Lighthouse's groups into
//                   lighthouse-texts-<group>.ts (a11y-aria, a11y-names-labels…)
//   best-practices  checks/practices/lighthouse-texts.ts
//   seo             checks/seo/lighthouse-texts.ts
// An audit listed under several of our categories has its text once, in the first category's table
// in default-config order, and the others read it from there (SHARED below). A category's findings
// come from its `auditRefs` (gather/browser/report-summary.ts), so an audit in no category would never
// be a finding and gets no text (in Lighthouse 13.5 every audit is in one). The diagnostics we explain
// (interactive, long-tasks, bf-cache…) are listed under performance, in its groups diagnostics and
// hidden, so their texts are in speed's table. The tests beside each table hold all this to the
// installed Lighthouse (report/lighthouse/table-rules.ts).

export type AuditText = Pick<Finding, "title" | "detail" | "fix">;

const TABLES: Record<LighthouseCategoryId, Record<string, AuditText>> = {
  performance: SPEED_TEXTS,
  accessibility: ACCESSIBILITY_TEXTS,
  "best-practices": PRACTICES_TEXTS,
  seo: SEO_TEXTS,
};

/**
 * Audits Lighthouse lists under more than one of our categories, by the later category: the category
 * whose table has the text. (cumulative-layout-shift is also under agentic-browsing, which we do not report.)
 */
export const SHARED: Partial<Record<LighthouseCategoryId, Record<string, LighthouseCategoryId>>> = {
  seo: { "document-title": "accessibility", "image-alt": "accessibility" },
};

/** Our words for an audit Lighthouse reported under a category, or undefined when we have none. */
export function auditText(category: LighthouseCategoryId, id: string): AuditText | undefined {
  const shared = SHARED[category];
  const table = TABLES[shared && Object.hasOwn(shared, id) ? (shared[id] as LighthouseCategoryId) : category];
  return Object.hasOwn(table, id) ? table[id] : undefined;
}
