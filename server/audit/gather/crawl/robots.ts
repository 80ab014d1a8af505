// robots.txt as RFC 9309 reads it (https://www.rfc-editor.org/rfc/rfc9309): the group naming our
// product token if there is one, else the "*" group; the longest matching rule decides, Allow wins a
// tie; "*" and "$" in paths. Crawl-delay is not in the RFC, but many sites set it and we honour it.

export interface Robots {
  isAllowed(url: URL): boolean;
  /** Seconds asked for between requests, or null. */
  crawlDelaySeconds: number | null;
  /** Sitemap lines, absolute or as written. */
  sitemaps: string[];
}

interface Rule {
  allow: boolean;
  pattern: string;
  matches: (path: string) => boolean;
}

interface Group {
  agents: string[];
  rules: Rule[];
  crawlDelay: number | null;
}

/** "FjellvikNettsidesjekk/1.0 (+https://…)" → "FjellvikNettsidesjekk". */
export const productToken = (userAgent: string) => /^[A-Za-z_-]+/.exec(userAgent.trim())?.[0] ?? "";

/**
 * A rule path as a matcher: "*" is any sequence, a final "$" anchors the end, the rest is literal.
 * Not a regex: each "*" as a backtracking ".*" let one rule with many "*"s freeze the crawl on
 * one long path. The literal pieces are instead found left to right, each at its first place
 * after the one before; taking the first place never loses a match, as a later piece has at least
 * as much path left. At most one indexOf per piece: O(pattern × path), like Google's parser.
 */
export function ruleMatcher(pattern: string): (path: string) => boolean {
  const anchored = pattern.endsWith("$");
  const pieces = (anchored ? pattern.slice(0, -1) : pattern).split("*");
  const first = pieces[0] ?? "";
  const last = pieces[pieces.length - 1] ?? "";
  const middle = pieces.slice(1, -1);
  return (path) => {
    if (!path.startsWith(first)) return false;
    if (pieces.length === 1) return !anchored || path.length === first.length;
    let at = first.length;
    for (const piece of middle) {
      const found = path.indexOf(piece, at);
      if (found < 0) return false;
      at = found + piece.length;
    }
    if (!anchored) return path.includes(last, at);
    return path.length - last.length >= at && path.endsWith(last);
  };
}

/** Percent-encodes what a browser would, so "/søk" in robots.txt matches the URL's "/s%C3%B8k". */
function normalisePath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return path;
  }
}

function parseGroups(text: string): { groups: Group[]; sitemaps: string[] } {
  const groups: Group[] = [];
  const sitemaps: string[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = (raw.split("#")[0] ?? "").trim();
    const colon = line.indexOf(":");
    if (colon < 1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "sitemap") {
      if (value) sitemaps.push(value);
      continue;
    }
    if (key === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [], crawlDelay: null };
        groups.push(current);
      }
      current.agents.push(value.split("/")[0]?.trim().toLowerCase() ?? "");
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue; // a rule before any user-agent line belongs to no group
    if ((key === "allow" || key === "disallow") && value) {
      const pattern = normalisePath(value);
      current.rules.push({ allow: key === "allow", pattern, matches: ruleMatcher(pattern) });
    } else if (key === "crawl-delay") {
      const seconds = Number(value);
      if (Number.isFinite(seconds) && seconds >= 0) current.crawlDelay ??= seconds;
    }
  }
  return { groups, sitemaps };
}

export function parseRobots(text: string, userAgent: string): Robots {
  const { groups, sitemaps } = parseGroups(text);
  const token = productToken(userAgent).toLowerCase();
  const ours = groups.filter((group) => token && group.agents.includes(token));
  const applying = ours.length ? ours : groups.filter((group) => group.agents.includes("*"));
  const rules = applying.flatMap((group) => group.rules);
  return {
    isAllowed(url) {
      const path = normalisePath(`${url.pathname}${url.search}`);
      if (url.pathname === "/robots.txt") return true;
      let best: Rule | null = null;
      for (const rule of rules) {
        if (!rule.matches(path)) continue;
        const longer = !best || rule.pattern.length > best.pattern.length;
        const tieGoesToAllow = best && rule.pattern.length === best.pattern.length && rule.allow;
        if (longer || tieGoesToAllow) best = rule;
      }
      return best?.allow ?? true;
    },
    crawlDelaySeconds: applying.map((group) => group.crawlDelay).find((delay) => delay !== null) ?? null,
    sitemaps,
  };
}

/** RFC 9309 §2.3.1.3–4: a missing robots.txt (4xx) allows everything; a server error allows nothing. */
export const ALLOW_ALL: Robots = { isAllowed: () => true, crawlDelaySeconds: null, sitemaps: [] };
export const DISALLOW_ALL: Robots = {
  isAllowed: (url) => url.pathname === "/robots.txt",
  crawlDelaySeconds: null,
  sitemaps: [],
};

/** What the fetched robots.txt means for us; null (no answer we could read) is treated as missing. */
export function robotsFrom(response: { status: number; body: string } | null, userAgent: string): Robots {
  if (!response || (response.status >= 400 && response.status < 500)) return ALLOW_ALL;
  if (response.status >= 500) return DISALLOW_ALL;
  return parseRobots(response.body, userAgent);
}
