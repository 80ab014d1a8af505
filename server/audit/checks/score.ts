import type { CategoryKey, CategoryResult } from "../../../app/lib/audit-report.ts";
import { clampScore } from "../types.ts";
import type { Artifacts, Check } from "./types.ts";

/**
 * A category's score from its checks, as Lighthouse computes it: the weighted mean of the scores
 * of the checks that apply, 0–100. Findings keep the checks' order.
 */
export function scoreCategory(
  category: CategoryKey,
  checks: readonly Check[],
  artifacts: Artifacts,
): CategoryResult {
  let weighted = 0;
  let weights = 0;
  const findings = [];
  for (const check of checks) {
    if (check.category !== category) continue;
    const result = check.run(artifacts);
    findings.push(...result.findings);
    if (result.score === null) continue;
    weighted += check.weight * result.score;
    weights += check.weight;
  }
  return { score: weights ? clampScore((100 * weighted) / weights) : 100, findings };
}
