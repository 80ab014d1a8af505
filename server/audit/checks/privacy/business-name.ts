import type { Artifacts } from "../types.ts";
import { companyForm, type ReadPage, siteText } from "./site-text.ts";

// Who is behind the site, by name. Most small businesses do not write «AS» after their name on every
// page, but show the name where visitors look for it: the title's brand part, the logo, the «©»
// line, or the site's structured data. Any one of these is a name; we would rather miss a missing
// name than tell a business its name is nowhere when it stands on every page.

const SEPARATOR = /\s+[|–—·-]\s+/;
/** Link words that lead home but name nobody: «Hjem», «Forside», «Logo». */
const GENERIC =
  /^(?:hjem|heim|home|forside[n]?|startside[n]?|start|hovedside[n]?|tilbake|til forsiden|logo|meny|menu)$/i;
const COPYRIGHT =
  /(?:©|\([cC]\)|[Cc]opyright|COPYRIGHT)\s*(?:©\s*)?(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*)?(\p{Lu}[\p{L}\p{N}&.'’ -]{1,60})/u;

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase("nb") + text.slice(1);

/** A plausible name: a few words, at least one capital, not a link word. */
function plausible(name: string | undefined): name is string {
  const trimmed = (name ?? "").replace(/\s+/g, " ").trim();
  return (
    trimmed.length >= 2 &&
    trimmed.split(" ").length <= 6 &&
    /\p{Lu}/u.test(trimmed) &&
    !GENERIC.test(trimmed.replace(/\s*logo\s*/i, " ").trim() || "logo")
  );
}

/**
 * The title part that stands on at least two pages: «Om oss | Firma» and «Kontakt | Firma», or the
 * same short title on every page. A part on one page alone could be the page's own subject.
 */
function titleBrand(titles: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const title of titles)
    for (const part of new Set(title.split(SEPARATOR).map((piece) => piece.trim())))
      counts.set(part, (counts.get(part) ?? 0) + 1);
  return [...counts].find(
    ([part, count]) => count >= 2 && plausible(part) && part.split(" ").length <= 4,
  )?.[0];
}

/** The text of a link to the start page (a logo's alt, usually), when it names something. */
function logoName(pages: ReadPage[], siteUrl: string): string | undefined {
  for (const read of pages)
    for (const link of read.links) {
      try {
        const url = new URL(link.href, read.url);
        const home = new URL(siteUrl);
        if (url.origin !== home.origin || !/^\/(?:index\.html?)?$/.test(url.pathname)) continue;
      } catch {
        continue;
      }
      // A logo's alt is often written in lower case («firma logo»): the word «logo» makes it a name.
      const name = link.text.replace(/\blogo\b/gi, "").trim();
      if (plausible(name)) return name;
      if (/\blogo\b/i.test(link.text) && plausible(capitalised(name))) return capitalised(name);
    }
  return undefined;
}

/** The business's name as the site shows it, or null when we found none. */
export function businessName(
  pages: ReadPage[],
  { finalUrl, page, crawl }: Pick<Artifacts, "finalUrl" | "page" | "crawl">,
): string | null {
  const text = siteText(pages);
  const titles = crawl?.pages.map((read) => read.title ?? "").filter(Boolean) ?? [page.title ?? ""];
  const candidates = [
    companyForm(text)?.name,
    ...page.jsonLdNames,
    page.openGraph["og:site_name"],
    COPYRIGHT.exec(text)?.[1]?.split(/\s[|·•]\s|\.\s|\s(?:alle|all)\s/i)[0],
    titleBrand(titles),
    logoName(pages, finalUrl),
  ];
  return candidates.find(plausible)?.trim() ?? null;
}
