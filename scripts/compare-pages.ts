// Compares what two builds of the site say, page by page: the visible text in reading order (with
// each image's alt text and each link's target), the title, the meta and share tags and the JSON-LD
// of every prerendered page, and the sitemap and news feed. Made to prove that moving the articles
// and cases to Markdown changed no word (decision 030); useful for any refactoring that must not
// change what a reader sees.
// Usage: node scripts/compare-pages.ts OLD_PROJECT NEW_PROJECT   (both built with npm run build)
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { ChildNode, Element } from "domhandler";
import { parseDocument } from "htmlparser2";
import { builtPagesIn } from "#tests/built-pages.ts";

const SKIPPED = new Set(["script", "style", "template", "noscript"]);
/** Elements a browser lays out as blocks: their edges separate words, whatever whitespace the HTML has. */
const BLOCKS = new Set(
  "address article aside blockquote br dd div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p section table td th tr ul".split(
    " ",
  ),
);

/** What a reader and a search engine get from one page, as comparable lines. */
export function pageText(html: string): string[] {
  const doc = parseDocument(html);
  const head: string[] = [];
  const body: string[] = [];
  let text = "";
  const flush = () => {
    const words = text.replace(/\s+/g, " ").trim();
    if (words) body.push(words);
    text = "";
  };
  const walk = (nodes: ChildNode[], inBody: boolean) => {
    for (const node of nodes) {
      if (node.type === "text") {
        if (inBody) text += node.data;
        continue;
      }
      if (node.type !== "tag" && node.type !== "script" && node.type !== "style") continue;
      const el = node as Element;
      const { attribs } = el;
      if (el.name === "title")
        head.push(`title: ${el.children.map((c) => (c.type === "text" ? c.data : "")).join("")}`);
      if (el.name === "meta" && (attribs.name || attribs.property)) {
        head.push(`meta ${attribs.name ?? attribs.property}: ${attribs.content ?? ""}`);
      }
      if (el.name === "link" && attribs.rel === "canonical") head.push(`canonical: ${attribs.href}`);
      if (el.name === "script" && attribs.type === "application/ld+json") {
        const json = el.children.map((c) => (c.type === "text" ? c.data : "")).join("");
        head.push(`json-ld: ${JSON.stringify(JSON.parse(json))}`);
      }
      if (SKIPPED.has(el.name)) continue;
      if (inBody && el.name === "img") {
        flush();
        body.push(
          `[bilde: ${attribs.alt ?? ""} ${attribs.src ?? ""} ${attribs.width ?? ""}×${attribs.height ?? ""}]`,
        );
      }
      if (inBody && el.name === "a") {
        flush();
        body.push(`[lenke: ${attribs.href ?? ""}]`);
      }
      if (BLOCKS.has(el.name)) text += " ";
      walk(el.children, inBody || el.name === "body");
      if (BLOCKS.has(el.name)) text += " ";
    }
  };
  walk(doc.children, false);
  flush();
  return [...head, body.join(" ").replace(/\s+/g, " ")];
}

function seoDocuments(root: string): string {
  const script = [
    'const { buildSitemap } = await import("./server/seo/sitemap.ts");',
    'const { buildNewsFeed } = await import("./server/seo/feed.ts");',
    'console.log(buildSitemap("https://www.fjellvik.example"));',
    'console.log(buildNewsFeed("https://www.fjellvik.example"));',
  ].join("\n");
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    encoding: "utf8",
  });
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 60), i + 60)}…\n    ≠ …${b.slice(Math.max(0, i - 60), i + 60)}…`;
}

if (import.meta.main) {
  const [oldRoot, newRoot] = process.argv.slice(2).map((dir) => path.resolve(dir));
  if (!oldRoot || !newRoot) {
    console.error("Bruk: node scripts/compare-pages.ts GAMMEL_MAPPE NY_MAPPE");
    process.exit(2);
  }
  const before = await builtPagesIn(path.join(oldRoot, "build/client"));
  const after = await builtPagesIn(path.join(newRoot, "build/client"));
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  let differing = 0;
  for (const page of paths) {
    const a = before[page];
    const b = after[page];
    if (a === undefined || b === undefined) {
      differing++;
      console.log(`${page}: finnes bare i ${a === undefined ? "den nye" : "den gamle"} bygget`);
      continue;
    }
    const [linesA, linesB] = [pageText(a), pageText(b)];
    const lines = Math.max(linesA.length, linesB.length);
    for (let i = 0; i < lines; i++) {
      if (linesA[i] === linesB[i]) continue;
      differing++;
      console.log(`${page}:\n    ${firstDifference(linesA[i] ?? "", linesB[i] ?? "")}`);
      break;
    }
  }
  const seoSame = seoDocuments(oldRoot) === seoDocuments(newRoot);
  if (!seoSame) console.log("sitemap.xml eller rss.xml er ulike");
  console.log(
    `${paths.length} sider sammenlignet: ${paths.length - differing} like, ${differing} ulike; sitemap og nyhetsfeed ${seoSame ? "like" : "ulike"}`,
  );
  process.exit(differing === 0 && seoSame ? 0 : 1);
}
