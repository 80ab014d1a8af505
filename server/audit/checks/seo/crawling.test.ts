import { describe, expect, it } from "vitest";
import { artifactsFor, htmlPage, outcome } from "../test-artifacts.ts";
import { robotsTxt, sitemap } from "./crawling.ts";

// robots.txt must answer; sitemap.xml must answer with a urlset or a sitemap index.

const page = htmlPage("<title>Fjellbakeriet</title>", "<h1>Brød fra Lom</h1>");
const ROBOTS = "User-agent: *\nDisallow: /handlekurv\nSitemap: https://www.fjellbakeriet.example/sitemap.xml";
const URLSET =
  '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://www.fjellbakeriet.example/</loc></url></urlset>';

describe("the robots.txt check", () => {
  it("passes a robots.txt that answered 200", () => {
    expect(outcome(robotsTxt, artifactsFor(page, { robotsTxt: { status: 200, body: ROBOTS } }))).toEqual({
      score: 1,
      findings: [],
    });
  });

  it("warns when robots.txt is missing or was not fetched", () => {
    for (const robots of [{ status: 404, body: "Fant ikke siden" }, { status: 500, body: "" }, null])
      expect(outcome(robotsTxt, artifactsFor(page, { robotsTxt: robots }))).toEqual({
        score: 0.5,
        findings: [["seo-robots", "warning"]],
      });
  });
});

describe("a robots.txt that closes the start page", () => {
  const robots = (body: string) => artifactsFor(page, { robotsTxt: { status: 200, body } });

  it("is a problem when it closes the whole site to all robots or to Googlebot", () => {
    for (const body of [
      "User-agent: *\nDisallow: /",
      "User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nAllow: /",
    ]) {
      const result = robotsTxt.run(robots(body));
      expect(result.score, body).toBe(0);
      expect(result.findings.map((f) => [f.id, f.severity, f.title])).toEqual([
        ["seo-robots-closed", "problem", "robots.txt stenger hele nettstedet for Google"],
      ]);
    }
  });

  it("says the start page alone when only that is closed", () => {
    expect(robotsTxt.run(robots("User-agent: *\nDisallow: /$")).findings[0]?.title).toBe(
      "robots.txt stenger forsiden for Google",
    );
  });

  it("passes a robots.txt that closes only some folders, or closes the site to another robot", () => {
    for (const body of [ROBOTS, "User-agent: Bingbot\nDisallow: /\n\nUser-agent: *\nDisallow:"])
      expect(outcome(robotsTxt, robots(body)), body).toEqual({ score: 1, findings: [] });
  });
});

describe("the sitemap check", () => {
  it("passes a urlset or a sitemap index that answered 200", () => {
    for (const body of [
      URLSET,
      "<sitemapindex><sitemap><loc>https://www.fjellbakeriet.example/s1.xml</loc></sitemap></sitemapindex>",
    ])
      expect(outcome(sitemap, artifactsFor(page, { sitemap: { status: 200, body } }))).toEqual({
        score: 1,
        findings: [],
      });
  });

  it("warns about a missing sitemap, and about a page answered 200 in its place", () => {
    for (const found of [
      { status: 404, body: URLSET },
      { status: 200, body: "<!doctype html><html><body><h1>Fant ikke siden</h1></body></html>" },
      null,
    ])
      expect(outcome(sitemap, artifactsFor(page, { sitemap: found }))).toEqual({
        score: 0.5,
        findings: [["seo-sitemap", "warning"]],
      });
  });
});
