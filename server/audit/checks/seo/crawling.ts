import { defineCheck, passed, warned } from "../types.ts";

// What helps a search engine find every page: robots.txt and a sitemap.

export const robotsTxt = defineCheck({
  id: "seo-robots",
  lighthouse: ["robots-txt"],
  category: "seo",
  weight: 1,
  needs: ["robotsTxt"],
  run: ({ robotsTxt }) =>
    robotsTxt?.status === 200
      ? passed()
      : warned({
          id: "seo-robots",
          severity: "warning",
          title: "Fant ikke robots.txt",
          detail: "robots.txt forteller søkemotorer hva de skal lese, og hvor nettstedskartet ligger.",
          fix: "Legg ut /robots.txt med en Sitemap-linje.",
        }),
});

export const sitemap = defineCheck({
  id: "seo-sitemap",
  category: "seo",
  weight: 1,
  needs: ["sitemap"],
  run: ({ sitemap }) =>
    sitemap?.status === 200 && /<(urlset|sitemapindex)/i.test(sitemap.body)
      ? passed()
      : warned({
          id: "seo-sitemap",
          severity: "warning",
          title: "Fant ikke sitemap.xml",
          detail: "Et nettstedskart hjelper Google å finne alle sidene dine, også nye.",
          fix: "Legg ut /sitemap.xml og meld det inn i Google Search Console.",
        }),
});
