import { site } from "#content/site.ts";
import type { NewsArticleSummary } from "#content/types.ts";
import { absoluteUrl, DEFAULT_IMAGE, siteUrl } from "./site-url";

// JSON-LD (schema.org) for the page <head>: the organisation, breadcrumbs, news articles and
// services. Pure functions of the content and the site URL; safe in the browser (no Node APIs).

export type JsonLd = { "@context"?: string; "@type": string | string[]; [key: string]: unknown };

const CONTEXT = "https://schema.org";

/** A stable identifier, so other objects can point at the organisation. */
export const ORGANIZATION_ID = `${siteUrl}/#organisasjon`;

export const LOGO = { src: "/images/logos/fjellvik-digital.svg", width: 240, height: 64 };

/** The office's opening hours (docs/brief/SPEC.md section 9: Monday–Friday 09:00–16:00) in structured form. */
export const OPENING_HOURS = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  opens: "09:00",
  closes: "16:00",
} as const;

const AREA_SERVED = { "@type": "Country", name: "Norge", identifier: "NO" } as const;

/** A path or an absolute URL, made absolute against the site origin. */
function toAbsolute(href: string): string {
  return /^https?:\/\//i.test(href) ? href : absoluteUrl(href.startsWith("/") ? href : `/${href}`);
}

function logoLd(): JsonLd {
  return {
    "@type": "ImageObject",
    "@id": `${siteUrl}/#logo`,
    url: absoluteUrl(LOGO.src),
    contentUrl: absoluteUrl(LOGO.src),
    width: LOGO.width,
    height: LOGO.height,
    caption: site.companyName,
  };
}

/** The company, as both Organization and ProfessionalService (a local business with an office). */
export function organizationLd(): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": ["Organization", "ProfessionalService"],
    "@id": ORGANIZATION_ID,
    name: site.companyName,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: logoLd(),
    image: absoluteUrl(LOGO.src),
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: "NO",
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...OPENING_HOURS.days],
        opens: OPENING_HOURS.opens,
        closes: OPENING_HOURS.closes,
      },
    ],
    areaServed: AREA_SERVED,
  };
}

/** A breadcrumb trail; each crumb's href is a site path (or an absolute URL). */
export function breadcrumbLd(crumbs: { label: string; href: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: toAbsolute(crumb.href),
    })),
  };
}

/** A news article; `path` is the article's own path (/nyheter/{id}). */
export function articleLd(article: NewsArticleSummary, path: string): JsonLd {
  const url = toAbsolute(path);
  const image = article.image ?? { ...DEFAULT_IMAGE, alt: "" };
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    "@id": `${url}#artikkel`,
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: "nb",
    keywords: article.keywords.join(", "),
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: {
      "@type": "ImageObject",
      url: absoluteUrl(image.src),
      width: image.width,
      height: image.height,
    },
    author:
      article.author === site.companyName || article.author === site.author
        ? { "@type": "Organization", "@id": ORGANIZATION_ID, name: site.companyName, url: absoluteUrl("/") }
        : { "@type": "Organization", name: article.author },
    publisher: {
      "@type": "Organization",
      "@id": ORGANIZATION_ID,
      name: site.companyName,
      logo: logoLd(),
    },
  };
}

export interface ServiceLdInput {
  name: string;
  description: string;
  /** The service page's path, e.g. /nettsider/moderne-design. */
  path: string;
  /** The service group, e.g. 'Nettsider' or 'Kunstig intelligens'. */
  category: string;
}

/** A service page: what we offer, provided by the organisation (referenced by @id). */
export function serviceLd({ name, description, path, category }: ServiceLdInput): JsonLd {
  const url = toAbsolute(path);
  return {
    "@context": CONTEXT,
    "@type": "Service",
    "@id": `${url}#tjeneste`,
    name,
    description,
    url,
    serviceType: category,
    category,
    provider: {
      "@type": ["Organization", "ProfessionalService"],
      "@id": ORGANIZATION_ID,
      name: site.companyName,
    },
    areaServed: AREA_SERVED,
    availableLanguage: "nb",
  };
}

const SCRIPT_UNSAFE: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for a <script type="application/ld+json"> element: the characters that could end the
 * element or start markup (<, >, &) and the JavaScript line terminators are written as \u escapes,
 * which JSON.parse reads back as the same characters.
 */
export function jsonLdScript(data: object | object[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char);
}
