import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { compileCacheDir } from "./compile-cache.ts";

// The compile cache (issue 28) is kept in DATA_DIR and reaches the threads started after it: a
// thread that loads a .ts file leaves its entry there, and the second thread finds it.

const module = path.join(import.meta.dirname, "compile-cache.ts");
const threadFile = path.join(import.meta.dirname, "escape.ts");
let dataDir = "";
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** In a fresh Node: starts the cache, then one thread that imports a .ts file; the cache's dir. */
function runThread(env: Record<string, string> = {}) {
  const script = `
    const { startCompileCache } = await import(${JSON.stringify(module)});
    const { Worker } = await import("node:worker_threads");
    startCompileCache(${JSON.stringify(dataDir)});
    const thread = new Worker(
      \`await import(${JSON.stringify(threadFile)});
       const { parentPort } = await import("node:worker_threads");
       const { getCompileCacheDir } = await import("node:module");
       parentPort.postMessage(getCompileCacheDir() ?? "none");\`,
      { eval: true },
    );
    const dir = await new Promise((resolve) => thread.once("message", resolve));
    await thread.terminate();
    console.log(dir);`;
  const clean = { ...process.env };
  delete clean.NODE_COMPILE_CACHE;
  delete clean.NODE_DISABLE_COMPILE_CACHE;
  return execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...clean, ...env },
    encoding: "utf8",
  }).trim();
}

it("keeps the cache in DATA_DIR, and a thread started after it uses it", async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-compile-cache-"));
  const used = runThread();
  expect(used.startsWith(compileCacheDir(dataDir))).toBe(true);
  expect((await readdir(used)).length).toBeGreaterThan(0);
});

it("leaves a cache named by NODE_COMPILE_CACHE, and none with NODE_DISABLE_COMPILE_CACHE", async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-compile-cache-"));
  const elsewhere = path.join(dataDir, "elsewhere");
  expect(runThread({ NODE_COMPILE_CACHE: elsewhere }).startsWith(elsewhere)).toBe(true);
  expect(runThread({ NODE_DISABLE_COMPILE_CACHE: "1" })).toBe("none");
  expect(await readdir(dataDir)).toEqual(["elsewhere"]);
});
