import type { CategoryKey, Finding } from "#app/lib/audit-report.ts";
import type { TrackingBeforeConsent } from "../browser/types.ts";
import type { SiteCrawl } from "../crawl.ts";
import type { PageData } from "../extract.ts";
import type { MailDns } from "../mail-dns.ts";
import type { SpellingResult } from "../spelling/find.ts";

// The audit's checks (decision 021), in the shape Lighthouse and Mozilla's Observatory use: what is
// fetched or measured is gathered once into artifacts; each check is a small module that reads the
// artifacts it names and returns its score and its Norwegian findings; the registry lists them.

/** Everything the gatherers collected about the audited site, read by the checks. */
export interface Artifacts {
  /** The audited page after redirects. */
  finalUrl: string;
  /** The audited page's HTML, parsed once (server/audit/extract.ts). */
  page: PageData;
  robotsTxt: { status: number; body: string } | null;
  sitemap: { status: number; body: string } | null;
  /** Up to ten pages of the site (server/audit/crawl.ts); null when the crawl was off or failed. */
  crawl: SiteCrawl | null;
  /** What the start page stored and contacted before consent; null without the browser stage. */
  tracking: TrackingBeforeConsent | null;
  /** The site's e-mail domain in DNS (server/audit/mail-dns.ts); null when not looked up. */
  mailDns: MailDns | null;
  /** Possible typos in the pages read (server/audit/spelling/); null when not checked. */
  spelling: SpellingResult | null;
}

export interface CheckResult {
  /** 1 passes, 0 fails, in between partly; null when the check does not apply to this site. */
  score: number | null;
  findings: Finding[];
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
  /** How much the check counts within its category, as in Lighthouse's category weights. */
  weight: number;
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
