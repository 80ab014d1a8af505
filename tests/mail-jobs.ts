import pg from "pg";
import { QUEUES } from "#server/jobs/queues.ts";
import { until } from "./until.ts";

type Queryable = Pick<pg.Pool, "query">;

/**
 * The states of the contact-mail jobs queued for these requests, from pg-boss's own table: what
 * tells a test that no mail can still come, where a pause would only hope so.
 */
export async function contactMailJobStates(db: Queryable | string, ids: string[]): Promise<string[]> {
  const client = typeof db === "string" ? new pg.Client({ connectionString: db }) : null;
  await client?.connect();
  try {
    const { rows } = await (client ?? (db as Queryable)).query<{ state: string }>(
      "SELECT state FROM pgboss.job WHERE name = $1 AND data->>'requestId' = ANY($2::text[])",
      [QUEUES.contactMail, ids],
    );
    return rows.map((row) => row.state);
  } finally {
    await client?.end();
  }
}

/**
 * Waits until the requests' `count` mail jobs are all completed (none is left that could send
 * again) and returns their states, for the test to assert; after the deadline, the states then.
 */
export async function untilMailJobsDone(
  db: Queryable | string,
  ids: string[],
  count: number,
  timeoutMs = 30_000,
) {
  let states: string[] = [];
  await until(
    async () => {
      states = await contactMailJobStates(db, ids);
      return states.length === count && states.every((state) => state === "completed");
    },
    "the mail jobs",
    { timeoutMs, intervalMs: 100 },
  ).catch(() => {});
  return states;
}
