import type pg from "pg";
import { immediateForeignKeys, listTables } from "./catalog.ts";
import { OperatorError } from "./errors.ts";
import {
  BackupFileError,
  type Counts,
  type Header,
  qualified,
  quoteIdent,
  readBackup,
  SESSION_SETTINGS,
  type Table,
} from "./format.ts";

// Loading a verified backup into a database that has the same migrations and pg-boss version:
// everything in one transaction, so a failure anywhere leaves the data as it was.

const sameColumns = (a: Table, b: Table) =>
  a.columns.length === b.columns.length &&
  a.columns.every((column) =>
    b.columns.some((other) => other.name === column.name && other.type === column.type),
  );

/** A partition bound as pg_get_expr prints it; anything else in that field is refused, not run. */
const PARTITION_BOUND = /^(FOR VALUES (IN|FROM|WITH) \(.*\)|DEFAULT)$/s;

/**
 * Checks that every table of the backup exists in the target with the same columns. A missing
 * leaf partition whose parent exists (a day of pg-boss statistics the new database never had) is
 * returned for creation; anything else missing or different is refused before a row is touched.
 * (A partitioned queue's job partition is not missing: pg-boss makes it, with its own indexes,
 * when the restore starts it and the site's queues are created.)
 */
async function planTables(client: pg.ClientBase, header: Header) {
  const target = new Map((await listTables(client)).map((table) => [qualified(table), table]));
  const { rows: partitioned } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind = 'p'`,
  );
  const parents = new Set(partitioned.map(qualified));
  const create: Table[] = [];
  for (const table of header.tables) {
    const existing = target.get(qualified(table));
    if (existing) {
      if (!sameColumns(table, existing))
        throw new OperatorError(
          `Tabellen ${qualified(table)} har andre kolonner i databasen enn i sikkerhetskopien. Dataene er ikke endret.`,
        );
    } else if (
      table.partitionOf &&
      parents.has(qualified(table.partitionOf)) &&
      PARTITION_BOUND.test(table.partitionOf.bound)
    ) {
      create.push(table);
    } else {
      throw new OperatorError(
        `Tabellen ${qualified(table)} i sikkerhetskopien finnes ikke i databasen. Dataene er ikke endret.`,
      );
    }
  }
  for (const sequence of header.sequences) {
    const { rows } = await client.query("SELECT to_regclass($1) IS NOT NULL AS present", [
      qualified(sequence),
    ]);
    if (!rows[0]?.present)
      throw new OperatorError(
        `Sekvensen ${qualified(sequence)} finnes ikke i databasen. Dataene er ikke endret.`,
      );
  }
  return { existing: [...target.values()], create };
}

/**
 * The tables in an order where a table comes after those its immediate foreign keys point to.
 * Keys to the same table are fine (one INSERT checks them at its end), deferrable ones are checked
 * at COMMIT; a cycle of immediate keys (none in this schema) keeps the catalog order.
 */
function insertOrder(tables: Table[], keys: [string, string][]): Table[] {
  const byName = new Map(tables.map((table) => [qualified(table), table]));
  const needs = new Map([...byName.keys()].map((name) => [name, new Set<string>()]));
  for (const [from, to] of keys) if (from !== to && byName.has(to)) needs.get(from)?.add(to);
  const ordered: Table[] = [];
  const done = new Set<string>();
  while (done.size < byName.size) {
    const ready = [...byName.keys()].filter(
      (name) => !done.has(name) && [...(needs.get(name) ?? [])].every((need) => done.has(need)),
    );
    const next = ready.length ? ready : [...byName.keys()].filter((name) => !done.has(name)).slice(0, 1);
    for (const name of next) {
      done.add(name);
      ordered.push(byName.get(name) as Table);
    }
  }
  return ordered;
}

/**
 * Replaces the contents of every table in the three schemas with the backup's rows. Rows go first
 * into temporary text tables (no constraints, any order), then into each real table with one
 * INSERT in foreign-key order, cast to the column types. No superuser rights are needed: no
 * triggers are disabled and no replication role is set. Upload files are handed to onFile as they
 * arrive (each already checked against its checksum); the caller publishes them after COMMIT.
 */
export async function loadBackup(options: {
  client: pg.ClientBase;
  file: string;
  expected: { header: Header; sha256: string };
  onFile: (name: string, data: Buffer) => Promise<void>;
}): Promise<Counts> {
  const { client, file, expected } = options;
  const { header } = expected;
  const plan = await planTables(client, header);
  const staging = new Map(
    header.tables.map((table, index) => [qualified(table), `pg_temp.restore_${index}`]),
  );

  await client.query("BEGIN");
  try {
    for (const setting of SESSION_SETTINGS) await client.query(setting);
    await client.query("SET CONSTRAINTS ALL DEFERRED");
    for (const table of plan.create) {
      const parent = table.partitionOf as NonNullable<Table["partitionOf"]>;
      await client.query(
        `CREATE TABLE ${qualified(table)} PARTITION OF ${qualified(parent)} ${parent.bound}`,
      );
    }
    // Every table of the schemas the backup covers, also those it does not have (today's
    // statistics partition): the result is the backup's contents and nothing else. A schema it
    // does not cover (pgboss, when pg-boss had never started) is left as it is. No CASCADE: a
    // foreign key from outside these tables stops the restore instead of emptying more.
    const schemas = new Set(header.tables.map((table) => table.schema));
    const everything = [...plan.existing.filter((table) => schemas.has(table.schema)), ...plan.create];
    if (everything.length) await client.query(`TRUNCATE ${everything.map(qualified).join(", ")}`);
    for (const table of header.tables) {
      const columns = table.columns.map((column) => `${quoteIdent(column.name)} text`).join(", ");
      await client.query(`CREATE TEMP TABLE ${staging.get(qualified(table))} (${columns}) ON COMMIT DROP`);
    }

    let sha256 = "";
    let counts: Counts = { tables: 0, rows: 0, files: 0 };
    for await (const event of readBackup(file)) {
      if (event.kind === "rows") {
        const cells = event.table.columns.map((_, index) => `row->>${index}`).join(", ");
        await client.query(
          `INSERT INTO ${staging.get(qualified(event.table))} SELECT ${cells} FROM json_array_elements($1::json) AS row`,
          [JSON.stringify(event.rows)],
        );
      } else if (event.kind === "file") {
        await options.onFile(event.name, Buffer.concat(event.data));
      } else if (event.kind === "end") {
        sha256 = event.sha256;
        counts = event.counts;
      }
    }
    if (sha256 !== expected.sha256) throw new BackupFileError("filen er endret siden den ble kontrollert");

    for (const table of insertOrder(header.tables, await immediateForeignKeys(client))) {
      const names = table.columns.map((column) => quoteIdent(column.name));
      const values = table.columns.map((column) => `${quoteIdent(column.name)}::${column.type}`);
      // OVERRIDING SYSTEM VALUE: identity columns keep the backup's values.
      await client.query(
        `INSERT INTO ${qualified(table)} (${names.join(", ")}) OVERRIDING SYSTEM VALUE
         SELECT ${values.join(", ")} FROM ${staging.get(qualified(table))}`,
      );
    }
    for (const sequence of header.sequences) {
      await client.query("SELECT setval($1::regclass, $2::bigint, $3)", [
        qualified(sequence),
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    await client.query("COMMIT");
    return counts;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}
