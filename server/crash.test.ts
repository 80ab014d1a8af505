import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/free-port.ts";
import { untilMailJobsDone } from "#tests/mail-jobs.ts";
import { postgresPids } from "#tests/proc-memory.ts";
import { type ServerProcess, startServerProcess } from "#tests/server-process.ts";
import { startSmtpServer } from "#tests/smtp.ts";
import { until } from "#tests/until.ts";
import { type EmbeddedDatabase, runningPostmaster, startEmbeddedPostgres } from "./db/embedded.ts";

// Faults: the server process killed with SIGKILL while 100 visitors are submitting the
// contact form. Every request that got a 200 must be in the database after a restart, and its two
// e-mails must go out once each. Then the embedded PostgreSQL: the server killed alone (its
// PostgreSQL keeps running) and the server and PostgreSQL killed together.

const CLIENTS = 100;
/** The kill comes once this many requests have been acknowledged, with ~100 more in flight. */
const KILL_AFTER = 150;

interface Burst {
  acked: string[];
  /** Requests that got no answer: in flight when the process died. */
  cut: number;
  /** Any answer other than 200 before the kill (must stay empty). */
  otherStatuses: number[];
}

/** 100 concurrent clients post until the process is killed after KILL_AFTER acknowledgements. */
async function submitUntilKilled(url: string, label: string, kill: () => void): Promise<Burst> {
  const burst: Burst = { acked: [], cut: 0, otherStatuses: [] };
  let killed = false;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; !killed; i++) {
        let res: Response;
        try {
          res = await fetch(`${url}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              fornavn: "Åse",
              etternavn: `Krasj ${client}`,
              // An address per request: a mailbox gets three confirmations a day.
              email: `ase.${client}.${i}@bedrift.no`,
              prosjekt: `${label} ${client}-${i}`,
              startet: Date.now() - 60_000, // a form shown a minute ago: a person, so it is mailed
            }),
          });
        } catch {
          burst.cut++;
          return;
        }
        if (res.status !== 200) {
          burst.otherStatuses.push(res.status);
          return;
        }
        const body = (await res.json().catch(() => null)) as { id?: string } | null;
        if (!body?.id) continue; // the connection died between the status and the body: not acknowledged
        burst.acked.push(body.id);
        if (burst.acked.length >= KILL_AFTER && !killed) {
          killed = true;
          kill();
        }
      }
    }),
  );
  return burst;
}

async function storedIds(connectionString: string, ids: string[]) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      "SELECT id FROM contact_requests WHERE id = ANY($1::uuid[])",
      [ids],
    );
    return new Set(rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

/**
 * For one describe block: a throw-away PostgreSQL standing in for an external one, a mail server,
 * and the processes the tests start (killed at the end). `env()` is what a server needs for them.
 */
function externalServices(name: string, smtpOptions: { acceptDelayMs?: number } = {}) {
  const context = {
    dir: "",
    postgres: undefined as unknown as EmbeddedDatabase,
    smtp: undefined as unknown as Awaited<ReturnType<typeof startSmtpServer>>,
    running: [] as ServerProcess[],
    env: (): Record<string, string> => ({
      DATA_DIR: path.join(context.dir, "app"),
      DATABASE_URL: context.postgres.connectionString,
      SMTP_URL: context.smtp.url,
      CONTACT_RATE_LIMIT: "100000",
    }),
  };
  beforeAll(async () => {
    context.dir = await mkdtemp(path.join(tmpdir(), `fjellvik-${name}-`));
    context.postgres = await startEmbeddedPostgres({
      dataDir: context.dir,
      port: await freePort(),
      logger: pino({ level: "silent" }),
    });
    context.smtp = await startSmtpServer(undefined, smtpOptions);
  });
  afterAll(async () => {
    for (const each of context.running) await each.stop("SIGKILL");
    await context.smtp?.stop();
    await context.postgres?.stop();
    await rm(context.dir, { recursive: true, force: true });
  });
  return context;
}

describe("the server killed during 100 concurrent submissions", () => {
  const services = externalServices("crash");

  it("keeps every acknowledged request, and after a restart mails each once", async () => {
    const { smtp, postgres, running } = services;
    const env = services.env();
    // First life without workers, so no mail leaves before the kill: every mail below is sent by
    // the second life, from the jobs stored with the requests.
    const first = await startServerProcess({ ...env, RUN_WORKERS: "false" });
    running.push(first);
    const burst = await submitUntilKilled(first.url, "Krasjtest", () => first.child.kill("SIGKILL"));
    expect(await first.exited).toBeNull(); // ended by the signal
    expect(burst.otherStatuses).toEqual([]);
    expect(burst.acked.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(burst.cut).toBeGreaterThan(0); // the kill did land while requests were in flight

    const stored = await storedIds(postgres.connectionString, burst.acked);
    expect(burst.acked.filter((id) => !stored.has(id))).toEqual([]);

    const restarted = Date.now();
    const second = await startServerProcess(env);
    running.push(second);
    const wanted = new Set(burst.acked.flatMap((id) => [`<${id}.notification@`, `<${id}.confirmation@`]));
    const sentFor = () =>
      smtp.received
        .map((mail) => mail.messageId ?? "")
        .filter((messageId) => wanted.has(`${messageId.split("@")[0]}@`));
    const deadline = Date.now() + 90_000;
    while (new Set(sentFor()).size < wanted.size && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(new Set(sentFor()).size).toBe(wanted.size);
    console.info(
      `SIGKILL under load: ${burst.acked.length} acknowledged, ${burst.cut} cut off in flight; ` +
        `all stored; ${wanted.size} e-mails sent ${((Date.now() - restarted) / 1000).toFixed(1)} s after the restart`,
    );
    // Every job done: none is left that could still send a duplicate. Then check there is none.
    const states = await untilMailJobsDone(postgres.connectionString, burst.acked, wanted.size);
    expect(states).toEqual(Array(wanted.size).fill("completed"));
    const all = smtp.received.map((mail) => mail.messageId);
    expect(all.length).toBe(new Set(all).size);
    expect(await second.stop()).toBe(0);
  }, 180_000);
});

describe("the embedded PostgreSQL when the server dies", () => {
  let dataDir: string;
  let env: Record<string, string>;
  const acked: string[] = [];
  const running: ServerProcess[] = [];

  const embeddedUrl = async () => {
    const credentials = JSON.parse(await readFile(path.join(dataDir, "postgres-credentials.json"), "utf8"));
    const postmaster = await runningPostmaster(path.join(dataDir, "postgres"));
    if (!postmaster) throw new Error("the embedded PostgreSQL is not running");
    return `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${postmaster.port}/postgres`;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-crash-embedded-"));
    env = {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      RUN_WORKERS: "false",
      CONTACT_RATE_LIMIT: "100000",
    };
  });
  afterAll(async () => {
    for (const server of running) await server.stop("SIGTERM");
    const stray = await runningPostmaster(path.join(dataDir, "postgres"));
    if (stray) process.kill(stray.pid, "SIGQUIT");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("SIGKILL of the server alone: its PostgreSQL keeps running, and the next start takes over", async () => {
    const server = await startServerProcess(env);
    running.push(server);
    const burst = await submitUntilKilled(server.url, "Server drept", () => server.child.kill("SIGKILL"));
    await server.exited;
    expect(burst.otherStatuses).toEqual([]);
    expect(burst.cut).toBeGreaterThan(0);
    acked.push(...burst.acked);
    // The orphaned PostgreSQL is still there; the next start must deal with it by itself.
    expect(await runningPostmaster(path.join(dataDir, "postgres"))).not.toBeNull();

    const next = await startServerProcess(env);
    running.push(next);
    expect((await fetch(`${next.url}/healthz`)).status).toBe(200);
    const stored = await storedIds(await embeddedUrl(), acked);
    expect(acked.filter((id) => !stored.has(id))).toEqual([]);
  }, 120_000);

  it("SIGKILL of the server and PostgreSQL together: the next start recovers every acknowledged row", async () => {
    const server = running.at(-1) as ServerProcess;
    const postmaster = await runningPostmaster(path.join(dataDir, "postgres"));
    expect(postmaster).not.toBeNull();
    const burst = await submitUntilKilled(server.url, "Begge drept", () => {
      server.child.kill("SIGKILL");
      killProcessTree((postmaster as { pid: number }).pid);
    });
    await server.exited;
    expect(burst.otherStatuses).toEqual([]);
    expect(burst.cut).toBeGreaterThan(0);
    acked.push(...burst.acked);
    // Gone within moments (the kill is asynchronous), leaving its postmaster.pid behind.
    let left = await runningPostmaster(path.join(dataDir, "postgres"));
    for (let i = 0; i < 50 && left; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await runningPostmaster(path.join(dataDir, "postgres"));
    }
    expect(left).toBeNull();
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(true);

    const next = await startServerProcess(env);
    running.push(next);
    expect((await fetch(`${next.url}/healthz`)).status).toBe(200);
    const stored = await storedIds(await embeddedUrl(), acked);
    expect(acked.filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size).toBe(acked.length);
    // And it still takes new requests.
    const res = await fetch(`${next.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ fornavn: "Kari", etternavn: "Etterpå", email: "kari@bedrift.no" }),
    });
    expect(res.status).toBe(200);
    expect(await next.stop()).toBe(0);
  }, 120_000);
});

/** SIGKILL to the postmaster and all its processes at once, like a power cut for that tree. */
function killProcessTree(postmaster: number) {
  for (const each of postgresPids(postmaster)) {
    try {
      process.kill(each, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

describe("a worker killed while it sends mail", () => {
  // A slow mail server (100 ms per message), so the kill lands in the middle of a batch.
  const services = externalServices("worker-kill", { acceptDelayMs: 100 });

  it("has its jobs taken over by another worker within a minute, each mail sent once", async () => {
    const { smtp, running } = services;
    const env = { ...services.env(), MAIL_RETRY_DELAY_SECONDS: "1" };
    const web = await startServerProcess({ ...env, RUN_WORKERS: "false" });
    running.push(web);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${web.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          fornavn: "Vera",
          etternavn: `Vakt ${i}`,
          email: `vera.${i}@bedrift.no`, // a mailbox gets three confirmations a day
          startet: Date.now() - 60_000, // a form shown a minute ago: a person, so it is mailed
        }),
      });
      expect(res.status).toBe(200);
      ids.push(((await res.json()) as { id: string }).id);
    }

    const first = await startServerProcess(env, { script: "server/worker.ts" });
    running.push(first);
    await until(() => smtp.received.length >= 8, "eight mails from the first worker", { timeoutMs: 60_000 });
    first.child.kill("SIGKILL");
    await first.exited;
    const killedAt = Date.now();
    const sentBeforeKill = smtp.received.length;

    running.push(await startServerProcess(env, { script: "server/worker.ts" }));
    const wanted = new Set(ids.flatMap((id) => [`<${id}.notification@`, `<${id}.confirmation@`]));
    const sent = () => smtp.received.map((mail) => `${(mail.messageId ?? "").split("@")[0]}@`);
    while ([...wanted].some((id) => !sent().includes(id)) && Date.now() - killedAt < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const tookSeconds = (Date.now() - killedAt) / 1000;
    expect([...wanted].filter((id) => !sent().includes(id))).toEqual([]);
    // The jobs the dead worker held come back through the heartbeat (30 s, checked every 15 s),
    // not after the 600 s expiry.
    expect(tookSeconds).toBeLessThan(90);
    // At least once: only a mail in the instant between the mail server's acceptance and our
    // delivery record can go out twice (with the same Message-ID); at most that one. Counted once
    // every job is done, so no further copy can still come.
    const states = await untilMailJobsDone(services.postgres.connectionString, ids, wanted.size);
    expect(states).toEqual(Array(wanted.size).fill("completed"));
    expect(sent().length - new Set(sent()).size).toBeLessThanOrEqual(1);
    console.info(
      `Worker killed after ${sentBeforeKill} of 40 mails; the rest went out ${tookSeconds.toFixed(1)} s later ` +
        `through another worker; ${sent().length - new Set(sent()).size} sent twice`,
    );
  }, 180_000);
});
