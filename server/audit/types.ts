// Shapes shared by the audit's checks (issue 5). Every finding is Norwegian, addressed to the
// site owner as "du": what we found, why it matters, and how to fix it.

export type Severity = "good" | "warning" | "problem";

export interface Finding {
  id: string;
  severity: Severity;
  title: string;
  detail: string;
  fix: string;
}

export interface CategoryResult {
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
