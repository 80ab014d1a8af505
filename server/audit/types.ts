// Helpers shared by the audit's checks (decision 009); the shapes themselves are the report contract's
// (app/lib/audit-report.ts). Every finding is Norwegian, addressed to the site owner as "du".

import type { Finding } from "#app/lib/audit-report.ts";

export type { CategoryResult, Finding, Severity } from "#app/lib/audit-report.ts";

/** axe-core's impact levels, most severe first: how much an accessibility rule's failure hurts. */
export type Impact = "critical" | "serious" | "moderate" | "minor";

/** A category our own rules scored: always a number, unlike a report category the browser missed. */
export interface ScoredCategory {
  score: number;
  findings: Finding[];
}

export const clampScore = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/** Subtracts the weight of each problem and warning from 100. */
export function scoreFromFindings(
  findings: Finding[],
  weights: { problem: number; warning: number },
): number {
  let score = 100;
  for (const finding of findings) {
    if (finding.severity === "problem") score -= weights.problem;
    if (finding.severity === "warning") score -= weights.warning;
  }
  return clampScore(score);
}
