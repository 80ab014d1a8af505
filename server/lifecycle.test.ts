import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../tests/free-port.ts";
import { parseEnv } from "./env.ts";

const root = path.resolve(import.meta.dirname, "..");

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout.on("data", () => {
      const port = output.match(/serving on http:\/\/localhost:(\d+)/)?.[1];
      if (port) resolve(Number(port));
    });
    child.on("exit", () => reject(new Error(`server exited early:\n${output}`)));
  });
  listening.catch(() => {}); // a test that expects an early exit does not await it
  return { child, exited, listening, output: () => output };
}

function holdKeepAliveConnection(port: number) {
  return new Promise<void>((resolve, reject) => {
    const req = request({ port, host: "127.0.0.1", path: "/healthz", agent: new Agent({ keepAlive: true }) });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve());
    });
    req.on("error", reject);
    req.end();
  });
}

describe("server lifecycle", () => {
  it("ends cleanly with exit code 0 within 10 s of SIGTERM, even with a keep-alive connection open", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-life-"));
    const server = startServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
    const port = await server.listening;
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: "ok" });
    await holdKeepAliveConnection(port);
    const started = Date.now();
    (server.child as ChildProcess).kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.output()).toContain("stopped");
  });

  it("refuses to start on a bad setting and names it", async () => {
    const server = startServer({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT");
  });
});

describe("parseEnv", () => {
  it("fills the embedded defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data", SITE_URL: "http://localhost:3000" });
  });
  it("rejects a SITE_URL that is not http(s) and strips a trailing slash", () => {
    expect(() => parseEnv({ SITE_URL: "ftp://x.no" })).toThrow(/SITE_URL/);
    expect(parseEnv({ SITE_URL: "https://www.fjellvik.example/" }).SITE_URL).toBe(
      "https://www.fjellvik.example",
    );
  });
});
