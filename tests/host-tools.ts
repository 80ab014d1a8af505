import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

// Tools of the machine the tests and benchmarks run on: Debian packages, waiting for a URL, the
// production server's Node flags. Shared by the benchmarks, the scale-out test and tests/server-process.ts.

/** Installs a Debian package with apt when its binary is missing (root, Debian archive reachable). */
export function ensureDebianPackage(binary: string, pkg: string) {
  if (existsSync(binary)) return;
  console.log(`Installing ${pkg} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "inherit", env });
}

/** Resolves once the URL answers 2xx; throws after the timeout. */
export async function waitFor(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The Node flags the server and the worker run with in production (`npm start`, `npm run serve`,
 * `npm run worker`, the Dockerfile's CMD): a small young generation, and an old generation capped
 * at 512 MB so that V8 collects before it grows the heap under load (decision 038). The audit and
 * spelling threads and the browser stage's child set their own limits.
 */
export const SERVER_NODE_ARGS = ["--max-semi-space-size=8", "--max-old-space-size=512"];
