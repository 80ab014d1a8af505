import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { messageIdFor } from "../contact/deliver.ts";
import type { Database } from "../db/index.ts";
import { auditRequests, mailDeliveries } from "../db/schema.ts";
import { auditFailureMail, auditReportMail } from "../mail/audit-mails.ts";
import type { Mailer } from "../mail/transport.ts";
import { describeFailure } from "./failure.ts";
import { compareReports, previousReport } from "./history.ts";
import { type IsolatedAuditOptions, runAuditIsolated } from "./isolated.ts";

// One audit job: run the audit once (the result is stored, so a retry only re-sends the mail),
// then e-mail the report — or, if the site could not be audited, an e-mail that says why.

export interface AuditJobDeps {
  database: Database;
  mailer: Mailer;
  mailFrom: string;
  siteUrl: string;
  fetchOptions: IsolatedAuditOptions;
  logger: Logger;
}

export async function processAudit(
  deps: AuditJobDeps,
  auditId: string,
): Promise<"sent" | "already-sent" | "gone"> {
  const { db } = deps.database;
  const [row] = await db.select().from(auditRequests).where(eq(auditRequests.id, auditId));
  if (!row) return "gone";

  let stored = row.report;
  if (!stored) {
    const started = Date.now();
    try {
      // In a thread of its own: the page is a stranger's, and the web server must keep serving.
      const report = await runAuditIsolated(row.url, deps.fetchOptions);
      // The change since last time is a bonus: a failed lookup leaves the report without it.
      const previous = await previousReport(deps.database, row, report).catch((error: unknown) => {
        deps.logger.warn({ auditId, err: error }, "could not read the previous report for the change");
        return null;
      });
      if (previous) report.change = compareReports(previous, report);
      stored = { kind: "report", report };
    } catch (error) {
      const failure = describeFailure(row.url, error);
      // A fault in our own analysis is our bug; an unreachable or refused site is the visitor's news.
      if (failure.reason === "analysis") deps.logger.error({ auditId, err: error }, "audit analysis failed");
      else deps.logger.info({ auditId, err: error }, "audit could not be completed");
      stored = { kind: "failure", failure };
    }
    await db
      .update(auditRequests)
      .set({ report: stored, status: stored.kind === "report" ? "done" : "failed", finishedAt: new Date() })
      .where(eq(auditRequests.id, auditId));
    deps.logger.info({ auditId, ms: Date.now() - started, outcome: stored.kind }, "audit finished");
  }

  const done = await db
    .select({ id: mailDeliveries.id })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.requestId, auditId), eq(mailDeliveries.kind, "audit-report")));
  if (done.length) return "already-sent";

  const links = { report: `${deps.siteUrl}/rapport/${row.token}`, contact: `${deps.siteUrl}/kontakt` };
  const content =
    stored.kind === "report"
      ? auditReportMail(stored.report, links)
      : auditFailureMail(stored.failure, links);
  const messageId = messageIdFor(auditId, "audit-report", deps.mailFrom);
  await deps.mailer.send({ ...content, to: row.email, from: deps.mailFrom, messageId });
  await db
    .insert(mailDeliveries)
    .values({ requestId: auditId, kind: "audit-report", messageId, recipient: row.email })
    .onConflictDoNothing();
  return "sent";
}
