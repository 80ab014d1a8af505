import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Logger } from "pino";
import type { Env } from "../env.ts";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./embedded.ts";
import * as schema from "./schema.ts";

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  connectionString: string;
  close(): Promise<void>;
}

const MIGRATION_LOCK = 7_204_611; // any constant: one advisory lock shared by every instance

/** Applies the migrations once, even when several instances start together. */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: path.join(import.meta.dirname, "migrations") });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

export async function openDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR" | "EMBEDDED_PG_PORT">,
  logger: Logger,
  options: { reuseRunning?: boolean; migrate?: boolean } = {},
): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  if (!env.DATABASE_URL) {
    embedded = await startEmbeddedPostgres({
      dataDir: env.DATA_DIR,
      port: env.EMBEDDED_PG_PORT,
      logger,
      reuseRunning: options.reuseRunning,
    });
  }
  const connectionString = env.DATABASE_URL ?? (embedded as EmbeddedDatabase).connectionString;
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on("error", (error) => logger.warn({ err: error }, "idle database connection failed"));
  try {
    if (options.migrate !== false) await migrateUnderLock(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    await embedded?.stop();
    throw error;
  }
  return {
    pool,
    db: drizzle(pool, { schema }),
    connectionString,
    async close() {
      await pool.end().catch((error) => logger.warn({ err: error }, "closing the database pool failed"));
      await embedded?.stop();
    },
  };
}
