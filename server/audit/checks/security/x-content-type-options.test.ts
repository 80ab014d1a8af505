import { describe, expect, it } from "vitest";
import { observed, strongWith } from "./input.fixture.ts";
import { xContentTypeOptions } from "./x-content-type-options.ts";

// X-Content-Type-Options: nosniff (x-content-type-options.ts).

describe("x-content-type-options", () => {
  it("passes nosniff in any case and spacing, with no points either way", () => {
    for (const value of ["nosniff", " NoSniff "])
      expect(observed(xContentTypeOptions, strongWith({ "x-content-type-options": value }))).toEqual({
        id: "x-content-type-options",
        result: "x-content-type-options-nosniff",
        pass: true,
        modifier: 0,
        score: 1,
        findings: [["security-x-content-type-options", "good"]],
      });
  });

  it("costs 5 points when missing, empty or anything else, and says how to fix it", () => {
    const missing = strongWith({ "x-content-type-options": undefined });
    expect(observed(xContentTypeOptions, missing)).toMatchObject({
      result: "x-content-type-options-not-implemented",
      modifier: -5,
      score: 0.5,
      findings: [["security-x-content-type-options", "warning"]],
    });
    expect(xContentTypeOptions.run(missing).findings[0]).toMatchObject({
      title: "Mangler X-Content-Type-Options",
      fix: "Legg til «X-Content-Type-Options: nosniff» på alle svar.",
    });
    expect(observed(xContentTypeOptions, strongWith({ "x-content-type-options": "" })).result).toBe(
      "x-content-type-options-not-implemented",
    );
    expect(observed(xContentTypeOptions, strongWith({ "x-content-type-options": "sniff" }))).toMatchObject({
      result: "x-content-type-options-header-invalid",
      modifier: -5,
    });
  });
});
