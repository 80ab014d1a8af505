// The shapes of the site's content (docs/brief/SPEC.md section 3). Every fact is written once, in content/,
// and imported wherever it is shown.

import type { ClientConfig } from "./site.ts";

/** An image we ship under /images, always with its intrinsic size so the page never shifts. */
export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The body of an article or a case, from its Markdown (content/markdown/body.ts): HTML (sanitised
 * with the spec's allow-list on the server before it is shown) and the images that stand alone
 * between paragraphs, each with its size.
 */
export type BodyBlock = { type: "html"; html: string } | { type: "image"; image: ImageRef };

/** A news article: one Markdown file in content/nyheter/ (docs/editing.md). */
export interface NewsArticle {
  /** The slug: /nyheter/{id}. */
  id: string;
  title: string;
  excerpt: string;
  /** The spec's content: the body, from the Markdown below the front matter. */
  content: BodyBlock[];
  /** ISO date (YYYY-MM-DD); shown in Norwegian form ("1. januar 2026"). */
  date: string;
  author: string;
  /** Like '3 min'; counted from the words unless the file gives it. */
  readTime: string;
  keywords: string[];
  image?: ImageRef;
  /** Only in `npm run dev`: a file with `draft: true` is never built. */
  draft?: boolean;
}

/** An article as listed (cards, carousel): everything but the body. */
export type NewsArticleSummary = Omit<NewsArticle, "content">;

export interface Metric {
  value: string;
  label: string;
}

/** A case study: one Markdown file in content/kundehistorier/ (docs/editing.md). */
export interface CaseStudy {
  id: string;
  /** The client: one of the site configuration's (content/site.ts), or one the case file names. */
  client: ClientConfig;
  icon: string;
  title: string;
  subtitle: string;
  description: string;
  /**
   * The spec's detailedDescription, from the Markdown body: '##' lines and lines of bold text only
   * are sub-headings, '-' or '•' lines list items (docs/brief/SPEC.md section 2, case studies page).
   */
  detailedDescription: BodyBlock[];
  image: ImageRef;
  metrics: [Metric, Metric, Metric];
  tags: string[];
  industry: string;
  challenges: string[];
  results: string[];
  draft?: boolean;
}

/** A case as a card on the home page: no detailed description, challenges or results. */
export type CaseStudyCard = Omit<CaseStudy, "detailedDescription" | "challenges" | "results">;

export interface ServiceCard {
  title: string;
  slug: string;
  description: string;
  features: string[];
  image?: ImageRef;
  link?: string;
}

export interface AudienceCard {
  title: string;
  description: string;
  slug: "for-startup" | "for-smb" | "for-konsern" | "for-offentlige";
  icon: string;
}

export interface Breadcrumb {
  label: string;
  href: string;
}

/** The four service groups (docs/brief/SPEC.md section 2, category overviews). */
export type CategoryKey = "nettsider" | "webapplikasjoner" | "kunstigintelligens" | "aikurs";

export type AudienceSlug = AudienceCard["slug"];

/** One topic page of a service group, e.g. /nettsider/moderne-design. */
export interface ServiceTopic {
  slug: string;
  /** The spec's title, exactly. */
  title: string;
  /**
   * What the reader gets, said to them in a few words; the page's headline reads "{title}:
   * {promise}" (decision 027), and stays within twelve words.
   */
  promise: string;
  /** One or two sentences for the card and the meta description (≤ 155 characters). */
  description: string;
  /**
   * The curated page text (used until/unless a language model writes it): paragraphs separated by
   * a blank line; **bold** marks emphasis. Plain text otherwise — no HTML, no Markdown headings.
   */
  text: string;
  /** Three to five short benefit points shown as a list. */
  highlights: string[];
}

/** What a service group's overview page says (e.g. /nettsider). */
export interface CategoryCopy {
  key: CategoryKey;
  /** Heading of the overview page. */
  title: string;
  /** Lead paragraph under the heading. */
  intro: string;
  /** Meta description (≤ 155 characters). */
  metaDescription: string;
  /** Heading above the topic cards. */
  topicsHeading: string;
}

/** Text written for one audience within one service group. */
export interface AudienceCopy {
  /**
   * What this audience gets, in at most six words: the page's headline reads "{topic} for
   * {audience}: {promise}" (decision 027), within twelve words.
   */
  promise: string;
  /** Adjective-free, concrete lead sentence for the audience page, e.g. what a startup needs. */
  intro: string;
  /** Two or three paragraphs (blank-line separated, **bold** allowed) tailored to this audience. */
  text: string;
  /** Three short points: what this audience gets. */
  points: string[];
}
