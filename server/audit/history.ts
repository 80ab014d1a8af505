import { and, desc, eq, lt, ne } from "drizzle-orm";
import {
  type AuditChange,
  type AuditReport,
  CATEGORY_KEYS,
  type CategoryKey,
} from "#app/lib/audit-report.ts";
import type { Database } from "../db/index.ts";
import { auditRequests } from "../db/schema.ts";

// A second audit of the same site for the same e-mail address shows what changed (decision 024). Only
// that address's own earlier reports are compared: a report never shows anyone else's results.

/** The site a report is about: the host it ended on, without "www.". */
const siteOf = (report: Pick<AuditReport, "finalUrl">) => new URL(report.finalUrl).host.replace(/^www\./, "");

const FIXABLE = new Set(["problem", "warning"]);

function openFindings(report: AuditReport): Map<string, { category: CategoryKey; title: string }> {
  const open = new Map<string, { category: CategoryKey; title: string }>();
  for (const category of CATEGORY_KEYS)
    for (const finding of report.categories[category]?.findings ?? [])
      if (FIXABLE.has(finding.severity))
        open.set(`${category}:${finding.id}`, { category, title: finding.title });
  return open;
}

export function compareReports(previous: AuditReport, current: AuditReport): AuditChange {
  const categories = CATEGORY_KEYS.flatMap((key) => {
    const before = previous.categories[key]?.score;
    const after = current.categories[key]?.score;
    return typeof before === "number" && typeof after === "number" ? [{ key, before, after }] : [];
  });
  const was = openFindings(previous);
  const is = openFindings(current);
  return {
    since: previous.checkedAt,
    categories,
    fixed: [...was].filter(([key]) => !is.has(key)).map(([, finding]) => finding),
    added: [...is].filter(([key]) => !was.has(key)).map(([, finding]) => finding),
  };
}

/** The newest earlier report of the same site requested by the same e-mail address, if any. */
export async function previousReport(
  database: Database,
  request: { id: string; email: string; createdAt: Date },
  current: Pick<AuditReport, "finalUrl">,
): Promise<AuditReport | null> {
  const rows = await database.db
    .select({ report: auditRequests.report })
    .from(auditRequests)
    .where(
      and(
        eq(auditRequests.email, request.email),
        eq(auditRequests.status, "done"),
        ne(auditRequests.id, request.id),
        lt(auditRequests.createdAt, request.createdAt),
      ),
    )
    .orderBy(desc(auditRequests.createdAt))
    .limit(50);
  const site = siteOf(current);
  for (const { report } of rows)
    if (report?.kind === "report" && siteOf(report.report) === site) return report.report;
  return null;
}
