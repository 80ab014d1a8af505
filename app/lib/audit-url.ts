// Kept apart from the zod schema so the audit form does not load zod.
// The audit form's rules (docs/brief/SPEC.md sections 4 and 5): a URL-like address with an optional http(s)
// prefix, a host with a dot and a 2–6 letter top-level part, and an optional path.
export const AUDIT_URL_PATTERN = /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,6}(\/\S*)?$/i;
export const INVALID_URL_MESSAGE = "Vennligst skriv inn en gyldig URL";

export function isAuditUrl(value: string): boolean {
  return AUDIT_URL_PATTERN.test(value.trim());
}

/** Trims the address and adds https:// when neither http:// nor https:// is present. */
export function normaliseAuditUrl(value: string): string {
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
