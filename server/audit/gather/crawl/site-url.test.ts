import { describe, expect, it } from "vitest";
import { displayUrl, looksLikePage, PageNames, pageKey, siteUrl } from "./site-url.ts";
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

  it("shows a path's letters decoded, and leaves a malformed escape as it stands", () => {
    expect(displayUrl("https://bedrift.example/vilk%C3%A5r.html", site)).toBe("/vilkår.html");
    expect(displayUrl("https://bedrift.example/s%C3%B8k?q=gr%C3%B8nt", site)).toBe("/søk?q=grønt");
    expect(displayUrl("https://bedrift.example/100%25-norsk", site)).toBe("/100%-norsk");
    expect(displayUrl("https://bedrift.example/halv%C3-side/%E2%82%AC", site)).toBe("/halv%C3-side/€");
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

describe("one page is one page", () => {
  const key = (href: string) => pageKey(new URL(href, "https://bedrift.example/"));

  it("names the start page the same with or without its index file", () => {
    for (const href of [
      "/index.html",
      "/index.htm",
      "/INDEX.HTML",
      "/default.htm",
      "/default.html",
      "/index.php",
      // a server that answers without the extension
      "/index",
    ])
      expect(key(href), href).toBe(key("/"));
    expect(key("/indexer")).not.toBe(key("/"));
    expect(key("/tjenester/index.html")).toBe(key("/tjenester"));
    expect(key("https://www.bedrift.example/")).toBe(key("/"));
  });

  it("ignores a trailing slash, the fragment and the tracking parameters", () => {
    expect(key("/om/")).toBe(key("/om"));
    expect(key("/om#ansatte")).toBe(key("/om"));
    expect(key("/?utm_source=nyhetsbrev&utm_medium=epost")).toBe(key("/"));
    for (const name of ["fbclid", "gclid", "mc_cid", "mc_eid", "_ga", "UTM_CAMPAIGN"])
      expect(key(`/kontakt?${name}=abc123`), name).toBe(key("/kontakt"));
    expect(key("/priser?side=2&utm_source=avis")).toBe(key("/priser?side=2"));
  });

  it("keeps other queries, other paths and other files apart", () => {
    expect(key("/priser?side=2")).not.toBe(key("/priser"));
    expect(key("/priser?side=2")).not.toBe(key("/priser?side=3"));
    expect(key("/om")).not.toBe(key("/Om"));
    expect(key("/om.html")).not.toBe(key("/om"));
    expect(key("/myindex.html")).not.toBe(key("/"));
    expect(key("/?side=2")).not.toBe(key("/"));
  });

  it("drops tracking parameters from a link and leaves the rest of its query as written", () => {
    expect(same("/kurs?fbclid=x1&sted=Bod%C3%B8+sentrum#p")).toBe(
      "https://bedrift.example/kurs?sted=Bod%C3%B8+sentrum",
    );
    expect(same("/kurs?utm_source=fb")).toBe("https://bedrift.example/kurs");
  });

  it("shows a page under the address linked most, else the shorter", () => {
    const names = new PageNames();
    for (const href of ["/index.html", "/", "/index.html", "/om/", "/om"])
      names.vote(`https://bedrift.example${href}`);
    expect(names.name("https://bedrift.example/")).toBe("https://bedrift.example/index.html");
    expect(names.name("https://bedrift.example/om/")).toBe("https://bedrift.example/om");
    expect(names.name("https://bedrift.example/ukjent")).toBe("https://bedrift.example/ukjent");
  });
});
