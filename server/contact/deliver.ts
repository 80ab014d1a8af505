import { and, eq } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { contactRequests, mailDeliveries } from "../db/schema.ts";
import { confirmationMail, notificationMail } from "../mail/contact-mails.ts";
import type { Mailer } from "../mail/transport.ts";
import type { ContactMailJob } from "./submit.ts";

// One mail job: idempotent per (request, kind). A delivery row is written after the mail server
// accepted the message; a retried job that finds it does nothing. The Message-ID is derived from
// the request, so in the rare case of a crash between the server's acceptance and our record, the
// copy sent on retry carries the same Message-ID and mail clients treat it as the same message.

export function messageIdFor(requestId: string, kind: string, mailFrom: string): string {
  const domain = mailFrom.match(/@([^>\s]+)/)?.[1] ?? "localhost";
  return `<${requestId}.${kind}@${domain}>`;
}

export async function deliverContactMail(
  deps: { database: Database; mailer: Mailer; mailFrom: string; contactTo: string },
  job: ContactMailJob,
): Promise<"sent" | "already-sent" | "request-gone"> {
  const { db } = deps.database;
  const done = await db
    .select({ id: mailDeliveries.id })
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.requestId, job.requestId), eq(mailDeliveries.kind, job.kind)));
  if (done.length) return "already-sent";

  const [request] = await db.select().from(contactRequests).where(eq(contactRequests.id, job.requestId));
  if (!request) return "request-gone"; // deleted on the visitor's request before the mail went out
  if (request.status === "spam") return "request-gone";

  const content =
    job.kind === "notification"
      ? notificationMail(request, deps.contactTo, { confirmationWithheld: job.confirmationWithheld })
      : confirmationMail(request);
  const messageId = messageIdFor(request.id, job.kind, deps.mailFrom);
  await deps.mailer.send({ ...content, from: deps.mailFrom, messageId });
  await db
    .insert(mailDeliveries)
    .values({ requestId: request.id, kind: job.kind, messageId, recipient: content.to })
    .onConflictDoNothing();
  return "sent";
}
