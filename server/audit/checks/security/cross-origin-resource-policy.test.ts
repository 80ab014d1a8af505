import { describe, expect, it } from "vitest";
import { crossOriginResourcePolicy } from "./cross-origin-resource-policy.ts";
import { observed, strongWith } from "./input.fixture.ts";

// Cross-Origin-Resource-Policy (cross-origin-resource-policy.ts).

const corp = (value: string | undefined) =>
  observed(crossOriginResourcePolicy, strongWith({ "cross-origin-resource-policy": value }));

describe("cross-origin-resource-policy", () => {
  it("gives same-site and same-origin 10 points, cross-origin and none nothing", () => {
    expect(corp("same-site")).toEqual({
      id: "cross-origin-resource-policy",
      result: "corp-implemented-with-same-site",
      pass: true,
      modifier: 10,
      score: 1,
      findings: [["security-corp", "good"]],
    });
    expect(corp(" Same-Origin ")).toMatchObject({
      result: "corp-implemented-with-same-origin",
      modifier: 10,
    });
    expect(corp("cross-origin")).toMatchObject({ pass: true, modifier: 0 });
    expect(corp(undefined)).toMatchObject({ result: "corp-not-implemented", pass: true, modifier: 0 });
  });

  it("costs 5 points for a value browsers ignore", () => {
    expect(corp("nope")).toMatchObject({
      result: "corp-header-invalid",
      pass: false,
      modifier: -5,
      findings: [["security-corp", "warning"]],
    });
  });

  it("tells the owner that files open to other sites are normal, not a fault", () => {
    const [open] = crossOriginResourcePolicy.run(strongWith({})).findings;
    expect(open?.title).toBe("Filene dine er åpne for andre nettsteder, slik det er vanlig");
    expect(open?.detail).toContain("Det er ikke en feil.");
    expect(open?.fix).toContain("«Cross-Origin-Resource-Policy: same-site»");
    const [set] = crossOriginResourcePolicy.run(
      strongWith({ "cross-origin-resource-policy": "same-site" }),
    ).findings;
    expect(set?.title).toBe("Andre nettsteder kan ikke bygge inn filene dine");
  });
});
