import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/index.ts";
import { uploads } from "./schema.ts";

// What one client may keep stored (decision 016): without a share, one address uploading its 20 an
// hour fills the whole quota in hours and every other visitor gets 507 for a month.
// docs/decisions/018-upload-floods.md.

/**
 * One client may keep this part of UPLOAD_MAX_TOTAL_MB stored (but at least one largest image):
 * ten clients are needed to fill it.
 */
export const CLIENT_SHARE = 0.1;
/** Uploads are deleted this many days old (the privacy page's period; server/jobs/index.ts). */
export const RETENTION_DAYS = 30;

/**
 * What is stored for a client (`clientKey` of server/client-key.ts: the key the upload rate limit
 * counts) — hashed as in rate_limits, so the uploads table holds no IP address.
 */
export function hashedClient(client: string): string {
  return createHash("sha256").update(client).digest("base64url").slice(0, 32);
}

export interface StorageUse {
  /** Bytes of every stored upload. */
  total: number;
  /** Bytes this client uploaded within the retention period. */
  client: number;
  /** Seconds until the client's oldest counted upload leaves the period (at least 1). */
  clientFreesInSeconds: number;
}

type Executor = Pick<Database["db"], "execute">;

/** Both sums in one pass over the table (which the total needs anyway). */
export async function storageUse(executor: Executor, key: string): Promise<StorageUse> {
  const mine = sql`${uploads.clientKey} = ${key} AND ${uploads.createdAt} > now() - make_interval(days => ${RETENTION_DAYS})`;
  const { rows } = await executor.execute<{ total: string; client: string; frees: number | null }>(sql`
    SELECT coalesce(sum(${uploads.bytes}), 0) AS total,
           coalesce(sum(${uploads.bytes}) FILTER (WHERE ${mine}), 0) AS client,
           ceil(extract(epoch FROM min(${uploads.createdAt}) FILTER (WHERE ${mine})
             + make_interval(days => ${RETENTION_DAYS}) - now()))::int AS frees
    FROM ${uploads}`);
  const row = rows[0];
  return {
    total: Number(row?.total ?? 0),
    client: Number(row?.client ?? 0),
    clientFreesInSeconds: Math.max(1, row?.frees ?? 1),
  };
}
