// Which addresses belong to the audited site. Same site means the same host name (with or without
// "www.") on the same port; http and https are the same site, and a link is read with the scheme the
// site itself answered on. Other subdomains are other sites: without the public suffix list we cannot
// tell "blogg.bedrift.no" (the owner's) from "bedrift.kommune.no" (a neighbour's).

const siteHost = (url: URL) =>
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
  url.hash = "";
  if (url.protocol !== site.protocol) url.protocol = site.protocol;
  return url;
}

/** Files we link-check but do not read as pages. */
const NOT_A_PAGE =
  /\.(pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|zip|gz|rar|7z|docx?|xlsx?|pptx?|odt|ods|csv|mp[34]|m4a|mov|avi|webm|wav|css|js|mjs|json|xml|txt|woff2?|ttf|eot)$/i;

export const looksLikePage = (url: URL) => !NOT_A_PAGE.test(url.pathname);

/** How an address is shown to the owner: the path on the site's own origin, else the whole URL. */
export const displayUrl = (url: string, site: URL) => {
  const parsed = new URL(url);
  return parsed.origin === site.origin ? `${parsed.pathname}${parsed.search}` : parsed.href;
};
