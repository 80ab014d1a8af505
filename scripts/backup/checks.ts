import { readFileSync } from "node:fs";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type pg from "pg";
import bossPackage from "pg-boss/package.json" with { type: "json" };
import { listTables } from "./catalog.ts";
import { OperatorError } from "./errors.ts";
import { storedFiles } from "./files.ts";
import { type Header, type Migration, qualified } from "./format.ts";

// What the restore checks before it changes anything, with the operator's message for each refusal.

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../../server/db/migrations");

/** This version's migrations, as drizzle records them (hash of the file, journal timestamp), with tags. */
export function localMigrations(): (Migration & { tag: string })[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration, index) => ({
    hash: migration.hash,
    createdAt: String(migration.folderMillis),
    tag: journal.entries[index]?.tag ?? "?",
  }));
}

const key = (migration: Migration) => `${migration.createdAt}:${migration.hash}`;
const sameList = (a: Migration[], b: Migration[]) => a.map(key).join() === b.map(key).join();

function describeDifference(backup: Migration[], other: Migration[]) {
  const tags = new Map(localMigrations().map((migration) => [key(migration), migration.tag]));
  const name = (migration: Migration) =>
    `${tags.get(key(migration)) ?? "ukjent migrering"} (${new Date(Number(migration.createdAt)).toISOString()}, ${migration.hash.slice(0, 12)})`;
  const otherKeys = new Set(other.map(key));
  const backupKeys = new Set(backup.map(key));
  const onlyBackup = backup.filter((migration) => !otherKeys.has(key(migration))).map(name);
  const onlyOther = other.filter((migration) => !backupKeys.has(key(migration))).map(name);
  return [
    `  bare i sikkerhetskopien: ${onlyBackup.join(", ") || "–"}`,
    `  bare her: ${onlyOther.join(", ") || "–"}`,
  ].join("\n");
}

/**
 * The backup must come from this version of the site: the same migrations and pg-boss schema.
 * Checked against the code before the database is touched, and against the database again after
 * it has been migrated (it may have been migrated by another version before).
 */
export function checkVersions(
  header: Header,
  target?: { migrations: Migration[]; pgbossVersion: number | null },
) {
  const migrations = target?.migrations ?? localMigrations();
  const unchanged = target ? "Dataene er ikke endret." : "Ingenting er endret.";
  if (!sameList(header.migrations, migrations))
    throw new OperatorError(
      `Sikkerhetskopien passer ikke til ${target ? "databasen" : "denne versjonen av nettstedet"}: databasemigreringene er ulike.\n` +
        `${describeDifference(header.migrations, migrations)}\n` +
        "Gjenopprett med den versjonen av nettstedet som tok kopien (samme git-versjon), og oppgrader etterpå. " +
        unchanged,
    );
  const pgboss = target ? target.pgbossVersion : bossPackage.pgboss.schema;
  if (header.pgbossVersion !== null && header.pgbossVersion !== pgboss)
    throw new OperatorError(
      `Sikkerhetskopien er tatt med pg-boss-skjema versjon ${header.pgbossVersion}, men ${target ? "databasen har" : "denne versjonen av nettstedet bruker"} ${pgboss}. ` +
        `Gjenopprett med den versjonen av nettstedet som tok kopien, og oppgrader etterpå. ${unchanged}`,
    );
}

/** What the target already holds: our tables with rows, queued jobs, uploaded files. */
export async function existingData(client: pg.ClientBase, dataDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await listTables(client)) {
    if (table.schema !== "public") continue;
    const { rows } = await client.query(`SELECT EXISTS (SELECT 1 FROM ${qualified(table)}) AS present`);
    if (rows[0]?.present) found.push(table.name);
  }
  // pg-boss's own bookkeeping (version, queues) is written by every start; jobs are data.
  const { rows: queue } = await client.query("SELECT to_regclass('pgboss.job') IS NOT NULL AS present");
  if (queue[0]?.present) {
    const { rows: jobs } = await client.query("SELECT EXISTS (SELECT 1 FROM pgboss.job) AS present");
    if (jobs[0]?.present) found.push("jobbkøen (pgboss.job)");
  }
  const files = await storedFiles(dataDir);
  if (files.length) found.push(`${files.length} opplastede bilder i DATA_DIR/uploads`);
  return found;
}
