import { expect, it } from "vitest";
import { misplaced, wordingProblems } from "../../report/lighthouse/table-rules.ts";
import { PRACTICES_TEXTS } from "./lighthouse-texts.ts";

// Our words for Lighthouse's best-practice audits (decision 022), held to the installed
// Lighthouse's default-config.js by report/lighthouse/table-rules.ts.

it("holds only audits Lighthouse lists under best-practices", () => {
  expect(misplaced(PRACTICES_TEXTS, "best-practices")).toEqual([]);
});

it("says each in plain Norwegian sentences of our own, not Lighthouse's English", async () => {
  expect(await wordingProblems(PRACTICES_TEXTS)).toEqual([]);
});
