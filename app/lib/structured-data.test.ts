import { describe, expect, it } from "vitest";
import { articles } from "#content/collections.server.ts";
import { site } from "#content/site.ts";
import { absoluteUrl, siteUrl } from "./meta";
import {
  articleLd,
  breadcrumbLd,
  jsonLdScript,
  ORGANIZATION_ID,
  organizationLd,
  serviceLd,
} from "./structured-data";

const ORIGIN = "https://www.fjellvik.example";

/** Every string value anywhere in a JSON-LD object whose key names a URL. */
function urlValues(value: unknown, key = ""): string[] {
  if (typeof value === "string") return /^(url|item|@id|logo|image|contentUrl)$/.test(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => urlValues(v, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => urlValues(v, k));
  return [];
}

describe("structured data", () => {
  it("runs against the test site origin", () => {
    expect(siteUrl).toBe(ORIGIN);
  });

  it("organizationLd: Organization + ProfessionalService with address, hours and logo", () => {
    const org = organizationLd();
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": ["Organization", "ProfessionalService"],
      "@id": `${ORIGIN}/#organisasjon`,
      name: site.companyName,
      legalName: site.legalName,
      url: `${ORIGIN}/`,
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
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "09:00",
          closes: "16:00",
        },
      ],
      areaServed: { "@type": "Country", name: "Norge" },
    });
    expect((org.logo as { url: string }).url).toBe(`${ORIGIN}/images/logos/fjellvik-digital.svg`);
    expect(org).not.toHaveProperty("sameAs");
    for (const url of urlValues(org)) expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
  });

  it("breadcrumbLd: positions from 1 and absolute item URLs", () => {
    const ld = breadcrumbLd([
      { label: "Tjenester", href: "/tjenester" },
      { label: "Nettsider", href: "/nettsider" },
      { label: "Moderne design", href: "/nettsider/moderne-design" },
    ]);
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Tjenester", item: `${ORIGIN}/tjenester` },
      { "@type": "ListItem", position: 2, name: "Nettsider", item: `${ORIGIN}/nettsider` },
      {
        "@type": "ListItem",
        position: 3,
        name: "Moderne design",
        item: `${ORIGIN}/nettsider/moderne-design`,
      },
    ]);
    expect(breadcrumbLd([{ label: "Hjem", href: "/" }]).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Hjem", item: `${ORIGIN}/` },
    ]);
  });

  it("articleLd: NewsArticle with dates, language, image, author and publisher", () => {
    const article = articles[0];
    if (!article) throw new Error("no articles");
    const path = `/nyheter/${article.id}`;
    const ld = articleLd(article, path);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article.title,
      description: article.excerpt,
      datePublished: article.date,
      inLanguage: "nb",
      mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(path) },
      image: { "@type": "ImageObject", url: `${ORIGIN}${article.image?.src}` },
      author: { "@type": "Organization", name: site.companyName },
      publisher: {
        "@type": "Organization",
        "@id": ORGANIZATION_ID,
        name: site.companyName,
        logo: { url: `${ORIGIN}/images/logos/fjellvik-digital.svg` },
      },
    });
    for (const url of urlValues(ld)) expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
  });

  it("articleLd: falls back to the default share image", () => {
    const article = articles[1];
    if (!article) throw new Error("no articles");
    const { image: _image, ...withoutImage } = article;
    const ld = articleLd(withoutImage, "/nyheter/x");
    expect((ld.image as { url: string }).url).toBe(`${ORIGIN}/images/og-default.png`);
  });

  it("serviceLd: Service provided by the organisation, by @id", () => {
    const ld = serviceLd({
      name: "Moderne design",
      description: "Design som selger.",
      path: "/nettsider/moderne-design",
      category: "Nettsider",
    });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Moderne design",
      description: "Design som selger.",
      url: `${ORIGIN}/nettsider/moderne-design`,
      serviceType: "Nettsider",
      provider: { "@id": ORGANIZATION_ID },
      areaServed: { "@type": "Country", name: "Norge" },
    });
  });
});

describe("jsonLdScript", () => {
  it("cannot close the script element, whatever the content", () => {
    const malicious = { x: "</script><script>alert(1)</script>", y: "<!-- -->", z: "a & b > c" };
    const out = jsonLdScript(malicious);
    expect(out.toLowerCase()).not.toContain("</script");
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(out)).toEqual(malicious);
  });

  it("escapes the JavaScript line terminators U+2028 and U+2029", () => {
    const data = { text: "linje\u2028skille\u2029avsnitt" };
    const out = jsonLdScript(data);
    expect(out).toContain("\\u2028");
    expect(out).toContain("\\u2029");
    expect(JSON.parse(out)).toEqual(data);
  });

  it("serialises arrays of objects and round-trips real data", () => {
    const data = [organizationLd(), breadcrumbLd([{ label: "Nyheter", href: "/nyheter" }])];
    const out = jsonLdScript(data);
    expect(JSON.parse(out)).toEqual(data);
    expect(out.startsWith("[")).toBe(true);
  });
});
