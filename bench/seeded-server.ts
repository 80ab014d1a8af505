import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startFixtureSites } from "#tests/fixture-sites.ts";
import { freePort } from "#tests/free-port.ts";
import { startServerProcess } from "#tests/server-process.ts";

const root = path.resolve(import.meta.dirname, "..");

// The production server as the benchmarks run it (`node server/index.ts`, embedded PostgreSQL, job
// workers, no SMTP: mail goes to DATA_DIR/outbox, no language model), with the fixture sites on
// loopback and a way to seed a finished audit report, so /rapport/{token} can be measured.

export interface SeedableServerOptions {
  /** Flags for the server's node. */
  nodeArgs?: string[];
  /** Run the server and its PostgreSQL on this CPU (taskset). */
  pinCpu?: number;
  /** A fixed port (Lighthouse's report names it); a free one by default. */
  port?: number;
  /**
   * Run the jobs in their own `npm run worker` process, as deployments that run web and worker
   * apart do (docs/operations.md): the web server then starts with RUN_WORKERS=false and the
   * worker reaches the web server's embedded PostgreSQL through DATABASE_URL.
   */
  workerApart?: boolean;
}

export async function startSeedableServer(options: SeedableServerOptions = {}) {
  const port = options.port ?? (await freePort());
  const pgPort = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-bench-"));
  const sites = await startFixtureSites();
  const env = {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // Only to seed audit reports from a fixture site on loopback.
    AUDIT_ALLOW_HOSTS: sites.hostPort,
    // Production's later starts: the compile cache kept between runs, as DATA_DIR keeps it
    // (server/compile-cache.ts). The first run on a machine fills it.
    NODE_COMPILE_CACHE:
      process.env.NODE_COMPILE_CACHE ?? path.join(root, "node_modules/.cache/compile-cache"),
  };
  const processOptions = {
    ...(options.nodeArgs ? { nodeArgs: options.nodeArgs } : {}),
    ...(options.pinCpu === undefined ? {} : { pinCpu: options.pinCpu }),
    unset: ["SMTP_URL", "OPENAI_API_KEY", "DATABASE_URL", "CONTACT_RATE_LIMIT"],
    timeoutMs: 90_000,
  };
  const server = await startServerProcess(
    {
      ...env,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      ...(options.workerApart ? { RUN_WORKERS: "false" } : {}),
    },
    processOptions,
  ).catch(async (error: unknown) => {
    await sites.close();
    throw error;
  });
  const credentials = JSON.parse(await readFile(path.join(dataDir, "postgres-credentials.json"), "utf8")) as {
    user: string;
    password: string;
  };
  const connectionString = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${pgPort}/postgres`;
  const worker = options.workerApart
    ? await startServerProcess(
        { ...env, DATABASE_URL: connectionString },
        { ...processOptions, script: "server/worker.ts" },
      ).catch(async (error: unknown) => {
        await server.stop();
        await sites.close();
        throw error;
      })
    : undefined;
  const pool = new pg.Pool({ connectionString, max: 2 });
  return {
    pid: server.child.pid as number,
    /** The job worker's process id when it runs apart. */
    workerPid: worker?.child.pid,
    base: server.url,
    dataDir,
    pool,
    sites,
    /** One real audit of the good fixture site (browser stage on, as in production): its token. */
    seedAuditReport: () => seedAuditReport(server.url, sites.origin, pool),
    async stop() {
      await pool.end().catch(() => {});
      await sites.close().catch(() => {});
      await worker?.stop();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function seedAuditReport(base: string, origin: string, pool: pg.Pool): Promise<string> {
  const res = await fetch(`${base}/api/website-audit`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ url: `${origin}/`, email: "lastprove@eier.example" }),
  });
  const { id } = (await res.json()) as { id?: string };
  if (res.status !== 202 || !id) throw new Error(`the audit request answered ${res.status}`);
  for (let i = 0; i < 600; i++) {
    const { rows } = await pool.query<{ status: string; token: string }>(
      "SELECT status, token FROM audit_requests WHERE id = $1",
      [id],
    );
    const row = rows[0];
    if (row?.status === "done") return row.token;
    if (row?.status === "failed") throw new Error("the seeded audit failed");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the seeded audit did not finish within 120 s");
}
