import type { Finding } from "#app/lib/audit-report.ts";
import type { SiteCrawl, SiteFinding } from "../../gather/crawl/crawl.ts";
import type { CheckResult } from "../types.ts";
import { siteFindings } from "./findings.ts";

// From the site-wide findings (findings.ts judges the crawl) to what a check returns. The start page has its own checks,
// so the crawl's findings about pages missing something name only the other pages
// (findings.ts); the start page is said once, by its own check.

/** The findings with these ids among the crawl's (`judged`: all of them, judged once per crawl). */
export function siteFindingsFor(
  crawl: SiteCrawl,
  ids: readonly string[],
  judged: readonly SiteFinding[] = siteFindings(crawl),
): Finding[] {
  return judged
    .filter((finding) => ids.includes(finding.id))
    .map(({ impact: _impact, ...finding }: SiteFinding) => finding as Finding);
}

/** Share of the pages read (besides the start page) that a finding leaves untouched, 0–1. */
export function shareUntouched(crawl: SiteCrawl, findings: Finding[]): number | null {
  const start = crawl.pages[0]?.url;
  const others = crawl.pages.filter((page) => page.html && page.status < 400 && page.url !== start);
  if (!others.length) return null;
  const touched = new Set(
    findings.flatMap((finding) => finding.pages ?? []).filter((page) => page !== start),
  );
  return 1 - touched.size / others.length;
}

/** A site check's result: null when only the start page was read, else the untouched share. */
export function siteResult(
  crawl: SiteCrawl | null,
  ids: readonly string[],
  judged?: readonly SiteFinding[],
): CheckResult {
  if (!crawl) return { score: null, findings: [] };
  const findings = siteFindingsFor(crawl, ids, judged);
  return {
    score: shareUntouched(
      crawl,
      findings.filter((finding) => finding.severity !== "info"),
    ),
    findings,
  };
}
