import { trackerForHost, trackerForName } from "./trackers.ts";
import type { StorageEntry, ThirdPartyHost, TrackingBeforeConsent, TrackingCookie } from "./types.ts";

// Tracking before consent (ekomloven § 3-15 and GDPR: no non-essential cookie or storage before the
// visitor agrees). Lighthouse never clicks, so everything its one page load stored or contacted
// happened before any consent. This turns what the gatherer saw into the report's lists.

/** What the tracking gatherer reads in the browser during the Lighthouse run. */
export interface RawTracking {
  cookies: { name: string; domain: string; expires: number; session: boolean }[];
  /** Cookie names from each response's Set-Cookie headers, with the host that sent them. */
  setCookies: { host: string; names: string[] }[];
  storage: { area: StorageEntry["area"]; origin: string; key: string }[];
  /** Every http(s)/ws(s) URL the page requested. */
  requestUrls: string[];
}

/** The registrable domain of a host ("www.example.co.uk" → "example.co.uk"; an IP stays itself). */
export type RootDomain = (host: string) => string;

const domainMatches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Cookie names in a Set-Cookie header value (several headers arrive joined by newlines). */
export function setCookieNames(header: string): string[] {
  return header
    .split("\n")
    .map((line) => {
      const pair = line.split(";")[0] ?? "";
      return pair.includes("=") ? pair.slice(0, pair.indexOf("=")).trim() : ""; // no "=": a nameless cookie
    })
    .filter((name) => name !== "");
}

export function summarizeTracking(
  raw: RawTracking,
  pageUrl: string,
  rootDomain: RootDomain,
  now = Date.now(),
): TrackingBeforeConsent {
  const siteRoot = rootDomain(new URL(pageUrl).hostname);
  const isThirdParty = (host: string) => rootDomain(host) !== siteRoot;

  const cookies: TrackingCookie[] = raw.cookies.map((cookie) => {
    const domain = cookie.domain.replace(/^\./, "").toLowerCase();
    const fromHeader = raw.setCookies.some(
      ({ host, names }) => names.includes(cookie.name) && domainMatches(host, domain),
    );
    return {
      name: cookie.name,
      domain,
      party: isThirdParty(domain) ? "third" : "first",
      source: fromHeader ? "set-cookie" : "script",
      expiresInDays:
        cookie.session || cookie.expires <= 0
          ? null
          : Math.max(0, Math.ceil((cookie.expires * 1000 - now) / 86_400_000)),
      tracker: trackerForHost(domain) ?? trackerForName(cookie.name),
    };
  });

  const storage: StorageEntry[] = raw.storage.map((entry) => ({
    ...entry,
    tracker: trackerForName(entry.key),
  }));

  const counts = new Map<string, number>();
  for (const url of raw.requestUrls) {
    let host: string;
    try {
      host = new URL(url).hostname.toLowerCase();
    } catch {
      continue;
    }
    if (host && isThirdParty(host)) counts.set(host, (counts.get(host) ?? 0) + 1);
  }
  const thirdPartyHosts: ThirdPartyHost[] = [...counts]
    .map(([host, requests]) => ({ host, requests, tracker: trackerForHost(host) }))
    .sort((a, b) => Number(b.tracker !== null) - Number(a.tracker !== null) || b.requests - a.requests);

  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return { cookies: cookies.sort(byName), storage, thirdPartyHosts };
}
