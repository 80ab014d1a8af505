import { describe, expect, it } from "vitest";
import { fixturePage, startSiteFixture } from "#tests/site-fixtures.ts";
import { finding, gaps } from "./crawl.fixture.ts";
import { type CrawlOptions, crawlSite } from "./crawl.ts";

// What holds the crawl back, on small sites on loopback: robots.txt's Crawl-delay (to a cap), the
// group that names us, a robots.txt that answers with an error, and the time limit; and the linked
// files and sitemap entries it checks without reading them as pages.

describe("robots.txt's wishes and the time limit", () => {
  const small = (robots: string) => () => ({
    "/robots.txt": { type: "text/plain", body: robots },
    "/": { body: fixturePage({ title: "Forside", h1: ["Forside"], links: ["/a", "/b", "/privat", "/c"] }) },
    "/a": { body: fixturePage({ title: "A", h1: ["A"] }) },
    "/b": { body: fixturePage({ title: "B", h1: ["B"] }) },
    "/c": { body: fixturePage({ title: "C", h1: ["C"] }) },
    "/privat": { body: fixturePage({ title: "Privat", h1: ["Privat"] }) },
  });
  const crawlOf = async (robots: string, options: CrawlOptions) => {
    const fixture = await startSiteFixture(small(robots));
    try {
      const started = performance.now();
      const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], ...options });
      return { fixture, result, ms: performance.now() - started };
    } finally {
      await fixture.close();
    }
  };

  it("waits as long as Crawl-delay asks", async () => {
    const { fixture, result } = await crawlOf("User-agent: *\nCrawl-delay: 0.15\n", { minGapMs: 10 });
    expect(result.gapMs).toBe(150);
    expect(result.pages).toHaveLength(5);
    // From robots.txt on: before it we cannot know what it asks.
    expect(fixture.requests[1]?.path).toBe("/robots.txt");
    for (const gap of gaps(fixture).slice(1)) expect(gap).toBeGreaterThanOrEqual(148);
  });

  it("holds a long Crawl-delay to the cap", async () => {
    const { fixture, result, ms } = await crawlOf("User-agent: *\nCrawl-delay: 30\n", {
      minGapMs: 10,
      maxCrawlDelayMs: 60,
    });
    expect(result.gapMs).toBe(60);
    expect(result.pages).toHaveLength(5);
    for (const gap of gaps(fixture).slice(1)) expect(gap).toBeGreaterThanOrEqual(58);
    expect(ms).toBeLessThan(3000);
  });

  it("follows the group that names us rather than the * group", async () => {
    const { fixture, result } = await crawlOf(
      "User-agent: *\nDisallow: /\n\nUser-agent: FjellvikNettsidesjekk\nDisallow: /privat\n",
      { minGapMs: 5 },
    );
    expect(result.pages.map((page) => new URL(page.url).pathname)).toEqual(["/", "/a", "/b", "/c"]);
    expect(fixture.hits("/privat")).toBe(0);
  });

  it("reads nothing but the start page when robots.txt answers with a server error", async () => {
    const fixture = await startSiteFixture((origin) => ({
      ...small("")(),
      "/robots.txt": { status: 503, type: "text/plain", body: "Vedlikehold" },
      "/sitemap.xml": { type: "application/xml", body: `<urlset><url><loc>${origin}/a</loc></url></urlset>` },
    }));
    const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], minGapMs: 5 });
    await fixture.close();
    expect(result.pages).toHaveLength(1);
    expect(fixture.requests.map((request) => request.path)).toEqual(["/", "/robots.txt"]);
  });

  it("checks linked files without reading them as pages, and names dead sitemap entries", async () => {
    const fixture = await startSiteFixture((origin) => ({
      ...small("User-agent: *\n")(),
      "/": { body: fixturePage({ title: "Forside", h1: ["Forside"], links: ["/prisliste.pdf", "/a"] }) },
      "/prisliste.pdf": { type: "application/pdf", body: "%PDF-1.4" },
      "/sitemap.xml": {
        type: "application/xml",
        body: `<urlset><url><loc>${origin}/a</loc></url><url><loc>${origin}/borte</loc></url></urlset>`,
      },
    }));
    const result = await crawlSite(`${fixture.origin}/`, { allowHosts: [fixture.hostPort], minGapMs: 5 });
    await fixture.close();
    expect(result.pages.map((page) => [new URL(page.url).pathname, page.status])).toEqual([
      ["/", 200],
      ["/a", 200],
      ["/borte", 404],
    ]);
    expect(result.links).toContainEqual({
      url: `${fixture.origin}/prisliste.pdf`,
      status: 200,
      linkedFrom: [`${fixture.origin}/`],
    });
    expect(finding(result, "site-sitemap-errors")).toMatchObject({
      title: "1 adresse i sitemap.xml virker ikke",
      pages: [`${fixture.origin}/borte`],
    });
    // The start page lacks one too; its own check says so, this one names the others.
    expect(finding(result, "site-description-missing")?.title).toBe("Én side til mangler metabeskrivelse");
    expect(finding(result, "site-links-ok")?.severity).toBe("good");
    expect(fixture.hits("/prisliste.pdf")).toBe(1);
  });

  it("returns what it has when the time limit runs out", async () => {
    const { fixture, result, ms } = await crawlOf("User-agent: *\n", { minGapMs: 120, timeLimitMs: 500 });
    expect(result.stoppedEarly).toBe(true);
    expect(result.pages.length).toBeGreaterThanOrEqual(1);
    expect(result.pages.length).toBeLessThan(5);
    expect(ms).toBeLessThan(900);
    expect(fixture.requests.at(-1)?.at ?? 0).toBeLessThan((fixture.requests[0]?.at ?? 0) + 500);
    expect(finding(result, "site-pages-read")?.detail).toContain("Vi stoppet etter 1 sekund,");
  });
});
