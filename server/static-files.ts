import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pickEncoding } from "./accept-encoding.ts";
import { inlineScriptHashes, NON_PAGE_POLICY } from "./csp.ts";
import { etagMatches, strongEtag } from "./http-cache.ts";

// The built client (hashed assets, images, prerendered HTML) is small, so it is read into memory
// once at start with its precompressed variants (scripts/compress-build.ts). Serving is then a
// map lookup and a write: no disk, no compression work per request (docs/brief/QUALITY.md, server target).
// The exception are the share images (/og/, 6.5 MB): only link previews fetch them, so they stay
// on disk and are streamed, with the same headers.

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
  /** In memory; or, for files read from disk per request (share images), their path and size. */
  body: Buffer | { file: string; size: number };
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
    const content = await readFile(file);
    const relative = path.relative(root, file);
    const onDisk = relative.startsWith(`og${path.sep}`);
    const body = onDisk ? { file, size: content.length } : content;
    const [br, gzip] = onDisk
      ? [undefined, undefined]
      : await Promise.all([readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
    for (const urlPath of urlPathsFor(relative)) {
      if ((ext === ".html" || ext === ".data") && options.skipPage?.(urlPath.replace(/\.data$/, "")))
        continue;
      files.set(urlPath, {
        type: CONTENT_TYPES[ext] ?? "application/octet-stream",
        etag: strongEtag(content),
        // Pages revalidate on every visit (a new deploy is seen at once); hashed assets are immutable.
        cacheControl: cacheControlFor(ext === ".html" ? "/index.html" : urlPath),
        body,
        br,
        gzip,
        scriptHashes: ext === ".html" ? inlineScriptHashes(content.toString("utf8")) : undefined,
      });
    }
  }
  return files;
}

type Variant = "br" | "gzip" | "identity" | "not-modified";

/**
 * The fast path for the built client (decision 014): GET and HEAD of a prerendered page or an
 * asset are answered here, before Express, with the same headers the app sets on every response.
 * Each file's header lists are built once, so an answer is a map lookup and one write: Express's
 * routing, helmet and the request logger cost more than the answer itself. Returns false for
 * everything else, which goes on to the app.
 */
export function staticFastPath(
  files: Map<string, StaticEntry>,
  options: {
    /** Headers every response carries (security headers), in order. */
    common: [string, string][];
    /** The CSP of a prerendered page (its inline scripts' hashes); other files get NON_PAGE_POLICY. */
    pagePolicy: (entry: StaticEntry) => string;
    /** Called once the answer is written: for the metrics. */
    onServed?: (method: string, urlPath: string, status: number, startedAt: number) => void;
  },
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const built = new Map<StaticEntry, Map<Variant, string[]>>();
  const headersFor = (entry: StaticEntry, variant: Variant): string[] => {
    let variants = built.get(entry);
    if (!variants) {
      variants = new Map();
      built.set(entry, variants);
    }
    let headers = variants.get(variant);
    if (!headers) {
      headers = options.common.flat();
      const policy = entry.scriptHashes ? options.pagePolicy(entry) : NON_PAGE_POLICY;
      headers.push("Content-Security-Policy", policy);
      headers.push("Content-Type", entry.type, "Cache-Control", entry.cacheControl, "ETag", entry.etag);
      headers.push("Vary", "Accept-Encoding");
      if (variant === "br" || variant === "gzip") {
        headers.push(
          "Content-Encoding",
          variant,
          "Content-Length",
          String((entry[variant] as Buffer).length),
        );
      } else if (variant === "identity") {
        const size = Buffer.isBuffer(entry.body) ? entry.body.length : entry.body.size;
        headers.push("Content-Length", String(size));
      }
      variants.set(variant, headers);
    }
    return headers;
  };

  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const urlPath = query === -1 ? url : url.slice(0, query);
    const entry = files.get(urlPath);
    if (!entry) return false;
    const startedAt = performance.now();
    const requestId = ["X-Request-Id", randomUUID()];
    if (etagMatches(req.headers["if-none-match"], entry.etag)) {
      res.writeHead(304, [...requestId, ...headersFor(entry, "not-modified")]);
      res.end();
    } else {
      const encoding = pickEncoding(String(req.headers["accept-encoding"] ?? ""), {
        br: entry.br !== undefined,
        gzip: entry.gzip !== undefined,
      });
      const body = encoding === "identity" ? entry.body : (entry[encoding] as Buffer);
      res.writeHead(200, [...requestId, ...headersFor(entry, encoding)]);
      if (req.method === "HEAD") res.end();
      else if (Buffer.isBuffer(body)) res.end(body);
      else {
        const stream = createReadStream(body.file);
        // The file went away or cannot be read: the headers are out, so the connection is cut.
        stream.on("error", () => res.destroy());
        res.on("close", () => stream.destroy());
        stream.pipe(res);
      }
    }
    options.onServed?.(req.method, urlPath, res.statusCode, startedAt);
    return true;
  };
}
