import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/free-port.ts";
import { startTestServer } from "#tests/test-server.ts";
import { until } from "#tests/until.ts";
import { parseEnv } from "./env.ts";
import { QUEUES } from "./jobs/queues.ts";
import { createMetrics, type MetricsSource, metricsFor, routeLabel } from "./metrics.ts";
import { type MetricsServer, startConfiguredMetricsServer, startMetricsServer } from "./metrics-server.ts";

// The app's own counters are read through its metrics port, after real requests to the real app
// (embedded PostgreSQL, pg-boss). Workers are off, so queued mail jobs stay queued and countable.

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text format's sample lines (our label values never contain quotes or commas). */
function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)) labels[pair[1] ?? ""] = pair[2] ?? "";
    samples.push({ name: match[1] ?? "", labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the sample with exactly these labels; undefined when there is none. */
function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = JSON.stringify(Object.entries(labels).sort());
  return samples.find(
    (sample) => sample.name === name && JSON.stringify(Object.entries(sample.labels).sort()) === wanted,
  )?.value;
}

const listeners = () => process.getActiveResourcesInfo().filter((type) => type === "TCPServerWrap").length;

let server: Awaited<ReturnType<typeof startTestServer>>;
let metricsServer: MetricsServer;
let asset: string;

beforeAll(async () => {
  server = await startTestServer({ RUN_WORKERS: "false" });
  metricsServer = await startMetricsServer({
    port: 0,
    host: "127.0.0.1",
    registry: metricsFor(server.services).registry,
  });
  const assets = await readdir(path.resolve(import.meta.dirname, "../build/client/assets"));
  asset = `/assets/${assets.find((name) => name.endsWith(".js")) ?? "missing.js"}`;
}, 60_000);
afterAll(async () => {
  await metricsServer?.close();
  await server?.close();
});

async function scrape(url = metricsServer.url) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return parseSamples(await res.text());
}

const get = async (p: string) => {
  const res = await fetch(`${server.url}${p}`, { redirect: "manual" });
  await res.arrayBuffer();
  return res.status;
};
const postContact = async (body: object) => {
  const res = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
};
const validContact = {
  fornavn: "Åsmund",
  etternavn: "Ødegård",
  email: "asmund@bedrift.no",
  prosjekt: "Ny side",
  startet: Date.now() - 60_000, // a form shown a minute ago: a person, so the mails are queued
};

describe("HTTP metrics of the public app", () => {
  it("count each response once under its method, route group and status, with its duration", async () => {
    const before = await scrape();
    expect(await get("/")).toBe(200);
    expect(await get("/")).toBe(200);
    expect(await get(asset)).toBe(200);
    expect(await get("/finnes-ikke")).toBe(404);
    expect(await get("/robots.txt")).toBe(200);
    expect(await get("/healthz")).toBe(200);
    expect(await postContact(validContact)).toBe(200);
    expect(await postContact({ fornavn: "A" })).toBe(400);
    const after = await scrape();

    const increase = (name: string, labels: Record<string, string>) =>
      (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    const expected: [Record<string, string>, number][] = [
      [{ method: "GET", route: "page", status: "200" }, 2],
      [{ method: "GET", route: "static", status: "200" }, 1],
      [{ method: "GET", route: "page", status: "404" }, 1],
      [{ method: "GET", route: "seo", status: "200" }, 1],
      [{ method: "GET", route: "health", status: "200" }, 1],
      [{ method: "POST", route: "api_contact", status: "200" }, 1],
      [{ method: "POST", route: "api_contact", status: "400" }, 1],
    ];
    for (const [labels, count] of expected) {
      expect(increase("fjellvik_http_requests_total", labels), JSON.stringify(labels)).toBe(count);
      expect(increase("fjellvik_http_request_duration_seconds_count", labels)).toBe(count);
      expect(increase("fjellvik_http_request_duration_seconds_sum", labels)).toBeGreaterThan(0);
    }
    // Eight requests, eight counts: nothing counted twice, nothing under another label.
    const total = (samples: Sample[]) =>
      samples
        .filter((sample) => sample.name === "fjellvik_http_requests_total")
        .reduce((sum, sample) => sum + sample.value, 0);
    expect(total(after) - total(before)).toBe(8);
  });

  it("never turn a stranger's path into a label value", async () => {
    const random = () => randomUUID().replaceAll("-", "");
    // The first round may create the (bounded) series for a 404 of each kind; the second may not.
    for (const p of [`/${random()}`, `/${random()}/${random()}.php`, `/api/${random()}`]) await get(p);
    const before = await scrape();
    const series = (samples: Sample[]) =>
      samples
        .filter((sample) => sample.name.startsWith("fjellvik_http_"))
        .map((sample) => `${sample.name}${JSON.stringify(sample.labels)}`)
        .sort();
    const strangers = [
      `/${random()}`,
      `/${random()}/${random()}.php`,
      `/api/${random()}`,
      `/${random()}?q=1`,
    ];
    for (const p of strangers) expect(await get(p)).toBe(404);
    const res = await fetch(metricsServer.url);
    const text = await res.text();
    const after = parseSamples(text);
    expect(series(after)).toEqual(series(before));
    for (const p of strangers) expect(text).not.toContain(p.slice(1, 20));
    const pageNotFound = { method: "GET", route: "page", status: "404" };
    expect(
      (sampleValue(after, "fjellvik_http_requests_total", pageNotFound) ?? 0) -
        (sampleValue(before, "fjellvik_http_requests_total", pageNotFound) ?? 0),
    ).toBe(2);
    const routes = new Set(after.map((sample) => sample.labels.route).filter(Boolean));
    for (const route of routes)
      expect(["static", "page", "api_contact", "api_other", "seo", "health"]).toContain(route);
  });

  it("are not served by the public site: /metrics there is a 404 page", async () => {
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("fjellvik_http_requests_total");
  });
});

describe("the metrics endpoint", () => {
  it("answers in the Prometheus text format with process, pool, database and queue metrics", async () => {
    const res = await fetch(metricsServer.url);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = await res.text();
    const samples = parseSamples(text);
    // prom-client's standard process metrics, under their usual names.
    expect(sampleValue(samples, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(sampleValue(samples, "nodejs_heap_size_used_bytes")).toBeGreaterThan(1_000_000);
    expect(sampleValue(samples, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(text).toContain("# TYPE nodejs_gc_duration_seconds histogram");

    const { pool } = server.services.database;
    expect(sampleValue(samples, "fjellvik_db_pool_clients")).toBe(pool.totalCount);
    expect(pool.totalCount).toBeGreaterThan(0);
    expect(sampleValue(samples, "fjellvik_db_pool_idle_clients")).toBe(pool.idleCount);
    expect(sampleValue(samples, "fjellvik_db_pool_waiting_clients")).toBe(0);
    expect(sampleValue(samples, "fjellvik_database_up")).toBe(1);
    for (const queue of Object.values(QUEUES)) {
      for (const name of [
        "fjellvik_queue_queued_jobs",
        "fjellvik_queue_active_jobs",
        "fjellvik_queue_failed_jobs",
      ])
        expect(sampleValue(samples, name, { queue }), `${name} ${queue}`).toBeTypeOf("number");
    }
  });

  it("reports the queued mail jobs pg-boss counted", async () => {
    expect(await postContact(validContact)).toBe(200);
    // pg-boss refreshes its queue counts on its monitor pass (once a minute); run one now.
    await server.services.boss.supervise();
    const { rows } = await server.services.database.pool.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry')",
      [QUEUES.contactMail],
    );
    // A fresh registry over the same services, so the app registry's 10-second cache cannot interfere.
    const fresh = createMetrics({ pool: server.services.database.pool, boss: server.services.boss });
    const samples = parseSamples(await fresh.registry.metrics());
    expect(rows[0]?.count).toBeGreaterThanOrEqual(2); // notification and confirmation per request
    expect(sampleValue(samples, "fjellvik_queue_queued_jobs", { queue: QUEUES.contactMail })).toBe(
      rows[0]?.count,
    );
    expect(sampleValue(samples, "fjellvik_queue_active_jobs", { queue: QUEUES.contactMail })).toBe(0);
    expect(sampleValue(samples, "fjellvik_queue_queued_jobs", { queue: QUEUES.audit })).toBe(0);
  });

  it("answers 404 beside /metrics and 405 to other methods", async () => {
    const base = metricsServer.url.replace(/\/metrics$/, "");
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/x`)).status).toBe(404);
    const post = await fetch(metricsServer.url, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("database readings", () => {
  /** A source that counts how often the database is asked, with a pool to a port nobody listens on. */
  function countingSource(overrides: Partial<MetricsSource> = {}) {
    const calls = { ping: 0, queues: 0 };
    const source: MetricsSource = {
      pool: {
        totalCount: 3,
        idleCount: 2,
        waitingCount: 1,
        query: (async () => {
          calls.ping++;
          return { rows: [] };
        }) as unknown as pg.Pool["query"],
      },
      boss: {
        getQueues: async () => {
          calls.queues++;
          return [{ name: QUEUES.audit, queuedCount: 4, activeCount: 1, failedCount: 2 }] as never;
        },
      },
      ...overrides,
    };
    return { source, calls };
  }

  it("are cached, so scrapes in a row ask the database once", async () => {
    const { source, calls } = countingSource();
    const metrics = createMetrics(source, { cacheMs: 10_000 });
    const [first] = await Promise.all([metrics.registry.metrics(), metrics.registry.metrics()]);
    await metrics.registry.metrics();
    expect(calls).toEqual({ ping: 1, queues: 1 });
    const samples = parseSamples(first);
    expect(sampleValue(samples, "fjellvik_queue_queued_jobs", { queue: QUEUES.audit })).toBe(4);
    expect(sampleValue(samples, "fjellvik_queue_failed_jobs", { queue: QUEUES.audit })).toBe(2);
    expect(sampleValue(samples, "fjellvik_db_pool_waiting_clients")).toBe(1);

    const uncached = countingSource();
    const noCache = createMetrics(uncached.source, { cacheMs: 0 });
    await noCache.registry.metrics();
    await noCache.registry.metrics();
    expect(uncached.calls).toEqual({ ping: 2, queues: 2 });
  });

  it("with the database down, the scrape still answers: database_up 0 and no queue samples", async () => {
    const deadPool = new pg.Pool({
      connectionString: `postgres://nobody:x@127.0.0.1:${await freePort()}/none`,
      connectionTimeoutMillis: 1000,
    });
    deadPool.on("error", () => {});
    const { source } = countingSource({
      pool: deadPool,
      boss: { getQueues: () => Promise.reject(new Error("connection refused")) },
    });
    const down = await startMetricsServer({
      port: 0,
      host: "127.0.0.1",
      registry: createMetrics(source).registry,
    });
    try {
      const samples = await scrape(down.url);
      expect(sampleValue(samples, "fjellvik_database_up")).toBe(0);
      expect(samples.filter((sample) => sample.name.startsWith("fjellvik_queue_"))).toEqual([]);
      expect(sampleValue(samples, "fjellvik_db_pool_clients")).toBe(0);
      expect(sampleValue(samples, "process_resident_memory_bytes")).toBeGreaterThan(0);
    } finally {
      await down.close();
      await deadPool.end();
    }
  });

  it("a database that hangs counts as down after the timeout instead of stalling the scrape", async () => {
    const never = () => new Promise<never>(() => {});
    const { source } = countingSource({
      pool: { totalCount: 1, idleCount: 0, waitingCount: 0, query: never as unknown as pg.Pool["query"] },
      boss: { getQueues: never },
    });
    const metrics = createMetrics(source, { timeoutMs: 100 });
    const started = Date.now();
    const samples = parseSamples(await metrics.registry.metrics());
    expect(Date.now() - started).toBeLessThan(2000);
    expect(sampleValue(samples, "fjellvik_database_up")).toBe(0);
  });
});

describe("configuration", () => {
  const quiet = pino({ level: "silent" });

  it("METRICS_PORT=0 starts no listener; a port starts one on METRICS_HOST", async () => {
    const metrics = createMetrics({
      pool: { totalCount: 0, idleCount: 0, waitingCount: 0, query: (async () => ({})) as never },
      boss: { getQueues: async () => [] },
    });
    const before = listeners();
    const port = await freePort();
    // freePort's probe server is closed, but its handle is released on a later turn of the loop.
    await until(() => listeners() === before, "the probe server's handle to go");
    const off = await startConfiguredMetricsServer(parseEnv({ METRICS_PORT: "0" }), metrics, quiet);
    expect(off).toBeNull();
    expect(listeners()).toBe(before);

    const on = await startConfiguredMetricsServer(parseEnv({ METRICS_PORT: String(port) }), metrics, quiet);
    try {
      expect(listeners()).toBe(before + 1);
      expect(on?.url).toBe(`http://127.0.0.1:${port}/metrics`);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    } finally {
      await on?.close();
    }
    await until(() => listeners() === before, "the metrics listener's handle to go", { timeoutMs: 5000 });
  });

  it("a taken port is logged as an error and the process goes on without metrics", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as { port: number }).port;
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const metrics = createMetrics({
      pool: { totalCount: 0, idleCount: 0, waitingCount: 0, query: (async () => ({})) as never },
      boss: { getQueues: async () => [] },
    });
    try {
      const result = await startConfiguredMetricsServer(
        parseEnv({ METRICS_PORT: String(port) }),
        metrics,
        logger,
      );
      expect(result).toBeNull();
      const logged = lines.map((line) => JSON.parse(line));
      expect(logged).toContainEqual(
        expect.objectContaining({ level: 50, msg: expect.stringContaining(`127.0.0.1:${port}`) }),
      );
    } finally {
      taken.close();
    }
  });

  it("defaults to port 9464 on loopback and refuses METRICS_PORT equal to PORT", () => {
    expect(parseEnv({})).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: "127.0.0.1" });
    expect(parseEnv({ METRICS_PORT: "0" }).METRICS_PORT).toBe(0);
    expect(() => parseEnv({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
  });
});

describe("routeLabel", () => {
  it.each([
    ["GET", "/", "page"],
    ["GET", "/tjenester/nettsider", "page"],
    ["GET", "/nettsider.data", "page"],
    ["POST", "/kontakt", "page"],
    ["GET", "/assets/entry-abc123.js", "static"],
    ["GET", "/favicon.svg", "static"],
    ["GET", "/wp-login.php", "static"],
    ["GET", "/healthz", "health"],
    ["GET", "/sitemap.xml", "seo"],
    ["GET", "/nyheter/rss.xml", "seo"],
    ["GET", "/uploads/abc.webp", "uploads"],
    ["POST", "/api/contact", "api_contact"],
    ["POST", "/api/contact/", "api_contact"],
    ["POST", "/api/website-audit", "api_audit"],
    ["POST", "/api/upload", "api_upload"],
    ["POST", "/api/generate-content", "api_content"],
    ["GET", "/api/anything-else", "api_other"],
    ["PUT", "/", "other"],
    ["other", "/kontakt", "other"],
  ])("%s %s is %s", (method, p, label) => {
    expect(routeLabel(method, p)).toBe(label);
  });
});
