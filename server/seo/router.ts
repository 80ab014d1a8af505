import { type RequestHandler, Router } from "express";
import { etagMatches, strongEtag } from "../http-cache.ts";
import { buildNewsFeed, NEWS_FEED_PATH } from "./feed.ts";
import { buildRobots } from "./robots.ts";
import { buildSitemap } from "./sitemap.ts";

// /sitemap.xml, /robots.txt and the news feed. Each is built once, when the router is made, and
// served from memory with an ETag; a matching If-None-Match gets 304 Not Modified.

const CACHE_CONTROL = "public, max-age=3600";

interface CachedDocument {
  type: string;
  body: Buffer;
  etag: string;
}

function cached(type: string, text: string): CachedDocument {
  const body = Buffer.from(text, "utf8");
  return { type, body, etag: strongEtag(body) };
}

function serve(doc: CachedDocument): RequestHandler {
  return (req, res) => {
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("ETag", doc.etag);
    if (etagMatches(req.get("if-none-match"), doc.etag)) {
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Type", doc.type);
    res.setHeader("Content-Length", String(doc.body.length));
    res.status(200).end(doc.body);
  };
}

export function seoRouter(siteUrl: string): Router {
  const router = Router();
  router.get("/sitemap.xml", serve(cached("application/xml; charset=utf-8", buildSitemap(siteUrl))));
  router.get("/robots.txt", serve(cached("text/plain; charset=utf-8", buildRobots(siteUrl))));
  router.get(NEWS_FEED_PATH, serve(cached("application/rss+xml; charset=utf-8", buildNewsFeed(siteUrl))));
  return router;
}
