import type { Finding } from "#app/lib/audit-report.ts";
import type { CrawledPage, LinkStatus, SiteCrawl } from "../gather/crawl/types.ts";
import { extractPage, parseHtml } from "../gather/page/extract.ts";
import type { Artifacts, Check, CheckResult, ResponseArtifact } from "./types.ts";

// What the checks' unit tests feed them (issue 26), as Lighthouse's audit tests feed an audit its
// artifacts: a start page from a few lines of HTML, a crawl of a few such pages, the rest empty
// unless a test gives it. The site is invented: a bakery on an .example domain.

export const ORIGIN = "https://www.fjellbakeriet.example";

/** A page's HTML from its head and body markup; `lang` null leaves the attribute out. */
export const htmlPage = (head: string, body: string, lang: string | null = "nb") =>
  `<!doctype html><html${lang === null ? "" : ` lang="${lang}"`}><head>${head}</head><body>${body}</body></html>`;

/** The artifacts of an audit of one page: its HTML parsed as the audit parses it, nothing else gathered. */
export function artifactsFor(html: string, more: Partial<Artifacts> = {}): Artifacts {
  return {
    finalUrl: `${ORIGIN}/`,
    response: responseFor(html),
    page: extractPage(html),
    robotsTxt: null,
    sitemap: null,
    crawl: null,
    tracking: null,
    mailDns: null,
    spelling: null,
    ...more,
  };
}

/**
 * The start page's response as a well-set-up server sends it over https (compressed, cached, quick,
 * http:// sent on to https://), unless `more` says otherwise.
 */
export function responseFor(html: string, more: Partial<ResponseArtifact> = {}): ResponseArtifact {
  return {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache", etag: '"1"' },
    html,
    document: parseHtml(html),
    ttfbMs: 120,
    htmlBytes: Buffer.byteLength(html),
    encoding: "br",
    tls: { authorized: true, validTo: null, daysLeft: 90, protocol: "TLSv1.3", issuer: null, http2: true },
    httpRedirect: { checked: true, redirectsToHttps: true, firstHopHost: "www.fjellbakeriet.example" },
    ...more,
  };
}

/** A page the crawl read at `path`, from its HTML, as server/audit/gather/crawl/crawl.ts reads one. */
export function crawledPage(path: string, html: string, status = 200): CrawledPage {
  const url = `${ORIGIN}${path}`;
  const page = extractPage(html);
  const links = page.links.map((link) => ({ text: link.text, href: new URL(link.href, url).href }));
  return {
    url,
    finalUrl: url,
    status,
    html: true,
    title: page.title,
    metaDescription: page.metaDescription,
    h1: page.h1,
    imagesWithoutAlt: page.images.filter((image) => image.alt === null).length,
    lang: page.lang,
    canonical: page.canonical,
    internalLinks: [
      ...new Set(links.map((link) => link.href).filter((href) => href.startsWith(`${ORIGIN}/`))),
    ],
    links,
    text: page.bodyText,
  };
}

export interface CrawlParts {
  /** Linked addresses (path → status, null for no answer) checked but not read; read pages answered 200. */
  checked?: Record<string, number | null>;
  sitemapErrors?: LinkStatus[];
  disallowed?: SiteCrawl["disallowed"];
}

/**
 * A crawl of the pages given (path → HTML, the start page first), every page linked from the start
 * page, with the site-wide findings the crawl makes of them (crawl/findings.ts).
 */
export function crawlOf(pages: Record<string, string>, parts: CrawlParts = {}): SiteCrawl {
  const read = Object.entries(pages).map(([path, html]) => crawledPage(path, html));
  const start = `${ORIGIN}/`;
  const links: LinkStatus[] = [
    ...read
      .filter((page) => page.url !== start)
      .map((page) => ({ url: page.url, status: 200, linkedFrom: [start] })),
    ...Object.entries(parts.checked ?? {}).map(([path, status]) => ({
      url: `${ORIGIN}${path}`,
      status,
      linkedFrom: [start],
    })),
  ];
  return {
    startUrl: start,
    siteUrl: start,
    pages: read,
    links,
    disallowed: parts.disallowed ?? [],
    sitemapErrors: parts.sitemapErrors ?? [],
    gapMs: 0,
    stoppedEarly: false,
    morePages: false,
    limits: { maxPages: 10, timeLimitMs: 45_000 },
  };
}

/** A check's result as a test compares it: the score, and each finding as [id, severity]. */
export function outcome(check: Check, artifacts: Artifacts) {
  const result: CheckResult = check.run(artifacts);
  return { score: result.score, findings: result.findings.map(({ id, severity }) => [id, severity]) };
}

/** The one finding a check returned (its texts, for the words a rule puts there). */
export function onlyFinding(check: Check, artifacts: Artifacts): Finding {
  const { findings } = check.run(artifacts);
  if (findings.length !== 1) throw new Error(`${check.id}: ${findings.length} findings, not one`);
  return findings[0] as Finding;
}
