import { isBroken, siteFindings } from "./crawl/findings.ts";
import { Pace } from "./crawl/pace.ts";
import { type Robots, robotsFrom } from "./crawl/robots.ts";
import { looksLikePage, siteUrl } from "./crawl/site-url.ts";
import { readSitemaps } from "./crawl/sitemap.ts";
import type { CrawledPage, SiteCrawl } from "./crawl/types.ts";
import { extractPage } from "./extract.ts";
import {
  DEFAULT_USER_AGENT,
  fetchText,
  type SafeFetchOptions,
  type SafeFetchResult,
  safeFetch,
  UnsafeTargetError,
} from "./fetcher.ts";

// The whole site, not one page (decision 021): up to ten pages of the audited site, read politely and
// only through the SSRF-safe fetcher, with what each page says about itself and where its links go.
// Which pages: the start page, then the sitemap's, then the start page's links; links on the pages
// read get a status check. robots.txt is obeyed for everything but the start page (the owner asked
// for that one), one request at a time with a gap, same site only, and after the time limit the
// crawl returns what it has. Its findings reach the report through server/audit/checks/site/.

export type { CrawledPage, LinkStatus, SiteCrawl, SiteFinding } from "./crawl/types.ts";

export interface CrawlOptions extends SafeFetchOptions {
  /** Pages requested, the start page included (10). */
  maxPages?: number;
  /** Status checks of linked addresses not read as pages (30). */
  maxLinkChecks?: number;
  /** The least time between the end of one request to the site and the start of the next (500 ms). */
  minGapMs?: number;
  /** robots.txt's Crawl-delay is honoured up to this (3 s, so ten pages still fit in the time limit). */
  maxCrawlDelayMs?: number;
  /** After this the crawl returns what it has (45 s). */
  timeLimitMs?: number;
  /**
   * What the caller already fetched from the site — the start page and files such as robots.txt
   * and sitemap.xml by address — so the crawl does not ask the site for them again.
   */
  known?: { start: SafeFetchResult; files: Record<string, { status: number; body: string } | null> };
}

export const CRAWL_LIMITS = {
  maxPages: 10,
  maxLinkChecks: 30,
  minGapMs: 500,
  maxCrawlDelayMs: 3_000,
  timeLimitMs: 45_000,
  /** Sitemap files read: /sitemap.xml, those robots.txt names, the sitemaps an index lists. */
  maxSitemapFiles: 4,
};

/** Errors a visitor would also meet: no connection, no name, no answer in time, a redirect loop. */
const unanswered = (error: unknown) =>
  !(error instanceof UnsafeTargetError) || ["dns", "timeout", "too-many-redirects"].includes(error.reason);

function readPage(url: string, response: SafeFetchResult, site: URL): CrawledPage {
  const page = response.isHtml && response.status < 400 ? extractPage(response.body) : null;
  const links = (page?.links ?? []).map((link) => siteUrl(link.href, response.finalUrl, site)?.href);
  return {
    url,
    finalUrl: response.finalUrl,
    status: response.status,
    html: response.isHtml,
    title: page?.title ?? null,
    metaDescription: page?.metaDescription ?? null,
    h1: page?.h1 ?? [],
    imagesWithoutAlt: page?.images.filter((image) => image.alt === null).length ?? 0,
    lang: page?.lang ?? null,
    canonical: page?.canonical ?? null,
    internalLinks: [...new Set(links.filter((link) => link !== undefined))],
    links: (page?.links ?? []).slice(0, MAX_LINKS).map((link) => ({
      text: link.text,
      href: absolute(link.href, response.finalUrl),
    })),
    text: (page?.bodyText ?? "").slice(0, MAX_TEXT),
  };
}

const MAX_LINKS = 400;
const MAX_TEXT = 30_000;

function absolute(href: string, base: string): string {
  try {
    return new URL(href, base).href;
  } catch {
    return href;
  }
}

export async function crawlSite(startUrl: string, options: CrawlOptions = {}): Promise<SiteCrawl> {
  const limits = {
    ...CRAWL_LIMITS,
    maxPages: options.maxPages ?? CRAWL_LIMITS.maxPages,
    maxLinkChecks: options.maxLinkChecks ?? CRAWL_LIMITS.maxLinkChecks,
    minGapMs: options.minGapMs ?? CRAWL_LIMITS.minGapMs,
    maxCrawlDelayMs: options.maxCrawlDelayMs ?? CRAWL_LIMITS.maxCrawlDelayMs,
    timeLimitMs: options.timeLimitMs ?? CRAWL_LIMITS.timeLimitMs,
  };
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const pace = new Pace({
    gapMs: limits.minGapMs,
    timeLimitMs: limits.timeLimitMs,
    requestTimeoutMs: options.totalTimeoutMs ?? 15_000,
  });
  // The caller's fetch options (allowHosts, size limits, …) for every request; only the timeout is
  // shortened so that no request outlives the crawl's time limit.
  const fetchPage = (url: string) =>
    pace.run((timeoutMs) => safeFetch(url, { ...options, totalTimeoutMs: timeoutMs }));
  const fetchFile = async (url: string) =>
    options.known && url in options.known.files
      ? (options.known.files[url] ?? null)
      : ((await pace.run((timeoutMs) => fetchText(url, { ...options, totalTimeoutMs: timeoutMs }))) ?? null);

  const start = options.known?.start ?? (await fetchPage(startUrl));
  if (!start) throw new UnsafeTargetError("timeout");
  const site = new URL(start.finalUrl);
  const pages = [readPage(start.url, start, site)];
  /** Status per address we requested (null: no answer), under both the asked and the final address. */
  const statuses = new Map<string, number | null>([
    [start.url, start.status],
    [start.finalUrl, start.status],
  ]);

  const robotsByOrigin = new Map<string, Robots>();
  const robotsFor = async (url: URL) => {
    let robots = robotsByOrigin.get(url.origin);
    if (!robots) {
      robots = robotsFrom(await fetchFile(`${url.origin}/robots.txt`), userAgent);
      robotsByOrigin.set(url.origin, robots);
    }
    return robots;
  };
  const siteRobots = await robotsFor(site);
  const crawlDelayMs = (siteRobots.crawlDelaySeconds ?? 0) * 1000;
  pace.gapMs = Math.max(limits.minGapMs, Math.min(crawlDelayMs, limits.maxCrawlDelayMs));

  const disallowed = new Set<string>();
  /** A same-site address robots.txt lets us request, else null (and a disallowed one remembered). */
  const admit = async (href: string, base: string | URL) => {
    const url = siteUrl(href, base, site);
    if (!url) return null;
    if ((await robotsFor(url)).isAllowed(url)) return url;
    disallowed.add(url.href);
    return null;
  };
  const request = async (href: string) => {
    try {
      const response = await fetchPage(href);
      if (response) statuses.set(href, response.status);
      return response;
    } catch (error) {
      if (unanswered(error)) statuses.set(href, null);
      return undefined;
    }
  };

  const fromSitemap = await readSitemaps([`${site.origin}/sitemap.xml`, ...siteRobots.sitemaps], {
    fetchFile,
    admit,
    maxFiles: limits.maxSitemapFiles,
    enough: 2 * limits.maxPages,
  });
  const sitemapUrls = new Set(fromSitemap.flatMap((href) => siteUrl(href, site, site)?.href ?? []));
  const candidates = [...new Set([...sitemapUrls, ...(pages[0]?.internalLinks ?? [])])].filter(
    (href) => !statuses.has(href) && looksLikePage(new URL(href)),
  );

  const read = new Set([start.finalUrl]);
  let requested = 1;
  let morePages = false;
  for (const href of candidates) {
    if (pace.stopped) break;
    if (requested >= limits.maxPages) {
      morePages = true;
      break;
    }
    if (!(await admit(href, site))) continue;
    requested++;
    const response = await request(href);
    // A redirect to a page already read, or off the site, adds no page.
    if (!response || read.has(response.finalUrl) || !siteUrl(response.finalUrl, site, site)) continue;
    read.add(response.finalUrl);
    statuses.set(response.finalUrl, response.status);
    pages.push(readPage(href, response, site));
  }

  const linkedFrom = new Map<string, string[]>();
  for (const page of pages)
    for (const link of page.internalLinks) linkedFrom.set(link, [...(linkedFrom.get(link) ?? []), page.url]);
  let checks = 0;
  for (const href of linkedFrom.keys()) {
    if (pace.stopped || checks >= limits.maxLinkChecks) break;
    if (statuses.has(href) || disallowed.has(href) || !(await admit(href, site))) continue;
    checks++;
    await request(href);
  }

  const status = (url: string) => statuses.get(url) ?? null;
  const crawl: Omit<SiteCrawl, "findings"> = {
    startUrl,
    siteUrl: site.href,
    pages,
    links: [...linkedFrom]
      .filter(([url]) => statuses.has(url))
      .map(([url, from]) => ({ url, status: status(url), linkedFrom: from })),
    disallowed: [...linkedFrom]
      .filter(([url]) => disallowed.has(url))
      .map(([url, from]) => ({ url, linkedFrom: from })),
    sitemapErrors: [...sitemapUrls]
      .filter((url) => statuses.has(url) && isBroken(status(url)))
      .map((url) => ({ url, status: status(url), linkedFrom: linkedFrom.get(url) ?? [] })),
    gapMs: pace.gapMs,
    stoppedEarly: pace.stopped,
    morePages,
  };
  return { ...crawl, findings: siteFindings(crawl, limits) };
}
