import type { Document } from "domhandler";
import type { HttpRedirect } from "../../gather/fetcher/http-redirect.ts";
import type { Finding } from "../../types.ts";

// The shapes of the security check (decision 009): what a caller passes in and what comes back.

/** Response headers with lower-case names; set-cookie as an array, one entry per Set-Cookie line. */
export type Headers = Record<string, string | string[]>;

export interface SecurityInput {
  finalUrl: string;
  status: number;
  headers: Headers;
  html: string;
  /** The page already parsed with htmlparser2 (see page.ts); when given, `html` is not parsed again. */
  document?: Document;
  httpRedirect: HttpRedirect;

  tls: {
    authorized: boolean;
    validTo: string | null;
    daysLeft: number | null;
    protocol?: string | null;
    issuer?: string | null;
    http2?: boolean | null;
  } | null;
  /**
   * Whether a host is on the HSTS preload list (we don't ship the list): a boolean for the page's
   * host, or a lookup, which also lets the redirection test check every host in `route`.
   */
  hstsPreloaded?: boolean | ((host: string) => boolean);
  /** Response to a request sent with an Origin header, like the Observatory's CORS probe. */
  corsProbe?: { origin: string; headers: Headers } | null;
}

export interface SecurityTest {
  /** Observatory test name, e.g. "content-security-policy". */
  id: string;
  pass: boolean;
  modifier: number;
  /** Observatory result id, e.g. "csp-implemented-with-unsafe-inline". */
  result: string;
}

export interface MixedContentItem {
  tag: string;
  url: string;
  /** Active content (scripts, styles, frames, objects, forms) is blocked by browsers. */
  active: boolean;
}

export interface SecurityExtras {
  https: boolean;
  certificate: "valid" | "invalid" | "expiring" | "expiring-soon" | "unknown" | "none";
  certificateDaysLeft: number | null;
  mixedContent: MixedContentItem[];
  /** CSP upgrade-insecure-requests makes browsers fetch the http:// resources over https. */
  mixedContentUpgraded: boolean;
  versionDisclosure: { header: string; value: string }[];
  permissionsPolicy: boolean;
}

export interface SecurityResult {
  score: number;
  grade: string;
  tests: SecurityTest[];
  findings: Finding[];
  extras: SecurityExtras;
  /** Where our result may differ from a real Observatory scan. */
  notes: string[];
}
