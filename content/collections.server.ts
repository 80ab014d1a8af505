import path from "node:path";
import { loadCollections } from "./markdown/collections.ts";
import { site } from "./site.ts";

// The news articles (content/nyheter/*.md, newest first) and case studies
// (content/kundehistorier/*.md, in their order), checked and rendered. Under Vite — the dev server
// and the build — this module is replaced by its data, computed when the bundle is made
// (content/markdown/vite-plugin.ts): neither the Markdown parser nor zod reaches a bundle, and the
// browser never gets this module (.server). Under plain Node (the server's sitemap and feed, the
// share images, tests) it reads the files itself, without drafts.

export const { articles, cases } = loadCollections({ root: path.resolve(import.meta.dirname, ".."), site });
