import type { Finding, Impact, Severity } from "../../types.ts";
import type { FormField } from "../page/page-data.ts";

// What the site crawl (server/audit/gather/crawl/crawl.ts) hands back. Not in the report contract yet: the
// engineer wiring the report moves what it shows to app/lib/audit-report.ts.

export interface CrawledPage {
  /** The address the page goes by: the one we asked for, or the site's most linked name for it. */
  url: string;
  /** Where it ended after redirects. */
  finalUrl: string;
  status: number;
  /** False for a non-HTML answer; the fields below are then empty. */
  html: boolean;
  title: string | null;
  metaDescription: string | null;
  /** The texts of the page's h1 elements; their number is the h1 count. */
  h1: string[];
  imagesWithoutAlt: number;
  lang: string | null;
  canonical: string | null;
  /** Same-site link targets, absolute and without fragment, each once. */
  internalLinks: string[];
  /** Every link of the page (text as read out, absolute href), for the legal checks' footer links. */
  links: { text: string; href: string }[];
  /** The page's visible text (capped), for the checks that read the whole site (org.nr., address). */
  text: string;
  /** The page's form fields, by type and the words that name them (PageData.formFields); none, or left out. */
  formFields?: FormField[];
}

/** A linked address that did not answer, or answered with an error. */
export const isBroken = (status: number | null) => status === null || status >= 400;

export interface LinkStatus {
  url: string;
  /** null when the address did not answer. */
  status: number | null;
  /** The pages read that link to it. */
  linkedFrom: string[];
}

/** A finding about the site as a whole; "info" is neither praise nor a problem. */
export interface SiteFinding extends Omit<Finding, "severity"> {
  severity: Severity | "info";
  /** axe-core's impact where the finding is an accessibility rule's, else null. */
  impact: Impact | null;
  /** The pages the finding is about (full URLs). */
  pages: string[];
}

export interface SiteCrawl {
  startUrl: string;
  /** The start page's address after redirects; the site is the one this names. */
  siteUrl: string;
  pages: CrawledPage[];
  /** Every linked same-site address whose status we know, from reading it or checking it. */
  links: LinkStatus[];
  /** Linked addresses robots.txt asks us to leave alone; never requested. */
  disallowed: { url: string; linkedFrom: string[] }[];
  /** Addresses the sitemap lists that answered with an error. */
  sitemapErrors: LinkStatus[];
  /** The limits the crawl ran under, for what the report says of pages it did not read. */
  limits: { maxPages: number; timeLimitMs: number };
  /** The gap kept between requests, after robots.txt's Crawl-delay. */
  gapMs: number;
  /** True when the time limit ended the crawl early. */
  stoppedEarly: boolean;
  /** True when more pages were found than the page limit let us read. */
  morePages: boolean;
  /**
   * The other host the start page links most of its pages under («www.gammelt-domene.no»), whose
   * paths were read at this address (other-name.ts); absent or null when there is none.
   */
  otherName?: string | null;
}
