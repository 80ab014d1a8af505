import type { Request, RequestHandler } from "express";

// The API's CSRF defence (decision 016): a post must come from a page of this site, and "this
// site" is a whole origin, scheme and port included. On an https site a page at http://the-same-name
// is another origin (anyone on the network path can serve it), so its posts are refused.

/**
 * The origin a page of this site has when the request names `host`: SITE_URL's origin when it is
 * the site's public name, whatever scheme the hop before us used; otherwise (a test, a local look
 * at the server by another name) the scheme the request came by. Null for a Host that makes no URL.
 */
export function ownOrigin(site: URL, protocol: string, host: string): string | null {
  // Parsed with the site's scheme, so "name:443" on an https site is the name itself.
  if (URL.parse(`${site.protocol}//${host}`)?.host === site.host) return site.origin;
  return URL.parse(`${protocol}://${host}`)?.origin ?? null;
}

/** True when the request's Origin header is not this site's, or says no site at all. */
function isForeign(site: URL, req: Request, origin: string): boolean {
  // "null" (a sandboxed frame, a data: URL, a redirect), an empty or unparsable value: foreign.
  const claimed = URL.parse(origin)?.origin;
  if (!claimed || claimed === "null") return true;
  const host = req.get("host");
  return !host || claimed !== ownOrigin(site, req.protocol, host);
}

/**
 * Browsers say where a post comes from; a post from another site is refused. Only a missing
 * Origin leaves the decision to Sec-Fetch-Site.
 */
export function sameOriginOnly(siteUrl: string): RequestHandler {
  const site = new URL(siteUrl);
  return (req, res, next) => {
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const foreign =
      origin === undefined
        ? fetchSite === "cross-site" || fetchSite === "same-site"
        : isForeign(site, req, origin);
    if (!foreign) return next();
    res
      .status(403)
      .json({ success: false, message: "Forespørselen kom fra et annet nettsted og ble avvist." });
  };
}
