import { describe, expect, it } from "vitest";
import { findingOf, observed, scan, strong, strongWith, testOf, withHeaders } from "./input.fixture.ts";
import { testXfo, xFrameOptions } from "./x-frame-options.ts";

// X-Frame-Options, or a header CSP's frame-ancestors in its place (x-frame-options.ts).

describe("x-frame-options", () => {
  it("is a check of its own: the test, its points and the finding in the owner's words", () => {
    const missing = strongWith({
      "content-security-policy": "default-src 'none'",
      "x-frame-options": undefined,
    });
    expect(observed(xFrameOptions, missing)).toEqual({
      id: "x-frame-options",
      result: "x-frame-options-not-implemented",
      pass: false,
      modifier: -20,
      score: 0,
      findings: [["security-x-frame-options", "problem"]],
    });
    const [finding] = xFrameOptions.run(missing).findings;
    expect(finding?.title).toBe("Ikke beskyttet mot klikkapring");
    expect(finding?.fix).toContain("frame-ancestors 'self'");
    expect(xFrameOptions.run(strongWith({})).findings[0]).toMatchObject({
      severity: "good",
      fix: "Ingen endring nødvendig.",
    });
  });

  it("reads the header's value in any case, ALLOW-FROM included, and lets frame-ancestors win", () => {
    expect(testXfo({ "x-frame-options": " SameOrigin " }, false).result).toBe(
      "x-frame-options-sameorigin-or-deny",
    );
    expect(testXfo({ "x-frame-options": "ALLOW-FROM https://a.example" }, false)).toMatchObject({
      pass: true,
      modifier: 0,
      result: "x-frame-options-allow-from-origin",
    });
    expect(testXfo({ "x-frame-options": "" }, false).result).toBe("x-frame-options-not-implemented");
    expect(testXfo({ "x-frame-options": "nonsense" }, true).result).toBe(
      "x-frame-options-implemented-via-csp",
    );
  });

  it("passes frame protection through CSP frame-ancestors without X-Frame-Options", () => {
    const result = withHeaders({ "x-frame-options": undefined });
    expect(testOf(result, "x-frame-options")).toMatchObject({
      pass: true,
      modifier: 5,
      result: "x-frame-options-implemented-via-csp",
    });
    expect(findingOf(result, "security-x-frame-options")?.severity).toBe("good");
  });

  it("penalises missing frame protection by 20 and accepts X-Frame-Options DENY", () => {
    const csp = "default-src 'none'; script-src 'self'";
    const missing = withHeaders({ "content-security-policy": csp });
    expect(testOf(missing, "x-frame-options")).toMatchObject({ pass: false, modifier: -20 });
    expect(findingOf(missing, "security-x-frame-options")?.severity).toBe("problem");
    const deny = withHeaders({ "content-security-policy": csp, "x-frame-options": "DENY" });
    expect(testOf(deny, "x-frame-options")).toMatchObject({
      pass: true,
      modifier: 0,
      result: "x-frame-options-sameorigin-or-deny",
    });
    const invalid = withHeaders({ "content-security-policy": csp, "x-frame-options": "yes please" });
    expect(testOf(invalid, "x-frame-options").result).toBe("x-frame-options-header-invalid");
  });

  it("does not give frame-ancestors in <meta> the X-Frame-Options bonus (decision 019)", () => {
    const result = scan(
      strong({
        headers: { "content-type": "text/html" },
        html: `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; frame-ancestors 'none'">`,
      }),
    );
    expect(testOf(result, "x-frame-options").result).toBe("x-frame-options-not-implemented");
  });
});
