import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { inlineScriptHashes, NON_PAGE_POLICY } from "./csp.ts";

// The built client (hashed assets, images, prerendered HTML) is small, so it is read into memory
// once at start with its precompressed variants (scripts/compress-build.ts). Serving is then a
// map lookup and a write: no disk, no compression work per request (QUALITY.md, server target).
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
        etag: `"${createHash("sha256").update(content).digest("base64url").slice(0, 27)}"`,
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

function pickEncoding(acceptEncoding: string, entry: StaticEntry): "br" | "gzip" | undefined {
  if (entry.br && /\bbr\b/.test(acceptEncoding)) return "br";
  if (entry.gzip && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
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
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, [...requestId, ...headersFor(entry, "not-modified")]);
      res.end();
    } else {
      const encoding = pickEncoding(String(req.headers["accept-encoding"] ?? ""), entry);
      const body = encoding ? (entry[encoding] as Buffer) : entry.body;
      res.writeHead(200, [...requestId, ...headersFor(entry, encoding ?? "identity")]);
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

// The not-found page (issue 8). Every path that only the catch-all route matches gets the same
// document apart from the path (canonical and og:url) and the CSP nonce, so it is rendered once,
// through React Router exactly as for a visitor, and later answers splice the request's path and
// nonce into it: no React render per request, and still a fresh nonce in every response.

/** A piece of the cached document: text, or where the path or the nonce goes. */
type Piece = Buffer | typeof PATH | typeof NONCE;
const PATH = 0;
const NONCE = 1;

export interface PageTemplate {
  status: number;
  headers: [string, string][];
  pieces: Piece[];
}

/**
 * Paths spliced in as they are: lowercase letters, digits and `-._~` in non-empty segments that do
 * not start with a dot. Such a path is written the same in HTML, in JSON and by the URL parser, so
 * splicing it gives exactly what React would write. Any other path is rendered as before.
 */
const SPLICEABLE_PATH = /^(?:\/[a-z0-9_~-][a-z0-9._~-]*)+\/?$/;

function splitOn(text: string, pathname: string, nonce: string): Piece[] {
  const pieces: Piece[] = [];
  let rest = text;
  for (;;) {
    const atPath = rest.indexOf(pathname);
    const atNonce = rest.indexOf(nonce);
    if (atPath === -1 && atNonce === -1) break;
    const isPath = atNonce === -1 || (atPath !== -1 && atPath < atNonce);
    const at = isPath ? atPath : atNonce;
    pieces.push(Buffer.from(rest.slice(0, at)), isPath ? PATH : NONCE);
    rest = rest.slice(at + (isPath ? pathname : nonce).length);
  }
  pieces.push(Buffer.from(rest));
  return pieces;
}

/** The document for a path and nonce, written into `into` when it is big enough. */
export function fillTemplate(template: PageTemplate, pathname: string, nonce: string, into?: Buffer): Buffer {
  const pathBytes = Buffer.from(pathname);
  const nonceBytes = Buffer.from(nonce);
  const pieces = template.pieces.map((piece) =>
    piece === PATH ? pathBytes : piece === NONCE ? nonceBytes : piece,
  );
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  const target = into && into.length >= length ? into : Buffer.allocUnsafe(length);
  let at = 0;
  for (const piece of pieces) at += piece.copy(target, at);
  return target.subarray(0, length);
}

/** Room for the document with a path of up to 2 KB and a nonce of up to 64 bytes. */
function templateCapacity(template: PageTemplate): number {
  return template.pieces.reduce<number>(
    (sum, piece) => sum + (piece === PATH ? 2048 : piece === NONCE ? 64 : piece.length),
    0,
  );
}

/**
 * Renders two random not-found paths with two random nonces and keeps the first as a template
 * only if the second is exactly the first with its path and nonce replaced (same status and
 * headers too). Otherwise (the page came to depend on the path in some other way) null: no cache.
 */
export async function notFoundTemplate(
  render: (pathname: string, nonce: string) => Promise<Response>,
): Promise<PageTemplate | null> {
  const sample = () => ({
    path: `/fjellvik-${randomBytes(12).toString("hex")}`,
    nonce: randomBytes(16).toString("base64"),
  });
  const [a, b] = [sample(), sample()];
  const [first, second] = await Promise.all([render(a.path, a.nonce), render(b.path, b.nonce)]);
  const [firstText, secondText] = await Promise.all([first.text(), second.text()]);
  const headers = [...first.headers.entries()];
  const template: PageTemplate = {
    status: first.status,
    headers,
    pieces: splitOn(firstText, a.path, a.nonce),
  };
  const same =
    first.status === 404 &&
    second.status === first.status &&
    JSON.stringify([...second.headers.entries()]) === JSON.stringify(headers) &&
    template.pieces.includes(NONCE) &&
    fillTemplate(template, b.path, b.nonce).equals(Buffer.from(secondText));
  return same ? template : null;
}

/**
 * Answers GET requests for paths that only the catch-all route matches from the template; passes
 * everything else on to React Router. `render` renders a path with a nonce the way the request
 * handler does for a visitor.
 */
export function cachedNotFoundPage(options: {
  build: ServerBuild;
  nonceHeader: string;
  render: (pathname: string, nonce: string) => Promise<Response>;
  onUnavailable?: () => void;
}): RequestHandler {
  const onlyCatchAll = catchAllMatcher(options.build);
  let template: Promise<PageTemplate | null> | undefined;
  // Answers are written into reused buffers. A new ~56 KB buffer per answer is memory outside the
  // JavaScript heap that only a full collection frees: at 2 000 answers a second V8 ran one every
  // ~0.3 s. A buffer goes back to the pool only once its response has finished (all of it handed
  // to the socket), never after an aborted one.
  const spare: Buffer[] = [];
  return async (req, res, next) => {
    if (req.method !== "GET" || req.originalUrl !== req.path) return next(); // no query string
    const pathname = req.path;
    const nonce = req.headers[options.nonceHeader];
    if (typeof nonce !== "string" || !SPLICEABLE_PATH.test(pathname) || pathname.endsWith(".data"))
      return next();
    if (!onlyCatchAll(pathname)) return next();
    template ??= notFoundTemplate(options.render).then(
      (result) => {
        if (!result) options.onUnavailable?.();
        return result;
      },
      () => null, // rendering failed: render per request, which reports the error
    );
    const page = await template;
    if (!page) return next();
    // As @react-router/express sends a document: status, headers, one chunk, flush, end.
    res.status(page.status);
    for (const [name, value] of page.headers) res.append(name, value);
    const buffer = spare.pop() ?? Buffer.allocUnsafeSlow(templateCapacity(page));
    const body = fillTemplate(page, pathname, nonce, buffer);
    if (body.buffer === buffer.buffer)
      res.once("finish", () => {
        if (spare.length < 64) spare.push(buffer);
      });
    res.write(body);
    (res as unknown as { flush?: () => void }).flush?.();
    res.end();
  };
}

/**
 * True when React Router can match nothing but the top-level catch-all ("*") for the path and for
 * each of its ancestors ("/a" and "/a/b" for "/a/b/c"; the page's route manifest lists the routes
 * that match the ancestors too, for lazy route discovery). That holds when the path's first
 * segment is the first segment of no other route, all of which start with a fixed segment: decided
 * once per route table, so a request costs a set lookup, not a route match. Paths under a route's
 * first segment (/nyheter/…, /tjenester/…) are rendered per request as before.
 */
function catchAllMatcher(build: ServerBuild): (pathname: string) => boolean {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  const firstSegments = new Set<string>();
  let fixedFirstSegments = true;
  let catchAll = false;
  for (const route of routes) {
    const full = fullPath(route.id);
    if (full === "") continue; // the root layout and the index route ("/")
    if (full === "*" && route.path === "*" && !build.routes[route.parentId ?? ""]?.parentId) {
      catchAll = true;
      continue;
    }
    const first = (full.split("/")[0] ?? "").toLowerCase();
    if (first === "" || /[:*?]/.test(first)) fixedFirstSegments = false;
    firstSegments.add(first);
  }
  if (!catchAll || !fixedFirstSegments) return () => false;
  // React Router answers its route manifest at this path (lazy route discovery).
  const manifestPath = build.routeDiscovery?.manifestPath;
  if (manifestPath) firstSegments.add((manifestPath.split("/")[1] ?? "").toLowerCase());
  return (pathname) => {
    const first = pathname.split("/")[1] ?? "";
    return first !== "" && !firstSegments.has(first);
  };
}
