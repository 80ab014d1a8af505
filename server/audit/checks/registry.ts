import { allClear } from "./accessibility/all-clear.ts";
import { RULE_CHECKS } from "./accessibility/rules.ts";
import { callToAction } from "./copy/cta.ts";
import { headline } from "./copy/headline-rules.ts";
import { declaredLanguage } from "./copy/language-rules.ts";
import { hasText } from "./copy/page-copy.ts";
import { placeholders } from "./copy/placeholders.ts";
import { readability } from "./copy/readability-rules.ts";
import { readerFocus } from "./copy/reader-focus.ts";
import { socialProof } from "./copy/social-proof.ts";
import { concreteFacts, superlatives } from "./copy/specifics.ts";
import { spelling } from "./copy/spelling.ts";
import { dkim, dmarc, mx, spf } from "./email/checks.ts";
import { contactDetails, foretaksregisteret } from "./privacy/company.ts";
import { nationalIdInForms } from "./privacy/national-id.ts";
import { orgNumber } from "./privacy/org-number.ts";
import { accessibilityStatement, cookiePage, privacyStatement } from "./privacy/statements.ts";
import { trackingBeforeConsent } from "./privacy/tracking.ts";
import { connection, httpsCertificate } from "./security/certificate.ts";
import { contentSecurityPolicy } from "./security/content-security-policy.ts";
import { secureCookies } from "./security/cookies.ts";
import { crossOriginResourcePolicy } from "./security/cross-origin-resource-policy.ts";
import { crossOriginResourceSharing } from "./security/cross-origin-resource-sharing.ts";
import { mixedContent } from "./security/mixed-content.ts";
import { permissionsPolicy } from "./security/permissions-policy.ts";
import { redirection } from "./security/redirection.ts";
import { referrerPolicy } from "./security/referrer-policy.ts";
import { strictTransportSecurity } from "./security/strict-transport-security.ts";
import { subresourceIntegrity } from "./security/subresource-integrity.ts";
import { versionDisclosure } from "./security/version-disclosure.ts";
import { xContentTypeOptions } from "./security/x-content-type-options.ts";
import { xFrameOptions } from "./security/x-frame-options.ts";
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
// module and a line here. Accessibility's page rules are one check until each rule is its own.

export const CHECKS: readonly Check[] = [
  contentSecurityPolicy,
  secureCookies,
  crossOriginResourceSharing,
  redirection,
  referrerPolicy,
  strictTransportSecurity,
  subresourceIntegrity,
  xContentTypeOptions,
  xFrameOptions,
  crossOriginResourcePolicy,
  httpsCertificate,
  connection,
  mixedContent,
  versionDisclosure,
  permissionsPolicy,
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
  ...RULE_CHECKS,
  allClear,
  siteImageAlt,
  siteLanguage,
  trackingBeforeConsent,
  orgNumber,
  foretaksregisteret,
  contactDetails,
  privacyStatement,
  nationalIdInForms,
  cookiePage,
  accessibilityStatement,
  spf,
  dmarc,
  dkim,
  mx,
  hasText,
  headline,
  readerFocus,
  concreteFacts,
  superlatives,
  callToAction,
  socialProof,
  readability,
  placeholders,
  declaredLanguage,
  spelling,
];
