import { randomBytes, randomUUID } from "node:crypto";
import type { RequestListener } from "node:http";
import { constants as zlibConstants } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from "express";
import helmet from "helmet";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import {
  createRequestHandler as createDocumentHandler,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { type AppServices, appServicesContext } from "#app/lib/services-context.ts";
import { serviceTextPages } from "#content/service-texts.ts";
import { apiRouter } from "./api/router.ts";
import { serveReportPicture } from "./audit/picture-files.ts";
import { clientKey } from "./client-key.ts";
import { contentSecurityPolicy, NON_PAGE_POLICY } from "./csp.ts";
import type { Env } from "./env.ts";
import { strictTransportSecurity } from "./hsts.ts";
import { localLocation } from "./local-location.ts";
import { metricsFor } from "./metrics.ts";
import { cachedNotFoundPage } from "./not-found-page.ts";
import { LOADED_REPORT, type LoadedReport, reportPageCache } from "./report-page-cache.ts";
import { reportPdfRoute } from "./report-pdf/route.ts";
import { seoRouter } from "./seo/router.ts";
import type { Services } from "./services.ts";
import { loadStaticFiles, staticFastPath } from "./static-files.ts";
import { serveUploads } from "./uploads/router.ts";

// The server file is transport: headers, compression, static files, the API, then React Router.

export const NONCE_HEADER = "x-csp-nonce";

export interface AppOptions {
  env: Env;
  build: ServerBuild;
  clientDir: string;
  logger: Logger;
  services: Services;
  /** Read by /healthz: false while the server is shutting down. */
  isReady: () => boolean;
}

/**
 * The URL @react-router/express builds for a request (the same steps as its createRemixRequest),
 * or null where it would throw: a Host or X-Forwarded-Host/-Proto that makes no URL.
 */
function documentUrl(req: Request): URL | null {
  const port = (host: string | undefined) => Number.parseInt(host?.split(":")[1] ?? "", 10);
  const forwardedPort = req.app.enabled("trust proxy") ? port(req.get("X-Forwarded-Host")) : Number.NaN;
  const hostPort = port(req.get("host"));
  const portPart = Number.isSafeInteger(forwardedPort)
    ? forwardedPort
    : Number.isSafeInteger(hostPort)
      ? hostPort
      : "";
  if (typeof req.hostname !== "string") return null;
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${portPart ? `:${portPart}` : ""}`;
  return URL.parse(`${req.protocol}://${host}${req.originalUrl}`);
}

/** A short Norwegian answer in plain text: a refusal or an error, never a page. */
function textAnswer(res: express.Response, status: number, message: string) {
  res
    .status(status)
    .set("Content-Security-Policy", NON_PAGE_POLICY)
    .type("text/plain; charset=utf-8")
    .send(message);
}

/**
 * Pages answer GET and HEAD, and take form posts only on /kontakt (the contact form without
 * JavaScript): small, form-encoded and from this site, checked here so that every refusal is a
 * Norwegian 4xx (React Router would answer an English "Bad Request", a 405 page carrying its own
 * English error, or fail on a body it cannot read as a form).
 */
const pageFormLimits: RequestHandler = (req, res, next) => {
  const refuse = (status: number, message: string) => textAnswer(res, status, message);
  const url = documentUrl(req);
  if (!url) return refuse(400, "Forespørselen kunne ikke leses.");
  if (req.method === "GET" || req.method === "HEAD") return next();
  const length = Number(req.get("content-length") ?? Number.NaN);
  const origin = req.get("origin");
  if (req.method !== "POST" || req.path !== "/kontakt") {
    res.set("Allow", req.path === "/kontakt" ? "GET, HEAD, POST" : "GET, HEAD");
    refuse(
      405,
      req.method === "POST" ? "Denne siden tar ikke imot skjemaer." : "Metoden er ikke tillatt her.",
    );
  } else if (!(length <= 64 * 1024)) refuse(413, "Skjemaet er for stort.");
  else if (!req.is("application/x-www-form-urlencoded")) refuse(415, "Send skjemaet som et vanlig skjema.");
  // React Router refuses an action whose Origin is not the request's own (CSRF).
  else if (origin !== undefined && URL.parse(origin)?.origin !== url.origin)
    refuse(403, "Skjemaet kom fra et annet nettsted og ble avvist.");
  else next();
};

/**
 * The headers a middleware sets on every response, read once by running it on a stand-in
 * response (it must set them synchronously and the same for every request, as helmet does).
 */
function headersSetBy(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let done = false;
  middleware({ method: "GET", url: "/", headers: {} } as never, response as never, () => {
    done = true;
  });
  if (!done) throw new Error("headersSetBy: the middleware did not finish synchronously");
  return [...headers];
}

/**
 * One URL per page: any path with capitals answers a permanent redirect to its lowercase form.
 * A report path's redirect names the token in its Location, so no cache may keep it, as no cache
 * may keep the report (app/routes/audit-report.tsx).
 */
export const lowercasePaths: RequestHandler = (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.path.startsWith("/assets/")) return next();
  const lower = req.path.toLowerCase();
  if (lower === req.path) return next();
  if (lower.startsWith("/rapport/")) res.set("Cache-Control", "private, no-store");
  const queryStart = req.originalUrl.indexOf("?");
  res.redirect(301, localLocation(lower + (queryStart === -1 ? "" : req.originalUrl.slice(queryStart))));
};

export async function createApp({ env, build, clientDir, logger, services, isReady }: AppOptions) {
  const app = express();
  const https = env.SITE_URL.startsWith("https://");
  app.disable("x-powered-by");
  app.set("trust proxy", /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY);

  // Request counts and timings for Prometheus, first so they cover everything below. They are
  // served on METRICS_PORT (server/metrics.ts); this app has no /metrics route.
  const metrics = metricsFor(services);
  app.use(metrics.httpMiddleware);

  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => {
        const id = randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // Request logs carry method, path, status and timing; no IPs, cookies or bodies.
      serializers: {
        // Report tokens are keys to a visitor's report: never in the logs.
        req: (req) => ({
          id: req.id,
          method: req.method,
          url: req.url.replace(/^\/rapport\/[^/?#]+/i, "/rapport/…"),
        }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" },
    }),
  );

  const securityHeaders = helmet({
    contentSecurityPolicy: false, // set per response below: hashes or a nonce
    hsts: false, // set below from server/hsts.ts, which the HTTP server's own refusals use too
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const hsts = strictTransportSecurity(env.SITE_URL);
  const transportSecurity: RequestHandler = (_req, res, next) => {
    if (hsts) res.setHeader("Strict-Transport-Security", hsts);
    next();
  };
  const permissionsPolicy: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    next();
  };
  // Everything but a page loads nothing and is framed nowhere; pages replace it with their own
  // policy below (a nonce) or in the static fast path (hashes). Decision 016.
  const nonPagePolicy: RequestHandler = (_req, res, next) => {
    res.setHeader("Content-Security-Policy", NON_PAGE_POLICY);
    next();
  };
  app.use(securityHeaders, transportSecurity, permissionsPolicy, nonPagePolicy);

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!isReady()) {
      res.status(503).json({ status: "shutting-down" });
      return;
    }
    try {
      await services.database.pool.query("SELECT 1");
      res.json({ status: "ok" });
    } catch {
      res.status(503).json({ status: "database-unavailable" });
    }
  });

  app.use(lowercasePaths);
  // The services for React Router's loaders; a report the report-page cache has just loaded is
  // handed on, so its loader does not read it again.
  const loadContext = (loaded?: LoadedReport) => {
    const appServices: AppServices = loaded
      ? {
          ...services.app,
          getAuditReport: (token) =>
            token === loaded.token ? Promise.resolve(loaded.view) : services.app.getAuditReport(token),
        }
      : services.app;
    return new RouterContextProvider(new Map([[appServicesContext, appServices]]));
  };
  // The report as PDF (decision 033); a PDF is compressed already, so it comes before compression.
  app.get("/rapport/:token/rapport.pdf", reportPdfRoute(services.reportPdfs));
  // The page as the phone saw it (decision 032): pictures are compressed already, too.
  app.get("/rapport/:token/bilder/:name", serveReportPicture(services.database));
  // A finished report's page, rendered once without a nonce and kept with its brotli and gzip
  // (decision 034); anything else on the path goes on to React Router below.
  const renderDocument = createDocumentHandler(build, env.NODE_ENV);
  const reportPages = reportPageCache({
    load: (token) => services.app.getAuditReport(token),
    render: (token, view) =>
      renderDocument(new Request(`${env.SITE_URL}/rapport/${token}`), loadContext({ token, view })),
    policy: (hashes) => contentSecurityPolicy(hashes, https),
    accepts: (req) => documentUrl(req) !== null,
    onError: (error, stage) =>
      logger.warn({ err: error, stage }, "a report page could not be kept; it is rendered per request"),
  });
  app.get("/rapport/:token", reportPages.handler);

  // With a language model, service pages are rendered per request so their generated text is in
  // the HTML; their prerendered copies (curated text) are not served.
  const servicePages = serviceTextPages();
  const files = await loadStaticFiles(clientDir, {
    skipPage: (urlPath) => services.texts.configured && servicePages.has(urlPath),
  });
  // Prerendered pages and assets are answered before Express by `staticFast` (below).

  // Uploaded images: only validated names, image types, nosniff and a sandboxing CSP.
  app.use("/uploads", serveUploads(env.DATA_DIR));
  app.use("/api", apiRouter(services));

  // Dynamic responses (pages rendered per request, .data, feeds) are compressed per response, so
  // quickly: brotli quality 1 with a 256 KB window, gzip level 1 (decision 013). Prerendered
  // pages and assets are precompressed at the highest settings at build and never pass here.
  app.use(
    compression({
      level: 1,
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
    }),
  );
  // sitemap.xml, robots.txt and the news feed, built from the content once.
  app.use(seoRouter(env.SITE_URL));
  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    // Overwrite whatever a client sent: only the server chooses the nonce and names the client.
    req.headers[NONCE_HEADER] = nonce;
    req.headers["x-client-ip"] = clientKey(req.ip);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], https));
    next();
  });
  // The not-found page is rendered once and then answered with each request's path and nonce.
  const notFoundPage = cachedNotFoundPage({
    build,
    nonceHeader: NONCE_HEADER,
    render: (pathname, nonce) =>
      renderDocument(
        new Request(`${env.SITE_URL}${pathname}`, { headers: { [NONCE_HEADER]: nonce } }),
        loadContext(),
      ),
    onUnavailable: () =>
      logger.warn("the not-found page depends on more than its path: rendered per request"),
  });
  app.all(
    "/{*splat}",
    pageFormLimits,
    notFoundPage,
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (_req, res) => loadContext(res.locals[LOADED_REPORT] as LoadedReport | undefined),
    }),
  );
  // Request targets that are no path ("*", absolute URLs Express cannot place) end here, not in
  // Express's English default page.
  app.use((_req, res) => textAnswer(res, 404, "Fant ikke siden."));

  const errors: ErrorRequestHandler = (error, req, res, _next) => {
    // A request Express itself refuses (a path that does not decode, say) is the client's error.
    const status = error?.status >= 400 && error?.status < 500 ? (error.status as number) : 500;
    if (status === 500) req.log.error({ err: error }, "unhandled error");
    if (res.headersSent) return res.end();
    const message =
      status === 500 ? "Noe gikk galt hos oss. Prøv igjen om litt." : "Forespørselen kunne ikke leses.";
    if (req.path.startsWith("/api/")) res.status(status).json({ success: false, message });
    else textAnswer(res, status, message);
  };
  app.use(errors);

  // The built client's files skip Express altogether, with the same headers (decision 014).
  const staticFast = staticFastPath(files, {
    common: [securityHeaders, transportSecurity, permissionsPolicy].flatMap(headersSetBy),
    pagePolicy: (entry) => contentSecurityPolicy(entry.scriptHashes ?? [], https),
    onServed: metrics.record,
  });
  const handler: RequestListener = (req, res) => {
    if (!staticFast(req, res)) app(req, res);
  };
  return handler;
}
