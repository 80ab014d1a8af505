// The mailbox an address reaches, for counting mails per recipient (decision 016): case is ignored,
// a "+tag" after the local part reaches the same mailbox at the common providers (RFC 5233
// subaddressing), and Gmail ignores dots. Without this, kari+1@, kari+2@ … would each be a new
// recipient to the limit.

/**
 * Confirmations one mailbox gets per 24 hours: a person rarely writes to us more than once a day,
 * and a stranger whose address someone else types in gets no more than this.
 */
export const CONFIRMATIONS_PER_DAY = 3;

const DOTS_IGNORED = new Set(["gmail.com", "googlemail.com"]);

export function mailboxKey(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return address.trim().toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase();
  let domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  local = local.split("+")[0] || local;
  if (DOTS_IGNORED.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
