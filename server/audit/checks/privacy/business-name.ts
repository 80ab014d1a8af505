import { domainToUnicode } from "node:url";
import { HOME_PAGE_WORDS, titleSegments } from "../copy/text-signals.ts";
import type { Artifacts } from "../types.ts";
import { type Company, companyOf, type ReadPage, siteText } from "./site-text.ts";

// Who is behind the site, by name. Most small businesses do not write «AS» after their name on every
// page, but show the name where visitors look for it: the title's brand part, the logo, the «©»
// line, or the site's structured data. Any one of these is a name; we would rather miss a missing
// name than tell a business its name is nowhere when it stands on every page.

/** Link words that lead home but name nobody: «Hjem», «Forside», «Logo». */
const GENERIC = new RegExp(
  `^(?:${HOME_PAGE_WORDS}|hjemmeside[n]?|tilbake|til forsiden|logo|meny|menu|image|img|bilde|foto|photo|picture|icon|ikon|facebook|instagram|linkedin|twitter|youtube|tiktok)$`,
  "i",
);
/** What a page is called for what it holds, not for who runs the site. */
const PAGE_WORDS =
  /^(?:om(?: oss| meg)?|kontakt(?: oss)?|velkommen|tjenester|produkter|priser|prisliste|galleri|bilder|nyheter|aktuelt|blogg|artikler|referanser|ansatte|personvern|vilkår|bestill(?: time)?|booking|kurs|arrangementer)$/i;
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
    !GENERIC.test(trimmed.replace(/\s*logo\s*/i, " ").trim() || "logo") &&
    !PAGE_WORDS.test(trimmed)
  );
}

/**
 * The title part that stands on at least two pages: «Om oss | Firma» and «Kontakt | Firma», or the
 * same short title on every page. A part on one page alone could be the page's own subject.
 */
function titleBrand(titles: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const title of titles)
    for (const part of new Set(titleSegments(title))) counts.set(part, (counts.get(part) ?? 0) + 1);
  return [...counts].find(
    ([part, count]) => count >= 2 && plausible(part) && part.split(" ").length <= 4,
  )?.[0];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The start page's title, or a part of it, that the page's own text says again beyond its h1: a
 * site of one page, or one whose menu a script writes, has no second title to compare with, but
 * «Firma» in the title and «Firma lager …» below is the name. «Om Firma» and «Velkommen til Firma»
 * name «Firma».
 */
function repeatedTitle({ title, h1, bodyText }: Artifacts["page"]): string | undefined {
  for (const part of titleSegments(title ?? "")) {
    const name = part.trim().replace(/^(?:om|velkommen (?:til|hos))\s+/i, "");
    if (!plausible(name) || name.split(" ").length > 4) continue;
    const said = new RegExp(`(?<![\\p{L}\\d])${escaped(name)}(?![\\p{L}\\d])`, "gu");
    const inHeadings = h1.reduce((sum, heading) => sum + (heading.match(said)?.length ?? 0), 0);
    if ((bodyText.match(said)?.length ?? 0) > inHeadings) return name;
  }
  return undefined;
}

/**
 * The text of a link to the start page (a logo's alt, usually), when it names something; or of a
 * page's first link when it stays on the page («#», «#top»), as a menu's brand link often does.
 * Other links to «#» are social icons not linked yet, or a skip link («#innhold»).
 */
function logoName(pages: ReadPage[], siteUrl: string): string | undefined {
  const home = new URL(siteUrl);
  const leadsHome = (href: string, from: string, first: boolean) => {
    try {
      const url = new URL(href, from);
      if (url.origin !== home.origin) return false;
      const hash = href.indexOf("#");
      if (hash === -1) return /^\/(?:index\.html?)?$/.test(url.pathname);
      return first && /^(?:top|topp|home|hjem)?$/i.test(href.slice(hash + 1));
    } catch {
      return false;
    }
  };
  for (const read of pages)
    for (const [index, link] of read.links.entries()) {
      if (!leadsHome(link.href, read.url, index === 0)) continue;
      // A logo's alt is often written in lower case («firma logo»): the word «logo» makes it a name.
      const name = link.text.replace(/\blogo(?:\s+(?:for|til|of))?\b/gi, "").trim();
      if (plausible(name)) return name;
      if (/\blogo\b/i.test(link.text) && plausible(capitalised(name))) return capitalised(name);
    }
  return undefined;
}

const NAME = "(\\p{Lu}[\\p{L}\\p{N}&'’-]{0,40}(?:[ \\t][\\p{Lu}\\p{N}&][\\p{L}\\p{N}&'’-]{0,40}){0,3})";
/** «Velkommen til Firma!» as a heading, or opening a line («Velkommen til Firma – vi …»). */
const WELCOME = new RegExp(
  `(?:^|\\n)[^\\n]{0,20}?\\b[Vv]elkommen (?:til|hos) ${NAME}(?=[ \\t]*(?:[–—,!.:-]|\\n|$))`,
  "u",
);
/** «Vi heter Firma», «i dag heter vi Firma»: the site saying its name (not «… en hund som heter»). */
const WE_ARE_CALLED = new RegExp(
  `(?:\\b[Vv]i\\b(?:(?!\\bsom\\b)[^.!?\\n]){0,60}?\\b(?:heter|het|hete)|\\b[Hh]et(?:er)? vi)(?:\\s+(?:nå|no|i dag))?\\s+${NAME}`,
  "u",
);

/** Letters as a domain name spells them: «Tall Huset Bergen» → «tallhusetbergen». */
const asDomain = (text: string) =>
  text
    .toLowerCase()
    .replace(/æ/g, "ae")
    .normalize("NFKD")
    .replace(/ø/g, "o")
    .replace(/[^a-z0-9]/g, "");

/** Capitalised words of the text that spell the site's own domain name («snekkerhansen.no»). */
function domainName(text: string, siteUrl: string): string | undefined {
  let label: string;
  try {
    label = asDomain(
      domainToUnicode(new URL(siteUrl).hostname)
        .replace(/^www\./, "")
        .split(".")[0] ?? "",
    );
  } catch {
    return undefined;
  }
  if (label.length < 4 || /^\d+$/.test(label)) return undefined;
  const words = new RegExp(`(?<![\\p{L}\\p{N}])${NAME}`, "gu");
  for (const match of text.matchAll(words)) {
    const parts = (match[1] ?? "").split(/[ \t]/);
    for (let length = parts.length; length >= 1; length--) {
      const name = parts.slice(0, length).join(" ");
      if (asDomain(name) === label) return name;
    }
  }
  return undefined;
}

/** The name the site shows where visitors look for it (not from a company form), or null. */
function shownName(
  pages: ReadPage[],
  { finalUrl, page, crawl }: Pick<Artifacts, "finalUrl" | "page" | "crawl">,
): string | null {
  const text = siteText(pages);
  const titles = crawl?.pages.map((read) => read.title ?? "").filter(Boolean) ?? [page.title ?? ""];
  const candidates = [
    ...page.jsonLdNames,
    page.openGraph["og:site_name"],
    COPYRIGHT.exec(text)?.[1]
      ?.split(/\s[|·•]\s|\.\s|\s(?:alle|all)\s/i)[0]
      ?.replace(/\s+\d{4}\s*$/, ""),
    titleBrand(titles),
    logoName(pages, finalUrl),
    repeatedTitle(page),
    ...[...(crawl?.pages.flatMap((read) => read.h1) ?? page.h1), text].map(
      (where) => WELCOME.exec(where)?.[1],
    ),
    WE_ARE_CALLED.exec(text)?.[1],
    domainName(text, finalUrl),
  ];
  return candidates.find(plausible)?.trim() ?? null;
}

/** The company the site goes by («Firma AS», «Lunde & Hauge ANS»), or null (site-text.ts). */
export const companyOfSite = (
  pages: ReadPage[],
  artifacts: Pick<Artifacts, "finalUrl" | "page" | "crawl">,
): Company | null => companyOf(pages, shownName(pages, artifacts));

/** The business's name as the site shows it, or null when we found none. */
export function businessName(
  pages: ReadPage[],
  artifacts: Pick<Artifacts, "finalUrl" | "page" | "crawl">,
): string | null {
  const shown = shownName(pages, artifacts);
  const company = companyOf(pages, shown)?.name;
  return [company, shown ?? undefined].find(plausible)?.trim() ?? null;
}
