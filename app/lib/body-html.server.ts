import type { BodyBlock, ImageRef } from "#content/types.ts";
import { sanitizeArticleHtml } from "./sanitize-html.server.ts";

// The HTML of an article's or a case's body (content/markdown/body.ts): what the author wrote goes
// through the spec's allow-list (docs/brief/SPEC.md §5, no images there); the images that stand
// alone between paragraphs are written here, from files checked at build, with their width and
// height and the same responsive width as the article's main image.

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function imageHtml(image: ImageRef): string {
  return `<img src="${escapeAttribute(image.src)}" alt="${escapeAttribute(image.alt)}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async" class="h-auto w-full rounded-2xl bg-mist">`;
}

export function bodyHtml(blocks: BodyBlock[]): string {
  return blocks
    .map((block) => (block.type === "html" ? sanitizeArticleHtml(block.html) : imageHtml(block.image)))
    .join("\n");
}
