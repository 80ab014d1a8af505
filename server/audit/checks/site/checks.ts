import { isBroken } from "../../gather/crawl/types.ts";
import { closesStartPage } from "../seo/crawling.ts";
import { defineCheck } from "../types.ts";
import { realLinks } from "./findings.ts";
import { siteFindingsFor, siteResult } from "./site-findings.ts";

// What only reading the whole site shows (decision 021): broken links between the pages, titles and
// descriptions that repeat, and the other pages' own gaps.

export const brokenLinks = defineCheck({
  id: "site-links",
  category: "seo",
  weight: 3,
  needs: ["crawl"],
  run: ({ crawl }) => {
    // a site that links its pages only under another address has no links of its own to score
    if (!crawl?.links.length)
      return { score: null, findings: crawl ? siteFindingsFor(crawl, ["site-other-address"]) : [] };
    const broken = crawl.links.filter((link) => isBroken(link.status)).length;
    // One working link between two pages is too little to score the links by.
    const judged = broken > 0 || realLinks(crawl.links).length > 1;
    return {
      score: judged ? 1 - broken / crawl.links.length : null,
      findings: siteFindingsFor(crawl, [
        "site-broken-links",
        "site-links-ok",
        "site-sitemap-errors",
        "site-other-address",
      ]),
    };
  },
});

export const siteTitles = defineCheck({
  id: "site-titles",
  category: "seo",
  weight: 2,
  needs: ["crawl"],
  run: ({ crawl }) => siteResult(crawl, ["site-title-missing", "site-title-duplicate"]),
});

export const siteDescriptions = defineCheck({
  id: "site-descriptions",
  category: "seo",
  weight: 1,
  needs: ["crawl"],
  run: ({ crawl }) => siteResult(crawl, ["site-description-missing", "site-description-duplicate"]),
});

export const siteHeadings = defineCheck({
  id: "site-headings",
  category: "seo",
  weight: 1,
  needs: ["crawl"],
  run: ({ crawl }) => siteResult(crawl, ["site-h1-missing", "site-h1-many"]),
});

export const siteRobots = defineCheck({
  id: "site-robots",
  category: "seo",
  weight: 0,
  needs: ["crawl", "robotsTxt", "finalUrl"],
  // When robots.txt closes the start page, the robots.txt check says so as a problem; the pages it
  // also closes are then no news.
  run: ({ crawl, robotsTxt, finalUrl }) => ({
    score: null,
    findings:
      crawl && !closesStartPage(robotsTxt, finalUrl) ? siteFindingsFor(crawl, ["site-robots-blocked"]) : [],
  }),
});

export const siteImageAlt = defineCheck({
  id: "site-image-alt",
  category: "accessibility",
  weight: 3,
  needs: ["crawl"],
  run: ({ crawl }) => siteResult(crawl, ["site-image-alt"]),
});

export const siteLanguage = defineCheck({
  id: "site-lang",
  category: "accessibility",
  weight: 2,
  needs: ["crawl"],
  run: ({ crawl }) => siteResult(crawl, ["site-lang-missing", "site-lang-wrong"]),
});
