import { describe, expect, it } from "vitest";
import { copyTextOf, extractPage } from "../../gather/page/extract.ts";
import { headlineVariants } from "../../report/headlines/variants.ts";
import { analyseCopy } from "./analyse.ts";

// Long runs of one character in a stranger's text: regexes that were tried at every character of
// the run and read the rest of it each time (e-mail addresses, ranges, trailing arrows).
const pageOf = (run: string) =>
  copyTextOf(
    extractPage(
      `<html lang="nb"><body><h1>Hei. ${run} slutt.</h1><p>${run}</p><a href="/">${run}</a><button>${run}</button></body></html>`,
    ),
  );

describe("copy and headline checks on long runs of one character", () => {
  it.each([
    ["letters", "a"],
    ["digits", "1"],
    ["dots", "."],
  ])("read 100 KB of %s in time", { timeout: 5_000 }, (_kind, unit) => {
    const page = pageOf(unit.repeat(100_000));
    expect(analyseCopy(page).findings.length).toBeGreaterThan(0);
    expect(headlineVariants(page)).toBeDefined();
  });
});
