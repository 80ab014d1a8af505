import { mkdtemp, rm } from "node:fs/promises";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "#tests/free-port.ts";
import { startServerProcess } from "#tests/server-process.ts";
import { parseEnv } from "./env.ts";

const _root = path.resolve(import.meta.dirname, "..");

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
    try {
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(await freePort()),
      });
      const port = server.port;
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: "ok" });
      await holdKeepAliveConnection(port);
      const started = Date.now();
      expect(await server.stop("SIGTERM")).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(server.output()).toContain("stopped");
    } finally {
      // Its embedded database is 40 MB: left behind, every run added one to /tmp.
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses to start on a bad setting and names it", async () => {
    // It exits before serving, and what it printed names the setting.
    await expect(startServerProcess({ PORT: "not-a-port" }, { timeoutMs: 30_000 })).rejects.toThrow(
      /exited before it was ready[\s\S]*PORT/,
    );
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
