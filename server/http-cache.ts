import { createHash } from "node:crypto";

// Validators for answers whose bytes we hold (RFC 9110, 8.8.3 and 13.1.2): the built client, the
// sitemap and feed, kept report pages, the report's PDF and pictures. One strong ETag per byte
// sequence, and one reading of If-None-Match, so a 304 means the same thing everywhere.

/** A strong ETag naming exactly these bytes: 27 characters of their SHA-256, quoted. */
export const strongEtag = (bytes: Buffer | string) =>
  `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || strip(tag) === strip(etag));
}
