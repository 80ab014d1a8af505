import { describe, expect, it } from "vitest";
import { crossOriginResourceSharing } from "./cross-origin-resource-sharing.ts";
import { observed, strong, strongWith } from "./input.fixture.ts";

// CORS as the Observatory's probe sees it (cross-origin-resource-sharing.ts).

const probed = (allowOrigin: string, credentials = "true") =>
  strong({
    corsProbe: {
      origin: "https://evil.example",
      headers: {
        "access-control-allow-origin": allowOrigin,
        "access-control-allow-credentials": credentials,
      },
    },
  });

describe("cross-origin-resource-sharing", () => {
  it("costs 50 points when the probe's origin comes back with credentials, and says what it means", () => {
    expect(observed(crossOriginResourceSharing, probed("https://evil.example"))).toEqual({
      id: "cross-origin-resource-sharing",
      result: "cross-origin-resource-sharing-implemented-with-universal-access",
      pass: false,
      modifier: -50,
      score: 0,
      findings: [["security-cors", "problem"]],
    });
    const [finding] = crossOriginResourceSharing.run(probed("https://evil.example")).findings;
    expect(finding?.title).toBe("CORS åpner for andre nettsteder med innlogging");
    expect(finding?.detail).toContain("Access-Control-Allow-Credentials: true");
    expect(observed(crossOriginResourceSharing, probed("https://evil.example", "false"))).toMatchObject({
      result: "cross-origin-resource-sharing-implemented-with-restricted-access",
      modifier: 0,
    });
  });

  it("compares the reflected origin exactly, as browsers do, and calls a wildcard public", () => {
    expect(observed(crossOriginResourceSharing, probed("HTTPS://EVIL.EXAMPLE")).result).toBe(
      "cross-origin-resource-sharing-implemented-with-restricted-access",
    );
    expect(observed(crossOriginResourceSharing, probed("*"))).toMatchObject({
      result: "cross-origin-resource-sharing-implemented-with-public-access",
      pass: true,
      modifier: 0,
    });
  });

  it("without a probe, reads the page's own headers: only `null` with credentials is universal (decision 019)", () => {
    const own = (headers: Record<string, string>) =>
      observed(crossOriginResourceSharing, strongWith(headers));
    expect(own({})).toMatchObject({
      result: "cross-origin-resource-sharing-not-implemented",
      findings: [["security-cors", "good"]],
    });
    expect(
      own({ "access-control-allow-origin": "*", "access-control-allow-credentials": "true" }),
    ).toMatchObject({ modifier: 0, pass: true });
    expect(
      own({ "access-control-allow-origin": "null", "access-control-allow-credentials": "true" }).modifier,
    ).toBe(-50);
    expect(own({ "access-control-allow-origin": "https://partner.example" }).result).toBe(
      "cross-origin-resource-sharing-implemented-with-restricted-access",
    );
  });
});
