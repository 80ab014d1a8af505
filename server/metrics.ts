import { performance } from "node:perf_hooks";
import type { RequestHandler } from "express";
import type pg from "pg";
import type { PgBoss } from "pg-boss";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { QUEUES } from "./jobs/queues.ts";
import { NEWS_FEED_PATH } from "./seo/feed.ts";
import type { Services } from "./services.ts";
import { bufferedUploadBytes, spooledUploadBytes } from "./uploads/spool.ts";

// Prometheus metrics (decision 012), served on an internal port of their own (METRICS_PORT on
// METRICS_HOST, loopback by default), never by the public site. One registry per set of services,
// not prom-client's global one, so the web app's middleware and the metrics server share counters
// and every test server starts from zero. docs/operations.md explains each metric.

/**
 * The route label: a fixed set, never the raw path, so strangers' URLs cannot add time series.
 * `other` is whatever is neither a file, a page nor a known endpoint (e.g. PUT to a page).
 */
export type RouteLabel =
  | "static"
  | "page"
  | "api_contact"
  | "api_audit"
  | "api_upload"
  | "api_content"
  | "api_other"
  | "uploads"
  | "seo"
  | "health"
  | "other";

const SEO_PATHS = new Set(["/sitemap.xml", "/robots.txt", NEWS_FEED_PATH]);
const API_ROUTES: Record<string, RouteLabel> = {
  "/api/contact": "api_contact",
  "/api/website-audit": "api_audit",
  "/api/upload": "api_upload",
  "/api/uploads": "api_upload",
  "/api/generate-content": "api_content",
};
/** Methods kept as they are; anything else a client sends is counted as "other". */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Classifies a request path by prefix only: a few string checks, no regular expressions. */
export function routeLabel(method: string, path: string): RouteLabel {
  if (path === "/healthz") return "health";
  if (path.startsWith("/assets/")) return "static";
  if (path.startsWith("/api/")) return API_ROUTES[path.replace(/\/+$/, "")] ?? "api_other";
  if (path === "/uploads" || path.startsWith("/uploads/")) return "uploads";
  if (SEO_PATHS.has(path)) return "seo";
  if (method !== "GET" && method !== "HEAD" && method !== "POST") return "other";
  // Prerendered page data (/tjenester.data) belongs to its page; other names with an extension
  // are files of the client build (favicon, share images), or guesses at them.
  const lastSlash = path.lastIndexOf("/");
  const dot = path.indexOf(".", lastSlash);
  return dot === -1 || path.endsWith(".data") ? "page" : "static";
}

/** What the metrics read from the database side: the pool's counters and pg-boss's queue list. */
export interface MetricsSource {
  pool: Pick<pg.Pool, "totalCount" | "idleCount" | "waitingCount" | "query">;
  boss: Pick<PgBoss, "getQueues">;
}

export interface MetricsOptions {
  /** How long one reading of the database and queues is reused, so scrapes cannot load the database. */
  cacheMs?: number;
  /** A reading that takes longer than this counts as the database being down. */
  timeoutMs?: number;
}

export interface Metrics {
  registry: Registry;
  /** Records every finished response; mount it first, so its timing covers the whole app. */
  httpMiddleware: RequestHandler;
  /** Records a response written outside Express (the static fast path), started at `startedAt`. */
  record(method: string, path: string, status: number, startedAt: number): void;
}

type QueueCounts = { name: string; queuedCount: number; activeCount: number; failedCount: number };

interface DatabaseReading {
  up: boolean;
  /** Null when pg-boss could not be asked: the queue gauges are then left out of the scrape. */
  queues: QueueCounts[] | null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const QUEUE_NAMES: string[] = Object.values(QUEUES);

export function createMetrics(source: MetricsSource, options: MetricsOptions = {}): Metrics {
  const { cacheMs = 10_000, timeoutMs = 3000 } = options;
  const registry = new Registry();
  // Process metrics under their standard names (process_*, nodejs_*): memory, heap, event-loop
  // lag, GC, handles. Ready-made dashboards expect exactly these.
  collectDefaultMetrics({ register: registry });

  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "fjellvik_http_requests_total",
    help: "HTTP responses sent by the public site, by method, route group and status code.",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "fjellvik_http_request_duration_seconds",
    help: "Time from receiving a request to the end of its response, by method, route group and status code.",
    labelNames,
    // From in-memory static files (well under a millisecond) to server-rendered pages and API posts.
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // The label sets are few (methods × routes × statuses): keep each one's children, so a request
  // costs two map lookups instead of prom-client hashing a label object twice (static files are
  // served at >20 000 requests a second).
  const children = new Map<string, { inc: () => void; observe: (seconds: number) => void }>();
  const childrenFor = (method: string, route: RouteLabel, status: number) => {
    const key = `${method} ${route} ${status}`;
    let child = children.get(key);
    if (!child) {
      const labels = { method, route, status };
      const counter = requests.labels(labels);
      const histogram = duration.labels(labels);
      child = { inc: () => counter.inc(), observe: (seconds) => histogram.observe(seconds) };
      children.set(key, child);
    }
    return child;
  };
  const record = (rawMethod: string, path: string, status: number, startedAt: number) => {
    const method = METHODS.has(rawMethod) ? rawMethod : "other";
    const child = childrenFor(method, routeLabel(method, path), status);
    child.inc();
    child.observe((performance.now() - startedAt) / 1000);
  };
  const httpMiddleware: RequestHandler = (req, res, next) => {
    const started = performance.now();
    const method = METHODS.has(req.method) ? req.method : "other";
    const route = routeLabel(method, req.path);
    // 'finish': the response was handed to the OS in full. Requests the client aborted are not counted.
    res.once("finish", () => {
      const child = childrenFor(method, route, res.statusCode);
      child.inc();
      child.observe((performance.now() - started) / 1000);
    });
    next();
  };

  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge(
    "fjellvik_db_pool_clients",
    "Connections the database pool holds (idle and in use).",
    () => source.pool.totalCount,
  );
  poolGauge(
    "fjellvik_db_pool_idle_clients",
    "Pool connections open and not in use.",
    () => source.pool.idleCount,
  );
  poolGauge(
    "fjellvik_db_pool_waiting_clients",
    "Queries waiting for a pool connection; above zero for long means the pool is too small or the database slow.",
    () => source.pool.waitingCount,
  );
  // Process-wide, like the uploads' own limits (server/uploads/spool.ts).
  poolGauge(
    "fjellvik_upload_buffered_bytes",
    "Bytes of upload request bodies held in memory now; at most two bodies at a time.",
    bufferedUploadBytes,
  );
  poolGauge(
    "fjellvik_upload_spooled_bytes",
    "Bytes reserved on disk for upload bodies being received or waiting to be processed; past its cap uploads get 503.",
    spooledUploadBytes,
  );

  // One reading of the database serves every gauge below and every scrape for cacheMs after it
  // arrived. While a reading is in flight, everyone waits for it: one scrape's gauges, and
  // concurrent scrapes, never start a second one.
  let cached: { reading: Promise<DatabaseReading>; arrivedAt?: number } | undefined;
  function readDatabase(): Promise<DatabaseReading> {
    if (cached && (cached.arrivedAt === undefined || Date.now() - cached.arrivedAt < cacheMs))
      return cached.reading;
    const entry: NonNullable<typeof cached> = {
      reading: Promise.allSettled([
        withTimeout(source.pool.query("SELECT 1"), timeoutMs),
        // The counts pg-boss keeps on its queue table (refreshed by its monitor about once a
        // minute): one small query, not a count over the job table.
        withTimeout(source.boss.getQueues(QUEUE_NAMES), timeoutMs),
      ]).then(([ping, queues]) => {
        entry.arrivedAt = Date.now();
        return {
          up: ping.status === "fulfilled",
          queues: queues.status === "fulfilled" ? queues.value : null,
        };
      }),
    };
    cached = entry;
    return entry.reading;
  }

  new Gauge({
    name: "fjellvik_database_up",
    help: `1 when the database answered SELECT 1 within ${timeoutMs} ms at the last reading (cached ${cacheMs / 1000} s), else 0.`,
    registers: [registry],
    async collect() {
      this.set((await readDatabase()).up ? 1 : 0);
    },
  });
  const queueGauge = (name: string, help: string, read: (queue: QueueCounts) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["queue"],
      registers: [registry],
      async collect() {
        const { queues } = await readDatabase();
        this.reset(); // no reading: no samples, rather than stale ones
        for (const queue of queues ?? []) this.set({ queue: queue.name }, read(queue));
      },
    });
  queueGauge(
    "fjellvik_queue_queued_jobs",
    "Jobs waiting in a pg-boss queue, including retries waiting for their delay.",
    (queue) => queue.queuedCount,
  );
  queueGauge("fjellvik_queue_active_jobs", "Jobs a worker is running now.", (queue) => queue.activeCount);
  queueGauge(
    "fjellvik_queue_failed_jobs",
    "Jobs that failed for good and are still kept (pg-boss retention), not an all-time total.",
    (queue) => queue.failedCount,
  );

  return { registry, httpMiddleware, record };
}

const perServices = new WeakMap<object, Metrics>();

/**
 * The metrics of one set of services, made on first use: the app's middleware (server/app.ts) and
 * the metrics server (index.ts, worker.ts, tests) ask with the same services and get the same registry.
 */
export function metricsFor(services: Pick<Services, "database" | "boss">): Metrics {
  let metrics = perServices.get(services);
  if (!metrics) {
    metrics = createMetrics({ pool: services.database.pool, boss: services.boss });
    perServices.set(services, metrics);
  }
  return metrics;
}
