import { describe, expect, it } from "vitest";
import { outcome } from "../test-artifacts.ts";
import { connection, httpsCertificate } from "./certificate.ts";
import { type Changes, findingOf, scan, strong, testOf } from "./input.fixture.ts";

// https, the certificate and the connection (certificate.ts): not Observatory tests; https and the
// certificate cap or lower the category score.

const tls = (more: Partial<NonNullable<Changes["tls"]>>) => ({
  authorized: true,
  validTo: null,
  daysLeft: 90,
  ...more,
});

describe("https and the certificate", () => {
  it("holds a site without https to 30, saying once what to do (https, 301, HSTS)", () => {
    const http = strong({ finalUrl: "http://www.example.no/", tls: null });
    expect(outcome(httpsCertificate, http)).toEqual({ score: 0, findings: [["security-https", "problem"]] });
    expect(httpsCertificate.run(http).cap).toBe(30);
    const [finding] = httpsCertificate.run(http).findings;
    expect(finding?.title).toBe("Nettstedet bruker ikke https");
    expect(finding?.fix).toMatch(/301.*«Strict-Transport-Security: max-age=31536000»/);
    expect(scan(http).categoryScore).toBeLessThanOrEqual(30);
  });

  it("names the issuer and the expiry date in Norwegian for a valid certificate", () => {
    const valid = strong({
      tls: tls({ validTo: "2027-03-12T12:00:00.000Z", daysLeft: 108, issuer: "Let's Encrypt" }),
    });
    expect(outcome(httpsCertificate, valid)).toEqual({
      score: 1,
      findings: [["security-certificate", "good"]],
    });
    expect(httpsCertificate.run(valid).findings[0]?.detail).toBe(
      "TLS-sertifikatet er gyldig i 108 dager til (gyldig til 12. mars 2027), utstedt av Let's Encrypt.",
    );
  });

  it("warns under 30 days (−10) and calls it a problem under 7 (−25), outside the Observatory's grade", () => {
    const soon = strong({ tls: tls({ validTo: "2026-01-06", daysLeft: 5 }) });
    expect(httpsCertificate.run(soon)).toMatchObject({ score: 0, deduction: 25 });
    const site = scan(soon);
    expect(findingOf(site, "security-certificate")).toMatchObject({
      severity: "problem",
      title: "Sertifikatet utløper om 5 dager",
    });
    expect(site).toMatchObject({ grade: "A+", categoryScore: 75 });
    const month = strong({ tls: tls({ daysLeft: 29 }) });
    expect(outcome(httpsCertificate, month)).toEqual({
      score: 0.5,
      findings: [["security-certificate", "warning"]],
    });
    expect(httpsCertificate.run(month).findings[0]?.title).toBe("Sertifikatet utløper snart (om 29 dager)");
    expect(scan(month).categoryScore).toBe(90);
    expect(outcome(httpsCertificate, strong({ tls: tls({ daysLeft: 30 }) })).score).toBe(1);
    expect(outcome(httpsCertificate, strong({ tls: tls({ daysLeft: 7 }) })).score).toBe(0.5);
  });

  it("holds an invalid or expired certificate to 20", () => {
    const invalid = strong({ tls: tls({ authorized: false, validTo: "2020-01-01", daysLeft: -300 }) });
    expect(httpsCertificate.run(invalid)).toMatchObject({ score: 0, cap: 20 });
    const site = scan(invalid);
    expect(findingOf(site, "security-certificate")).toMatchObject({
      severity: "problem",
      title: "Sertifikatet er ugyldig",
    });
    expect(testOf(site, "strict-transport-security").result).toBe("hsts-invalid-cert");
    expect(site.categoryScore).toBeLessThanOrEqual(20);
    expect(httpsCertificate.run(strong({ tls: tls({ daysLeft: -1 }) })).cap).toBe(20);
  });

  it("counts nothing when an https page's certificate is unknown, and says what it knows", () => {
    expect(httpsCertificate.run(strong({ tls: null }))).toEqual({ score: null, findings: [] });
    const undated = httpsCertificate.run(strong({ tls: tls({ daysLeft: null }) }));
    expect(undated).toMatchObject({ score: null, findings: [{ detail: "TLS-sertifikatet er gyldig." }] });
    expect(undated.cap ?? undated.deduction).toBeUndefined();
  });
});

describe("the connection", () => {
  it("reports TLS 1.0 and 1.1 as problems, and says whether the server speaks HTTP/2", () => {
    const old = strong({ tls: tls({ protocol: "TLSv1.1", http2: false }) });
    expect(outcome(connection, old)).toEqual({
      score: 0,
      findings: [
        ["security-tls-version", "problem"],
        ["security-http2", "warning"],
      ],
    });
    expect(connection.run(old).findings[0]?.detail).toContain("TLS 1.1");
    const modern = strong({ tls: tls({ protocol: "TLSv1.3", http2: true }) });
    expect(connection.run(modern)).toMatchObject({
      score: 1,
      findings: [{ id: "security-http2", severity: "good", detail: expect.stringContaining("TLS 1.3") }],
    });
    expect(connection.run(strong({ tls: tls({ protocol: "TLSv1.3" }) }))).toEqual({ score: 1, findings: [] });
    expect(connection.run(strong({ finalUrl: "http://www.example.no/", tls: null }))).toEqual({
      score: null,
      findings: [],
    });
  });

  it("does not count in the category score", () => {
    const old = strong({ tls: tls({ protocol: "TLSv1", http2: false }) });
    expect(scan(old).categoryScore).toBe(scan(strong({ tls: tls({}) })).categoryScore);
  });
});
