import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Memory of the server under test, read from /proc (Linux): the resident set of the Node process,
// and the summed resident set (and proportional set, which counts shared pages once) of the
// embedded PostgreSQL's postmaster and all its children.

function statusField(pid: number, field: string): number | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = text.match(new RegExp(`^${field}:\\s+(\\d+)`, "m"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined; // the process has gone
  }
}

/** Resident set in KiB, or 0 when the process is gone. */
export function rssKb(pid: number): number {
  return statusField(pid, "VmRSS") ?? 0;
}

/** Proportional set in KiB (shared pages divided among the processes sharing them). */
export function pssKb(pid: number): number {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    return Number(text.match(/^Pss:\s+(\d+)/m)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The postmaster of DATA_DIR/postgres (first line of postmaster.pid). */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The postmaster and its children (backends, checkpointer, walwriter, …). */
export function postgresPids(postmaster: number): number[] {
  const pids = [postmaster];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    if (statusField(Number(name), "PPid") === postmaster) pids.push(Number(name));
  }
  return pids;
}

export interface MemorySample {
  atMs: number;
  nodeRssKb: number;
  /** The job worker's RSS when it runs in its own process (0 when the web server runs the jobs). */
  workerRssKb: number;
  pgRssKb: number;
  pgPssKb: number;
  pgProcesses: number;
}

export function sampleMemory(
  nodePid: number,
  dataDir: string,
  startedAt: number,
  workerPid?: number,
): MemorySample {
  const postmaster = postmasterPid(dataDir);
  const pg = postmaster ? postgresPids(postmaster) : [];
  return {
    atMs: Math.round(performance.now() - startedAt),
    nodeRssKb: rssKb(nodePid),
    workerRssKb: workerPid ? rssKb(workerPid) : 0,
    pgRssKb: pg.reduce((sum, pid) => sum + rssKb(pid), 0),
    pgPssKb: pg.reduce((sum, pid) => sum + pssKb(pid), 0),
    pgProcesses: pg.length,
  };
}

/**
 * Samples every `intervalMs` until stopped. Runs on this process's event loop, which the load
 * generator also uses: the achieved interval is reported with the result.
 */
export function startSampler(nodePid: number, dataDir: string, intervalMs = 250, workerPid?: number) {
  const startedAt = performance.now();
  const sample = () => sampleMemory(nodePid, dataDir, startedAt, workerPid);
  const samples: MemorySample[] = [sample()];
  const timer = setInterval(() => samples.push(sample()), intervalMs);
  return {
    stop() {
      clearInterval(timer);
      samples.push(sample());
      const peak = (pick: (s: MemorySample) => number) => Math.max(...samples.map(pick));
      const spanMs = (samples.at(-1)?.atMs ?? 0) - (samples[0]?.atMs ?? 0);
      return {
        samples: samples.length,
        meanIntervalMs: samples.length > 1 ? spanMs / (samples.length - 1) : 0,
        first: samples[0] as MemorySample,
        last: samples.at(-1) as MemorySample,
        peakNodeRssMb: peak((s) => s.nodeRssKb) / 1024,
        peakWorkerRssMb: peak((s) => s.workerRssKb) / 1024,
        peakPgRssMb: peak((s) => s.pgRssKb) / 1024,
        peakPgPssMb: peak((s) => s.pgPssKb) / 1024,
        peakPgProcesses: peak((s) => s.pgProcesses),
      };
    },
  };
}
