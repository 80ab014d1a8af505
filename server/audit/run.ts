import { isIP } from "node:net";
import { type AuditReport, type BrowserSummary, gradeFor, overallScore } from "#app/lib/audit-report.ts";
import { copyReadability } from "./checks/copy/readability-rules.ts";
import { pagesRead } from "./checks/privacy/site-text.ts";
import { CHECKS } from "./checks/registry.ts";
import type { Artifacts } from "./checks/types.ts";
import { AuditFailedError } from "./failure.ts";
import type { BrowserStageOptions, BrowserStageResult, runBrowserStage } from "./gather/browser/stage.ts";
import type { PagePictures } from "./gather/browser/types.ts";
import { type CrawlOptions, crawlSite, type SiteCrawl } from "./gather/crawl/crawl.ts";
import {
  fetchText,
  type SafeFetchOptions,
  type SafeFetchResult,
  safeFetch,
  UnsafeTargetError,
} from "./gather/fetcher/fetch.ts";
import { httpRedirect } from "./gather/fetcher/http-redirect.ts";
import { gatherMailDns, type MailDns, type MailDnsResolver, mailDomainFor } from "./gather/mail-dns.ts";
import { extractPage, parseHtml } from "./gather/page/extract.ts";
import { copyTextOf } from "./gather/page/page-data.ts";
import { checkSpelling } from "./gather/spelling/check.ts";
import { buildCategories } from "./report/categories.ts";
import type { ChatConfig } from "./report/headlines/ai-copy.ts";
import { headlineVariants } from "./report/headlines/variants.ts";
import { observatoryOf, runChecks } from "./report/score.ts";
import { topFixes } from "./report/top-fixes.ts";

// The audit engine (decision 009): fetch a stranger's page safely, run every check, score.

export interface AuditOptions extends SafeFetchOptions {
  /** A language model for the copy review; without it the suggestions are rule-based. */
  ai?: ChatConfig;
  onAiError?: (error: unknown) => void;
  /** How the rest of the site is read (server/audit/gather/crawl/crawl.ts); false reads the start page only. */
  crawl?: Omit<CrawlOptions, keyof SafeFetchOptions> | false;
  onCrawlError?: (error: unknown) => void;
  /**
   * The real-browser stage (server/audit/gather/browser/, decision 020) for speed, accessibility, SEO, best
   * practice and tracking before consent; false (the default) estimates from the HTML instead.
   * The fetch options' allowHosts and resolve apply to it too.
   */
  browser?: Omit<BrowserStageOptions, "allowHosts" | "resolve"> | false;
  onBrowserError?: (error: unknown) => void;
  /** DNS for the e-mail domain checks (tests inject one); false skips them. Default: the system's. */
  mailDns?: MailDnsResolver | false;
  /** The bokmål spelling check (server/audit/gather/spelling/); false skips it. */
  spelling?: false;
  onSpellingError?: (error: unknown) => void;
  /**
   * Who runs the spelling check and the browser stage; default: this thread. The audit thread
   * (isolated.ts) hands both to the server's thread, so a process keeps one word list and runs one
   * browser at a time however many audits it runs.
   */
  delegates?: { spelling?: typeof checkSpelling; browser?: typeof runBrowserStage };
}

export const BROWSER_OFF =
  "Hastighet, tilgjengelighet og synlighet i søk er anslått ut fra HTML-koden, ikke målt i en nettleser, og sporing før samtykke er ikke målt.";

/**
 * The rest of the site, read politely, from what the start page's checks already fetched (the page,
 * robots.txt, sitemap.xml: never asked twice); a failed crawl leaves the report to the start page.
 */
async function readSite(
  known: NonNullable<CrawlOptions["known"]>,
  options: AuditOptions,
): Promise<SiteCrawl | null> {
  if (options.crawl === false) return null;
  const { crawl, onCrawlError, ...fetchOptions } = fetchOptionsOf(options);
  try {
    return await crawlSite(known.start.url, { ...fetchOptions, ...crawl, known });
  } catch (error) {
    onCrawlError?.(error);
    return null;
  }
}

/** The options that are the fetcher's, for the crawl and the browser stage's address policy. */
function fetchOptionsOf(options: AuditOptions) {
  const {
    ai: _ai,
    onAiError: _onAiError,
    browser: _browser,
    onBrowserError: _onBrowserError,
    spelling: _spelling,
    onSpellingError: _onSpellingError,
    delegates: _delegates,
    ...rest
  } = options;
  return rest;
}

/** The start page in a real browser; a failed run leaves speed, accessibility and SEO to our rules. */
async function measureInBrowser(
  url: string,
  options: AuditOptions,
): Promise<{ result: BrowserStageResult | null; summary: BrowserSummary }> {
  if (!options.browser) return { result: null, summary: { ran: false, reason: BROWSER_OFF } };
  try {
    // Loaded on first use (issue 28): the audit's thread hands the stage to the server's thread and
    // never needs its proxy; the server's thread needs it only with AUDIT_BROWSER on.
    const browse = options.delegates?.browser ?? (await import("./gather/browser/stage.ts")).runBrowserStage;
    const result = await browse(url, {
      ...options.browser,
      allowHosts: options.allowHosts,
      resolve: options.resolve,
    });
    return {
      result,
      summary: { ran: true, lighthouseVersion: result.lighthouseVersion, metrics: result.metrics },
    };
  } catch (error) {
    options.onBrowserError?.(error);
    const why =
      error instanceof Error && /[æøå]|siden|nettleser/i.test(error.message) ? `${error.message} ` : "";
    return { result: null, summary: { ran: false, reason: `${why}${BROWSER_OFF}` } };
  }
}

/** The site's e-mail domain in DNS; none for an address given as an IP (a test fixture). */
async function lookUpMail(finalUrl: string, options: AuditOptions): Promise<MailDns | null> {
  const { hostname } = new URL(finalUrl);
  if (options.mailDns === false || isIP(hostname.replace(/^\[|\]$/g, ""))) return null;
  return gatherMailDns(mailDomainFor(hostname), options.mailDns);
}

/** Possible typos on the pages read; a failed check leaves spelling out of the report. */
async function checkSpellingOf(artifacts: Omit<Artifacts, "spelling">, options: AuditOptions) {
  if (options.spelling === false) return null;
  try {
    const spell = options.delegates?.spelling ?? checkSpelling;
    return await spell(
      pagesRead(artifacts).map(({ url, text }) => ({
        url,
        text,
        lang: artifacts.crawl?.pages.find((read) => read.finalUrl === url)?.lang ?? artifacts.page.lang,
      })),
    );
  } catch (error) {
    options.onSpellingError?.(error);
    return null;
  }
}

/**
 * The whole audit of one site. Throws UnsafeTargetError for a site we may not or could not read,
 * AuditFailedError for a page we would not trust (certificate) or a fault in our own analysis.
 */
export async function runAudit(url: string, options: AuditOptions = {}): Promise<AuditReport> {
  return (await runAuditWithPictures(url, options)).report;
}

/** The report, and beside it the browser's pictures of the page (not part of the report's JSON). */
export interface AuditOutcome {
  report: AuditReport;
  pictures: PagePictures | null;
}

/** runAudit, with the pictures the browser took of the page (issue 27, decision 032). */
export async function runAuditWithPictures(url: string, options: AuditOptions = {}): Promise<AuditOutcome> {
  const response = await safeFetch(url, { ...fetchOptionsOf(options), probeHttp2: true });
  if (response.tls && !response.tls.authorized) throw new AuditFailedError("certificate");
  if (!response.isHtml) {
    throw new UnsafeTargetError(
      "not-html",
      "Adressen svarte ikke med en nettside (HTML), så den kunne ikke sjekkes.",
    );
  }
  try {
    return await auditStartPage(url, response, options);
  } catch (error) {
    if (error instanceof UnsafeTargetError || error instanceof AuditFailedError) throw error;
    throw new AuditFailedError("analysis", { cause: error });
  }
}

/** Everything after the start page was fetched: the rest of the site, the browser, the checks. */
async function auditStartPage(
  url: string,
  response: SafeFetchResult,
  options: AuditOptions,
): Promise<AuditOutcome> {
  const origin = new URL(response.finalUrl).origin;
  const [robotsTxt, sitemap, redirect] = await Promise.all([
    fetchText(`${origin}/robots.txt`, options),
    fetchText(`${origin}/sitemap.xml`, options),
    httpRedirect(response.finalUrl, options),
  ]);
  const document = parseHtml(response.body);
  const page = extractPage(document);
  // The crawl waits politely between requests; the browser and DNS work meanwhile.
  const [crawl, browser, mailDns] = await Promise.all([
    readSite(
      {
        start: response,
        startPage: page,
        files: { [`${origin}/robots.txt`]: robotsTxt, [`${origin}/sitemap.xml`]: sitemap },
      },
      options,
    ),
    measureInBrowser(response.finalUrl, options),
    lookUpMail(response.finalUrl, options),
  ]);

  const gathered = {
    finalUrl: response.finalUrl,
    response: {
      status: response.status,
      headers: response.headers,
      html: response.body,
      document,
      ttfbMs: Math.round(response.timings.ttfbMs),
      htmlBytes: Buffer.byteLength(response.body),
      encoding: response.encoding,
      tls: response.tls,
      httpRedirect: redirect,
    },
    page,
    robotsTxt,
    sitemap,
    crawl,
    tracking: browser.result?.tracking ?? null,
    mailDns,
  };
  const artifacts: Artifacts = { ...gathered, spelling: await checkSpellingOf(gathered, options) };
  const categories = buildCategories({ artifacts, browser: browser.result });
  const overall = overallScore(categories);
  const pageText = copyTextOf(page);

  let headlines: AuditReport["headlines"] = headlineVariants(pageText);
  if (options.ai && page.bodyText.trim()) {
    try {
      // Loaded only with a language model configured (it brings zod into every audit's thread).
      const { aiCopyReview } = await import("./report/headlines/ai-copy.ts");
      headlines = await aiCopyReview(options.ai, pageText);
    } catch (error) {
      options.onAiError?.(error);
    }
  }
  const report: AuditReport = {
    url,
    finalUrl: response.finalUrl,
    checkedAt: new Date().toISOString(),
    overall,
    grade: gradeFor(overall),
    categories,
    observatory: observatoryOf(runChecks("security", CHECKS, artifacts)),
    copy: { ...copyReadability(page), headline: page.h1[0] ?? page.title },
    headlines,
    topFixes: topFixes(categories),
    // the pages that answered with a page: a link to a missing one is a broken link, not a page read
    pagesRead: crawl?.pages
      .filter((crawled) => crawled.html && crawled.status < 400)
      .map((crawled) => crawled.url) ?? [response.finalUrl],
    browser: browser.summary,
  };
  return { report, pictures: browser.result?.pictures ?? null };
}
