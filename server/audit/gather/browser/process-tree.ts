import { readdir, readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";

// The browser run is one process group (the Lighthouse child and the Chromium it starts, renderers
// included), read from /proc: its memory is measured as PSS, so pages the processes share are
// counted once, and the whole group is killed at once.

interface GroupMember {
  pid: number;
  zombie: boolean;
}

/** Processes whose process group is `pgid` (from /proc/<pid>/stat). */
async function members(pgid: number): Promise<GroupMember[]> {
  const pids = (await readdir("/proc").catch(() => [])).filter((name) => /^\d+$/.test(name));
  const found: GroupMember[] = [];
  await Promise.all(
    pids.map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
      // "pid (comm) state ppid pgrp …": comm may contain spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid) found.push({ pid: Number(pid), zombie: fields[0] === "Z" });
    }),
  );
  return found;
}

/** The group's memory in MB: PSS (shared pages split between sharers) and the plain sum of RSS. */
export async function groupMemoryMb(pgid: number): Promise<{ pss: number; rss: number }> {
  let pss = 0;
  let rss = 0;
  for (const { pid, zombie } of await members(pgid)) {
    if (zombie) continue;
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, "utf8").catch(() => "");
    pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  }
  return { pss: pss / 1024, rss: rss / 1024 };
}

/** SIGKILLs every process of the group and waits (up to 5 s) until none is left alive. */
export async function killGroup(pgid: number): Promise<void> {
  try {
    process.kill(-pgid, "SIGKILL");
  } catch {
    // Already gone.
  }
  for (let waited = 0; waited < 5_000; waited += 50) {
    if ((await members(pgid)).every(({ zombie }) => zombie)) return;
    await sleep(50);
  }
}
