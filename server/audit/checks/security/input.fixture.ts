import type { TlsInfo } from "../../gather/fetcher/types.ts";
import { observatoryOf, runChecks, scoreCategory } from "../../report/score.ts";
import type { Finding } from "../../types.ts";
import { CHECKS } from "../registry.ts";
import { artifactsFor, responseFor } from "../test-artifacts.ts";
import type { Artifacts, Check, ObservatoryTest, ResponseArtifact } from "../types.ts";

// A strong response (A+ with every bonus but preload) for the security tests to change one thing
// in, as artefacts; and the security checks run on it by the one scorer (report/score.ts).

export const STRONG_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

const PAGE = `<!doctype html><html><head><title>Hei</title><link rel="stylesheet" href="/app.css"></head>
<body><img src="/logo.png" alt=""></body></html>`;

const STRONG_HEADERS: Record<string, string | string[]> = {
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
};

/** What a test changes: the address, the HTML, any part of the response; TLS without its protocol. */
export interface Changes extends Partial<Omit<ResponseArtifact, "tls">> {
  finalUrl?: string;
  tls?: (Omit<TlsInfo, "protocol"> & { protocol?: string | null }) | null;
}

/** The strong site's artefacts, with the changes made. */
export function strong({
  finalUrl = "https://www.example.no/",
  html = PAGE,
  tls = { authorized: true, validTo: "2030-01-01T00:00:00.000Z", daysLeft: 200 },
  ...response
}: Changes = {}): Artifacts {
  return artifactsFor(html, {
    finalUrl,
    response: responseFor(html, {
      headers: { ...STRONG_HEADERS },
      httpRedirect: { checked: true, redirectsToHttps: true, firstHopHost: "www.example.no" },
      tls: tls && { protocol: null, ...tls },
      ...response,
    }),
  });
}

/** The strong site's artefacts with some headers replaced (undefined removes a header). */
export function strongWith(
  headers: Record<string, string | string[] | undefined>,
  changes: Changes = {},
): Artifacts {
  const merged: Record<string, string | string[]> = { ...STRONG_HEADERS };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  return strong({ ...changes, headers: merged });
}

export interface SecurityScan {
  /** The Observatory's score and grade (report.observatory). */
  score: number;
  grade: string;
  /** The audit's security category score. */
  categoryScore: number;
  tests: ObservatoryTest[];
  findings: Finding[];
}

/** Every security check of the registry on the artefacts, scored by the one scorer. */
export function scan(artifacts: Artifacts): SecurityScan {
  const outcomes = runChecks("security", CHECKS, artifacts);
  return {
    ...observatoryOf(outcomes),
    categoryScore: scoreCategory("security", CHECKS, artifacts).score,
    tests: outcomes.flatMap((outcome) => (outcome.observatory ? [outcome.observatory] : [])),
    findings: outcomes.flatMap((outcome) => outcome.findings),
  };
}

/** The strong site with some headers replaced, scanned. */
export const withHeaders = (headers: Record<string, string | string[] | undefined>, changes: Changes = {}) =>
  scan(strongWith(headers, changes));

export const testOf = (result: SecurityScan, id: string) => {
  const found = result.tests.find((t) => t.id === id);
  if (!found) throw new Error(`no test ${id}`);
  return found;
};
export const findingOf = (result: SecurityScan, id: string) => result.findings.find((f) => f.id === id);

/** An Observatory check's own outcome on the artefacts: its test and its findings, as [id, severity]. */
export function observed(check: Check, artifacts: Artifacts) {
  const { observatory, findings, score } = check.run(artifacts);
  if (!observatory) throw new Error(`${check.id} is not an Observatory test`);
  return { ...observatory, score, findings: findings.map(({ id, severity }) => [id, severity]) };
}
