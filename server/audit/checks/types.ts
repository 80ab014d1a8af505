import type { Document } from "domhandler";
import type { CategoryKey, Finding } from "#app/lib/audit-report.ts";
import type { TrackingBeforeConsent } from "../gather/browser/types.ts";
import type { SiteCrawl } from "../gather/crawl/crawl.ts";
import type { HttpRedirect } from "../gather/fetcher/http-redirect.ts";
import type { TlsInfo } from "../gather/fetcher/types.ts";
import type { MailDns } from "../gather/mail-dns.ts";
import type { PageData } from "../gather/page/page-data.ts";
import type { SpellingResult } from "../gather/spelling/find.ts";

// The audit's checks (decision 021), in the shape Lighthouse and Mozilla's Observatory use: what is
// fetched or measured is gathered once into artifacts; each check is a small module that reads the
// artifacts it names and returns its score and its Norwegian findings; the registry lists them.

/** The start page's HTTP response, as the fetcher received it (server/audit/gather/fetcher/). */
export interface ResponseArtifact {
  status: number;
  /** Header names in lower case; set-cookie as an array, one entry per line. */
  headers: Record<string, string | string[]>;
  /** The decoded HTML. */
  html: string;
  /** The HTML parsed once (htmlparser2), for the checks that read markup the page model leaves out. */
  document: Document;
  /** Time to first byte. */
  ttfbMs: number;
  /** The HTML's size decoded, in bytes. */
  htmlBytes: number;
  /** Content-Encoding, lower case; null when the body came uncompressed. */
  encoding: string | null;
  tls: TlsInfo | null;
  /** What http:// on the same host answered (the Observatory's redirection test). */
  httpRedirect: HttpRedirect;
  /**
   * Not gathered by the audit (we don't ship the list); tests and the Observatory oracle give it:
   * whether a host is on the HSTS preload list, as a boolean for the page's host or as a lookup,
   * which also lets the redirection test check every host of `httpRedirect.route`.
   */
  hstsPreloaded?: boolean | ((host: string) => boolean);
  /**
   * Not gathered by the audit; tests and the oracle give it: the answer to a request sent with an
   * Origin header, like the Observatory's CORS probe (checks/security/cross-origin-resource-sharing.ts).
   */
  corsProbe?: { origin: string; headers: Record<string, string | string[]> } | null;
}

/** Everything the gatherers collected about the audited site, read by the checks. */
export interface Artifacts {
  /** The audited page after redirects. */
  finalUrl: string;
  response: ResponseArtifact;
  /** The audited page's HTML, parsed once (server/audit/gather/page/extract.ts). */
  page: PageData;
  robotsTxt: { status: number; body: string } | null;
  sitemap: { status: number; body: string } | null;
  /** Up to ten pages of the site (server/audit/gather/crawl/crawl.ts); null when the crawl was off or failed. */
  crawl: SiteCrawl | null;
  /** What the start page stored and contacted before consent; null without the browser stage. */
  tracking: TrackingBeforeConsent | null;
  /** The site's e-mail domain in DNS (server/audit/gather/mail-dns.ts); null when not looked up. */
  mailDns: MailDns | null;
  /** Possible typos in the pages read (server/audit/gather/spelling/); null when not checked. */
  spelling: SpellingResult | null;
}

/** One of Mozilla's HTTP Observatory tests, as the security check that is that test gives it. */
export interface ObservatoryTest {
  /** The Observatory's name for the test, e.g. "content-security-policy". */
  id: string;
  /** The Observatory's result id, e.g. "csp-implemented-with-unsafe-inline". */
  result: string;
  /** Whether the Observatory counts the result as passed. */
  pass: boolean;
  /** The Observatory's points for the result (checks/security/score.ts, MODIFIERS), −50 … +10. */
  modifier: number;
}

export interface CheckResult {
  /** 1 passes, 0 fails, in between partly; null when the check does not apply to this site. */
  score: number | null;
  findings: Finding[];
  /**
   * The rest is read by the security scoring ("observatory" in server/audit/report/score.ts):
   * the Observatory test this check is, whose `modifier` adds up as the Observatory adds it…
   */
  observatory?: ObservatoryTest;
  /** …points the category loses after that sum, by our own rules beside the Observatory's… */
  deduction?: number;
  /** …and the most the category may score while this holds (e.g. 30 for a site without https). */
  cap?: number;
}

export interface Check<Needs extends keyof Artifacts = keyof Artifacts> {
  id: string;
  category: CategoryKey;
  /**
   * The Lighthouse audits that measure the same thing ("*": the whole Lighthouse category). When the
   * browser stage ran, Lighthouse's result stands and this check is not run; the other checks of the
   * category are shown as advice beside Lighthouse's score.
   */
  lighthouse?: readonly string[];
  /**
   * How much the check counts within its category, as in Lighthouse's category weights; read where
   * the category is a weighted mean (server/audit/report/score.ts, SCORING), absent elsewhere.
   */
  weight?: number;
  /**
   * The checks of a group are scored together by the group's own rule and count in their category
   * as one part of the group's weight (server/audit/report/score.ts, SCORING): the copy rules, the
   * start page's accessibility rules.
   */
  group?: string;
  needs: readonly Needs[];
  run(artifacts: Pick<Artifacts, Needs>): CheckResult;
}

/** A check's module declares itself through this, so `run` sees only the artifacts it names. */
export const defineCheck = <Needs extends keyof Artifacts>(check: Check<Needs>): Check =>
  check as unknown as Check;

export const passed = (finding?: Finding): CheckResult => ({ score: 1, findings: finding ? [finding] : [] });
export const warned = (finding: Finding, score = 0.5): CheckResult => ({ score, findings: [finding] });
export const failed = (finding: Finding): CheckResult => ({ score: 0, findings: [finding] });

export { count } from "#app/lib/format-nb.ts";
