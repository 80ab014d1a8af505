import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "#tests/free-port.ts";
import { ensureDebianPackage, waitFor } from "#tests/host-tools.ts";
import { writeNginxConfig } from "#tests/nginx.ts";
import { startServerProcess } from "#tests/server-process.ts";

// Throughput of a prerendered page (docs/brief/QUALITY.md: at least 0.5× nginx serving the same file on the
// same core). nginx (Debian) and our server each run pinned to CPU 1; wrk (Debian) runs on CPU 0
// with 100 connections, asking for gzip. Installs nginx and wrk with apt when they are missing.

const root = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 15);

function wrk(url: string): { rps: number; p99Ms: number; errors: number } {
  const out = execFileSync(
    "taskset",
    ["-c", "0", "wrk", "-t1", "-c100", `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url],
    { encoding: "utf8" },
  );
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  const p99 = out.match(/99%\s+([\d.]+)(us|ms|s)/);
  const unit = p99?.[2] === "us" ? 0.001 : p99?.[2] === "s" ? 1000 : 1;
  const errors =
    Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) +
    Number(out.match(/Socket errors: .*?(\d+)/)?.[1] ?? 0);
  return { rps, p99Ms: Number(p99?.[1] ?? 0) * unit, errors };
}

export async function measureThroughput() {
  ensureDebianPackage("/usr/sbin/nginx", "nginx");
  ensureDebianPackage("/usr/bin/wrk", "wrk");
  if (!existsSync(path.join(root, "build/client/index.html")))
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

  const dir = await mkdtemp(path.join(tmpdir(), "fjellvik-nginx-"));
  const nginxPort = await freePort();
  await writeNginxConfig(dir, nginxPort, { kind: "static", root: path.join(root, "build/client") });
  const nginx = spawn("taskset", ["-c", "1", "nginx", "-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: "inherit",
  });
  const appPort = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-throughput-"));
  const app = await startServerProcess(
    {
      PORT: String(appPort),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: "warn",
    },
    { pinCpu: 1, timeoutMs: 90_000 },
  );
  try {
    await waitFor(`http://127.0.0.1:${nginxPort}/`);
    wrk(`http://127.0.0.1:${appPort}/`); // warm-up
    const ours = wrk(`http://127.0.0.1:${appPort}/`);
    const theirs = wrk(`http://127.0.0.1:${nginxPort}/`);
    const rss =
      Number(execFileSync("ps", ["-o", "rss=", "-p", String(app.child.pid)], { encoding: "utf8" }).trim()) /
      1024;
    return { ours, nginx: theirs, ratio: ours.rps / theirs.rps, seconds, nodeRssMb: Math.round(rss) };
  } finally {
    nginx.kill("SIGQUIT");
    await Promise.all([app.stop(), new Promise((r) => nginx.once("exit", r))]);
    await Promise.all([dir, dataDir].map((folder) => rm(folder, { recursive: true, force: true })));
  }
}

if (import.meta.main) {
  const result = await measureThroughput();
  console.log(result);
  const file = path.join(root, "docs/performance.md");
  const current = await readFile(file, "utf8");
  const marker = "<!-- throughput results: newest first -->";
  const line = `| ${new Date().toISOString().slice(0, 10)} | ${result.seconds} s | ${Math.round(result.ours.rps)} | ${result.ours.p99Ms.toFixed(1)} ms | ${Math.round(result.nginx.rps)} | ${result.nginx.p99Ms.toFixed(1)} ms | ${result.ratio.toFixed(2)} | ${result.nodeRssMb} MB | ${result.ours.errors + result.nginx.errors} |`;
  const next = current.includes(marker)
    ? current.replace(marker, `${marker}\n${line}`)
    : `${current.trimEnd()}\n\n## Throughput: prerendered home page, our server vs nginx\n\nBoth pinned to CPU 1, wrk on CPU 0, 100 connections, gzip (\`npm run bench:throughput\`). Target (docs/brief/QUALITY.md): ratio ≥ 0.5.\n\n| date | duration | ours req/s | ours p99 | nginx req/s | nginx p99 | ratio | Node RSS | errors |\n|---|---|---|---|---|---|---|---|---|\n${marker}\n${line}\n`;
  await writeFile(file, next);
}
