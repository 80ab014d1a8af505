import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditReport } from "#app/lib/audit-report.ts";
import { multiPageSite, type SiteFixture, startSiteFixture } from "#tests/site-fixtures.ts";
import { runAudit } from "./run.ts";

// A multi-page fixture has its missing title, duplicate title and broken
// link reported with their pages — in the report a visitor gets, not only in the crawl.

let site: SiteFixture;
let external: SiteFixture;
let report: AuditReport;

beforeAll(async () => {
  external = await startSiteFixture(() => ({ "/partner": { body: "<title>Partner</title>" } }));
  site = await startSiteFixture(multiPageSite(external.origin));
  report = await runAudit(`${site.origin}/`, {
    allowHosts: [site.hostPort, external.hostPort],
    crawl: { minGapMs: 0 },
  });
});
afterAll(async () => {
  await site?.close();
  await external?.close();
});

const finding = (id: string) =>
  Object.values(report.categories)
    .flatMap((category) => category.findings)
    .find((each) => each.id === id);

describe("the report covers the whole site", () => {
  it("lists the pages read, start page first, at most ten", () => {
    expect(report.pagesRead?.[0]).toBe(`${site.origin}/`);
    expect(report.pagesRead?.length).toBe(10);
    expect(report.pagesRead).toContain(`${site.origin}/om-oss`);
  });

  it("does not count a page that answered «not found» among the pages read", async () => {
    const small = await startSiteFixture(() => ({
      "/": { body: '<title>Fjellbakeriet</title><a href="/om">Om oss</a> <a href="/logg-inn">Logg inn</a>' },
      "/om": { body: "<title>Om Fjellbakeriet</title><p>Vi baker brød.</p>" },
      "/logg-inn": { status: 404, body: "<title>Finnes ikke</title><h1>Siden finnes ikke</h1>" },
    }));
    try {
      const read = await runAudit(`${small.origin}/`, {
        allowHosts: [small.hostPort],
        crawl: { minGapMs: 0 },
      });
      expect(read.pagesRead).toEqual([`${small.origin}/`, `${small.origin}/om`]);
    } finally {
      await small.close();
    }
  });

  it("names the page without a title", () => {
    expect(finding("site-title-missing")?.pages).toEqual([`${site.origin}/om-oss`]);
    expect(finding("site-title-missing")?.detail).toContain("/om-oss");
  });

  it("names the pages that share a title", () => {
    expect(finding("site-title-duplicate")?.pages).toEqual([
      `${site.origin}/tjenester`,
      `${site.origin}/kontakt`,
    ]);
  });

  it("names the broken link and the page that links to it, and puts it among the fixes", () => {
    const broken = finding("site-broken-links");
    expect(broken?.detail).toContain("/gammel-side finnes ikke (404), lenket fra /");
    expect(report.topFixes.map((fix) => fix.id)).toContain("site-broken-links");
  });

  it("asks the site once for the start page, robots.txt and sitemap.xml", () => {
    expect(site.hits("/")).toBe(1);
    expect(site.hits("/robots.txt")).toBe(1);
    expect(site.hits("/sitemap.xml")).toBe(1);
  });

  it("counts the other pages' gaps in the scores, and never asks the other host", () => {
    expect(report.categories.seo.score).toBeLessThan(90);
    expect(finding("site-image-alt")?.pages).toEqual([`${site.origin}/om-oss`]);
    expect(external.requests).toHaveLength(0);
  });
});
