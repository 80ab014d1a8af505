import { robotsFrom } from "../../gather/crawl/robots.ts";
import { defineCheck, failed, passed, warned } from "../types.ts";

// What helps a search engine find every page: robots.txt and a sitemap. A robots.txt that closes
// the start page to Google (its own group, or the one for all robots) is a problem, not a detail.

/** True when robots.txt (answered 200) asks Googlebot to leave the start page alone. */
export function closesStartPage(robots: { status: number; body: string } | null, finalUrl: string): boolean {
  if (robots?.status !== 200) return false;
  const rules = robotsFrom(robots, "Googlebot");
  const home = new URL("/", finalUrl);
  return !rules.isAllowed(home) || !rules.isAllowed(new URL(finalUrl));
}

/** True when robots.txt closes every page to Googlebot (a page no site has stands for them all). */
const closesWholeSite = (robots: { status: number; body: string } | null, finalUrl: string) =>
  robots?.status === 200 &&
  !robotsFrom(robots, "Googlebot").isAllowed(new URL("/en-vilkarlig-side-9f3", finalUrl)) &&
  closesStartPage(robots, finalUrl);

export const robotsTxt = defineCheck({
  id: "seo-robots",
  lighthouse: ["robots-txt"],
  category: "seo",
  weight: 1,
  needs: ["robotsTxt", "finalUrl"],
  run: ({ robotsTxt, finalUrl }) =>
    closesStartPage(robotsTxt, finalUrl)
      ? failed({
          id: "seo-robots-closed",
          severity: "problem",
          title: closesWholeSite(robotsTxt, finalUrl)
            ? "robots.txt stenger hele nettstedet for Google"
            : "robots.txt stenger forsiden for Google",
          detail: closesWholeSite(robotsTxt, finalUrl)
            ? "Filen robots.txt ber Google la være å lese alle sidene, også forsiden. Da forsvinner nettstedet etter hvert fra søkeresultatene, eller det vises bare med adressen og uten beskrivelse."
            : "Filen robots.txt ber Google la være å lese forsiden. Da forsvinner den etter hvert fra søkeresultatene, eller den vises bare med adressen og uten beskrivelse.",
          fix: "Fjern «Disallow: /» fra robots.txt (eller begrens linjen til mappene som skal være stengt), og sjekk i Google Search Console at forsiden kan leses.",
        })
      : robotsTxt?.status === 200
        ? passed()
        : warned({
            id: "seo-robots",
            severity: "warning",
            title: "Fant ikke robots.txt",
            detail: "robots.txt forteller søkemotorer hva de skal lese og hvor nettstedskartet ligger.",
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
          detail: "Et nettstedskart hjelper Google med å finne alle sidene dine, også nye.",
          fix: "Legg ut /sitemap.xml og meld det inn i Google Search Console.",
        }),
});
