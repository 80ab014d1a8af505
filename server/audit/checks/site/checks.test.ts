import { describe, expect, it } from "vitest";
import { artifactsFor, crawlOf, htmlPage, ORIGIN, onlyFinding, outcome } from "../test-artifacts.ts";
import {
  brokenLinks,
  siteDescriptions,
  siteHeadings,
  siteImageAlt,
  siteLanguage,
  siteRobots,
  siteTitles,
} from "./checks.ts";

// The checks that read the whole site, on crawls of a few invented bakery pages: each keeps its own
// findings of the crawl's, scores the share of the pages besides the start page they leave
// untouched, and says nothing when the start page alone was read (its own checks speak for it).

interface Parts {
  title?: string | null;
  description?: string | null;
  h1?: string[];
  lang?: string | null;
  body?: string;
}

/** A bakery page; each part can be left out (null) or changed. */
const page = (name: string, parts: Parts = {}) => {
  const title = parts.title === undefined ? `${name} | Fjellbakeriet` : parts.title;
  const description =
    parts.description === undefined
      ? `${name}: surdeigsbrød og boller bakt i Lom hver morgen.`
      : parts.description;
  const head = `${title === null ? "" : `<title>${title}</title>`}${
    description === null ? "" : `<meta name="description" content="${description}">`
  }`;
  const h1 = (parts.h1 ?? [name]).map((text) => `<h1>${text}</h1>`).join("");
  return htmlPage(
    head,
    `${h1}<p>Vi baker med steinmalt mel fra dalen.</p>${parts.body ?? ""}`,
    parts.lang ?? "nb",
  );
};

const site = (pages: Record<string, string>, parts?: Parameters<typeof crawlOf>[1]) =>
  artifactsFor(Object.values(pages)[0] ?? "", { crawl: crawlOf(pages, parts) });

const HOME = page("Forside");
const SOUND = { "/": HOME, "/brod": page("Brød"), "/boller": page("Boller") };

describe("the broken links check", () => {
  it("does not apply without a crawl, or when no links were checked", () => {
    expect(outcome(brokenLinks, artifactsFor(HOME))).toEqual({ score: null, findings: [] });
    expect(outcome(brokenLinks, site({ "/": HOME }))).toEqual({ score: null, findings: [] });
  });

  it("passes when every link answered, and says so", () => {
    expect(outcome(brokenLinks, site(SOUND))).toEqual({ score: 1, findings: [["site-links-ok", "good"]] });
  });

  it("scores the share of links that work, and names the dead one", () => {
    const result = site(SOUND, { checked: { "/kaker": 404, "/lefser": 200 } });
    expect(outcome(brokenLinks, result)).toEqual({
      score: 0.75,
      findings: [["site-broken-links", "problem"]],
    });
    expect(onlyFinding(brokenLinks, result).detail).toContain("/kaker finnes ikke (404)");
  });

  it("also brings the sitemap's dead addresses, and only its own findings", () => {
    const sitemapErrors = [{ url: `${ORIGIN}/gammel-meny`, status: 410, linkedFrom: [] }];
    const withDuplicates = { ...SOUND, "/kontakt": page("Kontakt", { title: "Brød | Fjellbakeriet" }) };
    expect(outcome(brokenLinks, site(withDuplicates, { sitemapErrors }))).toEqual({
      score: 1,
      findings: [
        ["site-links-ok", "good"],
        ["site-sitemap-errors", "warning"],
      ],
    });
  });
});

describe("the site titles check", () => {
  it("does not apply without a crawl, or when the start page alone was read", () => {
    expect(outcome(siteTitles, artifactsFor(HOME))).toEqual({ score: null, findings: [] });
    // The start page's own title check speaks for it: no site finding about it alone.
    expect(outcome(siteTitles, site({ "/": page("Forside", { title: null }) }))).toEqual({
      score: null,
      findings: [],
    });
  });

  it("passes pages that each have a title of their own", () => {
    expect(outcome(siteTitles, site(SOUND))).toEqual({ score: 1, findings: [] });
  });

  it("scores the share of the other pages that have one", () => {
    const result = site({ ...SOUND, "/boller": page("Boller", { title: null }) });
    expect(outcome(siteTitles, result)).toEqual({
      score: 0.5,
      findings: [["site-title-missing", "problem"]],
    });
    expect(onlyFinding(siteTitles, result).title).toBe("1 side mangler tittel");
  });

  it("warns about a title two pages share", () => {
    const result = site({ ...SOUND, "/boller": page("Boller", { title: "Brød | Fjellbakeriet" }) });
    expect(outcome(siteTitles, result)).toEqual({
      score: 0,
      findings: [["site-title-duplicate", "warning"]],
    });
    expect(onlyFinding(siteTitles, result).detail).toContain("«Brød | Fjellbakeriet» står på");
  });

  it("names only the other pages when the start page lacks a title too, and says «også»", () => {
    const result = site({ "/": page("Forside", { title: null }), "/brod": page("Brød", { title: null }) });
    expect(outcome(siteTitles, result)).toEqual({ score: 0, findings: [["site-title-missing", "problem"]] });
    expect(onlyFinding(siteTitles, result).pages).toEqual([`${ORIGIN}/brod`]);
    expect(onlyFinding(siteTitles, result).title).toBe("Én side til mangler tittel");
  });
});

describe("the site descriptions check", () => {
  it("passes pages that each have their own description, and not without a crawl", () => {
    expect(outcome(siteDescriptions, site(SOUND))).toEqual({ score: 1, findings: [] });
    expect(outcome(siteDescriptions, artifactsFor(HOME)).score).toBeNull();
  });

  it("warns about a page without one, and about one two pages share", () => {
    const missing = site({ ...SOUND, "/brod": page("Brød", { description: null }) });
    expect(outcome(siteDescriptions, missing)).toEqual({
      score: 0.5,
      findings: [["site-description-missing", "warning"]],
    });
    const shared = "Bakt i Lom hver morgen siden 1987, med mel fra dalen og smør fra setra.";
    const same = site({
      ...SOUND,
      "/brod": page("Brød", { description: shared }),
      "/boller": page("Boller", { description: shared }),
    });
    expect(outcome(siteDescriptions, same)).toEqual({
      score: 0,
      findings: [["site-description-duplicate", "warning"]],
    });
  });
});

describe("the site headings check", () => {
  it("passes one h1 on every page", () => {
    expect(outcome(siteHeadings, site(SOUND))).toEqual({ score: 1, findings: [] });
  });

  it("finds pages without an h1 and pages with several", () => {
    const result = site({
      "/": HOME,
      "/brod": page("Brød", { h1: [] }),
      "/boller": page("Boller", { h1: ["Boller", "Kanelboller"] }),
      "/lefser": page("Lefser"),
    });
    expect(outcome(siteHeadings, result)).toEqual({
      score: expect.closeTo(1 / 3),
      findings: [
        ["site-h1-missing", "problem"],
        ["site-h1-many", "warning"],
      ],
    });
  });
});

describe("the site robots check", () => {
  it("never scores, and tells which linked pages robots.txt closes", () => {
    expect(outcome(siteRobots, artifactsFor(HOME))).toEqual({ score: null, findings: [] });
    expect(outcome(siteRobots, site(SOUND))).toEqual({ score: null, findings: [] });
    const disallowed = [{ url: `${ORIGIN}/handlekurv`, linkedFrom: [`${ORIGIN}/`] }];
    expect(outcome(siteRobots, site(SOUND, { disallowed }))).toEqual({
      score: null,
      findings: [["site-robots-blocked", "info"]],
    });
  });

  it("leaves the pages unnamed when robots.txt closes the start page: the robots.txt check says it", () => {
    const disallowed = [{ url: `${ORIGIN}/brod`, linkedFrom: [`${ORIGIN}/`] }];
    const closed = {
      ...site(SOUND, { disallowed }),
      robotsTxt: { status: 200, body: "User-agent: *\nDisallow: /" },
    };
    expect(outcome(siteRobots, closed)).toEqual({ score: null, findings: [] });
  });
});

describe("the site image alt check", () => {
  it("passes images with alt, and not without a crawl", () => {
    const withAlt = page("Brød", { body: '<img src="brod.jpg" alt="Surdeigsbrød på benken">' });
    expect(outcome(siteImageAlt, site({ ...SOUND, "/brod": withAlt }))).toEqual({ score: 1, findings: [] });
    expect(outcome(siteImageAlt, artifactsFor(HOME)).score).toBeNull();
  });

  it("finds the pages with images without alt as a problem", () => {
    const without = page("Boller", { body: '<img src="boller.jpg"><img src="disk.jpg">' });
    const result = site({ ...SOUND, "/boller": without });
    expect(outcome(siteImageAlt, result)).toEqual({ score: 0.5, findings: [["site-image-alt", "problem"]] });
    expect(onlyFinding(siteImageAlt, result).title).toBe("2 bilder på 1 side mangler alt-tekst");
    // the start page's own images are the accessibility finding's: these are «også» on other pages
    const home = page("Forside", { body: '<img src="forside.jpg">' });
    const both = site({ ...SOUND, "/": home, "/boller": without });
    expect(onlyFinding(siteImageAlt, both).title).toBe("Også 2 bilder på 1 annen side mangler alt-tekst");
  });
});

describe("the site language check", () => {
  it("passes pages with lang", () => {
    expect(outcome(siteLanguage, site(SOUND))).toEqual({ score: 1, findings: [] });
  });

  it("finds the pages without lang as a problem, not the start page alone", () => {
    const result = site({ ...SOUND, "/brod": page("Brød", { lang: "" }) });
    expect(outcome(siteLanguage, result)).toEqual({
      score: 0.5,
      findings: [["site-lang-missing", "problem"]],
    });
    expect(outcome(siteLanguage, site({ ...SOUND, "/": page("Forside", { lang: "" }) }))).toEqual({
      score: 1,
      findings: [],
    });
  });
});
