import { expect, it } from "vitest";
import { misplaced, wordingProblems } from "../../report/lighthouse/table-rules.ts";
import { A11Y_AUDIO_VIDEO_TEXTS } from "./lighthouse-texts-a11y-audio-video.ts";

// Our words for the audits in Lighthouse's accessibility group a11y-audio-video (decision 022), held
// to the installed Lighthouse's default-config.js by report/lighthouse/table-rules.ts.

it("holds only audits Lighthouse lists under accessibility, in its group a11y-audio-video", () => {
  expect(misplaced(A11Y_AUDIO_VIDEO_TEXTS, "accessibility", "a11y-audio-video")).toEqual([]);
});

it("says each in plain Norwegian sentences of our own, not Lighthouse's English", async () => {
  expect(await wordingProblems(A11Y_AUDIO_VIDEO_TEXTS)).toEqual([]);
});
