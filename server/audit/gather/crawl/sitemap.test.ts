import { describe, expect, it } from "vitest";
import { bigSitemap } from "../../../../tests/hostile-pages.ts";
import { parseSitemap } from "./sitemap.ts";

const ORIGIN = "https://bedrift.example";

describe("reading a sitemap", () => {
  it("reads the pages of a <urlset> and the sitemaps of a <sitemapindex>, namespace prefixes or not", () => {
    expect(
      parseSitemap(`<?xml version="1.0"?><urlset><url><loc> ${ORIGIN}/ </loc></url>
        <url><loc>${ORIGIN}/om-oss?a=1&amp;b=2</loc><lastmod>2024-01-01</lastmod></url><loc>${ORIGIN}/ingen</loc></urlset>`),
    ).toEqual({ pages: [`${ORIGIN}/`, `${ORIGIN}/om-oss?a=1&b=2`], sitemaps: [] });
    expect(
      parseSitemap(`<sm:sitemapindex xmlns:sm="x"><sm:sitemap><sm:loc>${ORIGIN}/a.xml</sm:loc></sm:sitemap>
        <sm:sitemap><sm:loc><![CDATA[${ORIGIN}/b.xml]]></sm:loc></sm:sitemap></sm:sitemapindex>`),
    ).toEqual({ pages: [], sitemaps: [`${ORIGIN}/a.xml`, `${ORIGIN}/b.xml`] });
  });

  it("stops at the limit", () => {
    const xml = `<urlset>${[1, 2, 3].map((i) => `<url><loc>${ORIGIN}/${i}</loc></url>`).join("")}</urlset>`;
    expect(parseSitemap(xml, 2).pages).toEqual([`${ORIGIN}/1`, `${ORIGIN}/2`]);
  });

  it("reads 510 KB of <url>s nested in each other in time", { timeout: 3_000 }, () => {
    const { pages } = parseSitemap(bigSitemap(510, ORIGIN));
    expect(pages).toHaveLength(1000);
    expect(pages[0]).toBe(`${ORIGIN}/side-0`);
    expect(pages[999]).toBe(`${ORIGIN}/side-999`);
  });
});
