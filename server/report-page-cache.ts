import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import type { AuditReportView } from "#app/lib/services-context.ts";
import { type Encoding, pickEncoding } from "./accept-encoding.ts";
import { inlineScriptHashes } from "./csp.ts";
import { etagMatches, strongEtag } from "./http-cache.ts";

// A finished report page (/rapport/{token}) rendered once and served from memory (decision 034).
// A finished report never changes (the audit job stores it once, the change since last time
// included), and its page depends on nothing else of the request (not cookies, host or query), so
// it is rendered once without a nonce, like a prerendered page: its CSP allows its inline scripts
// by hash, and brotli and gzip are made once. A waiting page, a failed audit and a 404 are rendered
// per request as before. Entries are kept by total bytes (least recently used goes first) and are
// checked against the database again after `maxAgeMs`, so a report deleted at the end of its
// retention is not served for longer than that.

/** What the cached answer says to caches: no shared cache may keep it; the browser revalidates. */
export const REPORT_CACHE_CONTROL = "private, no-cache";

/** The report paths served from here: a token as the route receives it, no query, no trailing slash. */
const REPORT_PATH = /^\/rapport\/([a-z0-9_-]{20,100})$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A finished report's page: its headers, the HTML and its compressed variants. */
interface CachedPage {
  token: string;
  /** Headers of every answer from this entry (not the encoding, length or ETag). */
  headers: [string, string][];
  html: Buffer;
  gzip: Buffer;
  /** Made after the page is first served: brotli at its highest quality takes a while. */
  br?: Buffer;
  /** The ETag of the HTML, a hash of its bytes; each encoding adds a suffix (a strong validator per representation). */
  etag: string;
  /** When the report's row was last found in the database (`now()`). */
  checkedAt: number;
  /** A check against the database under way, shared by the requests that wait for it. */
  checking?: Promise<boolean>;
  bytes: number;
}

const ETAG_SUFFIX: Record<Encoding, string> = { br: "-br", gzip: "-gz", identity: "" };

export interface ReportPageCacheOptions {
  /** The audit behind a token, as the route's loader reads it (services.getAuditReport). */
  load: (token: string) => Promise<AuditReportView | null>;
  /**
   * Renders `/rapport/{token}` through React Router without a nonce, with the loader given `view`
   * (the audit just loaded), as a document for a visitor.
   */
  render: (token: string, view: AuditReportView) => Promise<globalThis.Response>;
  /** The page's Content-Security-Policy, from the hashes of its inline scripts. */
  policy: (scriptHashes: string[]) => string;
  /** Requests the per-request path would refuse (a Host that makes no URL) go on to it. */
  accepts?: (req: Request) => boolean;
  /** The total size of the kept pages (HTML, brotli and gzip), in bytes. */
  maxBytes?: number;
  /** How long a kept page is served before its report is looked up in the database again. */
  maxAgeMs?: number;
  /** Told when a page could not be rendered or compressed for the cache (never with its token). */
  onError?: (error: unknown, stage: string) => void;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
}

export const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
export const DEFAULT_MAX_AGE_MS = 60_000;

/** Room for the entry's headers, token and bookkeeping, counted towards `maxBytes`. */
const ENTRY_OVERHEAD = 2048;

/** True when the finished report of `view` is what the page shows: the only state kept. */
export function isFinishedReport(view: AuditReportView | null): view is AuditReportView {
  return view?.status === "done" && view.stored?.kind === "report";
}

/** The view a request loaded on its way through the cache, for React Router's loader (no second query). */
export interface LoadedReport {
  token: string;
  view: AuditReportView | null;
}

/** Where the cache leaves a report it loaded but did not serve (res.locals). */
export const LOADED_REPORT = "loadedAuditReport";

/** A page built for the cache, or none, with the audit it loaded for React Router's loader. */
interface Built {
  page: CachedPage | null;
  loaded?: LoadedReport;
}

export function reportPageCache(options: ReportPageCacheOptions) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  const now = options.now ?? (() => Date.now());
  /** Kept pages by token, least recently served first. */
  const pages = new Map<string, CachedPage>();
  /** Pages being loaded and rendered: concurrent first requests for a token share one. */
  const building = new Map<string, Promise<Built>>();
  let totalBytes = 0;

  const forget = (page: CachedPage) => {
    if (pages.get(page.token) !== page) return;
    pages.delete(page.token);
    totalBytes -= page.bytes;
  };
  const evict = () => {
    for (const page of pages.values()) {
      if (totalBytes <= maxBytes) break;
      forget(page);
    }
  };
  const keep = (page: CachedPage) => {
    const old = pages.get(page.token);
    if (old) forget(old);
    if (page.bytes > maxBytes) return;
    pages.set(page.token, page);
    totalBytes += page.bytes;
    evict();
  };

  /** Brotli at quality 11, once per page, off the main thread; the page is served with gzip meanwhile. */
  const addBrotli = async (page: CachedPage) => {
    try {
      const br = await brotli(page.html, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.html.length,
        },
      });
      page.br = br;
      page.bytes += br.length;
      if (pages.get(page.token) === page) {
        totalBytes += br.length;
        evict();
      }
    } catch (error) {
      options.onError?.(error, "brotli");
    }
  };

  /**
   * The finished report's page for `token`, rendered and compressed; or no page, with the audit as
   * loaded (null for an unknown token) unless the database could not be read.
   */
  const build = async (token: string): Promise<Built> => {
    let view: AuditReportView | null;
    try {
      view = await options.load(token);
    } catch {
      return { page: null }; // React Router's loader meets the same error and answers it as before
    }
    if (!isFinishedReport(view)) return { page: null, loaded: { token, view } };
    try {
      const response = await options.render(token, view);
      const type = response.headers.get("content-type") ?? "";
      if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("set-cookie")) {
        await response.body?.cancel();
        return { page: null, loaded: { token, view } };
      }
      const html = Buffer.from(await response.arrayBuffer());
      const text = html.toString("utf8");
      // Rendered without a nonce: one here would be a nonce every visitor shares.
      if (/\snonce=/i.test(text)) throw new Error("the report page was rendered with a nonce");
      const zipped = await gzipAsync(html, { level: 9 });
      const headers: [string, string][] = [];
      for (const [name, value] of response.headers) {
        // Set below for every answer, or per encoding.
        if (/^(cache-control|content-length|content-encoding|etag|vary)$/i.test(name)) continue;
        headers.push([name, value]);
      }
      headers.push(
        ["Content-Security-Policy", options.policy(inlineScriptHashes(text))],
        ["Cache-Control", REPORT_CACHE_CONTROL],
        ["Vary", "Accept-Encoding"],
      );
      const page: CachedPage = {
        token,
        headers,
        html,
        gzip: zipped,
        etag: strongEtag(html),
        checkedAt: now(),
        bytes: html.length + zipped.length + ENTRY_OVERHEAD,
      };
      keep(page);
      void addBrotli(page);
      return { page };
    } catch (error) {
      options.onError?.(error, "render");
      return { page: null, loaded: { token, view } };
    }
  };

  /** The kept page, once it is known that its report still exists (looked up every `maxAgeMs`). */
  const fresh = async (page: CachedPage): Promise<CachedPage | null> => {
    const age = now() - page.checkedAt;
    if (age >= 0 && age < maxAgeMs) return page;
    page.checking ??= options
      .load(page.token)
      .then(
        (view) => isFinishedReport(view),
        () => false, // the database cannot say: render per request, which reports the error
      )
      .then((found) => {
        page.checking = undefined;
        if (found) page.checkedAt = now();
        else forget(page);
        return found;
      });
    return (await page.checking) ? page : null;
  };

  const send = (req: Request, res: Response, page: CachedPage) => {
    const encoding = pickEncoding(req.get("accept-encoding") ?? "", {
      br: page.br !== undefined,
      gzip: true,
    });
    const body = encoding === "br" ? (page.br as Buffer) : encoding === "gzip" ? page.gzip : page.html;
    const etag = `${page.etag.slice(0, -1)}${ETAG_SUFFIX[encoding]}"`;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("ETag", etag);
    if (etagMatches(req.get("if-none-match"), etag)) {
      res.status(304).end();
      return;
    }
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(200);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };

  const handler: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const token = REPORT_PATH.exec(req.originalUrl)?.[1];
    if (!token || (options.accepts && !options.accepts(req))) return next();
    try {
      const kept = pages.get(token);
      if (kept) {
        const page = await fresh(kept);
        if (page) {
          // Most recently served last, so the least recently served goes first.
          pages.delete(token);
          pages.set(token, page);
          return send(req, res, page);
        }
      }
      let pending = building.get(token);
      if (!pending) {
        pending = build(token).finally(() => building.delete(token));
        building.set(token, pending);
      }
      const { page, loaded } = await pending;
      if (page) return send(req, res, page);
      // Not kept: React Router renders it per request, with the audit loaded here.
      if (loaded) res.locals[LOADED_REPORT] = loaded;
      next();
    } catch (error) {
      next(error);
    }
  };

  return {
    handler,
    /** How many pages are kept, their bytes, and how many are being built (tests). */
    stats: () => ({ pages: pages.size, bytes: totalBytes, building: building.size }),
    /** Whether the page of `token` is kept, and with brotli yet (tests). */
    kept: (token: string) => {
      const page = pages.get(token);
      return page ? { br: page.br !== undefined } : null;
    },
  };
}
