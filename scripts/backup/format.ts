import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { pipeline } from "node:stream";
import { createGunzip } from "node:zlib";
import { z } from "zod";
import { STORED_NAME } from "#server/uploads/storage.ts";
import { OperatorError } from "./errors.ts";

// The backup file (docs/operations.md "Data"): gzip-compressed UTF-8 text, one JSON value per line.
//
//   line 1       header: format, version, snapshot time, migrations, pg-boss schema version, and
//                every table with its columns and types, and every sequence with its value
//   per table    {"type":"table",...}, one JSON array per row (each value PostgreSQL's own text
//                form, or null), {"type":"tableEnd","rows":N}
//   per upload   {"type":"file","name":...}, base64 chunks as JSON strings,
//                {"type":"fileEnd","bytes":N,"sha256":...}
//   last line    {"type":"end",...,"sha256":...}: counts, and the SHA-256 of every byte before it
//
// Values in PostgreSQL's text form make the dump independent of the server version (COPY's text
// format is the same thing), and JSON lines can be written and read as a stream. A file without
// its closing line is incomplete; gzip's CRC and the SHA-256 catch damage anywhere else.

export const FORMAT = "fjellvik-backup";
export const FORMAT_VERSION = 1;
/** The schemas the site's data lives in: ours, drizzle's migration log, pg-boss's queue. */
export const SCHEMAS = ["public", "drizzle", "pgboss"];

/**
 * Session settings for both directions: the text form of every value is then unambiguous and exact
 * (ISO dates in UTC, floats with all digits), whatever the server's or the role's defaults are.
 */
export const SESSION_SETTINGS = [
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL extra_float_digits = 3",
  "SET LOCAL bytea_output = 'hex'",
];

const columnSchema = z.object({ name: z.string(), type: z.string() });
const tableSchema = z.object({
  schema: z.string(),
  name: z.string(),
  columns: z.array(columnSchema),
  /** A leaf partition: the restore can create it if the target does not have it (old statistics days). */
  partitionOf: z.object({ schema: z.string(), name: z.string(), bound: z.string() }).nullable(),
});
const headerSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  postgresVersion: z.string(),
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.string() })),
  pgbossVersion: z.number().int().nullable(),
  tables: z.array(tableSchema),
  sequences: z.array(
    z.object({ schema: z.string(), name: z.string(), lastValue: z.string(), isCalled: z.boolean() }),
  ),
});
const recordSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("table"), schema: z.string(), name: z.string() }),
  z.object({ type: z.literal("tableEnd"), rows: z.number().int() }),
  z.object({ type: z.literal("file"), name: z.string() }),
  z.object({ type: z.literal("fileEnd"), bytes: z.number().int(), sha256: z.string() }),
  z.object({
    type: z.literal("end"),
    tables: z.number().int(),
    rows: z.number().int(),
    files: z.number().int(),
    sha256: z.string(),
  }),
]);

export type Table = z.infer<typeof tableSchema>;
export type Header = z.infer<typeof headerSchema>;
export type Migration = Header["migrations"][number];
export type Sequence = Header["sequences"][number];
export type Row = (string | null)[];
export interface Counts {
  tables: number;
  rows: number;
  files: number;
}

/** A table's name as SQL: each part double-quoted. Also the key tables are matched by. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (item: { schema: string; name: string }) =>
  `${quoteIdent(item.schema)}.${quoteIdent(item.name)}`;

/** Serialises lines and keeps the running SHA-256 that the closing line carries. */
export class LineEncoder {
  #hash = createHash("sha256");

  lines(values: unknown[]): Buffer {
    const data = Buffer.from(values.map((value) => `${JSON.stringify(value)}\n`).join(""));
    this.#hash.update(data);
    return data;
  }

  line(value: unknown): Buffer {
    return this.lines([value]);
  }

  end(counts: Counts): Buffer {
    return Buffer.from(`${JSON.stringify({ type: "end", ...counts, sha256: this.#hash.digest("hex") })}\n`);
  }
}

export type BackupEvent =
  | { kind: "header"; header: Header }
  | { kind: "rows"; table: Table; rows: Row[] }
  | { kind: "table"; table: Table; rows: number }
  | { kind: "file"; name: string; data: Buffer[]; bytes: number }
  | { kind: "end"; counts: Counts; sha256: string };

/** Why a file cannot be used; the callers add what it means for the operator. */
export class BackupFileError extends OperatorError {}

const MAX_LINE_BYTES = 256 * 1024 * 1024;
const ROWS_PER_BATCH = 500;
const BYTES_PER_BATCH = 4 * 1024 * 1024;

/** The file's lines, each with its newline; a last line without one means the file was cut short. */
async function* splitLines(file: string): AsyncGenerator<Buffer> {
  // pipeline, not pipe: an error of the file (missing, unreadable) reaches the reader too.
  const input = pipeline(createReadStream(file), createGunzip(), () => {});
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      let start = 0;
      for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
        const part = chunk.subarray(start, end + 1);
        yield pending.length ? Buffer.concat([...pending, part]) : part;
        pending = [];
        pendingBytes = 0;
        start = end + 1;
      }
      if (start < chunk.length) {
        pending.push(chunk.subarray(start));
        pendingBytes += chunk.length - start;
        if (pendingBytes > MAX_LINE_BYTES) throw new BackupFileError("en linje er urimelig lang");
      }
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new BackupFileError("filen finnes ikke");
    if (code === "EACCES") throw new BackupFileError("mangler lesetilgang til filen");
    if (code === "EISDIR") throw new BackupFileError("det er en mappe, ikke en fil");
    // zlib: a cut-off file ("unexpected end of file"), a damaged one (CRC) or no gzip at all.
    throw new BackupFileError(`gzip-dataene er ødelagte (${(error as Error).message})`);
  } finally {
    input.destroy();
  }
  if (pendingBytes) throw new BackupFileError("filen slutter midt i en linje");
}

function parse<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new BackupFileError(`${where} har feil form`);
  return result.data;
}

/**
 * Reads a backup as a stream of events and checks it on the way: structure, row widths, file
 * checksums, counts and the closing line's SHA-256. It throws BackupFileError at the first problem,
 * so a caller that changes anything only after the "end" event never acts on a damaged file.
 */
export async function* readBackup(file: string): AsyncGenerator<BackupEvent> {
  const hash = createHash("sha256");
  let header: Header | null = null;
  const tables = new Map<string, Table>();
  const seenTables = new Set<string>();
  let table: { table: Table; rows: number; batch: Row[]; batchBytes: number } | null = null;
  let upload: { name: string; data: Buffer[]; bytes: number; hash: ReturnType<typeof createHash> } | null =
    null;
  const counts: Counts = { tables: 0, rows: 0, files: 0 };
  let ended = false;
  let lineNumber = 0;

  for await (const line of splitLines(file)) {
    lineNumber++;
    const where = `linje ${lineNumber}`;
    if (ended) throw new BackupFileError(`${where} kommer etter avslutningslinjen`);
    let value: unknown;
    try {
      value = JSON.parse(line.toString("utf8"));
    } catch {
      throw new BackupFileError(`${where} er ikke gyldig JSON`);
    }

    if (!header) {
      if ((value as { format?: unknown })?.format !== FORMAT)
        throw new BackupFileError("filen er ikke en sikkerhetskopi fra dette nettstedet");
      const version = (value as { version?: unknown }).version;
      if (typeof version === "number" && version > FORMAT_VERSION)
        throw new BackupFileError(
          `formatversjon ${version} er nyere enn dette verktøyet (${FORMAT_VERSION})`,
        );
      header = parse(headerSchema, value, "Hodet");
      for (const item of header.tables) tables.set(qualified(item), item);
      hash.update(line);
      yield { kind: "header", header };
      continue;
    }

    if (table && Array.isArray(value)) {
      const width = table.table.columns.length;
      if (value.length !== width || !value.every((cell) => cell === null || typeof cell === "string"))
        throw new BackupFileError(`${where}: raden passer ikke til kolonnene i ${qualified(table.table)}`);
      table.batch.push(value as Row);
      table.batchBytes += line.length;
      table.rows++;
      if (table.batch.length >= ROWS_PER_BATCH || table.batchBytes >= BYTES_PER_BATCH) {
        yield { kind: "rows", table: table.table, rows: table.batch };
        table.batch = [];
        table.batchBytes = 0;
      }
      hash.update(line);
      continue;
    }
    if (upload && typeof value === "string") {
      const data = Buffer.from(value, "base64");
      upload.data.push(data);
      upload.bytes += data.length;
      upload.hash.update(data);
      hash.update(line);
      continue;
    }

    const record = parse(recordSchema, value, where);
    if (record.type === "table" && !table && !upload) {
      const key = qualified(record);
      const known = tables.get(key);
      if (!known || seenTables.has(key))
        throw new BackupFileError(`${where}: tabellen ${key} står ikke i hodet, eller kommer to ganger`);
      seenTables.add(key);
      table = { table: known, rows: 0, batch: [], batchBytes: 0 };
    } else if (record.type === "tableEnd" && table) {
      if (record.rows !== table.rows)
        throw new BackupFileError(`${where}: ${qualified(table.table)} skal ha ${record.rows} rader`);
      if (table.batch.length) yield { kind: "rows", table: table.table, rows: table.batch };
      yield { kind: "table", table: table.table, rows: table.rows };
      counts.tables++;
      counts.rows += table.rows;
      table = null;
    } else if (record.type === "file" && !table && !upload) {
      // Only names the upload module makes: a file name from the backup never leaves DATA_DIR/uploads.
      if (!STORED_NAME.test(record.name)) throw new BackupFileError(`${where}: ugyldig filnavn`);
      upload = { name: record.name, data: [], bytes: 0, hash: createHash("sha256") };
    } else if (record.type === "fileEnd" && upload) {
      if (record.bytes !== upload.bytes || record.sha256 !== upload.hash.digest("hex"))
        throw new BackupFileError(`${where}: innholdet i ${upload.name} stemmer ikke med sjekksummen`);
      yield { kind: "file", name: upload.name, data: upload.data, bytes: upload.bytes };
      counts.files++;
      upload = null;
    } else if (record.type === "end" && !table && !upload) {
      const digest = hash.digest("hex");
      if (record.sha256 !== digest) throw new BackupFileError("sjekksummen for innholdet stemmer ikke");
      if (record.tables !== counts.tables || record.rows !== counts.rows || record.files !== counts.files)
        throw new BackupFileError("antall tabeller, rader eller filer stemmer ikke med avslutningslinjen");
      if (seenTables.size !== tables.size) throw new BackupFileError("noen tabeller i hodet mangler");
      ended = true;
      yield { kind: "end", counts, sha256: digest };
      continue;
    } else {
      throw new BackupFileError(`${where}: «${record.type}» kommer på feil sted`);
    }
    hash.update(line);
  }
  if (!header) throw new BackupFileError("filen er tom");
  if (!ended) throw new BackupFileError("avslutningslinjen mangler, så filen er ufullstendig");
}

/** Reads the whole file once without using it: the header and counts of a file that is whole. */
export async function verifyBackup(
  file: string,
): Promise<{ header: Header; counts: Counts; sha256: string }> {
  let header: Header | null = null;
  for await (const event of readBackup(file)) {
    if (event.kind === "header") header = event.header;
    if (event.kind === "end" && header) return { header, counts: event.counts, sha256: event.sha256 };
  }
  throw new BackupFileError("avslutningslinjen mangler, så filen er ufullstendig");
}
