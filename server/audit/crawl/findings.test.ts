import { describe, expect, it } from "vitest";
import { siteFindings } from "./findings.ts";
import type { CrawledPage, SiteCrawl } from "./types.ts";

// The site-wide findings on a crawl made by hand: two addresses of one page are one page, never
// "two pages with the same title".

const origin = "https://bakeri.example";
const page = (path: string, title: string, description: string): CrawledPage => ({
  url: `${origin}${path}`,
  finalUrl: `${origin}${path}`,
  status: 200,
  html: true,
  title,
  metaDescription: description,
  h1: [title],
  imagesWithoutAlt: 0,
  lang: "nb",
  canonical: null,
  internalLinks: [],
  links: [],
  text: "Ferske brød hver morgen fra klokka sju.",
});
const findingsOf = (pages: CrawledPage[]) =>
  siteFindings(
    {
      startUrl: `${origin}/`,
      siteUrl: `${origin}/`,
      pages,
      links: [],
      disallowed: [],
      sitemapErrors: [],
      gapMs: 500,
      stoppedEarly: false,
      morePages: false,
    } satisfies Omit<SiteCrawl, "findings">,
    { maxPages: 10, timeLimitMs: 45_000 },
  );
const ids = (pages: CrawledPage[]) => findingsOf(pages).map((finding) => finding.id);

describe("the same title or description on one page under two addresses", () => {
  const start = page("/", "Solsiden Bakeri – brød og boller", "Surdeigsbrød bakt natt til i dag.");

  it("is no duplicate when the addresses name the same page", () => {
    for (const other of ["/index.html", "/?utm_source=nyhetsbrev", "/#bestill", "/default.htm"])
      expect(
        ids([start, { ...start, url: `${origin}${other}`, finalUrl: `${origin}${other}` }]),
        other,
      ).not.toEqual(expect.arrayContaining(["site-title-duplicate"]));
    const om = page("/om", "Om Solsiden Bakeri", "Tre bakere og en ovn.");
    const found = ids([om, { ...om, url: `${origin}/om/`, finalUrl: `${origin}/om/` }]);
    expect(found).not.toContain("site-title-duplicate");
    expect(found).not.toContain("site-description-duplicate");
  });

  it("is still a duplicate on two different pages, named once each", () => {
    const kaker = page("/kaker", start.title ?? "", start.metaDescription ?? "");
    const findings = findingsOf([start, { ...start, url: `${origin}/index.html` }, kaker]);
    const duplicate = findings.find((finding) => finding.id === "site-title-duplicate");
    expect(duplicate?.pages).toEqual([`${origin}/`, `${origin}/kaker`]);
    expect(duplicate?.detail).toContain("står på / og /kaker.");
    expect(findings.find((finding) => finding.id === "site-description-duplicate")?.pages).toEqual([
      `${origin}/`,
      `${origin}/kaker`,
    ]);
  });

  it("keeps pages that differ only by a real query apart", () => {
    const side2 = { ...start, url: `${origin}/?side=2`, finalUrl: `${origin}/?side=2` };
    expect(ids([start, side2])).toContain("site-title-duplicate");
  });
});
