import { looksLikePage, pageKey, siteHost } from "./site-url.ts";
import type { CrawledPage } from "./types.ts";

// The site under another name (decision 021). A copy of a site that links its pages under the live
// domain, or a site moved from a staging domain that kept the old address in its menu, links most of
// its pages as another host's. A visitor on the live site follows those links; the crawl asks for the
// same paths at the address it audits, and reads a page only where that address answers with a page
// of its own. The other host is never requested, and its links are never checked as this site's.

/** Distinct pages the start page must link on the other host before it is taken for this site's. */
const MIN_PAGES = 3;

function parse(href: string): URL | null {
  try {
    const url = new URL(href);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * The host the start page links most of its pages under, when it is not the audited one: at least
 * three pages there, and more than it links on its own host (the start page itself not counted).
 */
export function otherName(start: CrawledPage | undefined, site: URL): string | null {
  if (!start) return null;
  const own = new Set<string>();
  const others = new Map<string, Set<string>>();
  for (const link of start.links) {
    const url = parse(link.href);
    if (!url || !looksLikePage(url)) continue;
    const host = siteHost(url);
    const path = pageKey(url).slice(pageKey(url).indexOf("/"));
    if (host === siteHost(site)) {
      if (path !== "/") own.add(path);
      continue;
    }
    const paths = others.get(host) ?? new Set<string>();
    paths.add(path);
    others.set(host, paths);
  }
  let best: string | null = null;
  let most = 0;
  for (const [host, paths] of others) if (paths.size > most) [best, most] = [host, paths.size];
  return best !== null && most >= MIN_PAGES && most > own.size ? best : null;
}

/** A link under the other name, asked for at the audited address instead; else null. */
export function asOwn(href: string, other: string, site: URL): string | null {
  const url = parse(href);
  if (!url || siteHost(url) !== other) return null;
  const own = new URL(`${url.pathname}${url.search}`, site.origin);
  return own.href;
}

/** The pages these pages link under the other name, at the audited address, each once and not yet asked for. */
export function pagesUnder(
  other: string,
  pages: readonly CrawledPage[],
  site: URL,
  known: (href: string) => boolean,
): string[] {
  const found = new Map<string, string>();
  for (const page of pages)
    for (const link of page.links) {
      const href = asOwn(link.href, other, site);
      if (href && looksLikePage(new URL(href)) && !known(href) && !found.has(pageKey(href)))
        found.set(pageKey(href), href);
    }
  return [...found.values()];
}
