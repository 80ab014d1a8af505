import { expect, it } from "vitest";
import { misplaced, wordingProblems } from "../../report/lighthouse/table-rules.ts";
import { HIDDEN_TEXTS } from "./lighthouse-texts-hidden.ts";

// Our words for the audits in Lighthouse's accessibility group hidden (decision 022), held
// to the installed Lighthouse's default-config.js by report/lighthouse/table-rules.ts.

it("holds only audits Lighthouse lists under accessibility, in its group hidden", () => {
  expect(misplaced(HIDDEN_TEXTS, "accessibility", "hidden")).toEqual([]);
});

it("says each in plain Norwegian sentences of our own, not Lighthouse's English", async () => {
  expect(await wordingProblems(HIDDEN_TEXTS)).toEqual([]);
});
