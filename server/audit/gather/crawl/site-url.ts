// Which addresses belong to the audited site. Same site means the same host name (with or without
// "www.") on the same port; http and https are the same site, and a link is read with the scheme the
// site itself answered on. Other subdomains are other sites: without the public suffix list we cannot
// tell "blogg.bedrift.no" (the owner's) from "bedrift.kommune.no" (a neighbour's).

export const siteHost = (url: URL) =>
  url.hostname
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");

export const sameSite = (url: URL, site: URL) => siteHost(url) === siteHost(site) && url.port === site.port;

/** A link's target as an absolute same-site URL without fragment, or null (other site, mailto:, …). */
export function siteUrl(href: string, base: string | URL, site: URL): URL | null {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!sameSite(url, site)) return null;
  if (url.protocol !== site.protocol) url.protocol = site.protocol;
  return withoutTracking(url);
}

/** Query parameters that only say where the visitor came from; the page is the same without them. */
const TRACKING = /^(utm_.*|fbclid|gclid|mc_cid|mc_eid|_ga)$/i;

/** The address without what never changes the page: the fragment and tracking parameters. */
export function withoutTracking(url: URL): URL {
  const clean = new URL(url);
  clean.hash = "";
  // Filtered by hand, not through searchParams, so that the rest of the query stays as written.
  const kept = clean.search
    .slice(1)
    .split("&")
    .filter((part) => part && !TRACKING.test(decodeName(part)));
  clean.search = kept.join("&");
  return clean;
}

function decodeName(part: string): string {
  const name = part.split("=")[0] ?? "";
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/** The file a server answers for a folder: "/om/index.html" is "/om/", and so is "/om/index". */
const INDEX_FILE = /\/(index(\.(html?|php))?|default\.html?)$/i;

/**
 * The address to give as a page's canonical one: without the fragment, tracking parameters and a
 * folder's index file ("https://bedrift.no/index.html?utm_source=x" is "https://bedrift.no/").
 */
export function cleanAddress(href: string | URL): string {
  const url = withoutTracking(new URL(href));
  url.pathname = url.pathname.replace(INDEX_FILE, "/");
  return url.href;
}

/**
 * Which page an address names, so that one page is read and counted once: "/", "/index.html" and
 * "/?utm_source=…" are the start page, "/om" and "/om/" the same page; "www." and the scheme do not
 * matter (the site is one site either way). Any other query names another page.
 */
export function pageKey(href: string | URL): string {
  const url = new URL(cleanAddress(href));
  const path = url.pathname.replace(/\/+$/, "") || "/";
  return `${siteHost(url)}:${url.port}${path}${url.search}`;
}

/** The addresses the site uses for each page, with how many of its pages link each one. */
export class PageNames {
  readonly #votes = new Map<string, Map<string, number>>();

  vote(href: string) {
    const key = pageKey(href);
    const votes = this.#votes.get(key) ?? new Map<string, number>();
    votes.set(href, (votes.get(href) ?? 0) + 1);
    this.#votes.set(key, votes);
  }

  /** The address to show for a page: the one linked most, then the shorter, then the first seen. */
  name(href: string): string {
    let best = href;
    let bestVotes = 0;
    for (const [address, votes] of this.#votes.get(pageKey(href)) ?? []) {
      const better = votes > bestVotes || (votes === bestVotes && address.length < best.length);
      if (better) [best, bestVotes] = [address, votes];
    }
    return best;
  }
}

/** Files we link-check but do not read as pages. */
const NOT_A_PAGE =
  /\.(pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|zip|gz|rar|7z|docx?|xlsx?|pptx?|odt|ods|csv|mp[34]|m4a|mov|avi|webm|wav|css|js|mjs|json|xml|txt|woff2?|ttf|eot)$/i;

export const looksLikePage = (url: URL) => !NOT_A_PAGE.test(url.pathname);

/** Percent-escapes read as the letters they stand for («/vilk%C3%A5r» → «/vilkår»); a malformed one stays. */
const decoded = (text: string) =>
  text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });

/**
 * How an address is shown to the owner: the path on the site's own origin, else the whole URL,
 * with its letters decoded for reading (never to be requested again).
 */
export const displayUrl = (url: string, site: URL) => {
  const parsed = new URL(url);
  return decoded(parsed.origin === site.origin ? `${parsed.pathname}${parsed.search}` : parsed.href);
};

/** A link's address made absolute against its page; as written when it is no address at all. */
export function absolute(href: string, base: string): string {
  try {
    return new URL(href, base).href;
  } catch {
    return href;
  }
}
