import type { Artifacts } from "../types.ts";
import { linksTo, type ReadPage } from "./site-text.ts";

// Where a footer link really leads. A «Personvern» link to `#`, to `javascript:` or to a page that
// does not answer is no privacy statement, however it is labelled: only a page that answered and
// says something about personal data counts, or an address we could not check (off-site, or not
// reached by the crawl), which we give the benefit of the doubt rather than report wrongly.

export const PRIVACY = /personvern|privacy|gdpr/i;
export const COOKIES = /cookie|informasjonskaps/i;
/** Terms and conditions, where a small site often puts its privacy section. */
export const TERMS = /vilk[åa]a?r|betingelser|terms|conditions|juridisk/i;
/** What a privacy statement talks about, beyond its own name (which every footer link repeats). */
const PRIVACY_SUBSTANCE =
  /personopplysning|opplysninger|behandl|samtykke|lagr(?:er|es|et|e|ing)\b|personal (?:data|information)|we collect|processing/i;

type Crawl = NonNullable<Artifacts["crawl"]>;
type Page = Crawl["pages"][number];
/** Where a link led: nowhere (with the status the address answered, null for no answer), unchecked, or a page. */
export type Target =
  | { kind: "dead"; status?: number | null }
  | { kind: "unchecked" }
  | { kind: "read"; page: Page };

/** An address without its fragment: the page a link leads to. */
export const withoutHash = (url: URL) => `${url.origin}${url.pathname}${url.search}`;
const sameAddress = (a: string, b: string) => a.replace(/\/$/, "") === b.replace(/\/$/, "");

/** What answered at the link's address, from the pages the crawl read and the statuses it checked. */
export function linkTarget(href: string, from: string, crawl: Crawl | null): Target {
  let url: URL;
  try {
    url = new URL(href.trim(), from);
  } catch {
    return { kind: "dead" };
  }
  if (!/^https?:$/.test(url.protocol)) return { kind: "dead" };
  const target = withoutHash(url);
  const read = crawl?.pages.find(
    (page) => page.html && (sameAddress(page.url, target) || sameAddress(page.finalUrl, target)),
  );
  if (read) return read.status < 400 ? { kind: "read", page: read } : { kind: "dead", status: read.status };
  // Without a crawl, `#` or `?` back to the page itself is all we can rule out.
  if (!crawl)
    return sameAddress(target, withoutHash(new URL(from))) ? { kind: "dead" } : { kind: "unchecked" };
  const checked = crawl.links.find((link) => sameAddress(link.url, target));
  if (checked && (checked.status === null || checked.status >= 400))
    return { kind: "dead", status: checked.status };
  return { kind: "unchecked" };
}

/** How often a pattern stands in a page's text beyond its links' own labels (the footer's). */
function mentions(pattern: RegExp, page: Page): number {
  const all = new RegExp(pattern.source, "gi");
  const inLinks = page.links.reduce((sum, link) => sum + (link.text.match(all)?.length ?? 0), 0);
  return (page.text.match(all)?.length ?? 0) - inLinks;
}

const named = (pattern: RegExp, page: Page) =>
  pattern.test(page.title ?? "") || page.h1.some((h1) => pattern.test(h1));

/** What only a privacy section says: personal data by name, GDPR, the visitor's rights. */
const SECTION_SUBSTANCE = /personopplysning|GDPR|personvernforordning|innsyn|sletting|personal data/i;

/** A page that answered, is called a privacy statement and talks about personal data. */
export const isPrivacyStatement = (page: Page) => named(PRIVACY, page) && PRIVACY_SUBSTANCE.test(page.text);

/** A page of another name (terms, about) with a privacy section that says what a statement says. */
export const hasPrivacySection = (page: Page) =>
  isPrivacyStatement(page) || (mentions(PRIVACY, page) > 0 && SECTION_SUBSTANCE.test(page.text));

/** A cookie page, or a privacy statement with a section on cookies. */
export const isCookiePage = (page: Page) =>
  (named(COOKIES, page) && mentions(COOKIES, page) > 0) ||
  (isPrivacyStatement(page) && mentions(COOKIES, page) > 0);

/** Does this page link to a page that passes the test (or to one we could not check)? */
export function linksToPage(
  read: ReadPage,
  label: RegExp,
  passes: (page: Page) => boolean,
  crawl: Crawl | null,
  uncheckedCounts = true,
): boolean {
  return read.links.some((link) => {
    if (!linksTo(label, link)) return false;
    const target = linkTarget(link.href, read.url, crawl);
    if (target.kind === "unchecked") return uncheckedCounts;
    return target.kind === "read" && passes(target.page);
  });
}
