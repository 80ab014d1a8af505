import pg from "pg";
import type { Logger } from "pino";
import { connectionError } from "./errors.ts";

/**
 * One connection of its own, rather than one from openDatabase's pool: client.end() waits until
 * the server has closed the session, so stopping an embedded PostgreSQL right after does not cut
 * a connection the pool is still closing. The name shows in pg_stat_activity.
 */
export async function connect(connectionString: string, applicationName: string, logger: Logger) {
  const client = new pg.Client({
    connectionString,
    application_name: applicationName,
    connectionTimeoutMillis: 5000,
  });
  client.on("error", (error) => logger.warn({ err: error }, "database connection failed"));
  await client.connect().catch((error) => {
    throw connectionError(error);
  });
  return client;
}
