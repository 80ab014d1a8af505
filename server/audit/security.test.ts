import { describe, expect, it } from "vitest";
import {
  findMixedContent,
  findVersionDisclosure,
  gradeForScore,
  observatoryScore,
  parseCsp,
  parseCspDetailed,
  type SecurityInput,
  type SecurityResult,
  scoreSecurity,
  securityCategoryScore,
  siteDomain,
  tokenizeTags,
} from "./security.ts";

const STRONG_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

const PAGE = `<!doctype html><html><head><title>Hei</title><link rel="stylesheet" href="/app.css"></head>
<body><img src="/logo.png" alt=""></body></html>`;

function strongInput(overrides: Partial<SecurityInput> = {}): SecurityInput {
  return {
    finalUrl: "https://www.example.no/",
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": STRONG_CSP,
      "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": "camera=(), microphone=(), geolocation=()",
      "set-cookie": [
        "sessionid=abc; Path=/; Secure; HttpOnly; SameSite=Lax",
        "theme=dark; Path=/; Secure; SameSite=Strict",
      ],
    },
    html: PAGE,
    httpRedirect: { checked: true, redirectsToHttps: true, firstHopHost: "www.example.no" },
    tls: { authorized: true, validTo: "2030-01-01T00:00:00.000Z", daysLeft: 200 },
    ...overrides,
  };
}

/** The strong input with some headers replaced (undefined removes a header). */
function withHeaders(
  headers: Record<string, string | string[] | undefined>,
  overrides: Partial<SecurityInput> = {},
) {
  const base = strongInput(overrides);
  const merged: Record<string, string | string[]> = { ...base.headers };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  return scoreSecurity({ ...base, headers: merged });
}

const test = (result: SecurityResult, id: string) => {
  const found = result.tests.find((t) => t.id === id);
  if (!found) throw new Error(`no test ${id}`);
  return found;
};
const finding = (result: SecurityResult, id: string) => result.findings.find((f) => f.id === id);

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
    expect(test(result, "content-security-policy")).toMatchObject({
      pass: true,
      modifier: 10,
      result: "csp-implemented-with-no-unsafe-default-src-none",
    });
    expect(test(result, "cookies").result).toBe("cookies-secure-with-httponly-sessions-and-samesite");
    expect(test(result, "x-frame-options").result).toBe("x-frame-options-implemented-via-csp");
    expect(test(result, "strict-transport-security").result).toBe(
      "hsts-implemented-max-age-at-least-six-months",
    );
    expect(test(result, "redirection").result).toBe("redirection-to-https");
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
    expect(test(result, "redirection").result).toBe("redirection-missing");
    expect(test(result, "strict-transport-security").result).toBe("hsts-not-implemented-no-https");
    expect(result.score).toBe(10);
    expect(result.grade).toBe("F");
    expect(finding(result, "security-https")?.severity).toBe("problem");
    expect(finding(result, "security-permissions-policy")?.severity).toBe("warning");
    expect(securityCategoryScore(result)).toBeLessThanOrEqual(10);
  });

  it("penalises 'unsafe-inline' in script-src by 20", () => {
    const result = withHeaders({
      "content-security-policy":
        "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'self'",
    });
    const csp = test(result, "content-security-policy");
    expect(csp).toMatchObject({ pass: false, modifier: -20, result: "csp-implemented-with-unsafe-inline" });
    const f = finding(result, "security-csp");
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
    expect(test(result, "content-security-policy").result).toBe("csp-implemented-with-no-unsafe");
  });

  it("treats a CSP without script-src or default-src as unsafe", () => {
    const result = withHeaders({ "content-security-policy": "frame-ancestors 'none'" });
    expect(test(result, "content-security-policy").result).toBe("csp-implemented-with-unsafe-inline");
    expect(test(result, "x-frame-options").result).toBe("x-frame-options-implemented-via-csp");
  });

  it("penalises 'unsafe-eval' by 10", () => {
    const result = withHeaders({
      "content-security-policy":
        "default-src 'self'; script-src 'self' 'unsafe-eval'; frame-ancestors 'self'",
    });
    expect(test(result, "content-security-policy")).toMatchObject({
      pass: false,
      modifier: -10,
      result: "csp-implemented-with-unsafe-eval",
    });
    expect(result.score).toBe(90 + 5 + 5 + 5);
    expect(finding(result, "security-csp")?.severity).toBe("warning");
  });

  it("does not penalise 'unsafe-inline' in style-src only", () => {
    const result = withHeaders({
      "content-security-policy":
        "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'",
    });
    expect(test(result, "content-security-policy")).toMatchObject({
      pass: true,
      modifier: 0,
      result: "csp-implemented-with-unsafe-inline-in-style-src-only",
    });
  });

  it("flags http: sources in a CSP on an https site", () => {
    const active = withHeaders({ "content-security-policy": "default-src 'self' http://cdn.example.com" });
    expect(test(active, "content-security-policy").result).toBe("csp-implemented-with-insecure-scheme");
    const passive = withHeaders({
      "content-security-policy": "default-src 'self'; img-src 'self' http://img.example.com",
    });
    expect(test(passive, "content-security-policy").result).toBe(
      "csp-implemented-with-insecure-scheme-in-passive-content-only",
    );
  });

  it("scores CSP Report-Only and invalid policies as not implemented", () => {
    const reportOnly = withHeaders({
      "content-security-policy": undefined,
      "content-security-policy-report-only": STRONG_CSP,
    });
    expect(test(reportOnly, "content-security-policy")).toMatchObject({
      modifier: -25,
      result: "csp-not-implemented-but-reporting-enabled",
    });
    const duplicate = withHeaders({
      "content-security-policy": "default-src 'self'; script-src 'self'; script-src *",
    });
    expect(test(duplicate, "content-security-policy")).toMatchObject({
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
    expect(test(result, "content-security-policy").result).toBe(
      "csp-implemented-with-no-unsafe-default-src-none",
    );
    expect(test(result, "x-frame-options").result).toBe("x-frame-options-not-implemented");
  });

  it("passes frame protection through CSP frame-ancestors without X-Frame-Options", () => {
    const result = withHeaders({ "x-frame-options": undefined });
    expect(test(result, "x-frame-options")).toMatchObject({
      pass: true,
      modifier: 5,
      result: "x-frame-options-implemented-via-csp",
    });
    expect(finding(result, "security-x-frame-options")?.severity).toBe("good");
  });

  it("penalises missing frame protection by 20 and accepts X-Frame-Options DENY", () => {
    const csp = "default-src 'none'; script-src 'self'";
    const missing = withHeaders({ "content-security-policy": csp });
    expect(test(missing, "x-frame-options")).toMatchObject({ pass: false, modifier: -20 });
    expect(finding(missing, "security-x-frame-options")?.severity).toBe("problem");
    const deny = withHeaders({ "content-security-policy": csp, "x-frame-options": "DENY" });
    expect(test(deny, "x-frame-options")).toMatchObject({
      pass: true,
      modifier: 0,
      result: "x-frame-options-sameorigin-or-deny",
    });
    const invalid = withHeaders({ "content-security-policy": csp, "x-frame-options": "yes please" });
    expect(test(invalid, "x-frame-options").result).toBe("x-frame-options-header-invalid");
  });

  it("penalises HSTS max-age=300 by 10 and points to a two-year value", () => {
    const result = withHeaders({ "strict-transport-security": "max-age=300" });
    expect(test(result, "strict-transport-security")).toMatchObject({
      pass: false,
      modifier: -10,
      result: "hsts-implemented-max-age-less-than-six-months",
    });
    const f = finding(result, "security-hsts");
    expect(f?.detail).toContain("300");
    expect(f?.fix).toContain("Strict-Transport-Security: max-age=63072000; includeSubDomains; preload");
  });

  it("penalises missing and invalid HSTS by 20", () => {
    expect(
      test(withHeaders({ "strict-transport-security": undefined }), "strict-transport-security"),
    ).toMatchObject({
      modifier: -20,
      result: "hsts-not-implemented",
    });
    expect(
      test(withHeaders({ "strict-transport-security": "includeSubDomains" }), "strict-transport-security")
        .result,
    ).toBe("hsts-header-invalid");
  });

  it("penalises a cookie without Secure by 20, or 5 when HSTS protects it", () => {
    const noHsts = withHeaders({
      "strict-transport-security": undefined,
      "set-cookie": ["theme=dark; Path=/; SameSite=Lax"],
    });
    expect(test(noHsts, "cookies")).toMatchObject({
      pass: false,
      modifier: -20,
      result: "cookies-without-secure-flag",
    });
    expect(finding(noHsts, "security-cookies")?.severity).toBe("problem");
    const withHsts = withHeaders({ "set-cookie": ["theme=dark; Path=/; SameSite=Lax"] });
    expect(test(withHsts, "cookies")).toMatchObject({
      modifier: -5,
      result: "cookies-without-secure-flag-but-protected-by-hsts",
    });
  });

  it("penalises a session cookie without HttpOnly by 30", () => {
    const result = withHeaders({ "set-cookie": ["PHPSESSID=abc; Path=/; Secure; SameSite=Lax"] });
    expect(test(result, "cookies")).toMatchObject({
      pass: false,
      modifier: -30,
      result: "cookies-session-without-httponly-flag",
    });
    const f = finding(result, "security-cookies");
    expect(f?.severity).toBe("problem");
    expect(f?.detail).toContain("PHPSESSID");
    expect(result.score).toBe(70);
  });

  it("keeps the worst cookie result and penalises a session cookie without Secure by 40", () => {
    const result = withHeaders({
      "strict-transport-security": undefined,
      "set-cookie": "wp_login=1; Path=/, theme=dark; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Path=/",
    });
    expect(test(result, "cookies")).toMatchObject({
      modifier: -40,
      result: "cookies-session-without-secure-flag",
    });
  });

  it("gives no SameSite bonus when a cookie lacks SameSite, and flags invalid SameSite", () => {
    expect(test(withHeaders({ "set-cookie": ["a=1; Secure"] }), "cookies")).toMatchObject({
      pass: true,
      modifier: 0,
      result: "cookies-secure-with-httponly-sessions",
    });
    expect(test(withHeaders({ "set-cookie": ["a=1; Secure; SameSite=Sometimes"] }), "cookies").result).toBe(
      "cookies-samesite-flag-invalid",
    );
  });

  it("scores redirection", () => {
    const offHost = scoreSecurity(
      strongInput({
        httpRedirect: {
          checked: true,
          redirectsToHttps: true,
          firstHopHost: "www.example.no",
          requestedHost: "example.no",
        },
      }),
    );
    expect(test(offHost, "redirection")).toMatchObject({
      modifier: -5,
      result: "redirection-off-host-from-http",
    });
    const noHttp = scoreSecurity(
      strongInput({ httpRedirect: { checked: true, redirectsToHttps: null, firstHopHost: null } }),
    );
    expect(test(noHttp, "redirection")).toMatchObject({
      modifier: 0,
      result: "redirection-not-needed-no-http",
    });
    const missing = scoreSecurity(
      strongInput({ httpRedirect: { checked: true, redirectsToHttps: false, firstHopHost: null } }),
    );
    expect(test(missing, "redirection")).toMatchObject({ modifier: -20, result: "redirection-missing" });
    expect(finding(missing, "security-redirect")?.severity).toBe("problem");
  });

  it("scores Referrer-Policy, the last valid value winning", () => {
    expect(test(withHeaders({ "referrer-policy": "unsafe-url" }), "referrer-policy")).toMatchObject({
      modifier: -5,
      result: "referrer-policy-unsafe",
    });
    expect(
      test(withHeaders({ "referrer-policy": "unsafe-url, no-referrer" }), "referrer-policy").result,
    ).toBe("referrer-policy-private");
    expect(test(withHeaders({ "referrer-policy": "bogus" }), "referrer-policy").result).toBe(
      "referrer-policy-header-invalid",
    );
    const meta = withHeaders(
      { "referrer-policy": undefined },
      { html: '<meta name="referrer" content="no-referrer">' },
    );
    expect(test(meta, "referrer-policy").result).toBe("referrer-policy-private");
  });

  it("scores subresource integrity for external scripts", () => {
    const page = (scripts: string) => strongInput({ html: `<html><head>${scripts}</head></html>` });
    const sri = (scripts: string) => test(scoreSecurity(page(scripts)), "subresource-integrity");
    expect(
      sri('<script src="/app.js"></script><script src="https://static.example.no/x.js"></script>').result,
    ).toBe("sri-not-implemented-but-all-scripts-loaded-from-secure-origin");
    expect(sri('<script src="https://cdn.other.com/lib.js"></script>')).toMatchObject({
      modifier: -5,
      result: "sri-not-implemented-but-external-scripts-loaded-securely",
    });
    expect(sri('<script src="http://cdn.other.com/lib.js"></script>')).toMatchObject({
      modifier: -50,
      result: "sri-not-implemented-and-external-scripts-not-loaded-securely",
    });
    expect(sri('<script src="//cdn.other.com/lib.js"></script>').modifier).toBe(-50);
    expect(
      sri(
        '<script src="https://cdn.other.com/lib.js" integrity="sha384-abc" crossorigin="anonymous"></script>',
      ),
    ).toMatchObject({ modifier: 5, result: "sri-implemented-and-external-scripts-loaded-securely" });
    // A script inside a comment is not loaded.
    expect(sri('<!-- <script src="http://cdn.other.com/lib.js"></script> -->').result).toBe(
      "sri-not-implemented-but-no-scripts-loaded",
    );
  });

  it("penalises universal CORS access only when the origin is reflected with credentials", () => {
    const wildcard = withHeaders({
      "access-control-allow-origin": "*",
      "access-control-allow-credentials": "true",
    });
    expect(test(wildcard, "cross-origin-resource-sharing")).toMatchObject({ modifier: 0, pass: true });
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
    expect(test(reflected, "cross-origin-resource-sharing")).toMatchObject({
      modifier: -50,
      result: "cross-origin-resource-sharing-implemented-with-universal-access",
    });
    expect(finding(reflected, "security-cors")?.severity).toBe("problem");
  });

  it("scores Cross-Origin-Resource-Policy", () => {
    expect(
      test(withHeaders({ "cross-origin-resource-policy": "same-site" }), "cross-origin-resource-policy")
        .modifier,
    ).toBe(10);
    expect(
      test(withHeaders({ "cross-origin-resource-policy": "nope" }), "cross-origin-resource-policy"),
    ).toMatchObject({
      pass: false,
      modifier: -5,
    });
  });

  it("detects mixed content on an https page", () => {
    const html = `<html><head>
      <link rel="stylesheet" href="http://cdn.example.com/style.css">
      <link rel="canonical" href="http://www.example.no/">
      <script src="http://cdn.example.com/app.js"></script>
      </head><body>
      <img src="http://img.example.com/a.png" srcset="https://img.example.com/b.png 2x, http://img.example.com/c.png 3x">
      <iframe src='http://maps.example.com/embed'></iframe>
      <a href="http://partner.example.com/">Partner</a>
      <img src="https://img.example.com/ok.png">
      </body></html>`;
    const result = scoreSecurity(strongInput({ html }));
    const urls = result.extras.mixedContent.map(
      (m) => `${m.tag} ${m.url} ${m.active ? "active" : "passive"}`,
    );
    expect(urls).toEqual([
      "link http://cdn.example.com/style.css active",
      "script http://cdn.example.com/app.js active",
      "img http://img.example.com/a.png passive",
      "img http://img.example.com/c.png passive",
      "iframe http://maps.example.com/embed active",
    ]);
    const f = finding(result, "security-mixed-content");
    expect(f?.severity).toBe("problem");
    expect(f?.detail).toContain("http://cdn.example.com/app.js");
    // The http:// script also costs −50 in the Observatory's SRI test (125 → 50), then −20 here.
    expect(test(result, "subresource-integrity").modifier).toBe(-50);
    expect(result.score).toBe(50);
    expect(securityCategoryScore(result)).toBe(30);
  });

  it("treats passive or upgraded mixed content as a warning, and ignores it on http pages", () => {
    const passive = scoreSecurity(strongInput({ html: '<img src="http://img.example.com/a.png">' }));
    expect(finding(passive, "security-mixed-content")?.severity).toBe("warning");
    expect(securityCategoryScore(passive)).toBe(95);
    const upgraded = withHeaders(
      { "content-security-policy": `${STRONG_CSP}; upgrade-insecure-requests` },
      { html: '<script src="http://cdn.example.com/app.js"></script>' },
    );
    expect(finding(upgraded, "security-mixed-content")?.severity).toBe("warning");
    const http = scoreSecurity(
      strongInput({ finalUrl: "http://www.example.no/", html: '<img src="http://x.example/a.png">' }),
    );
    expect(http.extras.mixedContent).toEqual([]);
  });

  it("detects software versions in headers", () => {
    const result = withHeaders({ server: "nginx/1.18.0 (Ubuntu)", "x-powered-by": "PHP/7.4.3" });
    expect(result.extras.versionDisclosure).toEqual([
      { header: "server", value: "nginx/1.18.0 (Ubuntu)" },
      { header: "x-powered-by", value: "PHP/7.4.3" },
    ]);
    const f = finding(result, "security-version-disclosure");
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
    const f = finding(soon, "security-certificate");
    expect(f?.severity).toBe("problem");
    expect(f?.title).toContain("5 dager");
    expect(soon.extras.certificate).toBe("expiring-soon");
    expect(soon.grade).toBe("A+"); // not part of the Observatory score
    expect(securityCategoryScore(soon)).toBe(75);
    const month = scoreSecurity(strongInput({ tls: { authorized: true, validTo: null, daysLeft: 20 } }));
    expect(finding(month, "security-certificate")?.severity).toBe("warning");
    expect(securityCategoryScore(month)).toBe(90);
  });

  it("flags an invalid certificate and caps the category score", () => {
    const result = scoreSecurity(
      strongInput({ tls: { authorized: false, validTo: "2020-01-01", daysLeft: -300 } }),
    );
    expect(finding(result, "security-certificate")?.severity).toBe("problem");
    expect(result.extras.certificate).toBe("invalid");
    expect(test(result, "strict-transport-security").result).toBe("hsts-invalid-cert");
    expect(test(result, "redirection").result).toBe("redirection-invalid-cert");
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
    expect(finding(result, "security-csp")?.fix).toContain("Content-Security-Policy:");
  });
});

describe("parseCsp", () => {
  it("parses directives and sources, ignoring trailing and empty semicolons", () => {
    const csp = parseCsp("default-src 'self';; script-src 'self' https://cdn.example.com ;  ");
    expect([...csp.entries()]).toEqual([
      ["default-src", ["'self'"]],
      ["script-src", ["'self'", "https://cdn.example.com"]],
    ]);
  });

  it("lower-cases directive names and keywords", () => {
    const csp = parseCsp("Default-Src 'SELF'; SCRIPT-SRC 'Unsafe-Inline'");
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'unsafe-inline'"]);
  });

  it("keeps the first of repeated directives and reports them", () => {
    const parsed = parseCspDetailed("script-src 'self'; script-src *; report-uri /a; report-uri /b");
    expect(parsed.directives.get("script-src")).toEqual(["'self'"]);
    expect(parsed.duplicates).toEqual(["script-src", "report-uri"]);
    expect(parsed.invalid).toContain("script-src");
    expect(parseCspDetailed("default-src 'self'; report-uri /a; report-uri /b").invalid).toBeNull();
  });

  it("treats an empty source list as 'none' and keeps valueless directives", () => {
    const csp = parseCsp("img-src; upgrade-insecure-requests");
    expect(csp.get("img-src")).toEqual(["'none'"]);
    expect(csp.get("upgrade-insecure-requests")).toEqual([]);
  });

  it("parses the first of several comma-separated policies and counts the rest", () => {
    const parsed = parseCspDetailed("default-src 'self', script-src 'none'");
    expect([...parsed.directives.keys()]).toEqual(["default-src"]);
    expect(parsed.extraPolicies).toBe(1);
    const result = withHeaders({
      "content-security-policy": ["default-src 'none'; frame-ancestors 'none'", "img-src 'self'"],
    });
    expect(result.notes.some((n) => n.includes("2 policyer"))).toBe(true);
  });

  it("marks empty or too short policies invalid", () => {
    expect(parseCspDetailed("").invalid).not.toBeNull();
    expect(parseCspDetailed(";;").invalid).not.toBeNull();
  });
});

describe("helpers", () => {
  it("tokenizes tags with quoted, unquoted and entity-encoded attributes, skipping raw text", () => {
    const tags = tokenizeTags(
      `<IMG SRC=http://a.example/x.png alt='a > b'><script>document.write("<img src='http://no.example'>")</script><a href="/?a=1&amp;b=2">`,
    );
    expect(tags.map((t) => t.name)).toEqual(["img", "script", "a"]);
    expect(tags[0]?.attrs.get("src")).toBe("http://a.example/x.png");
    expect(tags[0]?.attrs.get("alt")).toBe("a > b");
    expect(tags[2]?.attrs.get("href")).toBe("/?a=1&b=2");
  });

  it("finds mixed content in forms and objects", () => {
    const items = findMixedContent(
      tokenizeTags('<form action="http://x.example/send"></form><object data="http://x.example/o">'),
    );
    expect(items.map((i) => [i.tag, i.active])).toEqual([
      ["form", true],
      ["object", true],
    ]);
  });

  it("approximates the registrable domain", () => {
    expect(siteDomain("www.example.no")).toBe("example.no");
    expect(siteDomain("static.cdn.example.co.uk")).toBe("example.co.uk");
    expect(siteDomain("example.no")).toBe("example.no");
    expect(siteDomain("127.0.0.1")).toBe("127.0.0.1");
  });
});
