import { describe, expect, it } from "vitest";
import { parseHtml } from "../../gather/page/extract.ts";
import { findingOf, strongInput, testOf, withHeaders } from "./input.fixture.ts";
import { gradeForScore, observatoryScore, scoreSecurity, securityCategoryScore } from "./scan.ts";
import { findVersionDisclosure } from "./version-disclosure.ts";

// The security check as a whole and the Observatory tests without a module test of their own.
// Each test is checked against the Observatory's own code in security/oracle.test.ts.

describe("grades", () => {
  it("follows the Observatory's grade chart at every boundary", () => {
    const cases: [number, string][] = [
      [135, "A+"],
      [100, "A+"],
      [99, "A"],
      [90, "A"],
      [89, "A-"],
      [85, "A-"],
      [84, "B+"],
      [80, "B+"],
      [79, "B"],
      [70, "B"],
      [69, "B-"],
      [65, "B-"],
      [64, "C+"],
      [60, "C+"],
      [59, "C"],
      [50, "C"],
      [49, "C-"],
      [45, "C-"],
      [44, "D+"],
      [40, "D+"],
      [39, "D"],
      [30, "D"],
      [29, "D-"],
      [25, "D-"],
      [24, "F"],
      [0, "F"],
    ];
    for (const [score, grade] of cases) expect(gradeForScore(score), `score ${score}`).toBe(grade);
  });

  it("adds bonuses only when the penalised score is at least 90, and never goes below 0", () => {
    expect(observatoryScore([-10, 5, 10])).toBe(105);
    expect(observatoryScore([-15, 5, 10])).toBe(85);
    expect(observatoryScore([-25, -20, -20, -20, -20, -5])).toBe(0);
    expect(observatoryScore([5, 5, 10, 5])).toBe(125);
  });
});
describe("scoreSecurity", () => {
  it("gives a strong header set A+ with bonuses", () => {
    const result = scoreSecurity(strongInput());
    expect(result.grade).toBe("A+");
    expect(result.score).toBeGreaterThanOrEqual(100);
    // +10 CSP default-src 'none', +5 cookies with SameSite, +5 Referrer-Policy, +5 frame-ancestors
    expect(result.score).toBe(125);
    expect(testOf(result, "content-security-policy")).toMatchObject({
      pass: true,
      modifier: 10,
      result: "csp-implemented-with-no-unsafe-default-src-none",
    });
    expect(testOf(result, "cookies").result).toBe("cookies-secure-with-httponly-sessions-and-samesite");
    expect(testOf(result, "x-frame-options").result).toBe("x-frame-options-implemented-via-csp");
    expect(testOf(result, "strict-transport-security").result).toBe(
      "hsts-implemented-max-age-at-least-six-months",
    );
    expect(testOf(result, "redirection").result).toBe("redirection-to-https");
    expect(result.tests).toHaveLength(10);
    expect(result.tests.every((t) => t.pass)).toBe(true);
    expect(result.findings.filter((f) => f.severity !== "good")).toEqual([]);
    expect(securityCategoryScore(result)).toBe(100);
  });

  it("awards the HSTS preload bonus only when the caller says the host is preloaded", () => {
    expect(scoreSecurity(strongInput({ hstsPreloaded: true })).score).toBe(130);
  });
  it("gives a bare http-only site an F with the expected penalties", () => {
    const result = scoreSecurity({
      finalUrl: "http://bare.example.no/",
      status: 200,
      headers: { "content-type": "text/html" },
      html: "<html><body><p>Velkommen</p></body></html>",
      httpRedirect: { checked: true, redirectsToHttps: false, firstHopHost: null },
      tls: null,
    });
    const modifiers = Object.fromEntries(result.tests.map((t) => [t.id, t.modifier]));
    expect(modifiers).toEqual({
      "content-security-policy": -25,
      cookies: 0,
      "cross-origin-resource-sharing": 0,
      redirection: -20,
      "referrer-policy": 0,
      "strict-transport-security": -20,
      "subresource-integrity": 0,
      "x-content-type-options": -5,
      "x-frame-options": -20,
      "cross-origin-resource-policy": 0,
    });
    expect(testOf(result, "redirection").result).toBe("redirection-missing");
    expect(testOf(result, "strict-transport-security").result).toBe("hsts-not-implemented-no-https");
    expect(result.score).toBe(10);
    expect(result.grade).toBe("F");
    expect(findingOf(result, "security-https")?.severity).toBe("problem");
    // No https at all is said once: the https finding's fix holds the 301 and HSTS; the two tests
    // still count in the score above.
    expect(findingOf(result, "security-https")?.fix).toContain("301");
    expect(findingOf(result, "security-https")?.fix).toContain("Strict-Transport-Security");
    expect(findingOf(result, "security-redirect")).toBeUndefined();
    expect(findingOf(result, "security-hsts")).toBeUndefined();
    expect(findingOf(result, "security-permissions-policy")?.severity).toBe("warning");
    expect(securityCategoryScore(result)).toBeLessThanOrEqual(10);
  });
  it("penalises HSTS max-age=300 by 10 and points to a one-year value, preload only with a caveat", () => {
    const result = withHeaders({ "strict-transport-security": "max-age=300" });
    expect(testOf(result, "strict-transport-security")).toMatchObject({
      pass: false,
      modifier: -10,
      result: "hsts-implemented-max-age-less-than-six-months",
    });
    const f = findingOf(result, "security-hsts");
    expect(f?.detail).toContain("300");
    expect(f?.fix).toContain("«Strict-Transport-Security: max-age=31536000»");
    const missing = findingOf(withHeaders({ "strict-transport-security": undefined }), "security-hsts");
    expect(missing?.fix).toContain("max-age=31536000");
    expect(missing?.fix).toMatch(/alle underdomenene.*vanskelig å angre/);
  });

  it("words the passing headers by what the owner gets, never as a fault or a Mozilla bonus", () => {
    const bare = withHeaders({ "referrer-policy": undefined, "cross-origin-resource-policy": undefined });
    for (const id of ["security-referrer-policy", "security-corp"]) {
      const finding = findingOf(bare, id);
      expect(finding?.severity, id).toBe("good");
      expect(`${finding?.title} ${finding?.detail}`, id).not.toMatch(
        /ikke satt|ikke begrenset|Mozilla|bonus/i,
      );
    }
    // No finding speaks of Mozilla's points: they mean nothing to the owner.
    const results = [bare, withHeaders({}), withHeaders({ "content-security-policy": "default-src 'self'" })];
    for (const result of results)
      for (const f of result.findings)
        expect(`${f.title} ${f.detail} ${f.fix}`, f.id).not.toMatch(/Mozilla|bonus|uttelling/i);
    expect(findingOf(bare, "security-referrer-policy")?.title).toBe(
      "Fulle adresser sendes ikke til andre nettsteder",
    );
  });

  it("penalises missing and invalid HSTS by 20", () => {
    expect(
      testOf(withHeaders({ "strict-transport-security": undefined }), "strict-transport-security"),
    ).toMatchObject({
      modifier: -20,
      result: "hsts-not-implemented",
    });
    expect(
      testOf(withHeaders({ "strict-transport-security": "includeSubDomains" }), "strict-transport-security")
        .result,
    ).toBe("hsts-header-invalid");
  });
  it("reads max-age as browsers do: digits, optionally quoted (decision 019)", () => {
    const hsts = (value: string) =>
      testOf(withHeaders({ "strict-transport-security": value }), "strict-transport-security");
    expect(hsts('max-age="300"')).toMatchObject({
      modifier: -10,
      result: "hsts-implemented-max-age-less-than-six-months",
    });
    expect(hsts("max-age=forever").result).toBe("hsts-header-invalid");
    expect(hsts("max-age=300abc").result).toBe("hsts-header-invalid");
    expect(hsts("max-age=31536000, max-age=31536000").result).toBe("hsts-header-invalid");
  });

  it("looks the page's host up in a preload list when given one", () => {
    const result = scoreSecurity(strongInput({ hstsPreloaded: (host) => host === "www.example.no" }));
    expect(testOf(result, "strict-transport-security").result).toBe("hsts-preloaded");
    expect(result.notes.some((note) => note.includes("preloadlisten"))).toBe(false);
  });

  it("scores Referrer-Policy, the last valid value winning", () => {
    expect(testOf(withHeaders({ "referrer-policy": "unsafe-url" }), "referrer-policy")).toMatchObject({
      modifier: -5,
      result: "referrer-policy-unsafe",
    });
    expect(
      testOf(withHeaders({ "referrer-policy": "unsafe-url, no-referrer" }), "referrer-policy").result,
    ).toBe("referrer-policy-private");
    expect(testOf(withHeaders({ "referrer-policy": "bogus" }), "referrer-policy").result).toBe(
      "referrer-policy-header-invalid",
    );
    const meta = withHeaders(
      { "referrer-policy": undefined },
      { html: '<meta name="referrer" content="no-referrer">' },
    );
    expect(testOf(meta, "referrer-policy").result).toBe("referrer-policy-private");
  });
  it("calls an empty Referrer-Policy invalid, as the Observatory does", () => {
    expect(testOf(withHeaders({ "referrer-policy": "" }), "referrer-policy").result).toBe(
      "referrer-policy-header-invalid",
    );
  });

  it("penalises universal CORS access only when the origin is reflected with credentials", () => {
    const wildcard = withHeaders({
      "access-control-allow-origin": "*",
      "access-control-allow-credentials": "true",
    });
    expect(testOf(wildcard, "cross-origin-resource-sharing")).toMatchObject({ modifier: 0, pass: true });
    const reflected = scoreSecurity(
      strongInput({
        corsProbe: {
          origin: "https://evil.example",
          headers: {
            "access-control-allow-origin": "https://evil.example",
            "access-control-allow-credentials": "true",
          },
        },
      }),
    );
    expect(testOf(reflected, "cross-origin-resource-sharing")).toMatchObject({
      modifier: -50,
      result: "cross-origin-resource-sharing-implemented-with-universal-access",
    });
    expect(findingOf(reflected, "security-cors")?.severity).toBe("problem");
  });
  it("compares the reflected origin exactly, as browsers do", () => {
    const probe = (allowOrigin: string) =>
      testOf(
        scoreSecurity(
          strongInput({
            corsProbe: {
              origin: "https://evil.example",
              headers: {
                "access-control-allow-origin": allowOrigin,
                "access-control-allow-credentials": "true",
              },
            },
          }),
        ),
        "cross-origin-resource-sharing",
      ).result;
    expect(probe("HTTPS://EVIL.EXAMPLE")).toBe(
      "cross-origin-resource-sharing-implemented-with-restricted-access",
    );
    // Without a probe only `null` with credentials shows that any page may read (decision 019).
    expect(
      testOf(
        withHeaders({ "access-control-allow-origin": "null", "access-control-allow-credentials": "true" }),
        "cross-origin-resource-sharing",
      ).modifier,
    ).toBe(-50);
  });

  it("scores Cross-Origin-Resource-Policy", () => {
    expect(
      testOf(withHeaders({ "cross-origin-resource-policy": "same-site" }), "cross-origin-resource-policy")
        .modifier,
    ).toBe(10);
    expect(
      testOf(withHeaders({ "cross-origin-resource-policy": "nope" }), "cross-origin-resource-policy"),
    ).toMatchObject({
      pass: false,
      modifier: -5,
    });
  });
  it("detects software versions in headers", () => {
    const result = withHeaders({ server: "nginx/1.18.0 (Ubuntu)", "x-powered-by": "PHP/7.4.3" });
    expect(result.extras.versionDisclosure).toEqual([
      { header: "server", value: "nginx/1.18.0 (Ubuntu)" },
      { header: "x-powered-by", value: "PHP/7.4.3" },
    ]);
    const f = findingOf(result, "security-version-disclosure");
    expect(f?.severity).toBe("warning");
    expect(f?.detail).toContain("nginx/1.18.0");
    expect(f?.fix).toContain("server_tokens off");
    expect(securityCategoryScore(result)).toBe(95);
    expect(findVersionDisclosure({ server: "nginx", "x-powered-by": "Express" })).toEqual([]);
    expect(findVersionDisclosure({ server: "cloudflare" })).toEqual([]);
    expect(findVersionDisclosure({ server: "Apache/2.4.41", "x-aspnet-version": "4.0.30319" })).toHaveLength(
      2,
    );
  });
  it("warns when the certificate expires within 30 days and flags it as a problem within 7", () => {
    const soon = scoreSecurity(
      strongInput({ tls: { authorized: true, validTo: "2026-01-06", daysLeft: 5 } }),
    );
    const f = findingOf(soon, "security-certificate");
    expect(f?.severity).toBe("problem");
    expect(f?.title).toContain("5 dager");
    expect(soon.extras.certificate).toBe("expiring-soon");
    expect(soon.grade).toBe("A+"); // not part of the Observatory score
    expect(securityCategoryScore(soon)).toBe(75);
    const month = scoreSecurity(strongInput({ tls: { authorized: true, validTo: null, daysLeft: 20 } }));
    expect(findingOf(month, "security-certificate")?.severity).toBe("warning");
    expect(securityCategoryScore(month)).toBe(90);
  });

  it("flags an invalid certificate and caps the category score", () => {
    const result = scoreSecurity(
      strongInput({ tls: { authorized: false, validTo: "2020-01-01", daysLeft: -300 } }),
    );
    expect(findingOf(result, "security-certificate")?.severity).toBe("problem");
    expect(result.extras.certificate).toBe("invalid");
    expect(testOf(result, "strict-transport-security").result).toBe("hsts-invalid-cert");
    expect(testOf(result, "redirection").result).toBe("redirection-invalid-cert");
    expect(securityCategoryScore(result)).toBeLessThanOrEqual(20);
  });
  it("writes every finding in Norwegian with a title, detail and fix", () => {
    const result = scoreSecurity({
      finalUrl: "http://bare.example.no/",
      status: 200,
      headers: { server: "Apache/2.2.3" },
      html: "",
      httpRedirect: { checked: true, redirectsToHttps: false, firstHopHost: null },
      tls: null,
    });
    for (const f of result.findings) {
      expect(f.title.length).toBeGreaterThan(5);
      expect(f.detail.length).toBeGreaterThan(20);
      expect(f.fix.length).toBeGreaterThan(5);
    }
    expect(findingOf(result, "security-csp")?.fix).toContain("Content-Security-Policy:");
  });
});

describe("the entry point", () => {
  it("uses a page parsed by the caller instead of parsing the HTML again", () => {
    const document = parseHtml('<script src="http://cdn.other.com/lib.js"></script>');
    const result = scoreSecurity(strongInput({ html: "", document }));
    expect(testOf(result, "subresource-integrity").modifier).toBe(-50);
  });

  it("notes a status the Observatory would not scan", () => {
    expect(scoreSecurity(strongInput({ status: 404 })).notes[0]).toContain("status 404");
    expect(scoreSecurity(strongInput({ status: 403 })).notes.some((note) => note.includes("status"))).toBe(
      false,
    );
  });
});
