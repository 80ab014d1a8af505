import { createHash } from "node:crypto";
import type { CrawledPage } from "./types.ts";

// One page under two addresses that no rule of addresses joins (pageKey in site-url.ts): a host
// that serves «tjenester.html» for «/tjenester» too, where the site's menu links one and its footer
// the other, or a page the site links under an old name as well. An address that answers with a
// page read already — the same title, description, headings and text — adds no page: it is read and
// counted once, and its findings are not doubled. A page without text is told by nothing but its
// address, so it is never taken for another.

/** What makes the page the page it is, as a digest; null for a page without visible text. */
function sameness(page: CrawledPage): string | null {
  if (!page.html || !page.text.trim()) return null;
  const parts = [page.title, page.metaDescription, page.h1, page.text];
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64");
}

/** The pages read so far, by what they say. */
export class PagesRead {
  readonly #seen = new Set<string>();

  constructor(first: CrawledPage | undefined) {
    if (first) this.readBefore(first);
  }

  /** True when the same page was read under another address; otherwise it is remembered. */
  readBefore(page: CrawledPage): boolean {
    const key = sameness(page);
    if (key === null) return false;
    if (this.#seen.has(key)) return true;
    this.#seen.add(key);
    return false;
  }
}
