import {
  DEFAULT_USER_AGENT,
  fetchText,
  type SafeFetchOptions,
  type SafeFetchResult,
  safeFetch,
  UnsafeTargetError,
} from "../fetcher/fetch.ts";
import { extractPage } from "../page/extract.ts";
import type { PageData } from "../page/page-data.ts";
import { contactGuesses, isOwnPage, linksContactPage } from "./contact-page.ts";
import { otherName, pagesUnder } from "./other-name.ts";
import { Pace } from "./pace.ts";
import { type Robots, robotsFrom } from "./robots.ts";
import { PagesRead } from "./same-page.ts";
import { absolute, looksLikePage, PageNames, pageKey, siteUrl } from "./site-url.ts";
import { readSitemaps } from "./sitemap.ts";
import { type CrawledPage, isBroken, type SiteCrawl } from "./types.ts";

// The whole site, not one page (decision 021): up to ten pages of the audited site, read politely and
// only through the SSRF-safe fetcher, with what each page says about itself and where its links go.
// Which pages: the start page, then the sitemap's, then the start page's links, and when no page read
// links to a contact page, the contact page where sites usually keep it (contact-page.ts); links on
// the pages read get a status check. robots.txt is obeyed for everything but the start page (the owner asked
// for that one), one request at a time with a gap, same site only, and after the time limit the
// crawl returns what it has. It collects; the checks in server/audit/checks/site/ judge.
// One page is one page: "/" and "/index.html", "/om" and "/om/", "?utm_source=…" are read once and
// shown under the address the site itself links most (crawl/site-url.ts, pageKey). A page that
// answers under two addresses no such rule joins («/om», «/om.html») is read once, under the address
// read first (same-page.ts).

export type { CrawledPage, LinkStatus, SiteCrawl, SiteFinding } from "./types.ts";

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
  known?: {
    start: SafeFetchResult;
    /** The start page's model, when the caller already extracted it: a page is extracted once. */
    startPage?: PageData;
    files: Record<string, { status: number; body: string } | null>;
  };
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

function readPage(url: string, response: SafeFetchResult, site: URL, extracted?: PageData): CrawledPage {
  const page = response.isHtml && response.status < 400 ? (extracted ?? extractPage(response.body)) : null;
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
    formFields: (page?.formFields ?? []).slice(0, MAX_FIELDS).map(({ type, naming }) => ({ type, naming })),
  };
}

const MAX_LINKS = 400;
const MAX_TEXT = 30_000;
const MAX_FIELDS = 50;

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
  const pages = [readPage(start.url, start, site, options.known?.startPage)];
  /** Status per page we requested (null: no answer), by pageKey of both the asked and the final address. */
  const statuses = new Map<string, number | null>([
    [pageKey(start.url), start.status],
    [pageKey(start.finalUrl), start.status],
  ]);
  const known = (href: string) => statuses.has(pageKey(href));
  /** Which address of a page the site uses most: its links and its sitemap vote. */
  const names = new PageNames();
  const vote = (hrefs: Iterable<string>) => {
    for (const href of hrefs) names.vote(href);
  };
  vote(pages[0]?.internalLinks ?? []);

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
    disallowed.add(pageKey(url));
    return null;
  };
  const request = async (href: string) => {
    try {
      const response = await fetchPage(href);
      if (response) statuses.set(pageKey(href), response.status);
      return response;
    } catch (error) {
      if (unanswered(error)) statuses.set(pageKey(href), null);
      return undefined;
    }
  };

  const fromSitemap = await readSitemaps([`${site.origin}/sitemap.xml`, ...siteRobots.sitemaps], {
    fetchFile,
    admit,
    maxFiles: limits.maxSitemapFiles,
    enough: 2 * limits.maxPages,
  });
  const sitemapUrls = byPage(fromSitemap.flatMap((href) => siteUrl(href, site, site)?.href ?? []));
  vote(sitemapUrls.values());
  // Each page once, asked for under the address the site uses most so far.
  const candidates = [...byPage([...sitemapUrls.values(), ...(pages[0]?.internalLinks ?? [])]).values()]
    .filter((href) => !known(href) && looksLikePage(new URL(href)))
    .map((href) => names.name(href));

  const read = new Set([pageKey(start.finalUrl)]);
  const readAlready = new PagesRead(pages[0]);
  let requested = 1;
  let morePages = false;
  /** Reads one page, unless the budget, the time, robots.txt or an earlier read says no. */
  const readOne = async (href: string, accept = (_page: CrawledPage) => true) => {
    if (pace.stopped) return "stop";
    if (requested >= limits.maxPages) {
      morePages = true;
      return "stop";
    }
    // An earlier redirect may have landed on this page already.
    if (known(href) || !(await admit(href, site))) return "skipped";
    requested++;
    const response = await request(href);
    // A redirect to a page already read, or off the site, adds no page.
    const key = pageKey(response?.finalUrl ?? href);
    if (!response || read.has(key) || !siteUrl(response.finalUrl, site, site)) return "skipped";
    const page = readPage(href, response, site);
    // the same page under an address no rule of addresses joins to it (same-page.ts)
    if (!accept(page) || readAlready.readBefore(page)) return "skipped";
    read.add(key);
    statuses.set(key, response.status);
    pages.push(page);
    vote(page.internalLinks);
    return "read";
  };
  // The start page may link its pages under another address of the same site (a copy that links
  // the live domain, a move that kept a staging domain in the menu): those pages are asked for here,
  // and read only where this address answers with a page of its own (other-name.ts).
  const other = otherName(pages[0], site);
  const ownPage = (page: CrawledPage) => isOwnPage(page, pages[0]);
  const readAll = async (hrefs: string[], accept?: (page: CrawledPage) => boolean) => {
    for (const href of hrefs) if ((await readOne(href, accept)) === "stop") return "stop";
    return "done";
  };
  let outcome = await readAll(candidates);
  if (outcome !== "stop" && other)
    outcome = await readAll(pagesUnder(other, pages.slice(0, 1), site, known), ownPage);
  // A visitor also finds a page two clicks in: the links of the pages read, while pages are left
  if (outcome !== "stop") {
    const second = [...byPage(pages.slice(1).flatMap((page) => page.internalLinks)).values()]
      .filter((href) => !known(href) && looksLikePage(new URL(href)))
      .map((href) => names.name(href));
    outcome = await readAll(second);
    if (outcome !== "stop" && other)
      outcome = await readAll(pagesUnder(other, pages.slice(1), site, known), ownPage);
  }
  // No page read links to a contact page (a menu written by a script): a visitor would still find
  // it, so we ask where sites usually keep it, and read the first one that is a page of its own.
  // A link under the other name does not count here: it may lead nowhere at this address.
  if (!linksContactPage(pages, (href) => siteUrl(href, site, site) !== null) && requested < limits.maxPages)
    for (const href of contactGuesses(site)) {
      const outcome = await readOne(href, ownPage);
      if (outcome !== "skipped") break;
    }
  // Now that every page read has voted, each page goes by the address the site links most.
  for (const page of pages) page.url = names.name(page.url);

  const linkedFrom = linkTargets(pages, names);
  let checks = 0;
  for (const [key, { url }] of linkedFrom) {
    if (pace.stopped || checks >= limits.maxLinkChecks) break;
    if (statuses.has(key) || disallowed.has(key) || !(await admit(url, site))) continue;
    checks++;
    await request(url);
  }

  const status = (key: string) => statuses.get(key) ?? null;
  return {
    startUrl,
    siteUrl: site.href,
    pages,
    links: [...linkedFrom]
      .filter(([key]) => statuses.has(key))
      .map(([key, { url, from }]) => ({ url, status: status(key), linkedFrom: from })),
    disallowed: [...linkedFrom]
      .filter(([key]) => disallowed.has(key))
      .map(([, { url, from }]) => ({ url, linkedFrom: from })),
    sitemapErrors: [...sitemapUrls]
      .filter(([key]) => statuses.has(key) && isBroken(status(key)))
      .map(([key, url]) => ({
        url: names.name(url),
        status: status(key),
        linkedFrom: linkedFrom.get(key)?.from ?? [],
      })),
    gapMs: pace.gapMs,
    stoppedEarly: pace.stopped,
    morePages,
    otherName: other,
    limits: { maxPages: limits.maxPages, timeLimitMs: limits.timeLimitMs },
  };
}

/** The first address seen of each page, by pageKey, in the order seen. */
function byPage(hrefs: string[]): Map<string, string> {
  const pages = new Map<string, string>();
  for (const href of hrefs) if (!pages.has(pageKey(href))) pages.set(pageKey(href), href);
  return pages;
}

/** Each linked page (by pageKey) with the address it goes by and the pages read that link to it. */
function linkTargets(pages: CrawledPage[], names: PageNames) {
  const targets = new Map<string, { url: string; from: string[] }>();
  for (const page of pages)
    for (const link of page.internalLinks) {
      const key = pageKey(link);
      const target = targets.get(key) ?? { url: names.name(link), from: [] };
      // A page that links both "/" and "/index.html" links the start page once.
      if (!target.from.includes(page.url)) target.from.push(page.url);
      targets.set(key, target);
    }
  return targets;
}
