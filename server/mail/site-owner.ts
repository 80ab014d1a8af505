import { registrableDomain } from "../domains.ts";

// Who may get the audited page's own words by e-mail (decision 028, 033). The audit mail goes to
// whatever address was typed, so it quotes nothing of the page; a file that shows the page (the
// report as PDF, the screenshot) is attached only when the recipient's address is at the audited
// site's own registrable domain: the text then came from the recipient's own site. The public
// suffix list includes the private suffixes (github.io, netlify.app, blogspot.com), so two tenants
// of a shared host are two domains, and a host that is itself a suffix or an IP address matches
// nothing.

/** True when `email` is an address at the registrable domain of the site at `siteUrl`. */
export function isSiteOwnerAddress(email: string, siteUrl: string): boolean {
  const at = email.lastIndexOf("@");
  const host = URL.parse(siteUrl)?.hostname;
  if (at < 1 || !host) return false;
  const recipient = registrableDomain(email.slice(at + 1));
  return recipient !== null && recipient === registrableDomain(host);
}
