import { paths } from "#content/routes.ts";

// robots.txt: everything public is crawlable except the API, the private audit reports
// (/rapport/{token}) and the upload test page; the sitemap is named with its absolute URL.

export function buildRobots(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /rapport/",
    `Disallow: ${paths.uploadTest}`,
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
