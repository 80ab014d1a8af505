import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "#server/db/embedded.ts";
import { freePort } from "../free-port.ts";
import { ensureDebianPackage, waitFor } from "../host-tools.ts";
import { untilMailJobsDone } from "../mail-jobs.ts";
import { writeNginxConfig } from "../nginx.ts";
import { type ServerProcess, startServerProcess } from "../server-process.ts";
import { startSmtpServer } from "../smtp.ts";
import { until } from "../until.ts";

// Scale out (`npm run test:scale`): two web instances and a worker process on one
// PostgreSQL, behind nginx (Debian's, installed with apt when missing) as a round-robin load
// balancer. Shown here: requests reach both instances, each job runs once although two processes
// take jobs, the rate limit is one limit across instances, an upload made on one instance is served
// by the other (shared DATA_DIR), and stopping an instance under load loses nothing.

const NGINX = "/usr/sbin/nginx";
const logger = pino({ level: "silent" });

let dir: string;
let postgres: EmbeddedDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let nginx: ChildProcess;
let lb: string;
const web: ServerProcess[] = [];
let worker: ServerProcess;
const metricsPorts: number[] = [];
let webEnv: Record<string, string>[] = [];

let nginxPort: number;

/** Writes the balancer's configuration for these upstream ports. */
async function writeNginxConf(upstreams: number[]) {
  await writeNginxConfig(dir, nginxPort, { kind: "balancer", upstreams });
}

async function startNginx(upstreams: number[]) {
  nginxPort = await freePort();
  await writeNginxConf(upstreams);
  nginx = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${nginxPort}`;
  await waitFor(`${url}/healthz`, 10_000);
  return url;
}

/** The nginx master's worker processes (Linux: the kernel lists a process's children). */
async function nginxWorkers(): Promise<string[]> {
  const pid = nginx.pid as number;
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  return children.trim().split(/\s+/).filter(Boolean);
}

/** Takes instances out of (or into) rotation the way a deploy does: new configuration, reload. */
async function reloadNginx(upstreams: number[]) {
  await writeNginxConf(upstreams);
  const old = new Set(await nginxWorkers());
  nginx.kill("SIGHUP");
  // Reloaded once new workers serve and every old one has gone: a worker on the old configuration
  // still sends its clients' requests to the old upstreams until it has finished them.
  await until(
    async () => {
      const workers = await nginxWorkers();
      return workers.length > 0 && workers.every((worker) => !old.has(worker));
    },
    "nginx's old workers to go",
    {
      timeoutMs: 30_000,
    },
  );
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: postgres.connectionString });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A contact post through the balancer on a connection of its own (no keep-alive): a reload of
 * nginx closes its idle client connections, and a POST sent on one just then would fail in the
 * client, not in the site. Network errors answer status 0.
 */
function postContact(
  body: Record<string, string>,
  from = `198.51.100.${(client++ % 250) + 1}`,
): Promise<{ status: number; json: () => Promise<unknown> }> {
  const payload = JSON.stringify({
    fornavn: "Siri",
    etternavn: "Skala",
    // An address per request (a mailbox gets three confirmations a day) and a form shown a minute
    // ago (a person): every request is mailed.
    email: `siri.${++posted}@bedrift.no`,
    startet: Date.now() - 60_000,
    ...body,
  });
  return new Promise((resolve) => {
    const req = http.request(
      `${lb}/api/contact`,
      {
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(payload),
          "X-Forwarded-For": from,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, json: async () => JSON.parse(text) }));
        res.on("error", () => resolve({ status: 0, json: async () => null }));
      },
    );
    req.on("error", () => resolve({ status: 0, json: async () => null }));
    req.end(payload);
  });
}
let client = 0;
let posted = 0;

/** The number of contact posts an instance has answered, from its own /metrics. */
async function contactPostsServedBy(metricsPort: number) {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return text
    .split("\n")
    .filter(
      (line) => line.startsWith("fjellvik_http_requests_total{") && line.includes('route="api_contact"'),
    )
    .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
}

async function mailsWithIds(ids: string[], timeoutMs = 60_000) {
  const wanted = new Set(ids.flatMap((id) => [`<${id}.notification@`, `<${id}.confirmation@`]));
  const matching = () =>
    smtp.received.map((mail) => mail.messageId ?? "").filter((id) => wanted.has(`${id.split("@")[0]}@`));
  const deadline = Date.now() + timeoutMs;
  while (new Set(matching()).size < wanted.size && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { wanted: wanted.size, sent: matching() };
}

beforeAll(async () => {
  ensureDebianPackage(NGINX, "nginx-light");
  dir = await mkdtemp(path.join(tmpdir(), "fjellvik-scale-"));
  postgres = await startEmbeddedPostgres({ dataDir: dir, port: await freePort(), logger });
  smtp = await startSmtpServer();
  const shared = {
    DATABASE_URL: postgres.connectionString,
    DATA_DIR: path.join(dir, "shared"), // one folder for both instances: uploads are shared
    SMTP_URL: smtp.url,
    CONTACT_RATE_LIMIT: "5",
    MAIL_RETRY_DELAY_SECONDS: "1",
  };
  // The second web instance takes jobs too, so "runs once" is tested with two competitors. The
  // first is web only (RUN_WORKERS=false, as web instances run in production): it is the one
  // killed below, and a process killed in the instant between the mail server's acceptance and
  // our delivery record would send that one mail again on retry (same Message-ID; see
  // server/contact/deliver.ts) — a different case from the one this test is about.
  metricsPorts.push(await freePort(), await freePort(), await freePort());
  worker = await startServerProcess(
    { ...shared, METRICS_PORT: String(metricsPorts[2]) },
    { script: "server/worker.ts" },
  );
  webEnv = metricsPorts.slice(0, 2).map((metricsPort, i) => ({
    ...shared,
    METRICS_PORT: String(metricsPort),
    RUN_WORKERS: String(i === 1),
  }));
  for (const env of webEnv) {
    // A fixed port, so a restarted instance is where the balancer expects it.
    env.PORT = String(await freePort());
    web.push(await startServerProcess(env));
  }
  lb = await startNginx(web.map((instance) => instance.port));
}, 120_000);

afterAll(async () => {
  const nginxErrors = await readFile(path.join(dir, "nginx-error.log"), "utf8").catch(() => "");
  if (nginxErrors) console.info(`nginx error log:\n${nginxErrors}`);
  nginx?.kill("SIGTERM");
  await Promise.all([...web, worker].filter(Boolean).map((each) => each.stop("SIGTERM")));
  await smtp?.stop();
  await postgres?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("two instances and a worker behind nginx", () => {
  it("spreads requests over both instances, and every job runs exactly once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => postContact({ prosjekt: `Skala ${i}` })),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(40).fill(200));
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { id: string }).id));

    const [first, second] = await Promise.all(metricsPorts.slice(0, 2).map(contactPostsServedBy));
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect((first as number) + (second as number)).toBeGreaterThanOrEqual(40);

    const { wanted, sent } = await mailsWithIds(ids);
    expect(new Set(sent).size).toBe(wanted);
    // Every job done, so no mail can still come twice; then count.
    expect(await untilMailJobsDone(postgres.connectionString, ids, 80)).toEqual(Array(80).fill("completed"));
    const all = smtp.received.map((mail) => mail.messageId);
    expect(all.length).toBe(new Set(all).size); // no mail twice
    const [row] = await query<{ deliveries: number }>(
      "SELECT count(*)::int AS deliveries FROM mail_deliveries WHERE request_id = ANY($1::uuid[])",
      [ids],
    );
    expect(row?.deliveries).toBe(80);
  }, 90_000);

  it("counts the rate limit once across both instances", async () => {
    const from = "203.0.113.77";
    const statuses: number[] = [];
    // One at a time, so round-robin alternates instances: with per-process counters 10 would pass.
    for (let i = 0; i < 12; i++) statuses.push((await postContact({ prosjekt: `Grense ${i}` }, from)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
  });

  it("serves an image uploaded on one instance from the other", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2f6f5e" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "fjell.png");
    const [a, b] = web as [ServerProcess, ServerProcess];
    const res = await fetch(`${a.url}/api/upload`, { method: "POST", body: form });
    expect(res.status).toBe(201);
    const { file } = (await res.json()) as { file: { url: string } };
    const fromOther = await fetch(`${b.url}${file.url}`);
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get("content-type")).toMatch(/^image\//);
    expect((await sharp(Buffer.from(await fromOther.arrayBuffer())).metadata()).width).toBe(40);
  });

  /** 20 clients posting 15 times each through the balancer; `during` runs after a few posts. */
  async function postUnderLoad(label: string, during: () => void) {
    const acked: string[] = [];
    const failed: number[] = [];
    let started = false;
    await Promise.all(
      Array.from({ length: 20 }, async (_, c) => {
        for (let i = 0; i < 15; i++) {
          const res = await postContact({ prosjekt: `${label} ${c}-${i}` });
          if (res.status === 200) acked.push(((await res.json()) as { id: string }).id);
          else failed.push(res.status);
          if (c === 0 && i === 3 && !started) {
            started = true;
            during();
          }
        }
      }),
    );
    return { acked, failed };
  }

  async function expectStoredAndMailedOnce(acked: string[]) {
    const stored = await query<{ id: string }>("SELECT id FROM contact_requests WHERE id = ANY($1::uuid[])", [
      acked,
    ]);
    expect(stored).toHaveLength(acked.length);
    const { wanted, sent } = await mailsWithIds(acked, 90_000);
    expect(new Set(sent).size).toBe(wanted);
    expect(sent).toHaveLength(wanted); // once each
  }

  it("loses no acknowledged request when an instance is killed under load", async () => {
    const killed = web[0] as ServerProcess;
    const { acked, failed } = await postUnderLoad("Drept", () => killed.child.kill("SIGKILL"));
    await killed.exited;
    // Requests the dead instance had already received get 502 from nginx (a POST is not re-sent:
    // it may have been stored); everything else goes to the other instance.
    expect(failed.every((status) => status === 502)).toBe(true);
    expect(acked.length + failed.length).toBe(300);
    await expectStoredAndMailedOnce(acked);
    console.info(
      `Scale-out, one instance SIGKILLed: ${acked.length} acknowledged, ${failed.length} × 502, all stored and mailed once`,
    );
    web[0] = await startServerProcess(webEnv[0] as Record<string, string>); // back on its port
  }, 180_000);

  it("loses nothing when an instance is taken out of rotation and stopped (a rolling deploy)", async () => {
    const [leaving, staying] = web as [ServerProcess, ServerProcess];
    const { acked, failed } = await postUnderLoad("Utrulling", () => {
      void reloadNginx([staying.port]).then(() => leaving.stop("SIGTERM"));
    });
    expect(await leaving.exited).toBe(0); // it finished its requests and stopped cleanly
    expect(failed).toEqual([]);
    expect(acked).toHaveLength(300);
    await expectStoredAndMailedOnce(acked);
    console.info("Scale-out, rolling stop: 300 acknowledged, 0 failed, all stored and mailed once");
  }, 180_000);
});
