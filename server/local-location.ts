// Every Location header the server writes goes through here (decision 016, open redirect). A path taken
// from the request can name another host: browsers read "//evil.example/", "///evil.example/" and
// "/\evil.example/" as https://evil.example/ (WHATWG URL: after a leading "/", a second "/" or "\"
// starts an authority; tabs and newlines are dropped first). See OWASP's Unvalidated Redirects and
// Forwards Cheat Sheet.

/**
 * A Location on this site for a path (with its query) from the request: the leading run of slashes
 * and backslashes becomes one "/", so the browser can only read it as a path on this host.
 */
export function localLocation(pathAndQuery: string): string {
  return `/${pathAndQuery.replace(/[\t\n\r]/g, "").replace(/^[/\\]+/, "")}`;
}
