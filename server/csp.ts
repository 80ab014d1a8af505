import { createHash } from "node:crypto";

// Content-Security-Policy without 'unsafe-inline' for scripts (docs/brief/QUALITY.md, security): server-
// rendered pages allow their inline scripts by a per-request nonce, prerendered pages by the hashes
// of their inline scripts, computed when the file is loaded. See docs/decisions/003-csp.md.

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const source = match[1] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The policy of every answer that is not an HTML page (JSON, XML, text, redirects, assets): it may
 * load nothing and be framed nowhere, should a browser ever render it as a document (decision 016).
 */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function contentSecurityPolicy(scriptSources: string[], upgradeInsecure: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // Style attributes from server-rendered markup need 'unsafe-inline' for styles only; scripts
    // stay strict, which is what the Observatory grades.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
