import type pg from "pg";
import { type Migration, qualified, SCHEMAS, type Sequence, type Table } from "./format.ts";

// What is in the database, read from PostgreSQL's catalog rather than from a list in the code: a
// table another migration adds (or a partition pg-boss creates) is backed up without a change here.

type Queryable = Pick<pg.ClientBase, "query">;

/** Every value as PostgreSQL's own text output, exactly what COPY's text format would carry. */
export const RAW_TEXT = { getTypeParser: () => (value: string) => value };

/**
 * The tables that hold rows: ordinary tables and leaf partitions (relkind 'r'). A partitioned
 * parent (pgboss.job, pgboss.queue_stats) holds none itself; its rows are in its partitions
 * (pgboss.job_common and one per partitioned queue; one per day of statistics). Generated columns
 * are left out: PostgreSQL computes them again.
 */
export async function listTables(client: Queryable): Promise<Table[]> {
  const { rows } = await client.query<Table>(
    `SELECT n.nspname AS schema, c.relname AS name,
       COALESCE((SELECT json_agg(json_build_object('name', a.attname,
                                                   'type', format_type(a.atttypid, a.atttypmod))
                                 ORDER BY a.attnum)
                 FROM pg_attribute a
                 WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                   AND a.attgenerated = ''), '[]'::json) AS columns,
       (SELECT json_build_object('schema', pn.nspname, 'name', p.relname,
                                 'bound', pg_get_expr(c.relpartbound, c.oid))
        FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhparent
        JOIN pg_namespace pn ON pn.oid = p.relnamespace
        WHERE c.relispartition AND i.inhrelid = c.oid) AS "partitionOf"
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = ANY($1) AND c.relkind = 'r'
     ORDER BY n.nspname, c.relname`,
    [SCHEMAS],
  );
  return rows;
}

/** Sequences (serial and identity columns included) with their current values. */
export async function listSequences(client: Queryable): Promise<Sequence[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = ANY($1) AND c.relkind = 'S'
     ORDER BY n.nspname, c.relname`,
    [SCHEMAS],
  );
  const sequences: Sequence[] = [];
  for (const sequence of rows) {
    // Sequences are outside transactions: the value read now is at least the one any row in the
    // snapshot was numbered with, which is all a restore needs.
    const { rows: values } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${qualified(sequence)}`,
    );
    const value = values[0] as { last_value: string; is_called: boolean };
    sequences.push({ ...sequence, lastValue: value.last_value, isCalled: value.is_called });
  }
  return sequences;
}

/** The migrations drizzle has applied, in order (empty when there is no migration log). */
export async function appliedMigrations(client: Queryable): Promise<Migration[]> {
  const { rows: exists } = await client.query(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present",
  );
  if (!exists[0]?.present) return [];
  const { rows } = await client.query<Migration>(
    `SELECT hash, created_at::text AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY id`,
  );
  return rows;
}

/** pg-boss's schema version, or null when pg-boss has never started on this database. */
export async function pgbossVersion(client: Queryable): Promise<number | null> {
  const { rows: exists } = await client.query("SELECT to_regclass('pgboss.version') IS NOT NULL AS present");
  if (!exists[0]?.present) return null;
  const { rows } = await client.query<{ version: number }>("SELECT version FROM pgboss.version");
  return rows[0]?.version ?? null;
}

/**
 * Foreign keys that are checked at once (not deferrable), as [referencing, referenced] pairs of
 * qualified table names. A key to a partitioned table counts as a key to each of its partitions.
 */
export async function immediateForeignKeys(client: Queryable): Promise<[string, string][]> {
  const { rows } = await client.query<{
    from_schema: string;
    from_name: string;
    to_schema: string;
    to_name: string;
  }>(
    `SELECT fn.nspname AS from_schema, f.relname AS from_name, tn.nspname AS to_schema, t.relname AS to_name
     FROM pg_constraint con
     JOIN pg_class f ON f.oid = con.conrelid JOIN pg_namespace fn ON fn.oid = f.relnamespace
     CROSS JOIN LATERAL pg_partition_tree(con.confrelid) tree
     JOIN pg_class t ON t.oid = tree.relid JOIN pg_namespace tn ON tn.oid = t.relnamespace
     WHERE con.contype = 'f' AND NOT con.condeferrable AND tree.isleaf
       AND fn.nspname = ANY($1) AND f.relkind = 'r'`,
    [SCHEMAS],
  );
  return rows.map((row) => [
    qualified({ schema: row.from_schema, name: row.from_name }),
    qualified({ schema: row.to_schema, name: row.to_name }),
  ]);
}

/** Other client sessions on the same database: the site, a worker, someone's psql. */
export async function otherSessions(client: Queryable): Promise<{ count: number; names: string }> {
  const { rows } = await client.query<{ count: number; names: string | null }>(
    `SELECT count(*)::int AS count,
            string_agg(DISTINCT COALESCE(NULLIF(application_name, ''), usename::text, '?'), ', ') AS names
     FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  return { count: rows[0]?.count ?? 0, names: rows[0]?.names ?? "" };
}
