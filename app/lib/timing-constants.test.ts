import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { CASE_ANIMATION_S } from "#content/constants.ts";

// docs/brief/SPEC.md's animation timing lives in CSS (app.css) but is written once in content/constants.ts:
// the stylesheet must say what the constant says (docs/brief/SPEC.md §9).

it("animates the reveal wrappers, the case section included, for CASE_ANIMATION_S", () => {
  const css = readFileSync(path.resolve(import.meta.dirname, "../app.css"), "utf8");
  const durations = [...css.matchAll(/(?:opacity|transform) (\d+(?:\.\d+)?)s ease-out/g)].map((m) =>
    Number(m[1]),
  );
  expect(durations.length).toBeGreaterThanOrEqual(2);
  for (const seconds of durations) expect(seconds).toBe(CASE_ANIMATION_S);
});
