import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon, { type Client, type Request } from "autocannon";
import { SERVER_NODE_ARGS } from "#tests/host-tools.ts";
import { sampleMemory, startSampler } from "#tests/proc-memory.ts";
import { startSeedableServer } from "./seeded-server.ts";

// Mixed load (decision 012): the production server (`node server/index.ts`, embedded PostgreSQL, job
// workers, no SMTP) under autocannon with a realistic mix of prerendered pages, server-rendered
// pages and contact posts. One autocannon instance; every connection repeats the same ten-request
// cycle (started at a different point per connection), so the mix holds by request count, and
// each answer is attributed to its request kind to report the classes apart.
//
//   npm run bench:load                      100 connections, 60 s, the mix below; recorded in docs
//   LOAD_SECONDS=15 LOAD_RECORD=0 node bench/load.ts           shorter, not recorded
//   LOAD_MIX=ssr node bench/load.ts         server-rendered pages only, 50 connections (docs/brief/QUALITY.md)
//
// Other settings: LOAD_CONNECTIONS, LOAD_WARMUP_SECONDS (5; GET requests only, so the contact
// rate limit is untouched), LOAD_VISITORS (50 client addresses for the posts), LOAD_PIN=0 (do not
// pin: by default the server and its PostgreSQL run on CPU 1 and autocannon on CPU 0),
// LOAD_NODE_ARGS (extra flags for the server's node, e.g. for profiling), LOAD_SSR=report or
// LOAD_SSR=not-found (with LOAD_MIX=ssr: one of the two server-rendered pages only),
// LOAD_WORKER=apart (the jobs in their own `server/worker.ts` process beside a web server with
// RUN_WORKERS=false, as deployments that run them apart do; both pinned alike, the worker's memory
// reported beside the web server's).

const root = path.resolve(import.meta.dirname, "..");
const mix = process.env.LOAD_MIX === "ssr" ? "ssr" : "mixed";
/** With LOAD_MIX=ssr: both server-rendered pages (default), or only "report" or "not-found". */
const ssrPages = ["report", "not-found"].includes(process.env.LOAD_SSR ?? "") ? process.env.LOAD_SSR : "both";
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? (mix === "ssr" ? 50 : 100));
const warmupSeconds = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const visitors = Number(process.env.LOAD_VISITORS ?? 50);
const pin = process.env.LOAD_PIN !== "0" && os.cpus().length >= 2 && existsSync("/usr/bin/taskset");
const record = process.env.LOAD_RECORD !== "0";
/** Node flags of the server: by default those `npm start` and the Dockerfile use. */
const nodeArgs =
  process.env.LOAD_NODE_ARGS === undefined
    ? SERVER_NODE_ARGS
    : process.env.LOAD_NODE_ARGS.split(" ").filter(Boolean);
const workerApart = process.env.LOAD_WORKER === "apart";
const contactRateLimit = 10; // the server's default CONTACT_RATE_LIMIT, left as it is

type Kind = "prerendered" | "ssr" | "api";
const KIND_NAMES: Record<Kind, string> = {
  prerendered: "prerendered pages + assets",
  ssr: "server-rendered pages",
  api: "API posts (`/api/contact`)",
};

interface LoadRequest extends Request {
  kind: Kind;
  label: string;
  /** Answers that are part of the plan: anything else is counted as an error. */
  expected: number[];
}

interface Stats {
  kind: Kind;
  label: string;
  latencies: number[];
  statuses: Map<number, number>;
  timeouts: number;
  socketErrors: number;
  unexpected: number;
}

/** CPU time (user + system, seconds) a process has used, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}

const startServer = () => startSeedableServer({ nodeArgs, workerApart, ...(pin ? { pinCpu: 1 } : {}) });

const BROWSER = {
  "User-Agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
  "Accept-Encoding": "gzip, deflate, br",
  "Accept-Language": "nb-NO,nb;q=0.9",
};
const PAGE = { ...BROWSER, Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

function buildRequests(base: string, token: string, acknowledged: string[]) {
  const html = readFileSync(path.join(root, "build/client/index.html"), "utf8");
  const script = html.match(/"(\/assets\/entry\.client-[^"]+\.js)"/)?.[1];
  const shareImage = html.match(/property="og:image" content="https?:\/\/[^/"]+(\/og\/[^"]+\.png)"/)?.[1];
  if (!script || !shareImage) throw new Error("could not find the entry script or share image in index.html");

  const page = (label: string, pathname = label): LoadRequest => ({
    kind: "prerendered",
    label,
    expected: [200],
    method: "GET",
    path: pathname,
    headers: PAGE,
  });
  const prerendered: LoadRequest[] = [
    page("/"),
    page("/nyheter"),
    page("/tjenester"),
    page("/nettsider/moderne-design"),
    page("/kontakt"),
    { ...page("asset: entry script", script), headers: { ...BROWSER, Accept: "*/*" } },
    { ...page("asset: share image", shareImage), headers: { ...BROWSER, Accept: "image/*" } },
  ];
  let notFound = 0;
  const ssr: LoadRequest[] = [
    {
      kind: "ssr",
      label: "/rapport/{token}",
      expected: [200],
      method: "GET",
      path: `/rapport/${token}`,
      headers: PAGE,
    },
    {
      kind: "ssr",
      label: "not-found page",
      expected: [404],
      method: "GET",
      path: "/finnes-ikke",
      headers: PAGE,
      // A different unknown path each time, as from broken links and scanners.
      setupRequest: (request) => ({ ...request, path: `/finnes-ikke-${++notFound}` }),
    },
  ];
  let posts = 0;
  const api: LoadRequest = {
    kind: "api",
    label: "POST /api/contact",
    expected: [200, 429],
    method: "POST",
    path: "/api/contact",
    headers: { ...BROWSER, "Content-Type": "application/json", Accept: "application/json", Origin: base },
    setupRequest: (request) => {
      const n = ++posts;
      return {
        ...request,
        // The server trusts loopback proxies (TRUST_PROXY default), as behind a reverse proxy: each
        // post comes from one of `visitors` client addresses, and the per-address limit applies.
        headers: { ...request.headers, "X-Forwarded-For": `198.51.100.${(n % visitors) + 1}` },
        body: JSON.stringify({
          fornavn: "Lasttest",
          etternavn: `Nummer ${n}`,
          email: `lasttest${n}@eier.example`,
          telefon: "+47 400 00 000",
          bedrift: "Lastprøve AS",
          prosjekt: "Vi trenger en ny nettside med bestillingsløsning og vil gjerne ha et tilbud.",
          startet: Date.now() - 60_000, // a form shown a minute ago: a person, so it is mailed
        }),
      };
    },
    onResponse: (status, body) => {
      if (status !== 200) return;
      const { id } = JSON.parse(body) as { id?: string };
      if (id) acknowledged.push(id);
    },
  };
  // 7 prerendered : 2 server-rendered : 1 post, interleaved.
  const cycle =
    mix === "ssr"
      ? ssr.filter((_, i) => ssrPages === "both" || (ssrPages === "report" ? i === 0 : i === 1))
      : [
          prerendered[0],
          prerendered[1],
          ssr[0],
          prerendered[2],
          prerendered[5],
          api,
          prerendered[3],
          ssr[1],
          prerendered[4],
          prerendered[6],
        ];
  return { cycle: cycle as LoadRequest[], warmup: (cycle as LoadRequest[]).filter((r) => r.kind !== "api") };
}

async function runLoad(base: string, requests: LoadRequest[], durationSeconds: number) {
  const stats = new Map<string, Stats>();
  const statsFor = (request: LoadRequest) => {
    let entry = stats.get(request.label);
    if (!entry) {
      entry = {
        kind: request.kind,
        label: request.label,
        latencies: [],
        statuses: new Map(),
        timeouts: 0,
        socketErrors: 0,
        unexpected: 0,
      };
      stats.set(request.label, entry);
    }
    return entry;
  };
  let clientIndex = 0;
  const cpuBefore = process.cpuUsage();
  const instance = autocannon({
    url: base,
    connections,
    duration: durationSeconds,
    timeout: 10,
    requests,
    setupClient(client: Client) {
      // Each connection starts at a different point of the cycle.
      const shift = clientIndex++ % requests.length;
      // Own copies: autocannon stores each built request buffer on the request object.
      const own = requests.map((request) => ({ ...request }));
      client.requestIterator.setRequests([...own.slice(shift), ...own.slice(0, shift)]);
      // With one request in flight per connection, the request being answered is the last one
      // written; after a timeout autocannon reconnects and writes the next one before it reports
      // the timeout, so that one belongs to the request written before.
      const c = client as Client & { getRequestBuffer(): Buffer };
      const write = c.getRequestBuffer.bind(c);
      let inFlight: LoadRequest | undefined;
      let previous: LoadRequest | undefined;
      c.getRequestBuffer = () => {
        previous = inFlight;
        inFlight = c.requestIterator.currentRequest as LoadRequest;
        return write();
      };
      c.on("response", (status: number, _bytes: number, ms: number) => {
        if (!inFlight) return;
        const entry = statsFor(inFlight);
        entry.latencies.push(ms);
        entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
        if (!inFlight.expected.includes(status)) entry.unexpected++;
      });
      c.on("timeout", () => {
        if (previous) statsFor(previous).timeouts++;
      });
      c.on("connError", () => {
        if (inFlight) statsFor(inFlight).socketErrors++;
      });
    },
  });
  const result = await instance;
  const cpu = process.cpuUsage(cpuBefore);
  return { stats, result, clientCpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

function summarise(entries: Stats[], durationSeconds: number) {
  const latencies = entries.flatMap((e) => e.latencies).sort((a, b) => a - b);
  const statuses = new Map<number, number>();
  for (const entry of entries)
    for (const [status, count] of entry.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
  const count = latencies.length;
  const serverErrors = [...statuses].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
  const timeouts = entries.reduce((sum, e) => sum + e.timeouts, 0);
  const socketErrors = entries.reduce((sum, e) => sum + e.socketErrors, 0);
  const unexpected = entries.reduce((sum, e) => sum + e.unexpected, 0);
  return {
    count,
    rps: count / durationSeconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    statuses,
    rateLimited: statuses.get(429) ?? 0,
    serverErrors,
    timeouts,
    socketErrors,
    // Includes the 5xx (never expected); 429 is expected for posts and not an error.
    errors: unexpected + timeouts + socketErrors,
  };
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);
const statusList = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");

async function main() {
  if (!existsSync(path.join(root, "build/server/index.js")) || !existsSync(path.join(root, "build/client")))
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (pin) execFileSync("taskset", ["-pc", "0", String(process.pid)], { stdio: "ignore" });
  const loadAtStart = os.loadavg()[0] as number;

  const server = await startServer();
  try {
    const token = await server.seedAuditReport();
    await server.sites.close();
    const check = await fetch(`${server.base}/rapport/${token}`);
    if (check.status !== 200) throw new Error(`/rapport/{token} answered ${check.status}`);
    await check.text();

    const acknowledged: string[] = [];
    const { cycle, warmup } = buildRequests(server.base, token, acknowledged);
    const sample = () => sampleMemory(server.pid, server.dataDir, performance.now(), server.workerPid);
    const idle = sample();
    if (warmupSeconds > 0) await runLoad(server.base, warmup, warmupSeconds);
    const afterWarmup = sample();

    const serverCpuBefore = cpuSeconds(server.pid);
    const sampler = startSampler(server.pid, server.dataDir, 250, server.workerPid);
    const { stats, result, clientCpuSeconds } = await runLoad(server.base, cycle, seconds);
    const memory = sampler.stop();
    const serverCpu = cpuSeconds(server.pid) - serverCpuBefore;
    const duration = result.duration || seconds;

    // No acknowledged submission lost: every id answered with 200 is a row in the database.
    const { rows } = await server.pool.query<{ stored: string; total: string }>(
      "SELECT count(*) FILTER (WHERE id = ANY($1::uuid[])) AS stored, count(*) AS total FROM contact_requests",
      [acknowledged],
    );
    const stored = Number(rows[0]?.stored ?? 0);
    const totalRows = Number(rows[0]?.total ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const afterRun = sample();

    const all = [...stats.values()];
    const kinds = (["prerendered", "ssr", "api"] as Kind[]).filter((kind) =>
      all.some((e) => e.kind === kind),
    );
    const overall = summarise(all, duration);
    const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;
    const tableRows: string[] = [];
    const row = (name: string, s: ReturnType<typeof summarise>) =>
      `| ${name} | ${s.count} | ${overall.count ? ((100 * s.count) / overall.count).toFixed(0) : 0} % | ${Math.round(s.rps)} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} | ${statusList(s.statuses)} | ${s.errors} |`;
    for (const kind of kinds) {
      const entries = all.filter((e) => e.kind === kind);
      tableRows.push(row(KIND_NAMES[kind], summarise(entries, duration)));
      if (kind === "ssr" && entries.length > 1)
        for (const entry of entries) tableRows.push(row(`· ${entry.label}`, summarise([entry], duration)));
    }
    tableRows.push(row("**all**", overall));

    const apiStats = summarise(
      all.filter((e) => e.kind === "api"),
      duration,
    );
    const cpuModel = os.cpus()[0]?.model.trim() ?? "unknown CPU";
    const command =
      mix === "ssr"
        ? `LOAD_MIX=ssr ${ssrPages === "both" ? "" : `LOAD_SSR=${ssrPages} `}LOAD_SECONDS=${seconds} node bench/load.ts`
        : `${seconds === 60 ? "" : `LOAD_SECONDS=${seconds} `}${connections === 100 ? "" : `LOAD_CONNECTIONS=${connections} `}${workerApart ? "LOAD_WORKER=apart " : ""}npm run bench:load`;
    const mixText =
      mix === "ssr"
        ? ssrPages === "both"
          ? "server-rendered pages only: `/rapport/{token}` (a full report of one seeded audit) and a not-found page (`/finnes-ikke-N`), alternating"
          : ssrPages === "report"
            ? "server-rendered pages only: `/rapport/{token}` (a full report of one seeded audit)"
            : "server-rendered pages only: a not-found page (`/finnes-ikke-N`, a new path each time)"
        : `each connection repeats a 10-request cycle — 7 prerendered (\`/\`, \`/nyheter\`, \`/tjenester\`, \`/nettsider/moderne-design\`, \`/kontakt\`, the entry script, the home page's share image), 2 server-rendered (\`/rapport/{token}\` of one seeded audit, a not-found page \`/finnes-ikke-N\`), 1 \`POST /api/contact\` (valid JSON, same-origin; ${visitors} client addresses via X-Forwarded-For, limit ${contactRateLimit} per address per 15 min, so 429 is expected for most)`;
    const lines = [
      `${mix === "ssr" ? "####" : "###"} ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — ${process.arch}, ${os.cpus().length} cores (${cpuModel}), Node ${process.version}${nodeArgs.length ? ` (${nodeArgs.join(" ")})` : ""}, ${connections} connections, ${seconds} s`,
      "",
      `\`${command}\` — ${mixText}. Browser-like headers (\`Accept-Encoding: gzip, deflate, br\`). ${pin ? "Server and its PostgreSQL pinned to CPU 1, autocannon (one instance, in the bench process) on CPU 0" : "Not pinned"}; ${warmupSeconds} s warm-up (GET only) first; load average ${loadAtStart.toFixed(2)} at start.`,
      "",
      "| class | requests | share | req/s | p50 | p99 | max | answers | errors |",
      "|---|---|---|---|---|---|---|---|---|",
      ...tableRows,
      "",
      `Errors: 5xx ${overall.serverErrors}, timeouts ${overall.timeouts}, socket errors ${overall.socketErrors}, other unexpected statuses ${overall.errors - overall.serverErrors - overall.timeouts - overall.socketErrors}; rate-limited (429, intended) ${overall.rateLimited}.`,
      `Memory (/proc, every 250 ms: ${memory.samples} samples, mean interval ${memory.meanIntervalMs.toFixed(0)} ms): ${workerApart ? "web server (RUN_WORKERS=false) " : ""}Node RSS ${mb(idle.nodeRssKb)} idle after start, ${mb(afterWarmup.nodeRssKb)} after warm-up, **peak ${memory.peakNodeRssMb.toFixed(0)} MB** during the run, ${mb(afterRun.nodeRssKb)} 2 s after; ${workerApart ? `the worker (\`server/worker.ts\`, the seed audit's spelling thread warm) RSS ${mb(idle.workerRssKb)} before the load, **peak ${memory.peakWorkerRssMb.toFixed(0)} MB**, ${mb(afterRun.workerRssKb)} 2 s after; ` : ""}embedded PostgreSQL (${memory.peakPgProcesses} processes at most) summed RSS ${mb(idle.pgRssKb)} idle, **peak ${memory.peakPgRssMb.toFixed(0)} MB** (summed PSS, shared buffers counted once: peak ${memory.peakPgPssMb.toFixed(0)} MB).`,
      `CPU during the run: server ${((100 * serverCpu) / duration).toFixed(0)} % of one core (${((1000 * serverCpu) / Math.max(1, overall.count)).toFixed(2)} ms per request), load generator ${((100 * clientCpuSeconds) / duration).toFixed(0)} %.`,
      ...(mix === "mixed"
        ? [
            `Contact posts: ${apiStats.count} answered, ${acknowledged.length} with 200; **${stored} of those ${acknowledged.length} ids are rows in contact_requests** (${totalRows} rows in all) — ${stored === acknowledged.length ? "no acknowledged submission lost" : `${acknowledged.length - stored} LOST`}.`,
          ]
        : []),
    ];
    const block = lines.join("\n");
    console.log(`\n${block}`);
    console.log(
      "autocannon's own totals:",
      JSON.stringify({
        requests: result.requests.total,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
      }),
    );

    if (record) {
      const file = path.join(root, "docs/performance.md");
      const current = await readFile(file, "utf8");
      const marker =
        mix === "ssr" ? "<!-- ssr load results: newest first -->" : "<!-- load results: newest first -->";
      let next: string;
      if (current.includes(marker)) next = current.replace(marker, `${marker}\n\n${block}`);
      else if (mix === "ssr") {
        const heading = "## Hostile input (fuzzing)";
        const section = `### Server-rendered pages only (\`LOAD_MIX=ssr node bench/load.ts\`)\n\n${marker}\n\n${block}\n\n`;
        next = current.includes(heading)
          ? current.replace(heading, `${section}${heading}`)
          : `${current.trimEnd()}\n\n${section}`;
      } else {
        const heading = "## Memory and server-rendered load";
        const section = `## Mixed load (decision 012)\n\nThe production server under a mix of prerendered pages, server-rendered pages and contact posts (\`npm run bench:load\`, bench/load.ts). Targets (docs/brief/QUALITY.md): no errors; Node RSS under load < 200 MB, PostgreSQL < 150 MB; server-rendered p99 < 50 ms (that target is for 50 connections on one core: see the next section).\n\n${marker}\n\n${block}\n\n`;
        next = current.includes(heading)
          ? current.replace(heading, `${section}${heading}`)
          : `${current.trimEnd()}\n\n${section}`;
      }
      await writeFile(file, next);
      console.log(`recorded in ${path.relative(root, file)}`);
    }
    if (overall.errors > 0 || stored !== acknowledged.length) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
