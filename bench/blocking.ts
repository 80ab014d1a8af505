import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumExecutable } from "#server/audit/gather/browser/chromium.ts";
import { startServerProcess } from "#tests/server-process.ts";

// What a slow phone's main thread is blocked by, measured rather than simulated: each page loaded
// in the pinned Chromium with the CPU throttled four times (the DevTools protocol, as Lighthouse's
// mobile setting), its long tasks after the first contentful paint read with a PerformanceObserver,
// and blocking time summed as Lighthouse sums it (each task's time over 50 ms). Lighthouse's own
// TBT is simulated from an unthrottled trace (Lantern) and varies between runs of one page by more
// than most changes do; this is a second view, not the target (docs/performance.md).
//
//   node bench/blocking.ts                        the three pages below, eight loads each
//   BENCH_PAGES=/,/kontakt BENCH_RUNS=12 node bench/blocking.ts

const pages = (process.env.BENCH_PAGES ?? "/,/kontakt,/nyheter/ai-agenter-pinecone-rag").split(",");
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 8));
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** After hydration, how long to go on watching for long tasks (the carousel, the animations). */
const SETTLE_MS = 2500;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-blocking-"));
const server = await startServerProcess({ PORT: "0", DATA_DIR: dataDir }, { timeoutMs: 90_000 });
const browser = await chromium.launch({
  executablePath: await chromiumExecutable(),
  args: ["--no-sandbox", "--headless=new"],
});
try {
  console.log(`| page | blocking time, median | each load (ms) |\n| --- | --- | --- |`);
  for (const pathname of pages) {
    const blocked: number[] = [];
    for (let run = 0; run < runs; run++) {
      // A fresh context each time: nothing cached, as Lighthouse loads a page.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
      await page.addInitScript(() => {
        const tasks: [number, number][] = [];
        Object.assign(window, { __longTasks: tasks });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
        }).observe({ type: "longtask", buffered: true });
      });
      await page.goto(`${server.url}${pathname}`);
      await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 });
      await page.waitForTimeout(SETTLE_MS);
      blocked.push(
        await page.evaluate(() => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
          const tasks = (window as unknown as { __longTasks: [number, number][] }).__longTasks;
          return tasks
            .filter(([start]) => start >= fcp)
            .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
        }),
      );
      await context.close();
    }
    const each = blocked.map((ms) => Math.round(ms)).join(", ");
    console.log(`| ${pathname} | ${Math.round(median(blocked))} ms | ${each} |`);
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
