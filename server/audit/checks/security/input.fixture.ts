import { type SecurityInput, type SecurityResult, scoreSecurity } from "./scan.ts";

// A strong response (A+ with every bonus but preload) for the security tests to change one thing in.

export const STRONG_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

const PAGE = `<!doctype html><html><head><title>Hei</title><link rel="stylesheet" href="/app.css"></head>
<body><img src="/logo.png" alt=""></body></html>`;

export function strongInput(overrides: Partial<SecurityInput> = {}): SecurityInput {
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
export function withHeaders(
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

export const testOf = (result: SecurityResult, id: string) => {
  const found = result.tests.find((t) => t.id === id);
  if (!found) throw new Error(`no test ${id}`);
  return found;
};
export const findingOf = (result: SecurityResult, id: string) => result.findings.find((f) => f.id === id);
