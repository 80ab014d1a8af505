import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BLOG_POSTS,
  fixturePage,
  multiPageSite,
  type SiteFixture,
  startSiteFixture,
} from "#tests/site-fixtures.ts";
import { finding, gaps } from "./crawl.fixture.ts";
import { CRAWL_LIMITS, crawlSite, type SiteCrawl } from "./crawl.ts";

// The whole site (decision 021): a regnskapsbyrå on loopback with more pages than we read, robots.txt,
// a sitemap index, dead links and a link to another host.

let site: SiteFixture;
let external: SiteFixture;
let crawl: SiteCrawl;
const GAP_MS = 40;

beforeAll(async () => {
  external = await startSiteFixture(() => ({ "/partner": { body: fixturePage({ title: "Partner" }) } }));
  site = await startSiteFixture(multiPageSite(external.origin));
  crawl = await crawlSite(`${site.origin}/`, {
    allowHosts: [site.hostPort, external.hostPort],
    totalTimeoutMs: 2000,
    minGapMs: GAP_MS,
  });
});
afterAll(async () => {
  await site?.close();
  await external?.close();
});

const url = (path: string) => `${site.origin}${path}`;

describe("reading the whole site", () => {
  it("reads the start page, then the sitemap's pages, and stops at ten", () => {
    expect(CRAWL_LIMITS.maxPages).toBe(10);
    expect(crawl.pages.map((page) => page.url)).toEqual(
      ["/", "/om-oss", "/tjenester", "/kontakt", ...BLOG_POSTS.slice(0, 6)].map(url),
    );
    for (const post of BLOG_POSTS.slice(6)) expect(site.hits(post), post).toBe(0);
    expect(crawl.morePages).toBe(true);
    expect(crawl.pages[0]).toMatchObject({
      status: 200,
      title: "Bølgen Regnskap – regnskap for små bedrifter i Sandnes",
      metaDescription: "Få regnskapet levert hver måned til fast pris. Svar innen 24 timer.",
      h1: ["Regnskap uten stress"],
      lang: "nb",
      imagesWithoutAlt: 0,
    });
    expect(crawl.pages[0]?.internalLinks).toEqual(
      expect.arrayContaining([url("/om-oss"), url("/kontakt"), url("/gammel-side"), url("/intern/notater")]),
    );
    expect(crawl.pages[1]).toMatchObject({ title: null, imagesWithoutAlt: 2 });
    expect(finding(crawl, "site-pages-read")?.pages).toEqual(crawl.pages.map((page) => page.url));
  });

  it("reports the page without a title and the pages sharing one", () => {
    expect(finding(crawl, "site-title-missing")).toMatchObject({
      severity: "problem",
      impact: "serious",
      title: "1 side mangler tittel",
      pages: [url("/om-oss")],
    });
    const duplicate = finding(crawl, "site-title-duplicate");
    expect(duplicate?.pages).toEqual([url("/tjenester"), url("/kontakt")]);
    expect(duplicate?.detail).toContain("«Tjenester | Bølgen Regnskap» står på /tjenester og /kontakt");
    expect(finding(crawl, "site-description-duplicate")?.pages).toEqual([url("/tjenester"), url("/kontakt")]);
    expect(finding(crawl, "site-h1-missing")?.pages).toEqual([url("/kontakt")]);
    expect(finding(crawl, "site-h1-many")?.pages).toEqual([url("/tjenester")]);
    expect(finding(crawl, "site-lang-missing")?.pages).toEqual([url("/kontakt")]);
    expect(finding(crawl, "site-image-alt")).toMatchObject({
      impact: "critical",
      title: "2 bilder på 1 side mangler alt-tekst",
      pages: [url("/om-oss")],
    });
  });

  it("reports each broken link with its status and the page that links to it", () => {
    expect(crawl.links.filter((link) => link.status !== 200)).toEqual([
      { url: url("/gammel-side"), status: 404, linkedFrom: [url("/")] },
      { url: url("/slettet-innlegg"), status: 404, linkedFrom: [url("/blogg/3")] },
    ]);
    const broken = finding(crawl, "site-broken-links");
    expect(broken).toMatchObject({ severity: "problem", title: "2 lenker virker ikke" });
    expect(broken?.pages).toEqual([url("/"), url("/blogg/3")]);
    expect(broken?.detail).toContain("/gammel-side finnes ikke (404), lenket fra /;");
    expect(broken?.detail).toContain("/slettet-innlegg finnes ikke (404), lenket fra /blogg/3.");
  });

  it("never asks for what robots.txt closes, and says that the owner links to it", () => {
    expect(site.hits("/intern/notater")).toBe(0);
    expect(crawl.disallowed).toEqual([{ url: url("/intern/notater"), linkedFrom: [url("/")] }]);
    expect(finding(crawl, "site-robots-blocked")).toMatchObject({
      severity: "info",
      pages: [url("/intern/notater")],
    });
    // robots.txt is read before any page but the start page.
    expect(site.requests.slice(0, 2).map((request) => request.path)).toEqual(["/", "/robots.txt"]);
  });

  it("never requests another host, mailto: or a fragment", () => {
    expect(external.requests).toEqual([]);
    expect(
      site.requests.every((request) => request.path.startsWith("/") && !request.path.includes("#")),
    ).toBe(true);
    expect(site.hits("/kontakt")).toBe(1);
  });

  it("asks one thing at a time, spaced, and says who it is", () => {
    expect(site.requests.length).toBeGreaterThan(10);
    // Timers may fire a millisecond or two early against the server's clock.
    for (const gap of gaps(site)) expect(gap).toBeGreaterThanOrEqual(GAP_MS - 2);
    expect(site.requests.every((request) => request.userAgent.startsWith("FjellvikNettsidesjekk/"))).toBe(
      true,
    );
  });
});
