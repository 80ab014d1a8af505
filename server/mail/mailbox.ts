// The mailbox an address reaches, for counting what we send to one recipient: the contact form's
// confirmations (decision 017) and the audit's reports (decision 028) use this one key. Without it,
// kari+1@, kari+2@ … would each be a new recipient to the limits.
//
// Merging two addresses that are really two mailboxes only makes a limit a little stricter for
// them; missing a spelling that reaches one mailbox lets a stranger be mailed again. So the rules
// lean towards merging.

/** Providers whose mailbox names ignore some characters, and the one domain their aliases reach. */
const IGNORED_IN_NAME: { domains: string[]; canonical: string; ignored: RegExp }[] = [
  // Gmail ignores dots (googlemail.com is the same service).
  { domains: ["gmail.com", "googlemail.com"], canonical: "gmail.com", ignored: /\./g },
  // Proton Mail ignores dots, hyphens and underscores in the name, on all its domains.
  {
    domains: ["proton.me", "protonmail.com", "protonmail.ch", "pm.me"],
    canonical: "proton.me",
    ignored: /[._-]/g,
  },
];

/**
 * The mailbox key of an address: lowercase, without a "+tag" after the name (RFC 5233
 * subaddressing, which the common providers deliver to the same mailbox), and without the
 * characters the provider ignores.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return address.trim().toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase();
  let domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  local = local.split("+")[0] || local;
  const provider = IGNORED_IN_NAME.find(({ domains }) => domains.includes(domain));
  if (provider) {
    local = local.replace(provider.ignored, "");
    domain = provider.canonical;
  }
  return `${local}@${domain}`;
}
