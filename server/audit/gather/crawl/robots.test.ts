import { describe, expect, it } from "vitest";
import { redosRobots } from "../../../../tests/hostile-pages.ts";
import { DEFAULT_USER_AGENT } from "../fetcher/fetch.ts";
import { parseRobots, productToken, robotsFrom } from "./robots.ts";

const allowed = (robots: string, path: string, userAgent = DEFAULT_USER_AGENT) =>
  parseRobots(robots, userAgent).isAllowed(new URL(path, "https://bedrift.example"));

describe("robots.txt as RFC 9309 reads it", () => {
  it("knows us by the product token our User-Agent starts with", () => {
    expect(productToken(DEFAULT_USER_AGENT)).toBe("FjellvikNettsidesjekk");
  });

  it("lets the longest matching rule decide, and Allow win a tie", () => {
    const robots =
      "User-agent: *\nDisallow: /intern/\nAllow: /intern/offentlig\nAllow: /side\nDisallow: /side";
    expect(allowed(robots, "/intern/notater")).toBe(false);
    expect(allowed(robots, "/intern/offentlig/plan.html")).toBe(true);
    expect(allowed(robots, "/internett")).toBe(true);
    expect(allowed(robots, "/side")).toBe(true);
    expect(allowed(robots, "/")).toBe(true);
  });

  it('reads "*" as any text and a final "$" as the end, query included', () => {
    const robots = "User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?sort=";
    expect(allowed(robots, "/filer/prisliste.pdf")).toBe(false);
    expect(allowed(robots, "/filer/prisliste.pdf?v=2")).toBe(true);
    expect(allowed(robots, "/produkter?sort=pris")).toBe(false);
    expect(allowed(robots, "/produkter")).toBe(true);
  });

  it("follows the group naming us instead of the * group, whatever the case or version", () => {
    const robots = "User-agent: *\nDisallow: /\n\nuser-agent: fjellviknettsidesjekk/1.0\nDisallow: /privat\n";
    expect(allowed(robots, "/tjenester")).toBe(true);
    expect(allowed(robots, "/privat/x")).toBe(false);
    expect(allowed(robots, "/tjenester", "AnnenRobot/2.0")).toBe(false);
  });

  it("merges groups that apply and ignores groups for other robots", () => {
    const robots = `# kommentar
User-agent: Googlebot
User-agent: *
Disallow: /x # midt på linjen

User-agent: AnnenRobot
Disallow: /
Crawl-delay: 60

User-agent: *
Disallow: /y
Disallow:
Crawl-delay: 2.5
Sitemap: https://bedrift.example/sitemap_index.xml`;
    const parsed = parseRobots(robots, DEFAULT_USER_AGENT);
    expect(allowed(robots, "/x")).toBe(false);
    expect(allowed(robots, "/y")).toBe(false);
    expect(allowed(robots, "/z")).toBe(true);
    expect(parsed.crawlDelaySeconds).toBe(2.5);
    expect(parsed.sitemaps).toEqual(["https://bedrift.example/sitemap_index.xml"]);
  });

  it("compares paths percent-encoded, so a Norwegian letter matches either way", () => {
    expect(allowed("User-agent: *\nDisallow: /søk", "/s%C3%B8k?q=regnskap")).toBe(false);
    expect(allowed("User-agent: *\nDisallow: /s%c3%b8k", "/søk")).toBe(false);
  });

  it("treats a missing robots.txt as allowing all, a server error as allowing nothing", () => {
    const page = new URL("https://bedrift.example/om-oss");
    expect(robotsFrom({ status: 404, body: "" }, DEFAULT_USER_AGENT).isAllowed(page)).toBe(true);
    expect(robotsFrom(null, DEFAULT_USER_AGENT).isAllowed(page)).toBe(true);
    expect(robotsFrom({ status: 503, body: "" }, DEFAULT_USER_AGENT).isAllowed(page)).toBe(false);
    expect(allowed("User-agent: *\nDisallow: /", "/robots.txt")).toBe(true);
  });

  it("matches a rule of many «*» against a long path without backtracking", { timeout: 2_000 }, () => {
    const { robots, path } = redosRobots(50);
    expect(allowed(robots, path)).toBe(true);
    expect(allowed(robots, `${path}b`)).toBe(false);
    const long = redosRobots(20_000);
    expect(allowed(long.robots, long.path)).toBe(true);
  });

  it("reads «*» and «$» anywhere in a rule as Google's parser does", () => {
    const robots =
      "User-agent: *\nDisallow: /*/utkast/*.html$\nDisallow: /a*b*c\nAllow: /a*b*c*d$\nDisallow: /$";
    expect(allowed(robots, "/blogg/utkast/innlegg.html")).toBe(false);
    expect(allowed(robots, "/blogg/utkast/innlegg.html?v=1")).toBe(true);
    expect(allowed(robots, "/utkast/x.html")).toBe(true);
    expect(allowed(robots, "/axxbyyc")).toBe(false);
    expect(allowed(robots, "/abcd")).toBe(true);
    expect(allowed(robots, "/abcde")).toBe(false);
    expect(allowed(robots, "/acb")).toBe(true);
    expect(allowed(robots, "/")).toBe(false);
    expect(allowed(robots, "/?q=1")).toBe(true);
    // "$" inside a rule is a plain character, only a final one anchors
    expect(allowed("User-agent: *\nDisallow: /pris$liste", "/pris$liste/2024")).toBe(false);
  });
});
