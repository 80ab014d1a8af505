import type { Finding } from "../../types.ts";
import type { CheckResult } from "../types.ts";
import { severityFor } from "./findings.ts";
import type { SecurityTest } from "./types.ts";

// Mozilla HTTP Observatory's scoring (github.com/mdn/mdn-http-observatory, src/grader/charts.js and
// src/scanner/index.js): each test's result is worth the points below; the scorer adds them up
// (server/audit/report/score.ts, the "observatory" rule: start at 100, the bonuses only count when
// the score with the penalties alone is at least 90, never below 0, but it may pass 100). The grade
// is looked up from the score rounded down to a multiple of 5, A+ at 100 and above.
// oracle.test.ts checks this table and the whole score against the Observatory's own code.

export const MODIFIERS: Readonly<Record<string, number>> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-but-duplicate-directives": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "csp-not-implemented-but-reporting-enabled": -25,

  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-not-found": 0,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,

  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,

  "redirection-all-redirects-preloaded": 0,
  "redirection-to-https": 0,
  "redirection-not-needed-no-http": 0,
  // Ours only: the http:// request failed, so we cannot tell (no Observatory result says so).
  "redirection-not-checked": 0,
  "redirection-off-host-from-http": -5,
  "redirection-not-to-https-on-initial-redirection": -10,
  "redirection-missing": -20,
  "redirection-not-to-https": -20,
  "redirection-invalid-cert": -20,

  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,

  "hsts-preloaded": 5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "hsts-not-implemented-no-https": -20,
  "hsts-invalid-cert": -20,

  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,

  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,

  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,

  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-implemented-with-cross-origin": 0,
  "corp-not-implemented": 0,
  "corp-header-invalid": -5,
};

/** A test's outcome: `passing` lists the result ids the Observatory counts as passed. */
export function outcome(id: string, result: string, passing: readonly string[]): SecurityTest {
  return { id, pass: passing.includes(result), modifier: MODIFIERS[result] ?? 0, result };
}

/**
 * An Observatory test as a check's result: its finding (null when another finding says it), the
 * test for the scorer, and a score by the finding's severity (good 1, warning ½, problem 0).
 */
export function testResult(test: SecurityTest, finding: Finding | null): CheckResult {
  const severity = severityFor(test);
  return {
    score: severity === "good" ? 1 : severity === "warning" ? 0.5 : 0,
    findings: finding ? [finding] : [],
    observatory: { id: test.id, result: test.result, pass: test.pass, modifier: test.modifier },
  };
}

/** The later result in `order` (best to worst) wins, as in the Observatory's `onlyIfWorse`. */
export function worse(candidate: string, current: string | null, order: readonly string[]): string {
  if (current === null) return candidate;
  return order.indexOf(candidate) > order.indexOf(current) ? candidate : current;
}

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
];

/** The Observatory's grade chart: A+ ≥ 100, A ≥ 90, … D- ≥ 25, F below. */
export function gradeForScore(score: number): string {
  for (const [min, grade] of GRADES) if (score >= min) return grade;
  return "F";
}
