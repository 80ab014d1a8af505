import express, { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import { findServiceTextPage } from "#content/service-texts.ts";
import { AUDITS_PER_SLOT } from "../audit/queue-caps.ts";
import { submitAudit } from "../audit/submit.ts";
import { clientKey } from "../client-key.ts";
import { createRateLimiter } from "../rate-limit.ts";
import type { Services } from "../services.ts";
import { uploadRouter } from "../uploads/router.ts";
import { sameOriginOnly } from "./same-origin.ts";

// The JSON API (docs/brief/SPEC.md section 7). Every answer to bad input is a 4xx with a Norwegian message;
// nothing a stranger sends can produce a 500 or a stack trace.

const json = (status: number, message: string) => ({ status, body: { success: false, message } });

/** Only JSON and ordinary form posts are read; anything else gets 415. */
const readableBody: RequestHandler = (req, res, next) => {
  if (req.is(["application/json", "application/x-www-form-urlencoded"])) return next();
  const { status, body } = json(415, "Send skjemaet som JSON eller som et vanlig skjema.");
  res.status(status).json(body);
};

export function apiRouter(services: Services): Router {
  const router = Router();
  const hour = 60 * 60 * 1000;
  const pool = services.database.pool;
  const auditDeps = {
    database: services.database,
    boss: services.boss,
    allowHosts: services.env.AUDIT_ALLOW_HOSTS,
    queue: {
      perClient: services.env.AUDIT_QUEUE_PER_CLIENT,
      overall: services.env.AUDIT_QUEUE_MAX ?? services.env.AUDIT_CONCURRENCY * AUDITS_PER_SLOT,
      concurrency: services.env.AUDIT_CONCURRENCY,
    },
    limits: {
      perIp: createRateLimiter(pool, {
        name: "audit-ip",
        limit: services.env.CONTACT_RATE_LIMIT,
        windowMs: 15 * 60 * 1000,
      }),
      perEmail: createRateLimiter(pool, {
        name: "audit-email",
        limit: services.env.AUDIT_PER_EMAIL_PER_HOUR,
        windowMs: hour,
      }),
      perMailboxDay: createRateLimiter(pool, {
        name: "audit-mailbox-day",
        limit: services.env.AUDIT_MAILS_PER_MAILBOX_PER_DAY,
        windowMs: 24 * hour,
      }),
      perHost: createRateLimiter(pool, {
        name: "audit-host",
        limit: services.env.AUDIT_PER_HOST_PER_HOUR,
        windowMs: hour,
      }),
    },
  };

  // CSRF defence (decision 016): posts only from a page of this site (server/api/same-origin.ts).
  const ownSiteOnly = sameOriginOnly(services.env.SITE_URL);
  router.post(["/contact", "/website-audit", "/generate-content"], ownSiteOnly, readableBody);
  router.post("/upload", ownSiteOnly);
  router.use(
    uploadRouter({
      database: services.database,
      dataDir: services.env.DATA_DIR,
      logger: services.logger,
      limits: {
        perIp: createRateLimiter(pool, {
          name: "upload",
          limit: services.env.UPLOAD_RATE_LIMIT,
          windowMs: hour,
        }),
        maxTotalBytes: services.env.UPLOAD_MAX_TOTAL_MB * 1024 * 1024,
      },
    }),
  );
  router.use(express.json({ limit: "32kb" }));
  router.use(express.urlencoded({ extended: false, limit: "32kb" }));

  router.post("/contact", async (req, res) => {
    const { nettside, startet, ...input } = (req.body ?? {}) as Record<string, unknown>;
    const referer = req.get("referer");
    const result = await services.app.submitContact({
      input,
      honeypot: nettside,
      startedAt: startet,
      // Any header value may arrive here: one that is no URL gives no path rather than an error.
      sourcePath: referer ? URL.parse(referer, "http://x")?.pathname : undefined,
      ip: clientKey(req.ip),
    });
    if (result.ok) {
      res.json({ success: true, id: result.id });
    } else if (result.status === 429) {
      res.status(429).json({ success: false, message: result.message });
    } else {
      res.status(400).json({ success: false, message: "Sjekk feltene i skjemaet.", errors: result.errors });
    }
  });

  router.post("/website-audit", async (req, res) => {
    const result = await submitAudit(auditDeps, req.body, clientKey(req.ip));
    if (result.ok) {
      req.log.info({ id: result.id, reused: result.reused }, "audit request");
      res.status(202).json({ success: true, id: result.id });
    } else if (result.status === 429) {
      // When to try again, for the form's message and for any client that reads the header.
      res.set("Retry-After", String(result.retryAfterSeconds));
      res.status(429).json({ success: false, message: result.message });
    } else {
      res.status(400).json({ success: false, message: result.message, errors: result.errors });
    }
  });

  const textLimiter = createRateLimiter(pool, { name: "texts", limit: 120, windowMs: 15 * 60 * 1000 });
  router.post("/generate-content", async (req, res) => {
    if (!(await textLimiter.hit(clientKey(req.ip))).allowed) {
      res.status(429).json({ success: false, message: "For mange forespørsler. Vent litt og prøv igjen." });
      return;
    }
    const { title, category } = (req.body ?? {}) as Record<string, unknown>;
    if (
      typeof title !== "string" ||
      typeof category !== "string" ||
      title.length > 200 ||
      category.length > 200
    ) {
      res.status(400).json({ success: false, message: "Oppgi tittel og kategori for siden." });
      return;
    }
    // Only our own pages: never an open proxy to the language model (decision 010).
    const page = findServiceTextPage(title, category);
    if (!page) {
      res
        .status(404)
        .json({ success: false, message: "Fant ingen tjenesteside med denne tittelen og kategorien." });
      return;
    }
    const state = await services.texts.state(page.path);
    const content = state.content ?? (state.pending ? await services.texts.waitFor(page.path, 20_000) : null);
    res.json({ content: content ?? page.curated });
  });

  router.use((_req, res) => {
    res.status(404).json({ success: false, message: "Fant ikke dette API-endepunktet." });
  });

  const bodyErrors: ErrorRequestHandler = (error, req, res, _next) => {
    const status = typeof error?.status === "number" ? error.status : 0;
    if (status === 413) {
      res.status(413).json({ success: false, message: "Forespørselen er for stor." });
    } else if (status === 400 && error?.type === "entity.parse.failed") {
      res.status(400).json({ success: false, message: "Ugyldig JSON i forespørselen." });
    } else if (status >= 400 && status < 500) {
      res.status(status).json({ success: false, message: "Forespørselen kunne ikke leses." });
    } else {
      req.log.error({ err: error }, "API error");
      res
        .status(503)
        .json({ success: false, message: "Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt." });
    }
  };
  router.use(bodyErrors);
  return router;
}
