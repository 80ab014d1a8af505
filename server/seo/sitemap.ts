import { articles } from "#content/collections.server.ts";
import { allPagePaths } from "#content/pages.ts";
import { paths } from "#content/routes.ts";
import { escapeXml } from "../escape.ts";

// The XML sitemap (sitemaps.org 0.9): every indexable page of the site with its absolute URL and
// the date its content last changed. Built from allPagePaths(), so a new page appears by itself.

/** The date the site's content last changed (YYYY-MM-DD); the lastmod of every non-article page. */
export const CONTENT_UPDATED = "2026-11-22";

/** Pages that are public but must not be indexed: noindex, or an alias of another canonical URL. */
export const SITEMAP_EXCLUDED: readonly string[] = [paths.uploadTest, paths.casesAlias];

/** The absolute URL of a site path; the home page is the origin with a trailing slash. */
export function pageUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, "");
  return path === "/" ? `${origin}/` : `${origin}${encodeURI(path)}`;
}

/** The paths the sitemap lists, in the order of allPagePaths(), each once. */
export function sitemapPaths(): string[] {
  return [...new Set(allPagePaths())].filter((path) => !SITEMAP_EXCLUDED.includes(path));
}

export function buildSitemap(siteUrl: string): string {
  const articleDates = new Map(articles.map((article) => [paths.article(article.id), article.date]));
  const entries = sitemapPaths().map((path) => {
    const lastmod = articleDates.get(path) ?? CONTENT_UPDATED;
    return `  <url>\n    <loc>${escapeXml(pageUrl(siteUrl, path))}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
