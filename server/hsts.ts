// Strict-Transport-Security, decided in one place for every answer: the app's (server/app.ts),
// the static fast path's, and the refusals Node's HTTP parser answers (server/http-server.ts).
// Only an https site sends it: on http (local development) it would be ignored or, worse, pin a
// name to https that does not serve it.

/** Two years, subdomains included, and ready for the browsers' preload list. */
const HSTS = "max-age=63072000; includeSubDomains; preload";

/** The header value for a site served at `siteUrl` (SITE_URL), or null when it has none. */
export function strictTransportSecurity(siteUrl: string): string | null {
  return siteUrl.startsWith("https://") ? HSTS : null;
}
