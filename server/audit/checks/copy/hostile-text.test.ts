import { describe, expect, it } from "vitest";
import { copyTextOf } from "../../gather/page/page-data.ts";
import { headlineVariants } from "../../report/headlines/variants.ts";
import { scoreCategory } from "../../report/score.ts";
import { CHECKS } from "../registry.ts";
import { artifactsFor } from "../test-artifacts.ts";

// Long runs of one character in a stranger's text: regexes that were tried at every character of
// the run and read the rest of it each time (e-mail addresses, ranges, trailing arrows).
const pageOf = (run: string) =>
  artifactsFor(
    `<html lang="nb"><body><h1>Hei. ${run} slutt.</h1><p>${run}</p><a href="/">${run}</a><button>${run}</button></body></html>`,
  );

describe("copy and headline checks on long runs of one character", () => {
  it.each([
    ["letters", "a"],
    ["digits", "1"],
    ["dots", "."],
  ])("read 100 KB of %s in time", { timeout: 5_000 }, (_kind, unit) => {
    const artifacts = pageOf(unit.repeat(100_000));
    expect(scoreCategory("copy", CHECKS, artifacts).findings.length).toBeGreaterThan(0);
    expect(headlineVariants(copyTextOf(artifacts.page))).toBeDefined();
  });
});
