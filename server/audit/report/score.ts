import type { CategoryKey, Finding } from "#app/lib/audit-report.ts";
import { PAGE_RULES } from "../checks/accessibility/rules.ts";
import { COPY_RULES } from "../checks/copy/page-copy.ts";
import { gradeForScore } from "../checks/security/score.ts";
import type { Artifacts, Check, CheckResult } from "../checks/types.ts";
import { clampScore } from "../types.ts";

// The one scorer (issue 26): every category's score comes from its registry checks through
// `scoreCategory`, and how a category adds its checks up is data, in SCORING below. Lighthouse's
// categories are a weighted mean of the checks' scores; our rule-based speed and copy estimates start
// at 100 and lose points per problem and warning, as they always did.

/** How a category's check results become its 0–100 score. */
export type Scoring =
  /**
   * Lighthouse's rule: Σ weight × score ÷ Σ weight over the checks that apply (each check's
   * `weight`); the checks of one of `groups` (Check.group) count as one part of the group's weight.
   */
  | { kind: "mean"; groups?: Readonly<Record<string, ScoringGroup>> }
  /**
   * 100 less these points for each problem and each warning the category's checks find; a finding
   * named in `costs` costs what it says there instead.
   */
  | { kind: "deductions"; problem: number; warning: number; costs?: Readonly<Record<string, number>> }
  /**
   * Mozilla's HTTP Observatory's rule, then ours (security): from `start`, add the penalties of the
   * checks' Observatory tests (`observatory.modifier` < 0), and their bonuses only when that reaches
   * `bonusFrom`; clamp to 0–100 (an A+ past 100 counts as 100); then take off every check's
   * `deduction` and hold the score to the lowest `cap`.
   */
  | { kind: "observatory"; start: number; bonusFrom: number };

/**
 * Checks a category scores together (Check.group): the group's own rule makes one 0–100 score of
 * them, which counts in the category's mean with `weight`; left out when none of them applies.
 */
export interface ScoringGroup {
  weight: number;
  scoring: Scoring;
}

/** The Observatory's numbers (src/grader/charts.js, src/scanner/index.js). */
const OBSERVATORY = { kind: "observatory", start: 100, bonusFrom: 90 } as const;

/**
 * Copy: the copy rules (checks/copy/, COPY_RULES) score together as they always did, 100 less 15 per
 * problem and 6 per warning, and a page without visible text has nothing to score (0); they weigh
 * nine tenths of the category, beside spelling's tenth (its weight, SPELLING_WEIGHT).
 */
const COPY: Scoring = {
  kind: "mean",
  groups: {
    [COPY_RULES]: {
      weight: 9,
      scoring: { kind: "deductions", problem: 15, warning: 6, costs: { "text-missing": 100 } },
    },
  },
};

/**
 * Accessibility: the start page's rules (checks/accessibility/rules.ts, PAGE_RULES) make the
 * impact-weighted share passed, as Lighthouse scores axe's rules, and count ten parts beside the
 * other pages' checks (checks/site/).
 */
const ACCESSIBILITY: Scoring = {
  kind: "mean",
  groups: { [PAGE_RULES]: { weight: 10, scoring: { kind: "mean" } } },
};

export const SCORING: Readonly<Record<CategoryKey, Scoring>> = {
  security: OBSERVATORY,
  seo: { kind: "mean" },
  speed: { kind: "deductions", problem: 20, warning: 8 },
  accessibility: ACCESSIBILITY,
  copy: COPY,
  practices: { kind: "mean" },
  privacy: { kind: "mean" },
  email: { kind: "mean" },
};

export interface CheckOutcome extends CheckResult {
  check: Check;
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
  if (scoring.kind === "observatory") {
    let score = Math.min(100, observatoryPoints(scoring, applied));
    for (const outcome of applied) score -= outcome.deduction ?? 0;
    return clampScore(Math.min(score, ...applied.map((outcome) => outcome.cap ?? 100)));
  }
  if (scoring.kind === "deductions") {
    let score = 100;
    for (const finding of applied.flatMap((outcome) => outcome.findings)) {
      const cost = scoring.costs?.[finding.id];
      if (cost !== undefined) score -= cost;
      else if (finding.severity === "problem") score -= scoring.problem;
      else if (finding.severity === "warning") score -= scoring.warning;
    }
    return clampScore(score);
  }
  if (scoring.groups) return meanOfParts(scoring.groups, applied);
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
 * The weighted mean of the checks that apply, where the checks of each group count together as one
 * part, scored by the group's rule where its first check stands. On the 0–100 scale (a check's
 * score × 100), as the copy category was always added up: a half rounds the same way.
 */
function meanOfParts(groups: Readonly<Record<string, ScoringGroup>>, applied: readonly CheckOutcome[]) {
  let weighted = 0;
  let weights = 0;
  const done = new Set<string>();
  for (const { check, score } of applied) {
    const group = check.group === undefined ? undefined : groups[check.group];
    if (check.group === undefined || group === undefined) {
      const weight = check.weight ?? 1;
      weighted += weight * 100 * (score ?? 0);
      weights += weight;
    } else if (!done.has(check.group)) {
      done.add(check.group);
      const members = applied.filter((outcome) => outcome.check.group === check.group);
      weighted += group.weight * (scoreOutcomes(group.scoring, members) ?? 0);
      weights += group.weight;
    }
  }
  return weights ? clampScore(weighted / weights) : 100;
}

/** The Observatory's sum of the outcomes' test points: never below 0, past 100 with bonuses. */
function observatoryPoints(
  { start, bonusFrom }: { start: number; bonusFrom: number },
  outcomes: readonly CheckOutcome[],
): number {
  const modifiers = outcomes.map((outcome) => outcome.observatory?.modifier ?? 0);
  const penalised = start + modifiers.filter((m) => m < 0).reduce((sum, m) => sum + m, 0);
  const bonuses = modifiers.filter((m) => m > 0).reduce((sum, m) => sum + m, 0);
  return Math.max(0, penalised >= bonusFrom ? penalised + bonuses : penalised);
}

/** Mozilla HTTP Observatory's own score and grade (report.observatory) from the security checks' outcomes. */
export function observatoryOf(outcomes: readonly CheckOutcome[]): { score: number; grade: string } {
  const score = observatoryPoints(OBSERVATORY, outcomes);
  return { score, grade: gradeForScore(score) };
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
