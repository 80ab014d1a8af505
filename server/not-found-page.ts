import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";

// The not-found page (decision 012). Every path that only the catch-all route matches gets the same
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
