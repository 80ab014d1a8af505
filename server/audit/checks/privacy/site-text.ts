import type { Artifacts } from "../types.ts";

// The pages the legal checks read: every HTML page the crawl read, or the start page alone.

export interface ReadPage {
  url: string;
  text: string;
  links: { text: string; href: string }[];
}

export function pagesRead({
  finalUrl,
  page,
  crawl,
}: Pick<Artifacts, "finalUrl" | "page" | "crawl">): ReadPage[] {
  const crawled = (crawl?.pages ?? []).filter((read) => read.html && read.status < 400);
  if (crawled.length) return crawled.map(({ finalUrl: url, text, links }) => ({ url, text, links }));
  const links = page.links.map(({ text, href }) => {
    try {
      return { text, href: new URL(href, finalUrl).href };
    } catch {
      return { text, href };
    }
  });
  return [{ url: finalUrl, text: page.bodyText, links }];
}

/** All the text of the pages read, for facts that may stand on any page (usually the footer). */
export const siteText = (pages: ReadPage[]) => pages.map((read) => read.text).join("\n");

/** Does the link lead to a page of this kind, by its text or its address? */
export const linksTo = (pattern: RegExp, link: { text: string; href: string }) =>
  pattern.test(link.text) || pattern.test(decodeURIComponentSafe(link.href));

function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The company form a name ends in: AS, ASA or NUF (registered in Foretaksregisteret), or null. */
export function companyForm(text: string): { name: string; form: "AS" | "ASA" | "NUF" } | null {
  // Words on one line, none of them a year («© 2026 Firma AS» names «Firma AS»).
  const match = /\b((?:(?!(?:19|20)\d\d\b)[A-ZÆØÅ0-9][\wÆØÅæøå&.'-]*[ \t\u00a0]){1,4}?)(AS|ASA|NUF)\b/.exec(
    text,
  );
  if (!match) return null;
  return { name: `${(match[1] ?? "").trim()} ${match[2]}`, form: match[2] as "AS" | "ASA" | "NUF" };
}
