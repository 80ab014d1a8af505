import { safeFetch } from "./fetch.ts";
import type { SafeFetchOptions } from "./types.ts";

// What http:// on the audited host answers: the Observatory's redirection test reads it
// (server/audit/checks/security/redirection.ts).

export interface HttpRedirect {
  checked: boolean;
  /** null: nothing answered on http:// */
  redirectsToHttps: boolean | null;
  /** Host of the first redirect's Location, null when http:// did not redirect. */
  firstHopHost: string | null;
  /** Host the http:// request was sent to; defaults to the final URL's host. */
  requestedHost?: string | null;
  /**
   * Every URL the http:// request passed through, the first request included. With it the
   * redirection test is the Observatory's own (it can see an http→http first hop); without it
   * the three fields above are used.
   */
  route?: string[];
}

/** Does http:// on the same host send the visitor on to https? */
export async function httpRedirect(finalUrl: string, options: SafeFetchOptions): Promise<HttpRedirect> {
  const target = new URL(finalUrl);
  if (target.protocol !== "https:") {
    return { checked: true, redirectsToHttps: false, firstHopHost: null, requestedHost: target.host };
  }
  try {
    const plain = await safeFetch(`http://${target.host}/`, { ...options, maxRedirects: 3 });
    const first = plain.redirects[0];
    return {
      checked: true,
      redirectsToHttps: plain.finalUrl.startsWith("https://"),
      firstHopHost: first ? new URL(first.to).host : null,
      requestedHost: target.host,
      // The whole chain, so an http→http→https first hop is scored as the Observatory scores it.
      route: [`http://${target.host}/`, ...plain.redirects.map((hop) => hop.to)],
    };
  } catch {
    return { checked: false, redirectsToHttps: null, firstHopHost: null, requestedHost: target.host };
  }
}
