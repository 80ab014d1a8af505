import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromiumExecutable } from "#server/audit/gather/browser/chromium.ts";
import { startServerProcess } from "#tests/server-process.ts";
import { startSeedableServer } from "./seeded-server.ts";

// npm run bench: builds if needed, serves the production build, and records in
// docs/performance.md the Lighthouse (mobile) scores and the home page's transfer sizes.
// Lighthouse runs in the pinned Chromium (benchChromium below).
//
//   BENCH_PAGES=/,/kontakt node bench/run.ts         the pages named
//   BENCH_RUNS=3 node bench/run.ts                    three runs per page, each figure's median
//   BENCH_PAGES='/rapport/{token}' node bench/run.ts  a report page: one audit of a fixture site is
//                                                      run first and its token put in the path

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://127.0.0.1:${port}`;
const pages = (process.env.BENCH_PAGES ?? "/").split(",");
/** Lighthouse runs per page (BENCH_RUNS, default 1): the table gives each figure's median. */
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));

/**
 * The browser Lighthouse runs in: the Chromium pinned in package.json (@sparticuz/chromium), the
 * one the audit's own browser stage and the tests use, so a figure here is the product's figure
 * and does not move when Debian updates its package. BENCH_CHROME names another (Debian's:
 * BENCH_CHROME=/usr/bin/chromium). Debian's 156 build does about 2.5 times the main-thread work of
 * the pinned 153 on the same page (trace of /kontakt, 2026-11-26: 1.2-1.5 s of tasks against 0.5 s,
 * every kind of task alike), which is the browser's cost, not the page's (docs/performance.md).
 */
async function benchChromium(): Promise<string> {
  return process.env.BENCH_CHROME ?? (await chromiumExecutable());
}

/** The production server on BENCH_PORT (Lighthouse's report names the port it measured). */
async function startServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-bench-"));
  const server = await startServerProcess({ PORT: String(port), DATA_DIR: dataDir }, { timeoutMs: 90_000 });
  // Its data folder (an embedded database of about 40 MB) goes with it.
  const stop = async () => {
    const code = await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    return code;
  };
  return { ...server, stop };
}

/** With a report page to measure: the server with fixture sites, and a seeded report's token. */
async function startServerFor(paths: string[]) {
  if (!paths.some((pathname) => pathname.includes("{token}")))
    return { server: await startServer(), token: "" };
  const server = await startSeedableServer({ port });
  const token = await server.seedAuditReport().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  return { server, token };
}

/** Sums what the page loads: its JavaScript (gzip, as served) and everything else it references. */
async function transferSizes(pathname: string) {
  const html = await (await fetch(`${base}${pathname}`)).text();
  const urls = new Set<string>();
  // Attributes, and the module URLs in React Router's bootstrap and manifest (decision 006).
  for (const match of html.matchAll(/(?:href=|src=|")(\/[^"\s]+\.(?:js|css|woff2|svg|png|webp|avif))"/g)) {
    urls.add(match[1] as string);
  }
  let js = 0;
  let total = gzipSync(html, { level: 9 }).length;
  for (const url of urls) {
    const body = Buffer.from(
      await (await fetch(`${base}${url}`, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer(),
    );
    const size = /\.(js|css|svg)$/.test(url) ? gzipSync(body, { level: 9 }).length : body.length;
    if (url.endsWith(".js")) js += size;
    total += size;
  }
  return { jsKb: js / 1024, totalKb: total / 1024, files: urls.size + 1 };
}

type LighthouseRun = Awaited<ReturnType<typeof lighthouseOnce>>;

async function repeat<T>(times: number, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < times; i++) results.push(await run());
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Each score and metric the median of its runs; an audit failing counts when it failed in most runs. */
function medianRun(all: LighthouseRun[]): LighthouseRun {
  const of = (key: Exclude<keyof LighthouseRun, "failing">) => median(all.map((run) => run[key]));
  const failing = [...new Set(all.flatMap((run) => run.failing))].filter(
    (id) => all.filter((run) => run.failing.includes(id)).length * 2 > all.length,
  );
  return {
    performance: Math.round(of("performance")),
    accessibility: Math.round(of("accessibility")),
    bestPractices: Math.round(of("bestPractices")),
    seo: Math.round(of("seo")),
    fcp: of("fcp"),
    lcp: of("lcp"),
    tbt: of("tbt"),
    cls: of("cls"),
    failing,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again. */
async function lighthouse(chromePath: string, pathname: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(chromePath, pathname);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`Lighthouse failed on ${pathname} (attempt ${attempt}); trying again`);
    }
  }
}

async function lighthouseOnce(chromePath: string, pathname: string) {
  const out = path.join(await mkdtemp(path.join(tmpdir(), "lh-")), "report.json");
  execFileSync(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      `${base}${pathname}`,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run",
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const report = JSON.parse(await readFile(out, "utf8"));
  await rm(path.dirname(out), { recursive: true, force: true });
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => report.audits[id]?.numericValue as number;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: metric("first-contentful-paint") / 1000,
    lcp: metric("largest-contentful-paint") / 1000,
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    failing: Object.values(
      report.audits as Record<string, { id: string; score: number | null; scoreDisplayMode: string }>,
    )
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

if (!existsSync(path.join(root, "build/server/index.js"))) {
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}
const chromePath = await benchChromium();
const { server, token } = await startServerFor(pages);
try {
  const rows: string[] = [];
  for (const page of pages) {
    const pathname = page.replace("{token}", token);
    const lh = medianRun(await repeat(runs, () => lighthouse(chromePath, pathname)));
    const size = await transferSizes(pathname);
    console.log(pathname, lh, size);
    rows.push(
      `| ${page} | ${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${lh.fcp.toFixed(2)} s | ${lh.lcp.toFixed(2)} s | ${Math.round(lh.tbt)} ms | ${lh.cls.toFixed(3)} | ${size.jsKb.toFixed(1)} KB | ${size.totalKb.toFixed(1)} KB |${lh.failing.length ? ` ${lh.failing.join(", ")}` : ""}`,
    );
  }
  const chromium = execFileSync(chromePath, ["--version"]).toString().trim();
  const section = [
    `### ${new Date().toISOString().slice(0, 10)} — ${process.arch}, ${(await import("node:os")).cpus().length} cores, ${chromium}, Lighthouse 13 (mobile, simulated throttling)${runs > 1 ? `, median of ${runs} runs per page` : ""}`,
    "",
    "| page | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS (gzip) | total transfer | failing audits |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
  const file = path.join(root, "docs/performance.md");
  const current = existsSync(file) ? await readFile(file, "utf8") : "# Performance\n";
  const marker = "<!-- bench results: newest first -->";
  const next = current.includes(marker)
    ? current.replace(marker, `${marker}\n\n${section}`)
    : `${current.trimEnd()}\n\n## Measurements\n\n${marker}\n\n${section}`;
  await writeFile(file, next);
  console.log(`recorded in ${path.relative(root, file)}`);
} finally {
  await server.stop();
}
