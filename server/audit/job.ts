import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { messageIdFor } from "../contact/deliver.ts";
import type { Database } from "../db/index.ts";
import { auditRequests, mailDeliveries } from "../db/schema.ts";
import { auditFailureMail, auditReportMail } from "../mail/audit-mails.ts";
import { inlineBytes, inlinePictures } from "../mail/audit-pictures.ts";
import { isSiteOwnerAddress } from "../mail/site-owner.ts";
import type { Mailer, OutgoingMail } from "../mail/transport.ts";
import type { ReportPdf, ReportPdfs } from "../report-pdf/report-pdf.ts";
import { describeFailure } from "./failure.ts";
import { compareReports, previousReport } from "./history.ts";
import { type IsolatedAuditOptions, runAuditIsolatedWithPictures } from "./isolated.ts";
import { picturesOf, storePictureFiles } from "./picture-files.ts";
import type { PictureBody } from "./report/pictures.ts";
import type { AuditOutcome } from "./run.ts";

// One audit job: run the audit once (the result is stored, so a retry only re-sends the mail),
// then e-mail the report — or, if the site could not be audited, an e-mail that says why.

export interface AuditJobDeps {
  database: Database;
  mailer: Mailer;
  mailFrom: string;
  siteUrl: string;
  fetchOptions: IsolatedAuditOptions;
  logger: Logger;
  /** Runs the audit; by default in its own thread (tests give a fixture's name a resolver this way). */
  runAudit?: (url: string, options: IsolatedAuditOptions) => Promise<AuditOutcome>;
  /** The report as PDF, attached for the site's own addresses (decision 033); none in some tests. */
  reportPdfs?: ReportPdfs;
}

/** The whole mail, attachment included, stays under this (decision 033). */
export const MAX_MAIL_BYTES = 1_000_000;

/** Bytes of a mail with `pdf` attached: base64 with line breaks, plus room for the headers. */
const mailBytes = (content: { html: string; text: string }, pdf: ReportPdf) =>
  Buffer.byteLength(content.html) +
  Buffer.byteLength(content.text) +
  Math.ceil((Math.ceil(pdf.body.length / 3) * 4 * 78) / 76) +
  4_000;

export async function processAudit(
  deps: AuditJobDeps,
  auditId: string,
): Promise<"sent" | "already-sent" | "gone"> {
  const { db } = deps.database;
  const [row] = await db.select().from(auditRequests).where(eq(auditRequests.id, auditId));
  if (!row) return "gone";

  let stored = row.report;
  if (!stored) {
    let pictures: PictureBody[] = [];
    const started = Date.now();
    try {
      // In a thread of its own: the page is a stranger's, and the web server must keep serving.
      const outcome = await (deps.runAudit ?? runAuditIsolatedWithPictures)(row.url, deps.fetchOptions);
      const { report } = outcome;
      // The page as the phone saw it (decision 032): files beside the report, named in it.
      pictures = await picturesOf(outcome, (error) =>
        deps.logger.warn({ auditId, err: error }, "the pictures of the page could not be processed"),
      );
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
    const toStore = stored;
    await db.transaction(async (tx) => {
      await storePictureFiles(tx, auditId, pictures);
      await tx
        .update(auditRequests)
        .set({
          report: toStore,
          status: toStore.kind === "report" ? "done" : "failed",
          finishedAt: new Date(),
        })
        .where(eq(auditRequests.id, auditId));
    });
    deps.logger.info({ auditId, ms: Date.now() - started, outcome: stored.kind }, "audit finished");
  }

  const done = await db
    .select({ id: mailDeliveries.id })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.requestId, auditId), eq(mailDeliveries.kind, "audit-report")));
  if (done.length) return "already-sent";

  const report = `${deps.siteUrl}/rapport/${row.token}`;
  const links = { report, contact: `${deps.siteUrl}/kontakt`, pdf: `${report}/rapport.pdf` };
  const pdf =
    stored.kind === "report" ? await pdfToAttach(deps, auditId, row.email, stored.report.finalUrl) : null;
  const pictures = stored.kind === "report" ? await inlinePictures(deps.database, row, stored.report) : null;
  let content =
    stored.kind === "report"
      ? auditReportMail(stored.report, links, { pdfAttached: pdf !== null, pictures })
      : auditFailureMail(stored.failure, links);
  let attachments: OutgoingMail["attachments"] = pictures?.attachments;
  if (stored.kind === "report" && pdf) {
    if (mailBytes(content, pdf) + inlineBytes(pictures) <= MAX_MAIL_BYTES)
      attachments = [
        ...(attachments ?? []),
        { filename: pdf.filename, content: pdf.body, contentType: "application/pdf" },
      ];
    else content = auditReportMail(stored.report, links, { pictures });
  }
  const messageId = messageIdFor(auditId, "audit-report", deps.mailFrom);
  await deps.mailer.send({ ...content, to: row.email, from: deps.mailFrom, messageId, attachments });
  await db
    .insert(mailDeliveries)
    .values({ requestId: auditId, kind: "audit-report", messageId, recipient: row.email })
    .onConflictDoNothing();
  return "sent";
}

/**
 * The report's PDF when the recipient's address is at the audited site's own domain (decision 028
 * keeps the page's words out of mail to strangers), else null; a failed print leaves the link only.
 */
async function pdfToAttach(deps: AuditJobDeps, auditId: string, email: string, finalUrl: string) {
  if (!deps.reportPdfs || !isSiteOwnerAddress(email, finalUrl)) return null;
  return deps.reportPdfs.forRequest(auditId).catch((error: unknown) => {
    deps.logger.warn(
      { auditId, err: error },
      "could not print the report PDF for the mail; sending the link",
    );
    return null;
  });
}
