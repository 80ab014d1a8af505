import { expect, it } from "vitest";
import { misplaced, wordingProblems } from "../../report/lighthouse/table-rules.ts";
import { SEO_TEXTS } from "./lighthouse-texts.ts";

// Our words for Lighthouse's SEO audits (decision 022), held to the installed
// Lighthouse's default-config.js by report/lighthouse/table-rules.ts.

it("holds only audits Lighthouse lists under seo", () => {
  expect(misplaced(SEO_TEXTS, "seo")).toEqual([]);
});

it("says each in plain Norwegian sentences of our own, not Lighthouse's English", async () => {
  expect(await wordingProblems(SEO_TEXTS)).toEqual([]);
});
