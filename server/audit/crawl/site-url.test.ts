import { describe, expect, it } from "vitest";
import { displayUrl, looksLikePage, siteUrl } from "./site-url.ts";
import { parseSitemap } from "./sitemap.ts";

const site = new URL("https://bedrift.example/");
const same = (href: string, base = "https://bedrift.example/om-oss/") =>
  siteUrl(href, base, site)?.href ?? null;

describe("which addresses are the site's own", () => {
  it("reads relative links, drops the fragment and uses the site's own scheme", () => {
    expect(same("team#ansatte")).toBe("https://bedrift.example/om-oss/team");
    expect(same("http://bedrift.example/kontakt")).toBe("https://bedrift.example/kontakt");
    expect(same("//www.bedrift.example/priser")).toBe("https://www.bedrift.example/priser");
    expect(same("HTTPS://BEDRIFT.EXAMPLE./blogg")).toBe("https://bedrift.example./blogg");
  });

  it("leaves other hosts, other ports, subdomains and non-web links alone", () => {
    for (const href of [
      "https://annen.example/",
      "https://blogg.bedrift.example/",
      "https://bedrift.example:8443/",
      "https://bedrift.example.annen.example/",
      "mailto:post@bedrift.example",
      "tel:+4712345678",
      "javascript:void(0)",
      "http://[",
    ])
      expect(same(href), href).toBeNull();
  });

  it("reads files as links to check, not pages to read, and shows paths on the site's origin", () => {
    expect(looksLikePage(new URL("https://bedrift.example/prisliste.PDF"))).toBe(false);
    expect(looksLikePage(new URL("https://bedrift.example/tjenester/regnskap"))).toBe(true);
    expect(displayUrl("https://bedrift.example/om-oss?fane=2", site)).toBe("/om-oss?fane=2");
    expect(displayUrl("https://www.bedrift.example/", site)).toBe("https://www.bedrift.example/");
  });
});

describe("sitemaps", () => {
  it("tells pages from further sitemaps, with or without a namespace prefix", () => {
    expect(
      parseSitemap(`<?xml version="1.0"?><sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">
        <sm:url><sm:loc> https://bedrift.example/?a=1&amp;b=2 </sm:loc></sm:url></sm:urlset>`),
    ).toEqual({ pages: ["https://bedrift.example/?a=1&b=2"], sitemaps: [] });
    expect(
      parseSitemap(
        `<sitemapindex><sitemap><loc>https://bedrift.example/s1.xml</loc></sitemap></sitemapindex>`,
      ),
    ).toEqual({ pages: [], sitemaps: ["https://bedrift.example/s1.xml"] });
  });
});
