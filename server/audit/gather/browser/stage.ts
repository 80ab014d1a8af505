import { spawn } from "node:child_process";
import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createAddressPolicy } from "./address-policy.ts";
import { chromiumExecutable } from "./chromium.ts";
import type { ChildJob, ChildMessage } from "./lighthouse-run.ts";
import { groupMemoryMb, killGroup } from "./process-tree.ts";
import { startPolicyProxy } from "./proxy.ts";
import { createRunDirectory, executableForRun, type RunDirectory } from "./sandbox.ts";
import type { BrowserStageOptions, BrowserStageResult, ChildResult } from "./types.ts";

// The audit's browser stage (decision 020): one real Chromium + Lighthouse run of a
// stranger's page, behind the SSRF proxy, as an unprivileged user, in a child process with a time
// and a memory cap. One run at a time in this process; the job queue spreads audits over time.

export type { BrowserStageOptions, BrowserStageResult } from "./types.ts";

const CHILD = fileURLToPath(new URL("./lighthouse-child.ts", import.meta.url));
export const DEFAULT_TIMEOUT_MS = 60_000;
/** Node heap of the Lighthouse process; a heavy page's trace needs a few hundred MB. */
const CHILD_HEAP_MB = 1024;
/** PSS of the whole run (Lighthouse, Chromium and its renderers); measured peaks are 0.5–0.8 GB. */
export const DEFAULT_MEMORY_LIMIT_MB = 2048;
const WATCH_INTERVAL_MS = 500;

export type BrowserStageFailure = "timeout" | "memory" | "aborted" | "page" | "browser";

const MESSAGES: Record<BrowserStageFailure, string> = {
  timeout: "Nettsiden ble ikke ferdig testet i nettleseren i tide.",
  memory: "Nettsiden brukte for mye minne i nettleseren til at den kunne testes.",
  aborted: "Testen i nettleseren ble avbrutt.",
  page: "Nettleseren kunne ikke laste nettsiden.",
  browser: "Nettleseren kunne ikke teste nettsiden.",
};

/** A run that did not finish; `message` is Norwegian and safe to show, `detail` is for the log. */
export class BrowserStageError extends Error {
  readonly reason: BrowserStageFailure;
  readonly detail: string | null;

  constructor(reason: BrowserStageFailure, detail: string | null = null) {
    super(MESSAGES[reason]);
    this.name = "BrowserStageError";
    this.reason = reason;
    this.detail = detail;
  }
}

let queue: Promise<void> = Promise.resolve();

function untilAborted(promise: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(new BrowserStageError("aborted"));
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new BrowserStageError("aborted"));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    });
  });
}

/**
 * Audits `url` in a real browser with Lighthouse 13 (mobile, simulated throttling, bokmål) and
 * lists the tracking it does before consent. Throws UnsafeTargetError (address.ts) for a target the
 * audit may not reach, BrowserStageError when the run fails or exceeds its caps.
 */
export async function runBrowserStage(
  url: string,
  options: BrowserStageOptions = {},
): Promise<BrowserStageResult> {
  const previous = queue;
  let release = () => {};
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  queue = previous.then(() => mine);
  try {
    await untilAborted(previous, options.signal);
    return await runOnce(url, options);
  } finally {
    release();
  }
}

async function runOnce(url: string, options: BrowserStageOptions): Promise<BrowserStageResult> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const policy = createAddressPolicy(options);
  await policy.checkUrl(url);
  const executable = await executableForRun(await chromiumExecutable());
  const proxy = await startPolicyProxy(policy);
  const dir = await createRunDirectory().catch(async (error: unknown) => {
    await proxy.close();
    throw error;
  });
  try {
    const lhrPath = join(dir.home, "lhr.json");
    const job: ChildJob = {
      url,
      executable,
      proxyPort: proxy.port,
      profileDir: dir.profileDir,
      runAs: dir.uid !== undefined && dir.gid !== undefined ? { uid: dir.uid, gid: dir.gid } : null,
      maxWaitForLoadMs: Math.min(45_000, Math.round(timeoutMs / 2)),
      reportFile: options.reportFile ? lhrPath : null,
      trustCertificates: options.trustCertificates ?? [],
    };
    const caps = { timeoutMs, memoryLimitMb: options.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB };
    const { message, peak } = await runChild(job, dir, caps, options.signal);
    if (options.reportFile) await copyFile(lhrPath, options.reportFile).catch(() => {});
    if (message.type === "error") throw new BrowserStageError(message.reason, message.message);
    const { pictures, ...result }: ChildResult = message.result;
    // A host the proxy refused every time was asked for, not contacted: it belongs in `refused`.
    const thirdPartyHosts = result.tracking.thirdPartyHosts.filter(({ host }) => proxy.reached(host));
    return {
      ...result,
      pictures: {
        screenshot: pictures.screenshot === null ? null : Buffer.from(pictures.screenshot, "base64"),
        filmstrip: pictures.filmstrip.map(({ timingMs, data }) => ({
          timingMs,
          image: Buffer.from(data, "base64"),
        })),
      },
      tracking: { ...result.tracking, thirdPartyHosts },
      refused: proxy.refused(),
      cost: {
        wallMs: Math.round(performance.now() - started),
        peakPssMb: Math.round(peak.pss),
        peakRssMb: Math.round(peak.rss),
      },
    };
  } finally {
    await proxy.close();
    await dir.dispose();
  }
}

/**
 * Starts the Lighthouse child in a process group of its own and enforces the caps. It runs as the
 * server's user: it must load our code and node_modules, which may sit in a private folder such
 * as /root (decision 015); Chromium, which runs the stranger's page, is the one dropped to nobody.
 */
function runChild(
  job: ChildJob,
  dir: RunDirectory,
  { timeoutMs, memoryLimitMb }: { timeoutMs: number; memoryLimitMb: number },
  signal: AbortSignal | undefined,
): Promise<{ message: ChildMessage; peak: { pss: number; rss: number } }> {
  const child = spawn(process.execPath, [`--max-old-space-size=${CHILD_HEAP_MB}`, CHILD], {
    detached: true,
    env: dir.env,
    cwd: dir.home,
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  const pgid = child.pid;
  const peak = { pss: 0, rss: 0 };

  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: { message: ChildMessage } | { error: BrowserStageError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearInterval(watch);
      signal?.removeEventListener("abort", onAbort);
      const done = () => ("error" in outcome ? reject(outcome.error) : resolve({ ...outcome, peak }));
      if (pgid === undefined) done();
      else void killGroup(pgid).then(done);
    };
    const onAbort = () => finish({ error: new BrowserStageError("aborted") });
    signal?.addEventListener("abort", onAbort, { once: true });
    const deadline = setTimeout(
      () => finish({ error: new BrowserStageError("timeout", `over ${timeoutMs} ms`) }),
      timeoutMs,
    );
    let measuring = false;
    const watch = setInterval(() => {
      if (measuring || pgid === undefined) return;
      measuring = true;
      void groupMemoryMb(pgid).then(({ pss, rss }) => {
        measuring = false;
        peak.pss = Math.max(peak.pss, pss);
        peak.rss = Math.max(peak.rss, rss);
        if (pss > memoryLimitMb)
          finish({ error: new BrowserStageError("memory", `PSS ${Math.round(pss)} MB`) });
      });
    }, WATCH_INTERVAL_MS);
    child.once("message", (message: ChildMessage) => finish({ message }));
    child.once("error", (error) => finish({ error: new BrowserStageError("browser", String(error)) }));
    child.once("close", (code, exitSignal) =>
      finish({ error: new BrowserStageError("browser", `exited (${code ?? exitSignal}): ${stderr}`) }),
    );
    if (signal?.aborted) onAbort();
    // A child that died at start (EPIPE) is reported by 'close'; the write error must not go unhandled.
    else
      child.send(job, (error) => error && finish({ error: new BrowserStageError("browser", String(error)) }));
  });
}
