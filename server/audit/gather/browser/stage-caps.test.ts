import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureServer, html, startServer } from "#tests/browser-fixtures.ts";
import { guardConnects, RUN_TIMEOUT } from "./stage.fixture.ts";
import { BrowserStageError, runBrowserStage } from "./stage.ts";

// The browser stage's caps for real: a page that keeps Chromium busy for good is killed at the
// time cap or the memory cap, with its processes and profile; a target outside the policy or an
// aborted run starts nothing. Every connection this process opens passes the guard
// (stage.fixture.ts).

guardConnects();

/** The stage's processes: the Lighthouse child, and Chromium's (by profile or by its copied binary). */
async function runProcesses(): Promise<string[]> {
  const pids = (await readdir("/proc")).filter((name) => /^\d+$/.test(name));
  const lines = await Promise.all(
    pids.map((pid) => readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "")),
  );
  return lines.filter((line) => /lighthouse-child\.ts|fjellvik-browser-|fjellvik-chromium-/.test(line));
}

const runDirectories = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith("fjellvik-browser-"));

describe("caps: time, memory, abort", () => {
  let site: FixtureServer;

  beforeAll(async () => {
    site = await startServer({
      // Paints, then keeps the main thread busy for good: Lighthouse waits on it until killed.
      "/": html(
        "<!doctype html><title>Opptatt</title><h1>Opptatt</h1><script>setTimeout(() => { for (;;) {} }, 50)</script>",
      ),
    });
  });
  afterAll(async () => {
    await site?.close();
  });

  it(
    "kills Lighthouse and Chromium at the time cap and removes the profile",
    async () => {
      const before = await runDirectories();
      const run = runBrowserStage(`${site.origin}/`, { allowHosts: [site.hostPort], timeoutMs: 6_000 });
      await expect(run).rejects.toMatchObject({ name: "BrowserStageError", reason: "timeout" });
      expect(await runProcesses()).toEqual([]);
      expect(await runDirectories()).toEqual(before);
    },
    RUN_TIMEOUT,
  );

  it(
    "kills the run past the memory cap",
    async () => {
      const run = runBrowserStage(`${site.origin}/`, { allowHosts: [site.hostPort], memoryLimitMb: 150 });
      await expect(run).rejects.toMatchObject({ reason: "memory" });
      expect(await runProcesses()).toEqual([]);
    },
    RUN_TIMEOUT,
  );

  it("refuses a target outside the policy before starting anything", async () => {
    await expect(runBrowserStage("http://169.254.169.254/latest/meta-data/")).rejects.toMatchObject({
      name: "UnsafeTargetError",
      reason: "private-address",
    });
    await expect(runBrowserStage(`${site.origin}/`)).rejects.toMatchObject({ reason: "port" });
  });

  it("gives up at once when aborted", async () => {
    const run = runBrowserStage(`${site.origin}/`, {
      allowHosts: [site.hostPort],
      signal: AbortSignal.abort(),
    });
    await expect(run).rejects.toBeInstanceOf(BrowserStageError);
    await expect(run).rejects.toMatchObject({ reason: "aborted" });
  });
});
