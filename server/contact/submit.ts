import { drizzle } from "drizzle-orm/node-postgres";
import type { PgBoss } from "pg-boss";
import { contactSchema, fieldErrors } from "../../app/lib/contact-schema.ts";
import type { Database } from "../db/index.ts";
import { contactRequests } from "../db/schema.ts";
import { QUEUES } from "../jobs/queues.ts";

// Receiving a contact request (issue 4): validate with the form's own schema, tell spam apart
// without bothering people, then write the request and its two mail jobs in ONE transaction
// (outbox): once we answer 200, the request and the promise to e-mail it are both on disk.

export type MailKind = "notification" | "confirmation";
export interface ContactMailJob {
  requestId: string;
  kind: MailKind;
}

export interface SubmissionMeta {
  /** The honeypot field: people never see it, so any value means a bot filled the form. */
  honeypot?: unknown;
  /** When the form was shown (ms since epoch), if the page told us. */
  startedAt?: unknown;
  sourcePath?: string;
  now?: number;
}

export type SubmitResult =
  | { ok: true; id: string; spam: boolean }
  | { ok: false; errors: Partial<Record<string, string>> };

export function spamReason(meta: SubmissionMeta, minFillMs: number): string | null {
  if (typeof meta.honeypot === "string" && meta.honeypot.trim() !== "") return "honeypot";
  const started = Number(meta.startedAt);
  if (Number.isFinite(started) && started > 0 && (meta.now ?? Date.now()) - started < minFillMs)
    return "too-fast";
  return null;
}

export async function submitContactRequest(
  deps: { database: Database; boss: PgBoss; minFillMs: number },
  input: unknown,
  meta: SubmissionMeta,
): Promise<SubmitResult> {
  const parsed = contactSchema.safeParse(input ?? {});
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const reason = spamReason(meta, deps.minFillMs);

  const client = await deps.database.pool.connect();
  try {
    await client.query("BEGIN");
    const [row] = await drizzle(client)
      .insert(contactRequests)
      .values({
        ...parsed.data,
        status: reason ? "spam" : "received",
        spamReason: reason,
        sourcePath: meta.sourcePath?.slice(0, 300) ?? null,
      })
      .returning({ id: contactRequests.id });
    const id = (row as { id: string }).id;
    if (!reason) {
      const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
      for (const kind of ["notification", "confirmation"] satisfies MailKind[]) {
        await deps.boss.send(QUEUES.contactMail, { requestId: id, kind } satisfies ContactMailJob, { db });
      }
    }
    await client.query("COMMIT");
    return { ok: true, id, spam: Boolean(reason) };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
