// The shapes of the site's content (docs/brief/SPEC.md section 3). Every fact is written once, in content/,
// and imported wherever it is shown.

/** An image we ship under /images, always with its intrinsic size so the page never shifts. */
export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface NewsArticle {
  /** The slug: /nyheter/{id}. */
  id: string;
  title: string;
  excerpt: string;
  /** HTML, limited to the spec's allow-list; sanitised on the server before rendering. */
  content: string;
  /** ISO date (YYYY-MM-DD); shown in Norwegian form ("1. januar 2026"). */
  date: string;
  author: string;
  /** Like '3 min'. */
  readTime: string;
  keywords: string[];
  image?: ImageRef;
}

/** An article as listed (cards, carousel): everything but the body. */
export type NewsArticleSummary = Omit<NewsArticle, "content">;

export interface Metric {
  value: string;
  label: string;
}

export interface CaseStudy {
  id: string;
  /** Key of the client in the site configuration (name, url and logo live there). */
  clientKey: "styreportal" | "sandwichpanel" | "finansanalyse";
  icon: string;
  title: string;
  subtitle: string;
  description: string;
  /**
   * Lines starting with '• ' or '- ' become list items; lines wrapped in '**' become
   * sub-headings; other lines are paragraphs (docs/brief/SPEC.md section 2, case studies page).
   */
  detailedDescription: string;
  image: ImageRef;
  metrics: [Metric, Metric, Metric];
  tags: string[];
  industry: string;
  challenges: string[];
  results: string[];
}

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
