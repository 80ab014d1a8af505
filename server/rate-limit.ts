import { createHash } from "node:crypto";
import type pg from "pg";

// Fixed-window rate limits kept in PostgreSQL, so every instance behind a load balancer counts
// against the same limit (docs/decisions/012-shared-rate-limits.md). One atomic upsert per attempt:
// concurrent attempts on the same key are serialised by the row lock, and the database's clock
// decides the window, so instances with skewed clocks still agree.

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (at least 1): the Retry-After value. */
  retryAfterSeconds: number;
}

type Queryable = Pick<pg.Pool, "query">;

export interface RateLimiter {
  /**
   * Counts one attempt for the key (an IP address, an e-mail address, a host name). `on` runs it on
   * that connection instead of the pool's: inside a transaction that holds a lock, a second
   * connection from the pool could wait for one that only this transaction would free.
   */
  hit(key: string, on?: Queryable): Promise<RateLimitResult>;
}

/** What the database keeps of a counted IP or e-mail address: a short SHA-256, never the address. */
export function hashedKey(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 32);
}

/**
 * A clock for the tests: the time to count by instead of the database's. Without one (the site),
 * `$3` is null and the database's `now()` decides.
 */
export type Clock = () => Date;

const HIT = `
WITH t AS (SELECT coalesce($3::timestamptz, now()) AS now)
INSERT INTO rate_limits AS r (key, count, reset_at)
SELECT $1, 1, t.now + make_interval(secs => $2) FROM t
ON CONFLICT (key) DO UPDATE SET
  count = CASE WHEN r.reset_at <= (SELECT now FROM t) THEN 1 ELSE r.count + 1 END,
  reset_at = CASE WHEN r.reset_at <= (SELECT now FROM t) THEN excluded.reset_at ELSE r.reset_at END
RETURNING count, greatest(1, ceil(extract(epoch FROM r.reset_at - (SELECT now FROM t))))::int AS retry_after`;

const at = (clock?: Clock) => clock?.().toISOString() ?? null;

/**
 * A limiter named `name` (its own counters), allowing `limit` attempts per key per window. Keys
 * are stored hashed: the table holds no IP or e-mail address. A database error propagates, so the
 * caller answers 503 as for any other request that needs the database.
 */
export function createRateLimiter(
  pool: Queryable,
  { name, limit, windowMs, clock }: { name: string; limit: number; windowMs: number; clock?: Clock },
): RateLimiter {
  return {
    async hit(key, on = pool) {
      const hashed = `${name}:${hashedKey(key)}`;
      const { rows } = await on.query<{ count: number; retry_after: number }>(HIT, [
        hashed,
        windowMs / 1000,
        at(clock),
      ]);
      const row = rows[0] as { count: number; retry_after: number };
      return { allowed: row.count <= limit, retryAfterSeconds: row.retry_after };
    },
  };
}

/** Deletes counters whose window has ended (the daily retention job). */
export async function deleteExpiredRateLimits(pool: Queryable, clock?: Clock) {
  const { rowCount } = await pool.query(
    "DELETE FROM rate_limits WHERE reset_at <= coalesce($1::timestamptz, now())",
    [at(clock)],
  );
  return rowCount ?? 0;
}
