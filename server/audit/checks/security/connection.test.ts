import { describe, expect, it } from "vitest";
import { connectionFindings, httpsFindings } from "./certificate.ts";
import type { SecurityInput } from "./types.ts";

// The TLS facts the fetcher brings (decision 024): issuer and expiry in Norwegian, an outdated TLS
// version, HTTP/2.

const input = (tls: SecurityInput["tls"]) => ({ tls }) as SecurityInput;

describe("the connection", () => {
  it("names the issuer and the expiry date in Norwegian", () => {
    const [finding] = httpsFindings(
      input({
        authorized: true,
        validTo: "2027-03-12T12:00:00.000Z",
        daysLeft: 108,
        issuer: "Let's Encrypt",
      }),
      "valid",
    );
    expect(finding?.detail).toBe(
      "TLS-sertifikatet er gyldig i 108 dager til (gyldig til 12. mars 2027), utstedt av Let's Encrypt.",
    );
  });

  it("reports TLS 1.0 and 1.1 as problems, and says whether the server speaks HTTP/2", () => {
    const old = connectionFindings(
      input({ authorized: true, validTo: null, daysLeft: 90, protocol: "TLSv1.1", http2: false }),
    );
    expect(old.map((f) => [f.id, f.severity])).toEqual([
      ["security-tls-version", "problem"],
      ["security-http2", "warning"],
    ]);
    expect(old[0]?.detail).toContain("TLS 1.1");
    const modern = connectionFindings(
      input({ authorized: true, validTo: null, daysLeft: 90, protocol: "TLSv1.3", http2: true }),
    );
    expect(modern).toMatchObject([
      { id: "security-http2", severity: "good", detail: expect.stringContaining("TLS 1.3") },
    ]);
    expect(
      connectionFindings(input({ authorized: true, validTo: null, daysLeft: 90, protocol: "TLSv1.3" })),
    ).toEqual([]);
  });
});
