import { rm } from "node:fs/promises";
import { lt } from "drizzle-orm";
import { type JobResult, PgBoss } from "pg-boss";
import type { Logger } from "pino";
import type { IsolatedAuditOptions } from "../audit/isolated.ts";
import { processAudit } from "../audit/job.ts";
import { deliverContactMail } from "../contact/deliver.ts";
import type { ContactMailJob } from "../contact/submit.ts";
import type { ServiceTexts } from "../content/texts.ts";
import type { Database } from "../db/index.ts";
import { auditRequests, contactRequests, uploads } from "../db/schema.ts";
import type { Mailer } from "../mail/transport.ts";
import { deleteExpiredRateLimits } from "../rate-limit.ts";
import type { ReportPdfs } from "../report-pdf/report-pdf.ts";
import { RETENTION_DAYS } from "../uploads/share.ts";
import { storedPath } from "../uploads/storage.ts";
import { ensureQueues, QUEUES } from "./queues.ts";

export interface JobDeps {
  database: Database;
  mailer: Mailer;
  logger: Logger;
  mailFrom: string;
  contactTo: string;
  retentionMonths: number;
  mailRetryDelaySeconds: number;
  dataDir: string;
  siteUrl: string;
  auditFetchOptions: IsolatedAuditOptions;
  auditConcurrency: number;
  /** The report as PDF, for the audit mail (decision 033). */
  reportPdfs?: ReportPdfs;
}

/**
 * Deletes contact requests older than the retention period, audit requests after 90 days and
 * uploaded test images after 30 days (the periods the privacy page promises), and rate-limit
 * counters whose window has ended.
 */
export async function runRetention(
  deps: Pick<JobDeps, "database" | "retentionMonths"> & { dataDir?: string },
  now = new Date(),
) {
  const contactCutoff = new Date(now);
  contactCutoff.setMonth(contactCutoff.getMonth() - deps.retentionMonths);
  const auditCutoff = new Date(now.getTime() - 90 * 24 * 60 * 60 * 1000);
  const contacts = await deps.database.db
    .delete(contactRequests)
    .where(lt(contactRequests.createdAt, contactCutoff))
    .returning({ id: contactRequests.id });
  const audits = await deps.database.db
    .delete(auditRequests)
    .where(lt(auditRequests.createdAt, auditCutoff))
    .returning({ id: auditRequests.id });
  const imageCutoff = new Date(now.getTime() - RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const images = await deps.database.db
    .delete(uploads)
    .where(lt(uploads.createdAt, imageCutoff))
    .returning({ storedName: uploads.storedName });
  if (deps.dataDir) {
    for (const image of images) {
      const file = storedPath(deps.dataDir, image.storedName);
      if (file) await rm(file, { force: true });
    }
  }
  const rateLimits = await deleteExpiredRateLimits(deps.database.pool);
  return { contacts: contacts.length, audits: audits.length, images: images.length, rateLimits };
}

/** Starts pg-boss on the database and makes sure every queue exists with its settings. */
export async function startQueue(deps: Pick<JobDeps, "database" | "logger" | "mailRetryDelaySeconds">) {
  const boss = new PgBoss({
    connectionString: deps.database.connectionString,
    schema: "pgboss",
    max: 4,
    // How often lost heartbeats and expired jobs are looked for (both default to 60 s; the
    // per-queue pass that fails jobs of a dead worker runs at the longer of the two).
    superviseIntervalSeconds: 15,
    monitorIntervalSeconds: 15,
  });
  boss.on("error", (error) => deps.logger.error({ err: error }, "job queue error"));
  await boss.start();
  await ensureQueues(boss, deps.mailRetryDelaySeconds);
  return boss;
}

/** The workers of every queue, for the process that runs jobs. */
export async function startWorkers(boss: PgBoss, deps: JobDeps, texts: ServiceTexts) {
  // Mail in batches: after a burst of requests (a campaign) the backlog drains at SMTP speed, not
  // one job per poll. Each job settles on its own, so one refused address retries alone.
  await boss.work<ContactMailJob>(
    QUEUES.contactMail,
    { pollingIntervalSeconds: 1, batchSize: 10, burstWhenBatchFull: true, perJobResults: true },
    async (jobs) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        try {
          const result = await deliverContactMail(deps, job.data);
          deps.logger.info(
            { requestId: job.data.requestId, kind: job.data.kind, result },
            "contact mail job",
          );
          results.push({ id: job.id, status: "completed" });
        } catch (error) {
          deps.logger.warn(
            { err: error, requestId: job.data.requestId, kind: job.data.kind },
            "contact mail failed; it will be retried",
          );
          results.push({ id: job.id, status: "failed", output: { message: (error as Error).message } });
        }
      }
      return results;
    },
  );
  await boss.work<{ auditId: string }>(
    QUEUES.audit,
    { pollingIntervalSeconds: 1, localConcurrency: deps.auditConcurrency },
    async ([job]) => {
      if (!job) return;
      const result = await processAudit({ ...deps, fetchOptions: deps.auditFetchOptions }, job.data.auditId);
      deps.logger.info({ auditId: job.data.auditId, result }, "audit job");
    },
  );
  await boss.work(QUEUES.retention, async () => {
    const deleted = await runRetention({ ...deps, dataDir: deps.dataDir });
    deps.logger.info(deleted, "retention: old requests deleted");
  });
  await boss.work<{ path: string }>(
    QUEUES.generateText,
    { pollingIntervalSeconds: 1, localConcurrency: 2 },
    async ([job]) => {
      if (!job) return;
      const result = await texts.run(job.data.path);
      deps.logger.info({ path: job.data.path, result }, "service text job");
    },
  );
  await boss.schedule(QUEUES.retention, "15 3 * * *", null, { tz: "Europe/Oslo" });
}
