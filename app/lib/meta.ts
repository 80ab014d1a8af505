import type { MetaDescriptor } from "react-router";
import { DESCRIPTION_MAX, TITLE_MAX } from "#content/constants.ts";
import { ogImagePath } from "#content/og.ts";
import { site } from "#content/site.ts";
import { absoluteUrl, DEFAULT_IMAGE } from "./site-url";
import { organizationLd } from "./structured-data";

// Page metadata (docs/brief/SPEC.md, shared elements): everything in the server-rendered <head>.

export const DEFAULT_KEYWORDS = [
  "AI-løsninger",
  "kunstig intelligens",
  "kundeopplevelse",
  "chatbot",
  "nettsider",
  "webapplikasjoner",
];

/** Cuts text longer than `max` to `max - 3` characters plus '...'. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page's canonical URL, e.g. '/nyheter'. */
  path: string;
  keywords?: string[];
  noindex?: boolean;
  image?: string;
  type?: "website" | "article";
  /** Structured data for this page, besides the organisation that every page carries. */
  jsonLd?: object[];
}

export { absoluteUrl, DEFAULT_IMAGE, siteUrl } from "./site-url";

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = truncate(input.title, TITLE_MAX);
  const description = truncate(input.description, DESCRIPTION_MAX);
  const url = absoluteUrl(input.path);
  // Every page has its own share image, drawn at build from its title (scripts/og-images.ts);
  // not-found and other noindex pages use the default one.
  const image = absoluteUrl(input.image ?? (input.noindex ? DEFAULT_IMAGE.src : ogImagePath(input.path)));
  return [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: (input.keywords ?? DEFAULT_KEYWORDS).join(", ") },
    { name: "robots", content: input.noindex ? "noindex,nofollow" : "index,follow" },
    { name: "author", content: site.author },
    { name: "publisher", content: site.legalName },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.companyName },
    { property: "og:locale", content: "no_NO" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(DEFAULT_IMAGE.width) },
    { property: "og:image:height", content: String(DEFAULT_IMAGE.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { "script:ld+json": [organizationLd(), ...(input.jsonLd ?? [])] },
  ];
}

/** Metadata of a not-found page: never indexed. */
export function notFoundMeta(path: string, title = "Fant ikke siden"): MetaDescriptor[] {
  return pageMeta({
    title,
    description:
      "Siden du lette etter, finnes ikke. Gå videre til tjenester, kundehistorier, nyheter eller kontakt.",
    path,
    noindex: true,
  });
}
