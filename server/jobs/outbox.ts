import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgBoss } from "pg-boss";
import type { Database } from "../db/index.ts";

// The outbox: a request's row and the jobs that act on it are written in one transaction, so a
// stored request always has its jobs and a job never points at a row that was rolled back
// (decision 008). pg-boss writes its jobs through the same connection.

export interface Outbox {
  /** Drizzle on the transaction's connection. */
  db: NodePgDatabase;
  /** Queues a job in the same transaction. */
  send(queue: string, data: object): Promise<void>;
}

export async function inOneTransaction<T>(
  database: Database,
  boss: PgBoss,
  work: (outbox: Outbox) => Promise<T>,
): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query("BEGIN");
    const executeSql = (text: string, values?: unknown[]) => client.query(text, values);
    const result = await work({
      db: drizzle(client),
      send: async (queue, data) => {
        await boss.send(queue, data, { db: { executeSql } });
      },
    });
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
