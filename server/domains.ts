import { getDomain, getPublicSuffix } from "tldts";

// Registrable domains («eTLD+1») and public suffixes, from the public suffix list that tldts ships
// (no download at run time). One answer for every question of "the same site": whom the report's
// pictures may be mailed to (server/mail/site-owner.ts), where a site's mail is looked up
// (gather/mail-dns.ts), a cookie Domain a browser refuses (checks/security/set-cookie.ts) and a
// script "from this site" (checks/security/subresource-integrity.ts).
//
// The list has two parts: the ICANN suffixes (no, co.uk, priv.no, kommune.no) and the private ones
// that hosts register (github.io, netlify.app, blogspot.com), where each tenant is a site of its
// own. Browsers use both; the Observatory's subresource-integrity test uses tldts's default, the
// ICANN part only, and its check here follows it to give the Observatory's grade.

const clean = (host: string) => host.trim().toLowerCase().replace(/\.$/, "");
const isIp = (name: string) => /^[\d.]+$/.test(name) || name.includes(":") || name.includes("[");

export interface SuffixOptions {
  /** Count the list's private suffixes (github.io) as suffixes, as browsers do. Default true. */
  privateSuffixes?: boolean;
}

/** The registrable domain of a host, or null for an IP address, a public suffix or no name. */
export function registrableDomain(
  host: string,
  { privateSuffixes = true }: SuffixOptions = {},
): string | null {
  const name = clean(host);
  if (!name || isIp(name)) return null;
  return getDomain(name, { allowPrivateDomains: privateSuffixes }) ?? null;
}

/** Is the name itself a public suffix («no», «co.uk», «github.io»), which no cookie may name? */
export function isPublicSuffix(domain: string): boolean {
  const name = clean(domain);
  if (!name || isIp(name)) return false;
  return getPublicSuffix(name, { allowPrivateDomains: true }) === name;
}
