import path from "node:path";
import { eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import type { Logger } from "pino";
import type { AppServices } from "#app/lib/services-context.ts";
import type { IsolatedAuditOptions } from "./audit/isolated.ts";
import { contactSubmitter } from "./contact/handle.ts";
import { createTextGenerator } from "./content/generator.ts";
import { type ServiceTexts, serviceTexts } from "./content/texts.ts";
import { prepareDataDir } from "./data-dir.ts";
import { type Database, openDatabase } from "./db/index.ts";
import { auditRequests } from "./db/schema.ts";
import type { Env } from "./env.ts";
import { startQueue, startWorkers } from "./jobs/index.ts";
import { createMailer, type Mailer } from "./mail/transport.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { reportPageRenderer } from "./report-pdf/render-page.ts";
import { type ReportPdfs, reportPdfs } from "./report-pdf/report-pdf.ts";

// Everything behind the HTTP layer: database, job queue, mail. The web server and the separate
// worker process (server/worker.ts) start the same services; only the web server serves HTTP.

export interface Services {
  env: Env;
  logger: Logger;
  database: Database;
  boss: PgBoss;
  mailer: Mailer;
  texts: ServiceTexts;
  app: AppServices;
  /** The audit report as PDF, printed once and stored (decision 033). */
  reportPdfs: ReportPdfs;
  stop(): Promise<void>;
}

export async function startServices(
  env: Env,
  logger: Logger,
  options: { runWorkers: boolean; auditFetchOptions?: IsolatedAuditOptions },
): Promise<Services> {
  await prepareDataDir(env.DATA_DIR);
  const database = await openDatabase(env, logger);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, logger });
  if (!env.SMTP_URL)
    logger.warn("SMTP_URL is not set: e-mail is written to DATA_DIR/outbox instead of being sent");
  if (env.AUDIT_ALLOW_HOSTS.length)
    logger.warn(
      { hosts: env.AUDIT_ALLOW_HOSTS },
      "AUDIT_ALLOW_HOSTS is set: the audit may fetch these non-public hosts (test fixtures only; never in production)",
    );
  const getAuditReport: AppServices["getAuditReport"] = async (token) => {
    if (!/^[\w-]{20,100}$/.test(token)) return null;
    const [row] = await database.db.select().from(auditRequests).where(eq(auditRequests.token, token));
    return row
      ? { url: row.url, status: row.status, createdAt: row.createdAt.toISOString(), stored: row.report }
      : null;
  };
  const pdfs = reportPdfs({
    database,
    logger,
    siteUrl: env.SITE_URL,
    clientDir: path.resolve(import.meta.dirname, "../build/client"),
    // The report page reads nothing but the report; the other services are the web server's.
    renderPage: reportPageRenderer({ getAuditReport } as AppServices, env.SITE_URL),
  });
  const jobDeps = {
    reportPdfs: pdfs,
    database,
    mailer,
    logger,
    mailFrom: env.MAIL_FROM,
    contactTo: env.CONTACT_TO,
    retentionMonths: env.RETENTION_MONTHS,
    mailRetryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    dataDir: env.DATA_DIR,
    siteUrl: env.SITE_URL,
    auditFetchOptions: {
      allowHosts: env.AUDIT_ALLOW_HOSTS,
      browser: env.AUDIT_BROWSER ? { timeoutMs: env.AUDIT_BROWSER_TIMEOUT_MS } : (false as const),
      onBrowserError: (error: unknown) =>
        logger.warn({ err: error }, "browser stage failed; the report estimates from the HTML instead"),
      ...options.auditFetchOptions,
      ai: env.OPENAI_API_KEY
        ? {
            apiKey: env.OPENAI_API_KEY,
            baseURL: env.OPENAI_BASE_URL,
            model: env.OPENAI_MODEL,
            timeoutMs: env.OPENAI_TIMEOUT_MS,
          }
        : undefined,
      onAiError: (error: unknown) =>
        logger.warn({ err: error }, "AI copy review failed; using the rule-based suggestions"),
      onCrawlError: (error: unknown) =>
        logger.warn(
          { err: error },
          "reading the rest of the audited site failed; the report covers the start page",
        ),
    },
    auditConcurrency: env.AUDIT_CONCURRENCY,
  };
  const generator = createTextGenerator({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
  });
  if (!generator) logger.info("OPENAI_API_KEY is not set: service pages use their curated texts");
  let boss: PgBoss;
  let texts: ServiceTexts;
  try {
    boss = await startQueue(jobDeps);
    texts = serviceTexts({ database, boss, generator, logger });
    if (options.runWorkers) await startWorkers(boss, jobDeps, texts);
  } catch (error) {
    await database.close();
    throw error;
  }
  const limiter = createRateLimiter(database.pool, {
    name: "contact",
    limit: env.CONTACT_RATE_LIMIT,
    windowMs: 15 * 60 * 1000,
  });
  return {
    env,
    logger,
    database,
    boss,
    mailer,
    texts,
    app: {
      getServiceText: (path) => texts.state(path),
      submitContact: contactSubmitter({ database, boss, limiter, minFillMs: env.CONTACT_MIN_FILL_MS }),
      getAuditReport,
    },
    reportPdfs: pdfs,
    async stop() {
      // Running jobs finish (or are retried later: they are in the database), then connections close.
      await boss
        .stop({ graceful: true, timeout: 5000 })
        .catch((error) => logger.warn({ err: error }, "stopping jobs"));
      mailer.close();
      await database.close();
    },
  };
}
