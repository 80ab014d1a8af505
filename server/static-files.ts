import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import { inlineScriptHashes } from "./csp.ts";

// The built client (hashed assets, images, prerendered HTML) is small, so it is read into memory
// once at start with its precompressed variants (scripts/compress-build.ts). Serving is then a
// map lookup and a write: no disk, no compression work per request (QUALITY.md, server target).

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

export interface StaticEntry {
  type: string;
  etag: string;
  cacheControl: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** For prerendered HTML: hashes of its inline scripts, for the page's CSP. */
  scriptHashes?: string[];
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

function cacheControlFor(urlPath: string): string {
  // Vite puts content-hashed files under /assets: they never change under the same name.
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (urlPath.endsWith(".html") || urlPath.endsWith(".data")) return "public, max-age=0, must-revalidate";
  return "public, max-age=86400";
}

/** Maps a file under the client build to the URL paths it answers. */
function urlPathsFor(relative: string): string[] {
  const urlPath = `/${relative.split(path.sep).join("/")}`;
  if (urlPath === "/index.html") return ["/"];
  if (urlPath.endsWith("/index.html")) return [urlPath.slice(0, -"/index.html".length)];
  return [urlPath];
}

export async function loadStaticFiles(
  root: string,
  options: { skipPage?: (urlPath: string) => boolean } = {},
): Promise<Map<string, StaticEntry>> {
  const files = new Map<string, StaticEntry>();
  for (const file of await listFiles(root)) {
    const ext = path.extname(file);
    if (ext === ".br" || ext === ".gz") continue;
    const body = await readFile(file);
    const relative = path.relative(root, file);
    const [br, gzip] = await Promise.all([readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
    for (const urlPath of urlPathsFor(relative)) {
      if ((ext === ".html" || ext === ".data") && options.skipPage?.(urlPath.replace(/\.data$/, "")))
        continue;
      files.set(urlPath, {
        type: CONTENT_TYPES[ext] ?? "application/octet-stream",
        etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
        cacheControl: cacheControlFor(urlPath === "/" || !ext ? "/index.html" : urlPath),
        body,
        br,
        gzip,
        scriptHashes: ext === ".html" ? inlineScriptHashes(body.toString("utf8")) : undefined,
      });
    }
  }
  return files;
}

function pickEncoding(acceptEncoding: string, entry: StaticEntry): "br" | "gzip" | undefined {
  if (entry.br && /\bbr\b/.test(acceptEncoding)) return "br";
  if (entry.gzip && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}

export function serveStaticFiles(
  files: Map<string, StaticEntry>,
  onHtml?: (entry: StaticEntry, res: Parameters<RequestHandler>[1]) => void,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const entry = files.get(req.path);
    if (!entry) return next();

    res.setHeader("Content-Type", entry.type);
    res.setHeader("Cache-Control", entry.cacheControl);
    res.setHeader("ETag", entry.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (entry.scriptHashes) onHtml?.(entry, res);

    if (req.headers["if-none-match"] === entry.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = pickEncoding(String(req.headers["accept-encoding"] ?? ""), entry);
    const body = encoding ? (entry[encoding] as Buffer) : entry.body;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
