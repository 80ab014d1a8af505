import type { CategoryKey, Finding } from "#app/lib/audit-report.ts";
import type { Artifacts, Check } from "../checks/types.ts";
import { clampScore } from "../types.ts";

// The one scorer (issue 26): every category's score comes from its registry checks through
// `scoreCategory`, and how a category adds its checks up is data, in SCORING below. Lighthouse's
// categories are a weighted mean of the checks' scores; our rule-based speed and copy estimates start
// at 100 and lose points per problem and warning, as they always did.

/** How a category's check results become its 0–100 score. */
export type Scoring =
  /** Lighthouse's rule: Σ weight × score ÷ Σ weight over the checks that apply (each check's `weight`). */
  | { kind: "mean" }
  /** 100 less these points for each problem and each warning the category's checks find. */
  | { kind: "deductions"; problem: number; warning: number };

export const SCORING: Readonly<Record<CategoryKey, Scoring>> = {
  security: { kind: "mean" },
  seo: { kind: "mean" },
  speed: { kind: "deductions", problem: 20, warning: 8 },
  accessibility: { kind: "mean" },
  copy: { kind: "mean" },
  practices: { kind: "mean" },
  privacy: { kind: "mean" },
  email: { kind: "mean" },
};

export interface CheckOutcome {
  check: Check;
  score: number | null;
  findings: Finding[];
}

/** Runs the category's checks in registry order. */
export const runChecks = (category: CategoryKey, checks: readonly Check[], artifacts: Artifacts) =>
  checks
    .filter((check) => check.category === category)
    .map((check): CheckOutcome => ({ check, ...check.run(artifacts) }));

/** The score of results already run, by the category's rule; null when no check applied. */
export function scoreOutcomes(scoring: Scoring, outcomes: readonly CheckOutcome[]): number | null {
  const applied = outcomes.filter((outcome) => outcome.score !== null);
  if (!applied.length) return null;
  if (scoring.kind === "deductions") {
    let score = 100;
    for (const finding of applied.flatMap((outcome) => outcome.findings)) {
      if (finding.severity === "problem") score -= scoring.problem;
      if (finding.severity === "warning") score -= scoring.warning;
    }
    return clampScore(score);
  }
  let weighted = 0;
  let weights = 0;
  for (const { check, score } of applied) {
    const weight = check.weight ?? 1;
    weighted += weight * (score ?? 0);
    weights += weight;
  }
  return weights ? clampScore((100 * weighted) / weights) : 100;
}

/**
 * A category's score from its checks by the category's rule in SCORING, with the checks' findings
 * in registry order; `score` is null when none of its checks applied (nothing was measured).
 */
export function scoreCategoryIfMeasured(
  category: CategoryKey,
  checks: readonly Check[],
  artifacts: Artifacts,
): { score: number | null; findings: Finding[] } {
  const outcomes = runChecks(category, checks, artifacts);
  return {
    score: scoreOutcomes(SCORING[category], outcomes),
    findings: outcomes.flatMap((outcome) => outcome.findings),
  };
}

/** As scoreCategoryIfMeasured, but 100 when no check applied (nothing found to hold against it). */
export function scoreCategory(
  category: CategoryKey,
  checks: readonly Check[],
  artifacts: Artifacts,
): { score: number; findings: Finding[] } {
  const { score, findings } = scoreCategoryIfMeasured(category, checks, artifacts);
  return { score: score ?? 100, findings };
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
  return runChecks(
    category,
    checks.filter((check) => !check.lighthouse),
    artifacts,
  ).flatMap((outcome) => outcome.findings.map((finding) => ({ ...finding, advice: true })));
}
