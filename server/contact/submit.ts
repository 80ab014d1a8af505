import type { PgBoss } from "pg-boss";
import { contactSchema, fieldErrors } from "#app/lib/contact-schema.ts";
import type { Database } from "../db/index.ts";
import { contactRequests } from "../db/schema.ts";
import { inOneTransaction } from "../jobs/outbox.ts";
import { QUEUES } from "../jobs/queues.ts";
import { mailboxKey } from "../mail/mailbox.ts";
import type { RateLimiter } from "../rate-limit.ts";

// Receiving a contact request (decision 008): validate with the form's own schema, tell spam apart
// without bothering people, then write the request and its mail jobs in ONE transaction
// (outbox): once we answer 200, the request and the promise to e-mail it are both on disk.

export type MailKind = "notification" | "confirmation";
export interface ContactMailJob {
  requestId: string;
  kind: MailKind;
  /** On a notification: the visitor's address has had its confirmations for the day, so none is sent. */
  confirmationWithheld?: boolean;
}

export interface SubmissionMeta {
  /** The honeypot field: people never see it, so any value means a bot filled the form. */
  honeypot?: unknown;
  /** When the form was shown (ms since epoch), as the page told us. */
  startedAt?: unknown;
  sourcePath?: string;
  /** See ContactSubmission.confirmUntimed (app/lib/services-context.ts). */
  confirmUntimed?: boolean;
  now?: number;
}

export type SubmitResult =
  | { ok: true; id: string; spam: boolean }
  | { ok: false; errors: Partial<Record<string, string>> }
  | { ok: false; confirm: true };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the form was shown, if `value` is a time in ms since the epoch that could be one: digits
 * (a form field) or a number (JSON), at most a day ahead of our clock. Otherwise null.
 */
export function startTime(value: unknown, now: number): number | null {
  const number =
    typeof value === "number" ? value : typeof value === "string" && /^\d{1,16}$/.test(value) ? +value : NaN;
  return Number.isFinite(number) && number > 0 && number <= now + DAY_MS ? number : null;
}

export function spamReason(meta: SubmissionMeta, minFillMs: number): "honeypot" | "too-fast" | null {
  if (typeof meta.honeypot === "string" && meta.honeypot.trim() !== "") return "honeypot";
  if (minFillMs <= 0) return null; // the check is turned off (CONTACT_MIN_FILL_MS=0)
  const now = meta.now ?? Date.now();
  const started = startTime(meta.startedAt, now);
  // A missing or garbled start time counts as too fast: leaving the field out must not skip the
  // check (decision 016). A start ahead of our clock is a visitor's clock running fast, not a bot.
  if (started === null) return "too-fast";
  const elapsed = now - started;
  return elapsed >= 0 && elapsed < minFillMs ? "too-fast" : null;
}

export async function submitContactRequest(
  deps: { database: Database; boss: PgBoss; minFillMs: number; confirmations: RateLimiter },
  input: unknown,
  meta: SubmissionMeta,
): Promise<SubmitResult> {
  const parsed = contactSchema.safeParse(input ?? {});
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const reason = spamReason(meta, deps.minFillMs);
  if (reason === "too-fast" && meta.confirmUntimed) return { ok: false, confirm: true };
  // Mail to an address nobody has confirmed goes out a few times a day at most (decision 016); past
  // that the request is kept and we are told, only the visitor's confirmation is not sent.
  const confirm = !reason && (await deps.confirmations.hit(mailboxKey(parsed.data.email))).allowed;

  return inOneTransaction(deps.database, deps.boss, async (outbox) => {
    const [row] = await outbox.db
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
      const jobs: ContactMailJob[] = confirm
        ? [
            { requestId: id, kind: "notification" },
            { requestId: id, kind: "confirmation" },
          ]
        : [{ requestId: id, kind: "notification", confirmationWithheld: true }];
      for (const job of jobs) await outbox.send(QUEUES.contactMail, job);
    }
    return { ok: true as const, id, spam: Boolean(reason) };
  });
}
