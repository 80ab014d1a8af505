import { describe, expect, it } from "vitest";
import type { CheckOutcome } from "../../report/score.ts";
import { observatoryOf, SCORING, scoreOutcomes } from "../../report/score.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { findingOf, scan, strong, testOf } from "./input.fixture.ts";
import { gradeForScore, MODIFIERS, outcome, testResult, worse } from "./score.ts";

// The Observatory's points, grades and sum, and the security category built on them: the scorer's
// "observatory" rule (report/score.ts) fed the security checks' outcomes.

/** Outcomes of Observatory tests worth these points, and of our own rules with these deductions/caps. */
const outcomes = (
  modifiers: number[],
  extras: { deduction?: number; cap?: number }[] = [],
): CheckOutcome[] => [
  ...modifiers.map((modifier, i) => ({
    check: contentSecurityPolicy,
    score: 1,
    findings: [],
    observatory: { id: `test-${i}`, result: "x", pass: modifier >= 0, modifier },
  })),
  ...extras.map((extra) => ({ check: contentSecurityPolicy, score: 1, findings: [], ...extra })),
];

describe("the Observatory's grades and points", () => {
  it("follows the grade chart at every boundary", () => {
    const cases: [number, string][] = [
      [135, "A+"],
      [100, "A+"],
      [99, "A"],
      [90, "A"],
      [89, "A-"],
      [85, "A-"],
      [84, "B+"],
      [80, "B+"],
      [79, "B"],
      [70, "B"],
      [69, "B-"],
      [65, "B-"],
      [64, "C+"],
      [60, "C+"],
      [59, "C"],
      [50, "C"],
      [49, "C-"],
      [45, "C-"],
      [44, "D+"],
      [40, "D+"],
      [39, "D"],
      [30, "D"],
      [29, "D-"],
      [25, "D-"],
      [24, "F"],
      [0, "F"],
    ];
    for (const [score, grade] of cases) expect(gradeForScore(score), `score ${score}`).toBe(grade);
  });

  it("gives a result its points and says whether it passes; the worse result wins", () => {
    expect(outcome("x-frame-options", "x-frame-options-not-implemented", [])).toEqual({
      id: "x-frame-options",
      result: "x-frame-options-not-implemented",
      pass: false,
      modifier: -20,
    });
    expect(MODIFIERS["csp-implemented-with-no-unsafe-default-src-none"]).toBe(10);
    expect(outcome("t", "unknown-result", ["unknown-result"])).toMatchObject({ pass: true, modifier: 0 });
    expect(worse("b", "a", ["a", "b"])).toBe("b");
    expect(worse("a", "b", ["a", "b"])).toBe("b");
    expect(worse("a", null, ["a", "b"])).toBe("a");
  });

  it("makes a test a check result: scored by its finding's severity, the test kept for the scorer", () => {
    const finding = { id: "f", severity: "warning", title: "t", detail: "d", fix: "" } as const;
    const test = outcome("referrer-policy", "referrer-policy-unsafe", []);
    expect(testResult(test, finding)).toEqual({ score: 0.5, findings: [finding], observatory: test });
    expect(testResult(outcome("x", "hsts-not-implemented", []), null)).toMatchObject({
      score: 0,
      findings: [],
    });
    expect(testResult(outcome("x", "hsts-preloaded", ["hsts-preloaded"]), null).score).toBe(1);
  });
});

describe("the Observatory's sum, by the scorer", () => {
  it("adds bonuses only when the penalised score is at least 90, and never goes below 0", () => {
    expect(observatoryOf(outcomes([-10, 5, 10]))).toEqual({ score: 105, grade: "A+" });
    expect(observatoryOf(outcomes([-15, 5, 10])).score).toBe(85);
    expect(observatoryOf(outcomes([-25, -20, -20, -20, -20, -5])).score).toBe(0);
    expect(observatoryOf(outcomes([5, 5, 10, 5])).score).toBe(125);
    expect(observatoryOf(outcomes([-10, 5], [{ deduction: 50 }])).score).toBe(95);
  });

  it("scores the category from it: at most 100, then our deductions, then the lowest cap", () => {
    const category = (modifiers: number[], extras: { deduction?: number; cap?: number }[] = []) =>
      scoreOutcomes(SCORING.security, outcomes(modifiers, extras));
    expect(category([10, 5])).toBe(100);
    expect(category([10, 5], [{ deduction: 5 }, { deduction: 3 }])).toBe(92);
    expect(category([-20], [{ deduction: 10 }])).toBe(70);
    expect(category([10], [{ cap: 30 }, { cap: 20 }, { deduction: 5 }])).toBe(20);
    expect(category([-25, -25, -25, -25, -25], [{ deduction: 5 }])).toBe(0);
  });
});

describe("the security checks of a whole site", () => {
  it("give a strong header set A+ with bonuses and a full category score", () => {
    const result = scan(strong());
    // +10 CSP default-src 'none', +5 cookies with SameSite, +5 Referrer-Policy, +5 frame-ancestors
    expect(result).toMatchObject({ score: 125, grade: "A+", categoryScore: 100 });
    expect(result.tests.map((test) => test.id)).toEqual([
      "content-security-policy",
      "cookies",
      "cross-origin-resource-sharing",
      "redirection",
      "referrer-policy",
      "strict-transport-security",
      "subresource-integrity",
      "x-content-type-options",
      "x-frame-options",
      "cross-origin-resource-policy",
    ]);
    expect(result.tests.every((t) => t.pass)).toBe(true);
    expect(result.findings.filter((f) => f.severity !== "good")).toEqual([]);
    expect(scan(strong({ hstsPreloaded: true })).score).toBe(130);
  });

  it("give a bare http-only site an F, saying once that it lacks https", () => {
    const result = scan(
      strong({
        finalUrl: "http://bare.example.no/",
        headers: { "content-type": "text/html", server: "Apache/2.2.3" },
        html: "<html><body><p>Velkommen</p></body></html>",
        httpRedirect: { checked: true, redirectsToHttps: false, firstHopHost: null },
        tls: null,
      }),
    );
    expect(Object.fromEntries(result.tests.map((t) => [t.id, t.modifier]))).toEqual({
      "content-security-policy": -25,
      cookies: 0,
      "cross-origin-resource-sharing": 0,
      redirection: -20,
      "referrer-policy": 0,
      "strict-transport-security": -20,
      "subresource-integrity": 0,
      "x-content-type-options": -5,
      "x-frame-options": -20,
      "cross-origin-resource-policy": 0,
    });
    expect(result).toMatchObject({ score: 10, grade: "F", categoryScore: 2 });
    // The https finding's fix holds the 301 and HSTS; those two tests still count in the score.
    expect(findingOf(result, "security-https")?.fix).toMatch(/301.*Strict-Transport-Security/);
    expect(findingOf(result, "security-redirect")).toBeUndefined();
    expect(findingOf(result, "security-hsts")).toBeUndefined();
    expect(testOf(result, "redirection").result).toBe("redirection-missing");
    for (const f of result.findings) {
      expect(f.title.length).toBeGreaterThan(5);
      expect(f.detail.length).toBeGreaterThan(20);
      expect(f.fix.length).toBeGreaterThan(5);
    }
  });

  it("word the passing headers by what the owner gets, never as a fault or a Mozilla bonus", () => {
    const sites = [
      strong({ headers: { "content-type": "text/html" } }),
      strong(),
      strong({ headers: { "content-security-policy": "default-src 'self'" } }),
    ];
    for (const site of sites)
      for (const f of scan(site).findings)
        expect(`${f.title} ${f.detail} ${f.fix}`, f.id).not.toMatch(/Mozilla|bonus|uttelling/i);
  });
});
