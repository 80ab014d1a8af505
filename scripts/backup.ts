import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { pino } from "pino";
import { openDatabase } from "#server/db/index.ts";
import { parseEnv } from "#server/env.ts";
import { connect } from "./backup/connect.ts";
import { writeBackup } from "./backup/dump.ts";
import { connectionError, OperatorError, runCli } from "./backup/errors.ts";

// Backup (decision 012), for the embedded and an external PostgreSQL alike:
//   npm run -s backup                        → backups/fjellvik-YYYYMMDD-HHMMSS.ndjson.gz (UTC)
//   npm run -s backup -- --out FILE|FOLDER/
// The database (schemas public, drizzle and pgboss, from one consistent snapshot while the site
// runs) and the files in DATA_DIR/uploads, in one file (format: scripts/backup/format.ts). Prints
// the file's path on stdout and a summary on stderr. Restore with npm run restore -- FILE.

const USAGE = "Bruk: npm run -s backup [-- --out FIL eller MAPPE/]";

function parseArguments() {
  try {
    return parseArgs({ options: { out: { type: "string" } } }).values;
  } catch {
    throw new OperatorError(USAGE, 2);
  }
}

const pad = (value: number) => String(value).padStart(2, "0");
function defaultName(now = new Date()) {
  const date = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}`;
  const time = `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `fjellvik-${date}-${time}.ndjson.gz`;
}

/** --out may name a file, or a folder (existing, or written with a trailing slash). */
async function outputFile(out: string | undefined) {
  let file = path.join("backups", defaultName());
  if (out) {
    const isFolder = /[/\\]$/.test(out) || (await stat(out).catch(() => null))?.isDirectory();
    file = isFolder ? path.join(out, defaultName()) : out;
  }
  // The backup holds personal data: a folder only the owner can read.
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  if (await stat(file).catch(() => null))
    throw new OperatorError(`${file} finnes allerede. Velg et annet navn med --out.`);
  return file;
}

await runCli(async () => {
  const { out } = parseArguments();
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    throw new OperatorError((error as Error).message);
  }
  const file = await outputFile(out);
  const logger = pino({ level: "warn" }, pino.destination(2));
  // Connects to the embedded PostgreSQL the running site started, or starts it for the backup.
  const database = await openDatabase(env, logger, { reuseRunning: true, migrate: false }).catch((error) => {
    throw connectionError(error);
  });
  try {
    const client = await connect(database.connectionString, "fjellvik-backup", logger);
    const summary = await writeBackup({ client, dataDir: env.DATA_DIR, file })
      .catch((error) => {
        if (error instanceof OperatorError) throw error;
        throw new OperatorError(
          `Sikkerhetskopieringen feilet: ${(error as Error).message}. Ingen fil ble skrevet.`,
        );
      })
      .finally(() => client.end());
    const megabytes = ((await stat(file)).size / 1024 / 1024).toFixed(1).replace(".", ",");
    console.error(
      `Sikkerhetskopi skrevet: ${file} (${megabytes} MB)\n` +
        `  ${summary.tables} tabeller, ${summary.rows} rader, ${summary.files} bilder; databasen slik den var ${summary.createdAt}.`,
    );
    console.log(file);
  } finally {
    await database.close();
  }
});
