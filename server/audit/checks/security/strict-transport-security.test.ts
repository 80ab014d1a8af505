import { describe, expect, it } from "vitest";
import { observed, strong, strongWith } from "./input.fixture.ts";
import { strictTransportSecurity } from "./strict-transport-security.ts";

// Strict-Transport-Security and the HSTS preload list (strict-transport-security.ts).

const hsts = (value: string | undefined) =>
  observed(strictTransportSecurity, strongWith({ "strict-transport-security": value }));

describe("strict-transport-security", () => {
  it("passes at least six months (15552000 s, the Observatory's white lie), with a caveat on preload", () => {
    expect(hsts("max-age=15552000")).toEqual({
      id: "strict-transport-security",
      result: "hsts-implemented-max-age-at-least-six-months",
      pass: true,
      modifier: 0,
      score: 1,
      findings: [["security-hsts", "good"]],
    });
    const [finding] = strictTransportSecurity.run(strongWith({})).findings;
    expect(finding?.fix).toMatch(/alle underdomenene.*vanskelig å angre/);
  });

  it("costs 10 points under six months and points to a one-year value", () => {
    expect(hsts("max-age=15551999")).toMatchObject({
      result: "hsts-implemented-max-age-less-than-six-months",
      pass: false,
      modifier: -10,
      findings: [["security-hsts", "warning"]],
    });
    const [finding] = strictTransportSecurity.run(
      strongWith({ "strict-transport-security": "max-age=300" }),
    ).findings;
    expect(finding?.detail).toContain("max-age=300 sekunder");
    expect(finding?.fix).toContain("«Strict-Transport-Security: max-age=31536000»");
  });

  it("costs 20 points when missing or unreadable", () => {
    expect(hsts(undefined)).toMatchObject({
      result: "hsts-not-implemented",
      modifier: -20,
      findings: [["security-hsts", "problem"]],
    });
    const [missing] = strictTransportSecurity.run(
      strongWith({ "strict-transport-security": undefined }),
    ).findings;
    expect(missing?.title).toBe("Mangler HSTS");
    expect(hsts("includeSubDomains").result).toBe("hsts-header-invalid");
  });

  it("reads max-age as browsers do: digits, optionally quoted (decision 019)", () => {
    expect(hsts('max-age="300"')).toMatchObject({ modifier: -10 });
    expect(hsts("max-age=forever").result).toBe("hsts-header-invalid");
    expect(hsts("max-age=300abc").result).toBe("hsts-header-invalid");
    expect(hsts("max-age=31536000, max-age=31536000").result).toBe("hsts-header-invalid");
  });

  it("gives 5 points for the preload list, a boolean for the page's host or a lookup", () => {
    expect(observed(strictTransportSecurity, strong({ hstsPreloaded: true }))).toMatchObject({
      result: "hsts-preloaded",
      modifier: 5,
    });
    const lookup = (host: string) => host === "www.example.no";
    expect(observed(strictTransportSecurity, strong({ hstsPreloaded: lookup })).result).toBe(
      "hsts-preloaded",
    );
    expect(observed(strictTransportSecurity, strong({ hstsPreloaded: () => false })).result).toBe(
      "hsts-implemented-max-age-at-least-six-months",
    );
  });

  it("leaves a site without https to the https finding, and blames an invalid certificate", () => {
    expect(
      observed(strictTransportSecurity, strong({ finalUrl: "http://www.example.no/", tls: null })),
    ).toEqual({
      id: "strict-transport-security",
      result: "hsts-not-implemented-no-https",
      pass: false,
      modifier: -20,
      score: 0,
      findings: [],
    });
    const invalid = strong({ tls: { authorized: false, validTo: null, daysLeft: 10 } });
    expect(observed(strictTransportSecurity, invalid).result).toBe("hsts-invalid-cert");
    expect(strictTransportSecurity.run(invalid).findings[0]?.title).toBe(
      "HSTS virker ikke med ugyldig sertifikat",
    );
  });
});
