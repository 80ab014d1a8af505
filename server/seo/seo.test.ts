import type { AddressInfo } from "node:net";
import type { Document, Element } from "domhandler";
import { getElementsByTagName, textContent } from "domutils";
import express from "express";
import { parseDocument } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "#content/collections.server.ts";
import { allPagePaths } from "#content/pages.ts";
import { paths } from "#content/routes.ts";
import { site } from "#content/site.ts";
import { escapeXml } from "../escape.ts";
import { etagMatches } from "../http-cache.ts";
import { buildNewsFeed, rfc822Date } from "./feed.ts";
import { buildRobots } from "./robots.ts";
import { seoRouter } from "./router.ts";
import { buildSitemap, CONTENT_UPDATED } from "./sitemap.ts";

const SITE = "https://www.fjellvik.example";

/**
 * A strict enough well-formedness check: one XML declaration first, every tag balanced and
 * properly nested, every & an entity, no stray < in text.
 */
function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf("?>") + 2);
  const stack: string[] = [];
  const token =
    /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = token.exec(body); match; match = token.exec(body)) {
    const text = body.slice(last, match.index);
    expect(text, `text before <${match[2]}>`).not.toMatch(
      /[<>]|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i,
    );
    last = token.lastIndex;
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else stack.push(name as string);
  }
  expect(body.slice(last).trim()).toBe("");
  expect(stack).toEqual([]);
}

function parseXml(xml: string): Document {
  return parseDocument(xml, { xmlMode: true });
}

const tags = (root: Document | Element, name: string) => getElementsByTagName(name, root, true);
const text = (root: Document | Element, name: string) => tags(root, name).map((el) => textContent(el));

describe("buildSitemap", () => {
  const xml = buildSitemap(SITE);
  const doc = parseXml(xml);
  const locs = text(doc, "loc");

  it("is well-formed XML in the sitemaps.org namespace", () => {
    assertWellFormedXml(xml);
    const [urlset] = tags(doc, "urlset");
    expect(urlset?.attribs.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(tags(doc, "url")).toHaveLength(locs.length);
  });

  it("lists every indexable page exactly once, with an absolute https URL", () => {
    const indexable = allPagePaths().filter((p) => p !== paths.uploadTest && p !== paths.casesAlias);
    const expected = indexable.map((p) => (p === "/" ? `${SITE}/` : `${SITE}${p}`));
    expect([...locs].sort()).toEqual([...new Set(expected)].sort());
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/www\.fjellvik\.example\//);
    expect(locs).toContain(`${SITE}/`);
    expect(locs).toContain(`${SITE}/nettsider/moderne-design`);
  });

  it("leaves out the noindex upload test and the /casestudies alias", () => {
    expect(locs).not.toContain(`${SITE}/upload-test`);
    expect(locs).not.toContain(`${SITE}/casestudies`);
    expect(locs).toContain(`${SITE}/case-studies`);
  });

  it("dates articles by their own date and other pages by CONTENT_UPDATED", () => {
    const lastmodOf = new Map(
      tags(doc, "url").map((url) => [text(url, "loc")[0], text(url, "lastmod")[0]] as const),
    );
    for (const article of articles) expect(lastmodOf.get(`${SITE}/nyheter/${article.id}`)).toBe(article.date);
    expect(lastmodOf.get(`${SITE}/`)).toBe(CONTENT_UPDATED);
    expect(lastmodOf.get(`${SITE}/kontakt`)).toBe(CONTENT_UPDATED);
    for (const lastmod of lastmodOf.values()) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("is never older than the newest article", () => {
    const newest = articles
      .map((a) => a.date)
      .sort()
      .at(-1) as string;
    expect(CONTENT_UPDATED >= newest).toBe(true);
  });

  it("uses the site origin as given, without a doubled slash, and escapes it", () => {
    expect(buildSitemap("http://localhost:3000/")).toContain("<loc>http://localhost:3000/nyheter</loc>");
    const odd = buildSitemap("https://a.example/?x=1&y=<2>");
    expect(odd).toContain("x=1&amp;y=&lt;2&gt;");
    assertWellFormedXml(odd);
  });
});

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;",
    );
  });
});

describe("buildRobots", () => {
  it("allows the site, keeps crawlers out of the API, reports and upload test, and names the sitemap", () => {
    const lines = buildRobots(SITE).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Disallow: /rapport/");
    expect(lines).toContain("Disallow: /upload-test");
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(buildRobots(`${SITE}/`)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe("buildNewsFeed", () => {
  const xml = buildNewsFeed(SITE);
  const doc = parseXml(xml);
  const items = tags(doc, "item");

  it("is well-formed RSS 2.0 with a Norwegian channel and a self link", () => {
    assertWellFormedXml(xml);
    const [rss] = tags(doc, "rss");
    expect(rss?.attribs.version).toBe("2.0");
    const [channel] = tags(doc, "channel") as [Element];
    const channelChildren = channel.children.filter((c): c is Element => c.type === "tag");
    const field = (name: string) => channelChildren.find((c) => c.name === name);
    expect(textContent(field("title") as Element)).toMatch(/^Nyheter fra /);
    expect(textContent(field("description") as Element)).toContain("kunstig intelligens");
    expect(textContent(field("link") as Element)).toBe(`${SITE}/nyheter`);
    expect(textContent(field("language") as Element)).toBe("nb");
    const self = field("atom:link");
    expect(self?.attribs).toMatchObject({
      href: `${SITE}/nyheter/rss.xml`,
      rel: "self",
      type: "application/rss+xml",
    });
    expect(rss?.attribs["xmlns:atom"]).toBe("http://www.w3.org/2005/Atom");
  });

  it("has the three articles, newest first, with link, guid, excerpt and author", () => {
    expect(items).toHaveLength(3);
    const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date));
    items.forEach((item, i) => {
      const article = newestFirst[i];
      if (!article) throw new Error("missing article");
      const link = `${SITE}/nyheter/${article.id}`;
      expect(text(item, "title")[0]).toBe(article.title);
      expect(text(item, "link")[0]).toBe(link);
      expect(text(item, "guid")[0]).toBe(link);
      expect(text(item, "description")[0]).toBe(article.excerpt);
      expect(text(item, "author")[0]).toBe(`${site.email} (${article.author})`);
    });
    const dates = items.map((item) => Date.parse(text(item, "pubDate")[0] as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("writes pubDate in RFC 822 form matching the article date", () => {
    const rfc822 =
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
    for (const item of items) expect(text(item, "pubDate")[0]).toMatch(rfc822);
    expect(rfc822Date("2026-01-01")).toBe("Thu, 01 Jan 2026 00:00:00 GMT");
    expect(rfc822Date("2025-08-18")).toBe("Mon, 18 Aug 2025 00:00:00 GMT");
    expect(() => rfc822Date("i går")).toThrow();
  });

  it("escapes text so the XML stays well-formed (raw text has no bare & or <)", () => {
    expect(xml).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
    expect(buildNewsFeed("https://a.example/?a=1&b=2")).toContain("a=1&amp;b=2");
    assertWellFormedXml(buildNewsFeed("https://a.example/?a=1&b=<2>"));
  });
});

describe("etagMatches", () => {
  it("compares weakly, accepts lists and *", () => {
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches("*", '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
  });
});

describe("seoRouter", () => {
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let base = "";
  beforeAll(async () => {
    const app = express();
    app.use(seoRouter(SITE));
    app.use((_req, res) => {
      res.status(404).send("not found");
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  );

  const cases = [
    { path: "/sitemap.xml", type: "application/xml; charset=utf-8", body: buildSitemap(SITE) },
    { path: "/robots.txt", type: "text/plain; charset=utf-8", body: buildRobots(SITE) },
    { path: "/nyheter/rss.xml", type: "application/rss+xml; charset=utf-8", body: buildNewsFeed(SITE) },
  ];

  for (const { path, type, body } of cases) {
    it(`serves ${path} with its content type, caching headers and ETag, and 304 on If-None-Match`, async () => {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      const etag = res.headers.get("etag");
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(await res.text()).toBe(body);

      const again = await fetch(`${base}${path}`);
      expect(again.headers.get("etag")).toBe(etag);
      await again.arrayBuffer();

      const notModified = await fetch(`${base}${path}`, { headers: { "If-None-Match": etag as string } });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get("etag")).toBe(etag);
      expect(notModified.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(await notModified.text()).toBe("");

      const stale = await fetch(`${base}${path}`, { headers: { "If-None-Match": '"something-else"' } });
      expect(stale.status).toBe(200);
      await stale.arrayBuffer();
    });
  }

  it("answers HEAD without a body and leaves other paths alone", async () => {
    const head = await fetch(`${base}/robots.txt`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await head.text()).toBe("");
    const other = await fetch(`${base}/nyheter/annet.xml`);
    expect(other.status).toBe(404);
    await other.arrayBuffer();
  });
});
