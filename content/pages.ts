import { servicePagePaths } from "./catalog.ts";
import { articles } from "./collections.server.ts";
import { paths } from "./routes.ts";

/** Every public page of the site, generated from the content (used for prerendering and tests). */
export function allPagePaths(): string[] {
  return [
    paths.home,
    paths.news,
    ...articles.map((article) => paths.article(article.id)),
    paths.cases,
    paths.casesAlias,
    paths.services,
    ...servicePagePaths(),
    paths.aiGuide,
    paths.contact,
    paths.uploadTest,
    paths.cookies,
    paths.privacy,
    paths.accessibility,
  ];
}

/** Pages rendered to HTML at build time: all of them, since none depends on the request. */
export function prerenderPaths(): string[] {
  return allPagePaths();
}
