import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type pg from "pg";
import { STORED_NAME, uploadsDir } from "#server/uploads/storage.ts";
import { appliedMigrations, listSequences, listTables, pgbossVersion, RAW_TEXT } from "./catalog.ts";
import { OperatorError } from "./errors.ts";
import {
  type Counts,
  FORMAT,
  FORMAT_VERSION,
  type Header,
  LineEncoder,
  qualified,
  quoteIdent,
  SESSION_SETTINGS,
} from "./format.ts";

// Writing a backup (format in format.ts) from one consistent snapshot while the site keeps running.

// Rows per round trip; bounded because a stored audit report can be tens of kilobytes.
const FETCH_ROWS = 250;
/** A multiple of 3, so each chunk is whole base64 without padding in the middle of a file. */
const FILE_CHUNK = 48 * 1024;

export interface BackupSummary extends Counts {
  file: string;
  createdAt: string;
}

async function* uploadLines(dataDir: string, encoder: LineEncoder, counts: Counts) {
  const folder = uploadsDir(dataDir);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => STORED_NAME.test(name));
  for (const name of names.sort()) {
    // Files are read after the snapshot: an upload's file is in place before its row commits, so
    // every upload in the snapshot has its file here (unless retention deleted it in between).
    const stream = createReadStream(path.join(folder, name), { highWaterMark: FILE_CHUNK });
    const hash = createHash("sha256");
    let bytes = 0;
    const chunks: string[] = [];
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        hash.update(chunk);
        bytes += chunk.length;
        chunks.push(chunk.toString("base64"));
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    yield encoder.lines([
      { type: "file", name },
      ...chunks,
      { type: "fileEnd", bytes, sha256: hash.digest("hex") },
    ]);
    counts.files++;
  }
}

/**
 * Writes the whole backup to `file`: the database inside one REPEATABLE READ, READ ONLY transaction
 * (one snapshot, no locks that stop the site's writes), then the uploaded files. It is written under
 * a temporary name in the same folder, synced and renamed, so `file` only ever exists complete.
 */
export async function writeBackup(options: {
  client: pg.ClientBase;
  dataDir: string;
  file: string;
}): Promise<BackupSummary> {
  const { client, dataDir, file } = options;
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString("hex")}.partial`,
  );
  let inTransaction = false;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    inTransaction = true;
    for (const setting of SESSION_SETTINGS) await client.query(setting);
    const { rows: info } = await client.query<{ now: string; version: string }>(
      "SELECT now()::text AS now, current_setting('server_version') AS version",
    );
    const migrations = await appliedMigrations(client);
    if (migrations.length === 0)
      throw new OperatorError(
        "Databasen har ingen migreringer (drizzle.__drizzle_migrations mangler eller er tom). Er dette riktig database?",
      );
    const tables = await listTables(client);
    // Share locks keep a table from being dropped or altered under the dump (pg-boss drops old
    // statistics partitions); they do not block inserts, updates or deletes.
    if (tables.length)
      await client.query(`LOCK TABLE ${tables.map(qualified).join(", ")} IN ACCESS SHARE MODE`);
    const header: Header = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: (info[0] as { now: string }).now,
      postgresVersion: (info[0] as { version: string }).version,
      migrations,
      pgbossVersion: await pgbossVersion(client),
      tables,
      sequences: await listSequences(client),
    };

    const encoder = new LineEncoder();
    const counts: Counts = { tables: 0, rows: 0, files: 0 };
    async function* lines() {
      yield encoder.line(header);
      for (const table of tables) {
        yield encoder.line({ type: "table", schema: table.schema, name: table.name });
        const columns = table.columns.map((column) => quoteIdent(column.name)).join(", ");
        // A cursor: a large table streams through in batches instead of into memory.
        await client.query(
          `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ${columns} FROM ${qualified(table)}`,
        );
        let rows = 0;
        for (;;) {
          const batch = await client.query({
            text: `FETCH ${FETCH_ROWS} FROM backup_rows`,
            rowMode: "array",
            types: RAW_TEXT,
          });
          if (batch.rows.length === 0) break;
          rows += batch.rows.length;
          yield encoder.lines(batch.rows);
        }
        await client.query("CLOSE backup_rows");
        yield encoder.line({ type: "tableEnd", rows });
        counts.tables++;
        counts.rows += rows;
      }
      await client.query("COMMIT");
      inTransaction = false;
      yield* uploadLines(dataDir, encoder, counts);
      yield encoder.end(counts);
    }

    await pipeline(
      Readable.from(lines()),
      createGzip(),
      createWriteStream(temporary, { flags: "wx", mode: 0o600 }),
    );
    const handle = await open(temporary, "r");
    await handle.sync();
    await handle.close();
    await rename(temporary, file);
    // The rename itself reaches the disk only with the folder synced.
    const folder = await open(path.dirname(file), "r");
    await folder.sync().catch(() => {});
    await folder.close();
    return { file, createdAt: header.createdAt, ...counts };
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  } finally {
    if (inTransaction) await client.query("ROLLBACK").catch(() => {});
  }
}
