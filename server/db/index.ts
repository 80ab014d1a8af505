import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Logger } from "pino";
import type { Env } from "../env.ts";
import { StartupError } from "../startup-error.ts";
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

const connectReasons: Record<string, string> = {
  ECONNREFUSED: "ingen svarer på den porten",
  ENOTFOUND: "vertsnavnet finnes ikke",
  EAI_AGAIN: "vertsnavnet kunne ikke slås opp",
  ETIMEDOUT: "tidsavbrudd",
  EHOSTUNREACH: "maskinen kan ikke nås",
  "28P01": "feil brukernavn eller passord",
  "28000": "serveren slipper ikke inn denne brukeren",
  "3D000": "databasen finnes ikke",
};

const cannotConnect = (error: unknown) =>
  ((error as { code?: string }).code ?? "") in connectReasons ||
  /timeout|connect|terminated/i.test((error as Error).message ?? "");

/** One sentence for a DATABASE_URL that does not answer, without its password. */
function unreachable(databaseUrl: string, error: unknown) {
  const url = new URL(databaseUrl);
  const where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
  const code = (error as { code?: string }).code ?? "";
  const reason =
    connectReasons[code] ??
    (/timeout/i.test((error as Error).message) ? "tidsavbrudd" : (error as Error).message.split("\n")[0]);
  return new StartupError(
    `Får ikke kontakt med databasen i DATABASE_URL (${where}): ${reason}. Sjekk at PostgreSQL kjører og at adressen, brukeren og passordet stemmer, eller fjern DATABASE_URL for å bruke den innebygde databasen.`,
  );
}

export async function openDatabase(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR" | "EMBEDDED_PG_PORT"> &
    Partial<Pick<Env, "EMBEDDED_PG_SHARED_DIR">>,
  logger: Logger,
  options: { reuseRunning?: boolean; migrate?: boolean } = {},
): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  if (!env.DATABASE_URL) {
    embedded = await startEmbeddedPostgres({
      dataDir: env.DATA_DIR,
      port: env.EMBEDDED_PG_PORT,
      sharedDir: env.EMBEDDED_PG_SHARED_DIR,
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
    // The migration's connection is the first: if it could not be made, say so in one sentence.
    throw env.DATABASE_URL && cannotConnect(error) ? unreachable(env.DATABASE_URL, error) : error;
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
