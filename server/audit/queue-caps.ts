import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";

// The audit queue's bounds (decision 028). The site promises a report in about five minutes; a
// queue that anyone can fill breaks that promise for everyone behind them. So each client may have
// a few audits waiting, and all clients together no more than the workers finish in about five
// minutes. Past either, the visitor is told to come back and when, instead of a silent long wait.

/** Seconds one audit takes, a little above the measured p95 (npm run bench:audit: 13.6 s). */
export const AUDIT_SECONDS = 20;
/** Audits one worker slot finishes in five minutes: the default cap is this × AUDIT_CONCURRENCY. */
export const AUDITS_PER_SLOT = Math.floor((5 * 60) / AUDIT_SECONDS);

export interface QueueCaps {
  /** Waiting audits one client may have. */
  perClient: number;
  /** Waiting audits in all. */
  overall: number;
  /** Audits run at once, for the estimate of when to try again. */
  concurrency: number;
}

export type QueueRoom =
  | { ok: true }
  | { ok: false; reason: "client" | "full"; waiting: number; retryAfterSeconds: number };

/**
 * Whether the queue has room for one more audit from `client` (a hashed client key). Call it in the
 * transaction that then queues the audit: the advisory lock makes concurrent requests, from any
 * instance, wait for each other until that transaction ends, so the count cannot be overshot.
 */
export async function queueRoom(db: NodePgDatabase, client: string, caps: QueueCaps): Promise<QueueRoom> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('audit-admission'))`);
  // The client key is only needed while an audit can wait: an hour. Then it is forgotten.
  await db.execute(
    sql`UPDATE audit_requests SET client_key = NULL WHERE client_key IS NOT NULL AND created_at <= now() - interval '1 hour'`,
  );
  // A row still 'queued' after an hour is a job that died; it no longer holds anyone's place.
  const { rows } = await db.execute<{ waiting: number; mine: number }>(sql`
    SELECT count(*)::int AS waiting, count(*) FILTER (WHERE client_key = ${client})::int AS mine
    FROM audit_requests WHERE status = 'queued' AND created_at > now() - interval '1 hour'`);
  const { waiting, mine } = rows[0] ?? { waiting: 0, mine: 0 };
  if (mine < caps.perClient && waiting < caps.overall) return { ok: true };
  // By then the audits waiting now are done, the client's own among them.
  const retryAfterSeconds = Math.max(60, Math.ceil(waiting / caps.concurrency) * AUDIT_SECONDS);
  return { ok: false, reason: mine >= caps.perClient ? "client" : "full", waiting: mine, retryAfterSeconds };
}

const COUNT_WORDS = ["ingen", "én", "to", "tre", "fire", "fem"];

/** The visitor's answer when the queue has no room: «Det er mange i kø nå …» and when to try again. */
export function queueFullMessage(room: Exclude<QueueRoom, { ok: true }>, wait: string): string {
  if (room.reason === "full")
    return `Det er mange i kø nå, så vi tar ikke imot flere sjekker en liten stund. Prøv igjen ${wait}.`;
  const count = COUNT_WORDS[room.waiting] ?? String(room.waiting);
  const [checks, done] = room.waiting === 1 ? ["sjekk", "den er ferdig"] : ["sjekker", "de er ferdige"];
  return `Det er mange i kø nå, og du har allerede ${count} ${checks} som venter. Prøv igjen ${wait}, når ${done}.`;
}
