import { pageAccessibility } from "./accessibility/page.ts";
import { spelling } from "./copy/spelling.ts";
import { dkim, dmarc, mx, spf } from "./email/checks.ts";
import { contactDetails, foretaksregisteret } from "./privacy/company.ts";
import { orgNumber } from "./privacy/org-number.ts";
import { accessibilityStatement, cookiePage, privacyStatement } from "./privacy/statements.ts";
import { trackingBeforeConsent } from "./privacy/tracking.ts";
import { imageAlt, linkText } from "./seo/content.ts";
import { robotsTxt, sitemap } from "./seo/crawling.ts";
import { description, descriptionLength } from "./seo/description.ts";
import { mainHeading } from "./seo/headings.ts";
import { canonical, indexable, language, viewport } from "./seo/page-setup.ts";
import { openGraph, structuredData } from "./seo/sharing.ts";
import { title, titleLength } from "./seo/title.ts";
import {
  brokenLinks,
  siteDescriptions,
  siteHeadings,
  siteImageAlt,
  siteLanguage,
  siteRobots,
  siteTitles,
} from "./site/checks.ts";
import { blockingScripts, imageSize, lazyImages, scriptCount, stylesheets } from "./speed/resources.ts";
import { caching, compression, htmlWeight, timeToFirstByte } from "./speed/server.ts";
import type { Check } from "./types.ts";

// Every check the audit runs, in report order within each category (decision 021). A new check is a
// module and a line here. Security, speed and copy are still scored by their modules in
// server/audit/ (run.ts) while they move over; accessibility's page rules are one check until then.

export const CHECKS: readonly Check[] = [
  indexable,
  title,
  titleLength,
  description,
  descriptionLength,
  mainHeading,
  viewport,
  canonical,
  language,
  imageAlt,
  linkText,
  robotsTxt,
  sitemap,
  openGraph,
  structuredData,
  brokenLinks,
  siteTitles,
  siteDescriptions,
  siteHeadings,
  siteRobots,
  timeToFirstByte,
  compression,
  htmlWeight,
  scriptCount,
  blockingScripts,
  stylesheets,
  imageSize,
  lazyImages,
  caching,
  pageAccessibility,
  siteImageAlt,
  siteLanguage,
  trackingBeforeConsent,
  orgNumber,
  foretaksregisteret,
  contactDetails,
  privacyStatement,
  cookiePage,
  accessibilityStatement,
  spf,
  dmarc,
  dkim,
  mx,
  spelling,
];
