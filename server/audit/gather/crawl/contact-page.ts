import type { CrawledPage } from "./types.ts";

// The contact page where sites usually keep it (decision 021). A menu written by a script leaves
// no link to it in the page as served, but a visitor still finds it; so does the crawl, which asks
// for it under the usual names when no page it read links to a contact page.

/** A link to a contact page: its address or its words say so («Kontakt oss», /contact.html). */
const CONTACT = /kontakt|contact/i;

/**
 * Does any page read link to a contact page the crawl can read, one of this site's (`onSite`)? A
 * menu that links the live domain from a copy on another address leads the crawl nowhere.
 */
export function linksContactPage(pages: CrawledPage[], onSite: (href: string) => boolean): boolean {
  return pages.some((page) =>
    page.links.some(({ text, href }) => (CONTACT.test(text) || CONTACT.test(pathOf(href))) && onSite(href)),
  );
}

function pathOf(href: string): string {
  try {
    return new URL(href).pathname;
  } catch {
    return href;
  }
}

/** Where Norwegian sites usually keep their contact page, with and without ".html". */
export function contactGuesses(site: URL): string[] {
  return ["kontakt", "kontakt-oss", "contact"].flatMap((name) => [
    new URL(`/${name}`, site).href,
    new URL(`/${name}.html`, site).href,
  ]);
}

/**
 * A guessed address counts only as a page of its own: answered 200 with HTML, and neither the
 * start page again nor a "not found" page that answers 200 (which many site builders send).
 */
export function isOwnPage(page: CrawledPage, start: CrawledPage | undefined): boolean {
  if (page.status !== 200 || !page.html || !page.text.trim()) return false;
  if (start && page.text === start.text) return false;
  const heading = `${page.title ?? ""} ${page.h1.join(" ")}`;
  return !/\b404\b|ikke funnet|finnes ikke|fant ikke|not found/i.test(heading);
}
