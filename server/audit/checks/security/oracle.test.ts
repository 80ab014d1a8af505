import { SCORE_TABLE } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { getGradeForScore } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { scan } from "./input.fixture.ts";
import {
  loadPreloadList,
  observatoryGrade,
  observatoryScan,
  securityArtifacts,
} from "./observatory.fixture.ts";
import { type Directive, OBSERVATORY_ORIGIN, type Scenario, scenario } from "./scenario.fixture.ts";
import { strictDynamicDefault } from "./scenario-parts.fixture.ts";
import { gradeForScore, MODIFIERS } from "./score.ts";

// Mozilla's HTTP Observatory is the oracle for our security score (decision 019): its own analyzer
// and grader, from the @mdn/mdn-http-observatory package, run on the same generated responses as
// the security checks (run by the one scorer, report/score.ts), and every test result, the score and the grade must agree. Where we differ on
// purpose, the difference is written out below: for those scenarios the expected result is the
// Observatory's own on a corrected scenario, and every other test must still agree.

interface Difference {
  /** Observatory tests whose result we give differently. */
  tests: string[];
  applies: (s: Scenario) => boolean;
  /** The scenario on which the Observatory gives our result for `tests`. */
  corrected: (s: Scenario) => Scenario;
  corsRequestHeaders?: boolean;
}

const has = (policy: Directive[] | null | string, name: string) =>
  Array.isArray(policy) && policy.some(([directive]) => directive.toLowerCase() === name);
const sourcesOf = (policy: Directive[], name: string) =>
  policy.find(([directive]) => directive.toLowerCase() === name)?.[1] ?? [];
const maxAgeValue = (s: Scenario) =>
  s.hsts && typeof s.hsts === "object" && s.hsts.maxAge?.toLowerCase().startsWith("max-age=")
    ? s.hsts.maxAge.slice("max-age=".length)
    : null;

const DIFFERENCES: Record<string, Difference> = {
  // Browsers read max-age as digits, optionally quoted (RFC 6797 §6.1.1); the Observatory runs
  // parseInt, so "max-age=abc" passes and "max-age=300abc" is 300. The cookie test leans on it.
  "HSTS max-age as browsers read it": {
    tests: ["strict-transport-security", "cookies"],
    applies: (s) => {
      const value = maxAgeValue(s);
      return value !== null && !/^\d+$/.test(value);
    },
    corrected: (s) => {
      const quoted = /^"(\d+)"$/.exec(maxAgeValue(s) ?? "");
      const hsts = s.hsts as { maxAge: string | null; flags: string[] };
      return { ...s, hsts: { ...hsts, maxAge: quoted ? `max-age=${quoted[1]}` : null } };
    },
  },
  // Browsers ignore frame-ancestors in <meta> (CSP3 §6.4.2); the Observatory gives +5 for it.
  "frame-ancestors in <meta> does not protect": {
    tests: ["x-frame-options"],
    applies: (s) => has(s.metaCsp, "frame-ancestors"),
    corrected: (s) => {
      const metaCsp = (s.metaCsp ?? []).filter(([name]) => name.toLowerCase() !== "frame-ancestors");
      return { ...s, metaCsp: metaCsp.length > 0 ? metaCsp : null };
    },
  },
  // The Observatory edits the default-src set itself when script-src is missing, so removing what
  // 'strict-dynamic' overrides also clears style-src and object-src, which fall back to it. The
  // scenarios only have such a policy alone, in the header or in <meta>.
  "'strict-dynamic' in default-src only overrides scripts": {
    tests: ["content-security-policy"],
    applies: (s) => {
      const policy = strictDynamicDefault(s.csp) ? s.csp : strictDynamicDefault(s.metaCsp) ? s.metaCsp : null;
      return ["script-src", "style-src", "object-src"].some((name) => policy !== null && !has(policy, name));
    },
    corrected: (s) => {
      const explicit = (policy: Directive[]) => [
        ...policy,
        ...["script-src", "style-src", "object-src"]
          .filter((name) => !has(policy, name))
          .map((name): Directive => [name, [...sourcesOf(policy, "default-src")]]),
      ];
      return strictDynamicDefault(s.csp)
        ? { ...s, csp: explicit(s.csp as Directive[]) }
        : { ...s, metaCsp: explicit(s.metaCsp as Directive[]) };
    },
  },
  // The live scanner passes axios' request object, which has no `headers`, so the CORS test never
  // finds the Origin it sent and cannot report universal access; its own unit tests set it.
  "an origin reflected with credentials is universal access": {
    tests: ["cross-origin-resource-sharing"],
    applies: (s) => s.cors.allowOrigin === OBSERVATORY_ORIGIN && s.cors.credentials?.toLowerCase() === "true",
    corrected: (s) => s,
    corsRequestHeaders: true,
  },
};

// A fixed seed keeps the run reproducible; ORACLE_SEED and ORACLE_RUNS explore further.
const SEED = Number(process.env.ORACLE_SEED ?? 14);
const RUNS = Number(process.env.ORACLE_RUNS ?? 400);

beforeAll(loadPreloadList);

describe("our security score against Mozilla's HTTP Observatory", () => {
  it("uses the Observatory's modifier for every result", () => {
    const ours = Object.keys(MODIFIERS).filter((id) => id !== "redirection-not-checked");
    for (const id of ours) expect(SCORE_TABLE.get(id)?.modifier, id).toBe(MODIFIERS[id]);
    expect([...SCORE_TABLE.keys()].filter((id) => !(id in MODIFIERS))).toEqual(["html-not-parseable"]);
  });

  it("grades every score as the Observatory does", () => {
    for (let score = 0; score <= 150; score++)
      expect(gradeForScore(score), `${score}`).toBe(getGradeForScore(score).grade);
  });

  it(`agrees on ${RUNS} generated responses, test by test, in score and in grade`, {
    timeout: RUNS * 100,
  }, () => {
    const seen = new Map(Object.keys(DIFFERENCES).map((name) => [name, { applied: 0, changed: 0 }]));
    fc.assert(
      fc.property(scenario, (s) => {
        const theirs = observatoryScan(s);
        const ours = scan(securityArtifacts(s));
        const expected = new Map(theirs.results);
        for (const [name, difference] of Object.entries(DIFFERENCES)) {
          if (!difference.applies(s)) continue;
          const fixed = observatoryScan(difference.corrected(s), difference);
          const count = seen.get(name) as { applied: number; changed: number };
          count.applied++;
          for (const test of difference.tests) {
            if (fixed.results.get(test) !== theirs.results.get(test)) count.changed++;
            expected.set(test, fixed.results.get(test) as string);
          }
        }
        expect(new Map(ours.tests.map((t) => [t.id, t.result]))).toEqual(expected);
        expect({ score: ours.score, grade: ours.grade }).toEqual(observatoryGrade([...expected.values()]));
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // Each written-out difference must still exist in the Observatory, or it goes from this list.
    for (const [name, count] of seen) expect(count.changed, name).toBeGreaterThan(0);
  });
});
