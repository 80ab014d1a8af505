// The copy score, from the findings' severities.

import type { Finding } from "../../types.ts";

/**
 * Score weights: start at 100, subtract 15 per problem and 6 per warning; good findings cost
 * nothing. Clamped to 0–100. A page with no visible text scores 0 (one "text-missing" problem).
 */
export const SCORE_WEIGHTS = { problem: 15, warning: 6, good: 0, info: 0 } as const;

export function copyScore(findings: readonly Finding[]): number {
  let score = 100;
  for (const finding of findings) score -= SCORE_WEIGHTS[finding.severity];
  return Math.max(0, Math.min(100, score));
}
