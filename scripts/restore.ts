import { parseArgs } from "node:util";
import { pino } from "pino";
import { parseEnv } from "#server/env.ts";
import { appliedMigrations, otherSessions, pgbossVersion } from "./backup/catalog.ts";
import { checkVersions, existingData } from "./backup/checks.ts";
import { connect } from "./backup/connect.ts";
import { connectionError, OperatorError, runCli } from "./backup/errors.ts";
import { createStaging } from "./backup/files.ts";
import { BackupFileError, type Counts, verifyBackup } from "./backup/format.ts";

// Restore (decision 012): npm run restore -- FILE [--replace] [--force]
// Into the database the environment names (DATABASE_URL, or the embedded one in DATA_DIR, created
// if DATA_DIR is new), with the site stopped. In this order, each step refusing with a message:
//   1. the whole file is read and checked (nothing is touched before it is known to be whole);
//   2. its migrations and pg-boss version must be this version's;
//   3. nobody else may be connected, and the database must be empty unless --replace;
//   4. migrations run and pg-boss creates its schema, as when the site starts;
//   5. one transaction empties the tables and loads the rows; then the upload files are moved in.

const USAGE = [
  "Bruk: npm run restore -- FIL [--replace] [--force]",
  "  --replace  erstatt innholdet i en database som ikke er tom",
  "  --force    gjenopprett selv om nettstedet eller andre ser ut til å bruke databasen",
].join("\n");

const STOP_THE_SITE =
  "Stopp nettstedet (og eventuelle «npm run worker»-prosesser) før du gjenoppretter, ellers kan de " +
  "skrive i databasen mens den fylles. Bruk --force bare hvis du er sikker på at ingen andre bruker den.";

function parseArguments() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { replace: { type: "boolean" }, force: { type: "boolean" } },
    });
    if (positionals.length !== 1) throw new Error("one file");
    return { file: positionals[0] as string, replace: Boolean(values.replace), force: Boolean(values.force) };
  } catch {
    throw new OperatorError(USAGE, 2);
  }
}

await runCli(async () => {
  const { file, replace, force } = parseArguments();
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    throw new OperatorError((error as Error).message);
  }
  const logger = pino({ level: "warn" }, pino.destination(2));

  const backup = await verifyBackup(file).catch((error) => {
    if (error instanceof BackupFileError)
      throw new OperatorError(
        `Sikkerhetskopien ${file} er skadet eller ufullstendig: ${error.message}. Ingenting er endret.`,
      );
    throw error;
  });
  checkVersions(backup.header);

  // The database and job libraries load only now (about a second): a refused file is reported at once.
  const [{ clusterDir, runningPostmaster }, { openDatabase }, { startQueue }, { loadBackup }] =
    await Promise.all([
      import("#server/db/embedded.ts"),
      import("#server/db/index.ts"),
      import("#server/jobs/index.ts"),
      import("./backup/load.ts"),
    ]);
  if (!env.DATABASE_URL && !force) {
    const dir = await clusterDir(env.DATA_DIR);
    if (await runningPostmaster(dir))
      throw new OperatorError(
        `Den innebygde databasen i ${dir} kjører allerede, så nettstedet ser ut til å være i gang.\n${STOP_THE_SITE}`,
      );
  }
  const database = await openDatabase(env, logger, { reuseRunning: true, migrate: false }).catch((error) => {
    throw connectionError(error);
  });
  const client = await connect(database.connectionString, "fjellvik-restore", logger).catch(async (error) => {
    await database.close();
    throw error;
  });
  try {
    const sessions = await otherSessions(client);
    if (sessions.count > 0 && !force)
      throw new OperatorError(
        `${sessions.count} andre tilkobling(er) til databasen er åpne (${sessions.names}).\n${STOP_THE_SITE}`,
      );
    const found = await existingData(client, env.DATA_DIR);
    if (found.length && !replace)
      throw new OperatorError(
        `Databasen er ikke tom: ${found.join(", ")}.\n` +
          "Gjenopprettingen erstatter alt innholdet. Kjør på nytt med --replace hvis det er meningen. Ingenting er endret.",
      );

    // The schema as the site makes it: its migrations (under the same lock), then pg-boss's
    // schema and queues. Started without workers and stopped again at once.
    const migrated = await openDatabase(env, logger, { reuseRunning: true });
    await migrated.close();
    const boss = await startQueue({ database, logger, mailRetryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS });
    await boss.stop({ graceful: true, timeout: 5000 });
    checkVersions(backup.header, {
      migrations: await appliedMigrations(client),
      pgbossVersion: await pgbossVersion(client),
    });

    const staging = await createStaging(env.DATA_DIR);
    let counts: Counts;
    try {
      counts = await loadBackup({ client, file, expected: backup, onFile: staging.add });
    } catch (error) {
      await staging.discard();
      if (error instanceof OperatorError && !(error instanceof BackupFileError)) throw error;
      throw new OperatorError(
        `Gjenopprettingen feilet og ble rullet tilbake: ${(error as Error).message}. Dataene i databasen er som før.`,
      );
    }
    await staging.publish(replace);
    console.log(
      `Gjenopprettet ${file} (databasen slik den var ${backup.header.createdAt}): ` +
        `${counts.rows} rader i ${counts.tables} tabeller og ${counts.files} bilder.\n` +
        "Start nettstedet igjen; jobber som ventet i køen (som e-post som ikke var sendt), kjøres da.",
    );
  } finally {
    await client.end().catch(() => {});
    await database.close();
  }
});
