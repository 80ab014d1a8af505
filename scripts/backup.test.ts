import { execFile } from "node:child_process";
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverContactMail } from "#server/contact/deliver.ts";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "#server/db/embedded.ts";
import { freePort } from "#tests/free-port.ts";
import { startSmtpServer } from "#tests/smtp.ts";
import { startTestServer } from "#tests/test-server.ts";

// npm run backup / npm run restore against real PostgreSQL servers: the embedded one in
// DATA_DIR, and "external" ones through DATABASE_URL (separately started embedded servers, as in
// server/faults.test.ts). The site keeps taking contact requests while the backup runs.

const root = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);
const logger = pino({ level: "silent" });

type Site = Awaited<ReturnType<typeof startTestServer>>;
type Row = Record<string, unknown>;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let work: string;
const sites: Site[] = [];
const postgres: EmbeddedDatabase[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  work = await mkdtemp(path.join(tmpdir(), "fjellvik-backup-"));
  // The data folders live inside it; as root, PostgreSQL runs as 'postgres', which must pass through.
  await chmod(work, 0o711);
});
afterAll(async () => {
  for (const site of sites) await site.close().catch(() => {});
  for (const server of postgres) await server.stop().catch(() => {});
  await smtp?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

// --- helpers ---------------------------------------------------------------------------------

const siteSettings = (extra: Record<string, string>) => ({
  SMTP_URL: smtp.url,
  CONTACT_RATE_LIMIT: "10000",
  MAIL_RETRY_DELAY_SECONDS: "1",
  ...extra,
});

async function startSite(extra: Record<string, string>) {
  const site = await startTestServer(siteSettings(extra));
  sites.push(site);
  return site;
}

async function startPostgres(name: string) {
  const server = await startEmbeddedPostgres({
    dataDir: path.join(work, name),
    port: await freePort(),
    logger,
  });
  postgres.push(server);
  return server;
}

/** Runs scripts/<name>.ts as the operator would, with only the given database settings. */
async function script(name: "backup" | "restore", args: string[], settings: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  for (const key of ["DATABASE_URL", "DATA_DIR", "EMBEDDED_PG_PORT"]) if (!(key in settings)) delete env[key];
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/${name}.ts`, ...args], {
      cwd: root,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === "number" ? failed.code : -1,
      stdout: failed.stdout ?? "",
      stderr: failed.stderr ?? "",
    };
  }
}

/** One short-lived connection, closed again, so it never counts as "the site is connected". */
async function query<T extends Row = Row>(connectionString: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const visitor = (marker: string) => ({
  fornavn: "Åshild",
  etternavn: "Ødegård-Ærø",
  email: `${marker}@bedrift.no`,
  telefon: "+47 400 00 000",
  bedrift: 'Fjord & "Fjell" AS',
  prosjekt: `Sak ${marker}: ny nettside med <b>bestilling</b>.\nSkråstrek \\ og 😀.`,
  startet: Date.now() - 60_000, // a form shown a minute ago: a person, so it is mailed
});

async function postContact(site: Site, marker: string): Promise<string> {
  const res = await fetch(`${site.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(visitor(marker)),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function uploadImage(site: Site) {
  const png = await sharp({
    create: {
      width: 40,
      height: 30,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "fjell.png");
  const res = await fetch(`${site.url}/api/upload`, { method: "POST", body: form });
  expect(res.status).toBe(201);
  const url = ((await res.json()) as { file: { url: string } }).file.url;
  const served = Buffer.from(await (await fetch(`${site.url}${url}`)).arrayBuffer());
  return { url, bytes: served };
}

const mailsFor = (id: string) => smtp.received.filter((mail) => mail.messageId?.includes(`${id}.`));

async function waitFor(check: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return check();
}

/**
 * The state a backup must carry: contact requests acknowledged before it (their mail jobs still
 * queued, the site runs without workers), one request whose two mails were already sent, and an
 * uploaded image.
 */
async function seed(site: Site, tag: string) {
  const acknowledged: string[] = [];
  for (let i = 0; i < 4; i++) acknowledged.push(await postContact(site, `${tag}-${i}`));
  const delivered = acknowledged[0] as string;
  const deps = {
    database: site.services.database,
    mailer: site.services.mailer,
    mailFrom: site.env.MAIL_FROM,
    contactTo: site.env.CONTACT_TO,
  };
  for (const kind of ["notification", "confirmation"] as const)
    expect(await deliverContactMail(deps, { requestId: delivered, kind })).toBe("sent");
  expect(mailsFor(delivered)).toHaveLength(2);
  return { acknowledged, delivered, image: await uploadImage(site) };
}

/** Runs the backup while a writer keeps posting contact requests, until the backup is done. */
async function backupWhileWriting(site: Site, out: string, settings: Record<string, string>) {
  let running = true;
  const during: string[] = [];
  const backup = script("backup", ["--out", out], settings).finally(() => {
    running = false;
  });
  // A steady stream rather than a flood: every request that lands in the backup is mailed after
  // the restore, one job at a time.
  const writer = (async () => {
    for (let i = 0; running; i++) {
      during.push(await postContact(site, `under-${i}`));
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  })();
  const result = await backup;
  await writer;
  return { result, during };
}

const contacts = (site: Site) =>
  site.services.database.pool.query<Row>("SELECT * FROM contact_requests ORDER BY id").then((r) => r.rows);

/** Everything a round trip must preserve, checked on the site started on the restored data. */
async function checkRestored(source: Site, restored: Site, seeded: Awaited<ReturnType<typeof seed>>) {
  const sourceRows = await contacts(source);
  const restoredRows = await contacts(restored);
  // Every acknowledged request is there, with identical content; nothing else but real requests.
  for (const id of seeded.acknowledged)
    expect(restoredRows.find((row) => row.id === id)).toEqual(sourceRows.find((row) => row.id === id));
  for (const row of restoredRows) expect(row).toEqual(sourceRows.find((other) => other.id === row.id));

  // The queued mail jobs came back and run: two mails for each restored request (for those taken
  // while writes went on too: a request and its jobs are in the same snapshot or neither is).
  const waiting = restoredRows.map((row) => row.id as string).filter((id) => id !== seeded.delivered);
  expect(waiting.length).toBeGreaterThanOrEqual(3);
  expect(await waitFor(() => waiting.every((id) => mailsFor(id).length >= 2))).toBe(true);
  for (const id of waiting) {
    const kinds = mailsFor(id).map((mail) => mail.messageId?.split(".")[1]?.split("@")[0]);
    expect(kinds.sort()).toEqual(["confirmation", "notification"]);
  }
  // The request mailed before the backup is not mailed again (its delivery rows came back too).
  expect(mailsFor(seeded.delivered)).toHaveLength(2);

  const res = await fetch(`${restored.url}${seeded.image.url}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  expect(Buffer.from(await res.arrayBuffer()).equals(seeded.image.bytes)).toBe(true);
}

async function backupFiles(folder: string) {
  return (await readdir(folder)).sort();
}

// --- round trips -------------------------------------------------------------------------------

let embeddedSource: Site;
let embeddedBackup: string;
let externalSource: Site;
let externalSourceDb: EmbeddedDatabase;
let externalTargetDb: EmbeddedDatabase;
let externalTarget: Site;
let externalBackup: string;
let externalRestoredDir: string;

describe("backup and restore", () => {
  it("embedded: backup while the site writes, restore into a new DATA_DIR, the site runs on it", async () => {
    embeddedSource = await startSite({ RUN_WORKERS: "false" });
    const seeded = await seed(embeddedSource, "innebygd");

    const out = path.join(work, "embedded-backups");
    const { result, during } = await backupWhileWriting(embeddedSource, `${out}/`, {
      DATA_DIR: embeddedSource.dataDir,
    });
    expect(result.stderr).toContain("Sikkerhetskopi skrevet");
    expect(result.code).toBe(0);
    // The site kept taking requests while the backup ran.
    expect(during.length).toBeGreaterThan(0);
    const files = await backupFiles(out);
    expect(files).toHaveLength(1); // no temporary file left beside it
    expect(files[0]).toMatch(/^fjellvik-\d{8}-\d{6}\.ndjson\.gz$/);
    embeddedBackup = path.join(out, files[0] as string);
    expect(result.stdout.trim()).toBe(embeddedBackup);

    const restoredDir = path.join(work, "embedded-restored");
    const port = String(await freePort());
    const restore = await script("restore", [embeddedBackup], {
      DATA_DIR: restoredDir,
      EMBEDDED_PG_PORT: port,
    });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/Gjenopprettet .* rader i \d+ tabeller og 1 bilder/);

    const restored = await startSite({ DATA_DIR: restoredDir, EMBEDDED_PG_PORT: port });
    await checkRestored(embeddedSource, restored, seeded);
  }, 40_000);

  it("external: the same round trip through DATABASE_URL", async () => {
    externalSourceDb = await startPostgres("pg-source");
    externalTargetDb = await startPostgres("pg-target");
    externalSource = await startSite({
      RUN_WORKERS: "false",
      DATABASE_URL: externalSourceDb.connectionString,
    });
    const seeded = await seed(externalSource, "ekstern");
    // A larger table, dumped (alphabetically) after the jobs and before the contact requests. A
    // request written while it streams out must be in the backup with its jobs, or not at all: a
    // dump that is not one snapshot fails the job check below.
    await query(
      externalSourceDb.connectionString,
      `INSERT INTO audit_requests (url, email, status)
       SELECT 'https://eksempel-' || n || '.no', 'post' || n || '@eksempel.no', 'done'
       FROM generate_series(1, 50000) AS n`,
    );
    // Statistics from an earlier day live in that day's partition, which a new database lacks.
    await query(
      externalSourceDb.connectionString,
      `CREATE TABLE pgboss.queue_stats_20200101 PARTITION OF pgboss.queue_stats
         FOR VALUES FROM ('2020-01-01 00:00:00+00') TO ('2020-01-02 00:00:00+00');
       INSERT INTO pgboss.queue_stats (name, queued_count, captured_on)
         VALUES ('contact-mail', 7, '2020-01-01 12:00:00+00')`,
    );

    const out = path.join(work, "external-backups", "kopi.ndjson.gz");
    const { result, during } = await backupWhileWriting(externalSource, out, {
      DATABASE_URL: externalSourceDb.connectionString,
      DATA_DIR: externalSource.dataDir,
    });
    expect(result.code).toBe(0);
    expect(during.length).toBeGreaterThan(0);
    expect(result.stdout.trim()).toBe(out);
    externalBackup = out;

    externalRestoredDir = path.join(work, "external-restored");
    const target = { DATABASE_URL: externalTargetDb.connectionString, DATA_DIR: externalRestoredDir };
    const restore = await script("restore", [out], target);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    // Before any worker runs: the queued jobs of the acknowledged requests are there as they were.
    const jobs = (url: string) =>
      query(
        url,
        `SELECT id, data, state, retry_count, start_after, created_on FROM pgboss.job
         WHERE name = 'contact-mail' AND data->>'requestId' = ANY($1) ORDER BY id`,
        [seeded.acknowledged],
      );
    const sourceJobs = await jobs(externalSourceDb.connectionString);
    expect(sourceJobs).toHaveLength(8);
    expect(sourceJobs.every((job) => job.state === "created")).toBe(true);
    expect(await jobs(externalTargetDb.connectionString)).toEqual(sourceJobs);
    // One snapshot: every restored request came with its two mail jobs, also those taken mid-write.
    expect(
      await query(
        externalTargetDb.connectionString,
        `SELECT c.id FROM contact_requests c
         WHERE (SELECT count(*) FROM pgboss.job j WHERE j.data->>'requestId' = c.id::text) <> 2`,
      ),
    ).toEqual([]);
    expect(
      await query(
        externalTargetDb.connectionString,
        "SELECT name, queued_count FROM pgboss.queue_stats_20200101",
      ),
    ).toEqual([{ name: "contact-mail", queued_count: 7 }]);

    externalTarget = await startSite({ ...target, RUN_WORKERS: "true" });
    await checkRestored(externalSource, externalTarget, seeded);
  }, 40_000);

  // --- refusals ------------------------------------------------------------------------------

  it("refuses while the site is running on the target database, and changes nothing", async () => {
    const before = await contacts(externalTarget);
    const external = await script("restore", [embeddedBackup, "--replace"], {
      DATABASE_URL: externalTargetDb.connectionString,
      DATA_DIR: externalRestoredDir,
    });
    expect(external.code).toBe(1);
    expect(external.stderr).toMatch(/andre tilkobling\(er\) til databasen er åpne/);
    expect(external.stderr).toContain("Stopp nettstedet");

    // Embedded: the site's own PostgreSQL runs in its DATA_DIR.
    const embedded = await script("restore", [embeddedBackup, "--replace"], {
      DATA_DIR: embeddedSource.dataDir,
    });
    expect(embedded.code).toBe(1);
    expect(embedded.stderr).toMatch(/kjører allerede, så nettstedet ser ut til å være i gang/);
    expect(embedded.stderr).toContain("Stopp nettstedet");
    expect(await contacts(externalTarget)).toEqual(before);
    expect((await contacts(embeddedSource)).length).toBeGreaterThan(4);
  });

  it("refuses a database that is not empty unless --replace, which makes it the backup's again", async () => {
    // The site on the target is stopped; something is written after the restore.
    await externalTarget.close();
    sites.splice(sites.indexOf(externalTarget), 1);
    const target = { DATABASE_URL: externalTargetDb.connectionString, DATA_DIR: externalRestoredDir };
    await query(
      target.DATABASE_URL,
      "INSERT INTO contact_requests (fornavn, etternavn, email) VALUES ('Ny', 'Etter', 'ny@etter.no')",
    );
    const count = async () =>
      Number((await query(target.DATABASE_URL, "SELECT count(*) FROM contact_requests"))[0]?.count);
    const withExtra = await count();

    const refused = await script("restore", [externalBackup], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Databasen er ikke tom: .*contact_requests/);
    expect(refused.stderr).toContain("--replace");
    expect(await count()).toBe(withExtra);

    const replaced = await script("restore", [externalBackup, "--replace"], target);
    expect(replaced.stderr).toBe("");
    expect(replaced.code).toBe(0);
    expect(
      await query(target.DATABASE_URL, "SELECT * FROM contact_requests WHERE email = 'ny@etter.no'"),
    ).toEqual([]);
    expect(await count()).toBe(withExtra - 1);

    // --force: another session is open on the target (an operator's psql, say). Without the flag
    // the restore refuses; with it, it goes ahead and the data is the backup's.
    const other = new pg.Client({ connectionString: target.DATABASE_URL });
    await other.connect();
    try {
      await query(
        target.DATABASE_URL,
        "INSERT INTO contact_requests (fornavn, etternavn, email) VALUES ('Ny', 'Igjen', 'ny@igjen.no')",
      );
      const blocked = await script("restore", [externalBackup, "--replace"], target);
      expect(blocked.code).toBe(1);
      expect(blocked.stderr).toMatch(/andre tilkobling\(er\) til databasen er åpne/);
      expect(await count()).toBe(withExtra);
      const forced = await script("restore", [externalBackup, "--replace", "--force"], target);
      expect(forced.stderr).toBe("");
      expect(forced.code).toBe(0);
      expect(await count()).toBe(withExtra - 1);
    } finally {
      await other.end();
    }
    // Four restores, each its own Node process: more than the default 20 s on a busy machine.
  }, 60_000);

  it("refuses a damaged or cut-off backup with a clear message, and the database stays as it was", async () => {
    const target = { DATABASE_URL: externalTargetDb.connectionString, DATA_DIR: externalRestoredDir };
    const snapshot = () => query(target.DATABASE_URL, "SELECT * FROM contact_requests ORDER BY id");
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(4);

    const original = await readFile(embeddedBackup);
    const text = gunzipSync(original).toString("utf8");
    const lines = text.trimEnd().split("\n");
    const flipped = Buffer.from(original);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0xff;
    const damaged: [string, Buffer, RegExp][] = [
      ["cut in half", original.subarray(0, Math.floor(original.length / 2)), /gzip-dataene er ødelagte/],
      // Damage in the compressed stream shows as broken gzip, or as garbled lines or a checksum
      // mismatch when those come out before gzip's own CRC at the end.
      ["one byte changed", flipped, /gzip-dataene er ødelagte|linje \d+|stemmer ikke/],
      ["closing line missing", gzipSync(`${lines.slice(0, -1).join("\n")}\n`), /avslutningslinjen mangler/],
      ["a value edited", gzipSync(text.replace("Åshild", "Åsa")), /sjekksummen for innholdet stemmer ikke/],
      ["not a backup", gzipSync('{"hello":"world"}\n'), /ikke en sikkerhetskopi fra dette nettstedet/],
    ];
    for (const [what, content, reason] of damaged) {
      const file = path.join(work, `damaged-${what.replaceAll(" ", "-")}.ndjson.gz`);
      await writeFile(file, content);
      const result = await script("restore", [file, "--replace"], target);
      expect(result.code, what).toBe(1);
      expect(result.stderr, what).toMatch(/er skadet eller ufullstendig: .*Ingenting er endret\./s);
      expect(result.stderr, what).toMatch(reason);
    }
    expect(await snapshot()).toEqual(before);

    const missing = await script("restore", [path.join(work, "finnes-ikke.ndjson.gz")], target);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/filen finnes ikke/);
  });

  it("refuses a backup from another version (other migrations) before touching the database", async () => {
    // The source database as a newer version of the site would leave it: one migration more.
    const source = externalSourceDb.connectionString;
    await query(
      source,
      "INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('framtidig', 4102444800000)",
    );
    const out = path.join(work, "newer.ndjson.gz");
    const backup = await script("backup", ["--out", out], {
      DATABASE_URL: source,
      DATA_DIR: externalSource.dataDir,
    });
    await query(source, "DELETE FROM drizzle.__drizzle_migrations WHERE hash = 'framtidig'");
    expect(backup.code).toBe(0);

    await query(externalTargetDb.connectionString, "CREATE DATABASE tom");
    const fresh = externalTargetDb.connectionString.replace(/\/postgres$/, "/tom");
    const result = await script("restore", [out], { DATABASE_URL: fresh, DATA_DIR: path.join(work, "tom") });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /passer ikke til denne versjonen av nettstedet: databasemigreringene er ulike/,
    );
    expect(result.stderr).toMatch(/bare i sikkerhetskopien: ukjent migrering \(2100-01-01/);
    expect(result.stderr).toContain("Ingenting er endret.");
    // Not even the migrations ran.
    expect(
      await query(
        fresh,
        "SELECT to_regclass('drizzle.__drizzle_migrations') AS log, to_regclass('pgboss.job') AS boss",
      ),
    ).toEqual([{ log: null, boss: null }]);
  });

  it("a backup that cannot reach the database fails with a message and leaves no file", async () => {
    const out = path.join(work, "failed-backups");
    const result = await script("backup", ["--out", `${out}/`], {
      DATABASE_URL: `postgres://fjellvik:x@127.0.0.1:${await freePort()}/postgres`,
      DATA_DIR: path.join(work, "failed-data"),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Fikk ikke kontakt med databasen/);
    expect(await backupFiles(out)).toEqual([]);
  });

  it("explains its use when the file is missing", async () => {
    const result = await script("restore", [], { DATA_DIR: path.join(work, "unused") });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Bruk: npm run restore -- FIL");
  });
});
