import type { SiteCrawl } from "../../gather/crawl/types.ts";
import { extractPage } from "../../gather/page/extract.ts";
import type { Artifacts } from "../types.ts";

// What the legal checks' tests on whole invented sites feed them: a carpenter's pages (path → html)
// read as a crawl, with the status of the addresses checked but not read, and the ids of what a
// check found. The checks' shared helper for a bakery's site is ../test-artifacts.ts.

export const ORIGIN = "https://snekker.example";

/** A page of an invented carpenter's site; the footer is the caller's. */
export const html = (title: string, main: string, footer: string, head = "") =>
  `<!doctype html><html lang="nb"><head><title>${title}</title>${head}</head>
<body><main><h1>${title.split(" | ")[0]}</h1>${main}</main><footer>${footer}</footer></body></html>`;

/** A crawl of the given pages (path → html), with the status of addresses checked but not read. */
export function artifacts(pages: Record<string, string>, checked: Record<string, number | null> = {}) {
  const read = Object.entries(pages).map(([path, body]) => {
    const page = extractPage(body);
    const url = `${ORIGIN}${path}`;
    return {
      url,
      finalUrl: url,
      status: 200,
      html: true,
      title: page.title,
      metaDescription: null,
      h1: page.h1,
      imagesWithoutAlt: 0,
      lang: "nb",
      canonical: null,
      internalLinks: [],
      links: page.links.map((link) => ({ text: link.text, href: new URL(link.href, url).href })),
      text: page.bodyText,
      formFields: page.formFields.map(({ type, naming }) => ({ type, naming })),
    };
  });
  const crawl = {
    startUrl: `${ORIGIN}/`,
    siteUrl: `${ORIGIN}/`,
    pages: read,
    links: [
      ...read.map((page) => ({ url: page.url, status: 200, linkedFrom: [] })),
      ...Object.entries(checked).map(([path, status]) => ({
        url: `${ORIGIN}${path}`,
        status,
        linkedFrom: [],
      })),
    ],
    disallowed: [],
    sitemapErrors: [],
    gapMs: 0,
    stoppedEarly: false,
    morePages: false,
    limits: { maxPages: 10, timeLimitMs: 45_000 },
  } as SiteCrawl;
  const start = Object.values(pages)[0] ?? "";
  return {
    finalUrl: `${ORIGIN}/`,
    page: extractPage(start),
    crawl,
    tracking: { cookies: [{ name: "sporing" }], storage: [] },
  } as unknown as Artifacts;
}

export const HOME = "<p>Vi bygger terrasser og kjøkken i hele Vestfold, og vi rydder etter oss.</p>";

export const ids = (result: { findings: { id: string }[] }) => result.findings.map((finding) => finding.id);
