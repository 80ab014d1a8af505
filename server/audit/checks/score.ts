import type { CategoryKey, Finding } from "#app/lib/audit-report.ts";
import { clampScore, type ScoredCategory } from "../types.ts";
import type { Artifacts, Check } from "./types.ts";

/**
 * A category's score from its checks, as Lighthouse computes it: the weighted mean of the scores
 * of the checks that apply, 0–100. Findings keep the checks' order.
 */
export function scoreCategory(
  category: CategoryKey,
  checks: readonly Check[],
  artifacts: Artifacts,
): ScoredCategory {
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

/**
 * Beside a score Lighthouse measured: the findings of the category's checks that Lighthouse does
 * not make (Open Graph, sitemap, the rest of the site…), marked as advice so they do not count.
 */
export function adviceBeside(
  category: CategoryKey,
  checks: readonly Check[],
  artifacts: Artifacts,
): Finding[] {
  return checks
    .filter((check) => check.category === category && !check.lighthouse)
    .flatMap((check) => check.run(artifacts).findings.map((finding) => ({ ...finding, advice: true })));
}

/** As scoreCategory, but null when none of the category's checks applied (nothing was measured). */
export function scoreCategoryIfMeasured(
  category: CategoryKey,
  checks: readonly Check[],
  artifacts: Artifacts,
): { score: number | null; findings: Finding[] } {
  const applies = checks.some((check) => check.category === category && check.run(artifacts).score !== null);
  const result = scoreCategory(category, checks, artifacts);
  return applies ? result : { score: null, findings: result.findings };
}
