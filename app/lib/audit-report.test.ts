import { describe, expect, it } from "vitest";
import { notMeasuredReason, observatoryNote } from "./audit-report.ts";

// The report's own sentences where a score stands beside another tool's, or stands empty.

const withSecurity = (ours: number, observatory: number) => ({
  categories: { security: { score: ours, findings: [] } } as never,
  observatory: { score: observatory, grade: "C+" },
});

describe("the Observatory's score beside ours", () => {
  it("says why ours is lower", () => {
    expect(observatoryNote(withSecurity(30, 60))).toBe(
      "Mozillas HTTP Observatory ville gitt sikkerhetsheaderne 60 poeng (C+). Vår sikkerhetspoengsum er lavere fordi den i tillegg teller https, sertifikatet, blandet innhold og versjonsnumre serveren viser.",
    );
  });

  it("adds nothing when they agree", () => {
    expect(observatoryNote(withSecurity(60, 60))).toBe(
      "Mozillas HTTP Observatory ville gitt sikkerhetsheaderne 60 poeng (C+).",
    );
  });
});

describe("a category without a score", () => {
  it("says why, in the category's own terms", () => {
    expect(notMeasuredReason("email")).toContain("IP-adresse");
    expect(notMeasuredReason("practices")).toContain("ekte nettleser");
    expect(notMeasuredReason("seo")).toBe("Dette ble ikke målt denne gangen.");
  });
});
