// The first step of `npm run build`: every news article and case study (content/nyheter/*.md,
// content/kundehistorier/*.md) checked against its schema before anything is built. A bad file
// stops the build with one line per file naming the file, the field and what is wrong
// (docs/editing.md); drafts are left out unread.
import path from "node:path";
import { loadCollections } from "#content/markdown/collections.ts";
import { ContentError } from "#content/markdown/problems.ts";
import { site } from "#content/site.ts";

try {
  const { articles, cases } = loadCollections({ root: path.resolve(import.meta.dirname, ".."), site });
  console.log(`innhold: ${articles.length} artikler og ${cases.length} kundehistorier er i orden`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
