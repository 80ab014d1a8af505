import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { findingOf, observed, STRONG_CSP, strongWith, testOf, withHeaders } from "./input.fixture.ts";

const csp = (result: ReturnType<typeof withHeaders>) => testOf(result, "content-security-policy");

describe("content-security-policy", () => {
  it("is a check of its own: the test, its points and the finding in the owner's words", () => {
    const missing = strongWith({ "content-security-policy": undefined });
    expect(observed(contentSecurityPolicy, missing)).toEqual({
      id: "content-security-policy",
      result: "csp-not-implemented",
      pass: false,
      modifier: -25,
      score: 0,
      findings: [["security-csp", "problem"]],
    });
    const [finding] = contentSecurityPolicy.run(missing).findings;
    expect(finding?.title).toBe("Mangler Content-Security-Policy");
    expect(finding?.fix).toContain("«Content-Security-Policy: default-src 'self'");
    expect(observed(contentSecurityPolicy, strongWith({}))).toMatchObject({
      modifier: 10,
      score: 1,
      findings: [["security-csp", "good"]],
    });
  });

  it("penalises 'unsafe-inline' in script-src by 20", () => {
    const result = withHeaders({
      "content-security-policy":
        "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'self'",
    });
    const csp = testOf(result, "content-security-policy");
    expect(csp).toMatchObject({ pass: false, modifier: -20, result: "csp-implemented-with-unsafe-inline" });
    const f = findingOf(result, "security-csp");
    expect(f?.severity).toBe("problem");
    expect(f?.detail).toContain("'unsafe-inline'");
    // 100 − 20 = 80 < 90, so no bonuses
    expect(result.score).toBe(80);
    expect(result.grade).toBe("B+");
  });

  it("ignores 'unsafe-inline' when a nonce is present, as browsers do", () => {
    const result = withHeaders({
      "content-security-policy":
        "default-src 'self'; script-src 'self' 'nonce-abc' 'unsafe-inline'; frame-ancestors 'self'",
    });
    expect(testOf(result, "content-security-policy").result).toBe("csp-implemented-with-no-unsafe");
  });

  it("treats a CSP without script-src or default-src as unsafe", () => {
    const result = withHeaders({ "content-security-policy": "frame-ancestors 'none'" });
    expect(testOf(result, "content-security-policy").result).toBe("csp-implemented-with-unsafe-inline");
    expect(testOf(result, "x-frame-options").result).toBe("x-frame-options-implemented-via-csp");
  });

  it("penalises 'unsafe-eval' by 10", () => {
    const result = withHeaders({
      "content-security-policy":
        "default-src 'self'; script-src 'self' 'unsafe-eval'; frame-ancestors 'self'",
    });
    expect(testOf(result, "content-security-policy")).toMatchObject({
      pass: false,
      modifier: -10,
      result: "csp-implemented-with-unsafe-eval",
    });
    expect(result.score).toBe(90 + 5 + 5 + 5);
    expect(findingOf(result, "security-csp")?.severity).toBe("warning");
  });

  it("does not penalise 'unsafe-inline' in style-src only", () => {
    const result = withHeaders({
      "content-security-policy":
        "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'",
    });
    expect(testOf(result, "content-security-policy")).toMatchObject({
      pass: true,
      modifier: 0,
      result: "csp-implemented-with-unsafe-inline-in-style-src-only",
    });
  });

  it("flags http: sources in a CSP on an https site", () => {
    const active = withHeaders({ "content-security-policy": "default-src 'self' http://cdn.example.com" });
    expect(testOf(active, "content-security-policy").result).toBe("csp-implemented-with-insecure-scheme");
    const passive = withHeaders({
      "content-security-policy": "default-src 'self'; img-src 'self' http://img.example.com",
    });
    expect(testOf(passive, "content-security-policy").result).toBe(
      "csp-implemented-with-insecure-scheme-in-passive-content-only",
    );
  });

  it("scores CSP Report-Only and invalid policies as not implemented", () => {
    const reportOnly = withHeaders({
      "content-security-policy": undefined,
      "content-security-policy-report-only": STRONG_CSP,
    });
    expect(testOf(reportOnly, "content-security-policy")).toMatchObject({
      modifier: -25,
      result: "csp-not-implemented-but-reporting-enabled",
    });
    const duplicate = withHeaders({
      "content-security-policy": "default-src 'self'; script-src 'self'; script-src *",
    });
    expect(testOf(duplicate, "content-security-policy")).toMatchObject({
      modifier: -25,
      result: "csp-header-invalid",
    });
  });

  it("uses a CSP from <meta http-equiv>, but not its frame-ancestors", () => {
    const result = withHeaders(
      { "content-security-policy": undefined, "x-frame-options": undefined },
      {
        html: `<html><head><meta http-equiv="Content-Security-Policy" content="${STRONG_CSP}"></head></html>`,
      },
    );
    expect(testOf(result, "content-security-policy").result).toBe(
      "csp-implemented-with-no-unsafe-default-src-none",
    );
    expect(testOf(result, "x-frame-options").result).toBe("x-frame-options-not-implemented");
  });

  it("intersects a header and a <meta> policy: a source counts when both allow it", () => {
    const result = withHeaders(
      {
        "content-security-policy":
          "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
      },
      { html: `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'">` },
    );
    expect(csp(result).result).toBe("csp-implemented-with-no-unsafe");
  });

  it("reads <meta> only from an HTML response", () => {
    const html = `<meta http-equiv="Content-Security-Policy" content="${STRONG_CSP}">`;
    const json = withHeaders(
      { "content-security-policy": undefined, "content-type": "application/json" },
      { html },
    );
    expect(csp(json).result).toBe("csp-not-implemented");
  });

  it("withholds the bonus when report-uri is given twice", () => {
    const result = withHeaders({ "content-security-policy": `${STRONG_CSP}; report-uri /a; report-uri /b` });
    expect(csp(result)).toMatchObject({
      pass: true,
      modifier: 0,
      result: "csp-implemented-but-duplicate-directives",
    });
    expect(findingOf(result, "security-csp")?.detail).toContain("report-uri");
  });

  it("calls 'strict-dynamic' without a nonce or hash invalid, and with one ignores the hosts it overrides", () => {
    expect(
      csp(withHeaders({ "content-security-policy": "default-src 'self'; script-src 'strict-dynamic'" }))
        .result,
    ).toBe("csp-header-invalid");
    const nonce = withHeaders({
      "content-security-policy":
        "default-src 'none'; script-src 'nonce-abc' 'strict-dynamic' https: 'unsafe-inline'",
    });
    expect(csp(nonce).result).toBe("csp-implemented-with-no-unsafe-default-src-none");
  });

  it("keeps broad default-src sources for objects when 'strict-dynamic' sits in default-src (decision 019)", () => {
    const result = withHeaders({
      "content-security-policy": "default-src https: 'nonce-abc' 'strict-dynamic'",
    });
    expect(csp(result).result).toBe("csp-implemented-with-unsafe-inline");
    expect(findingOf(result, "security-csp")?.detail).toContain("object-src tillater https:");
  });

  it("calls an empty header invalid, as the Observatory does", () => {
    expect(csp(withHeaders({ "content-security-policy": "" })).result).toBe("csp-header-invalid");
  });
});
