import { articles } from "#content/collections.server.ts";
import { paths } from "#content/routes.ts";
import { site } from "#content/site.ts";
import { escapeXml } from "../escape.ts";
import { pageUrl } from "./sitemap.ts";

// The news feed (RSS 2.0) at /nyheter/rss.xml: the published articles (content/nyheter/*.md), newest first.

export const NEWS_FEED_PATH = `${paths.news}/rss.xml`;

/** An ISO date (YYYY-MM-DD) as an RFC 822 date at midnight UTC, e.g. 'Thu, 01 Jan 2026 00:00:00 GMT'. */
export function rfc822Date(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Ugyldig dato: ${isoDate}`);
  return date.toUTCString();
}

export function buildNewsFeed(siteUrl: string): string {
  const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const e = escapeXml;
  const items = newestFirst.map((article) => {
    const link = pageUrl(siteUrl, paths.article(article.id));
    return [
      "    <item>",
      `      <title>${e(article.title)}</title>`,
      `      <link>${e(link)}</link>`,
      `      <description>${e(article.excerpt)}</description>`,
      `      <pubDate>${rfc822Date(article.date)}</pubDate>`,
      `      <guid isPermaLink="true">${e(link)}</guid>`,
      `      <author>${e(`${site.email} (${article.author})`)}</author>`,
      ...article.keywords.map((keyword) => `      <category>${e(keyword)}</category>`),
      "    </item>",
    ].join("\n");
  });
  const newest = newestFirst[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${e(`Nyheter fra ${site.companyName}`)}</title>`,
    `    <link>${e(pageUrl(siteUrl, paths.news))}</link>`,
    `    <description>${e(`Nyheter og fagartikler fra ${site.companyName} om nettsider, webapplikasjoner og kunstig intelligens.`)}</description>`,
    "    <language>nb</language>",
    `    <copyright>${e(`© ${site.legalName}`)}</copyright>`,
    `    <managingEditor>${e(`${site.email} (${site.companyName})`)}</managingEditor>`,
    ...(newest ? [`    <lastBuildDate>${rfc822Date(newest.date)}</lastBuildDate>`] : []),
    `    <atom:link href="${e(pageUrl(siteUrl, NEWS_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
