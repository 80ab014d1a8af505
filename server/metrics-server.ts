import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import type { Registry } from "prom-client";
import type { Env } from "./env.ts";
import type { Metrics } from "./metrics.ts";

// The metrics endpoint (decision 012): an internal node:http server of its own, apart from the public
// site, answering GET /metrics from the registry server/metrics.ts fills.

export interface MetricsServer {
  /** Where Prometheus scrapes, e.g. http://127.0.0.1:9464/metrics. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** A plain node:http server answering GET /metrics and 404 to everything else. */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  registry: Registry;
  logger?: Logger;
}): Promise<MetricsServer> {
  const { registry, logger } = options;
  const server = createServer(async (req, res) => {
    const path = (req.url ?? "").split("?", 1)[0];
    if (path !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found: try /metrics\n");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }).end();
      return;
    }
    try {
      const body = await registry.metrics();
      res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      logger?.error({ err: error }, "collecting metrics failed");
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("collecting metrics failed\n");
    }
  });
  // A scraper that stalls must not hold sockets for long.
  server.headersTimeout = 10_000;
  server.requestTimeout = 15_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.address.includes(":") ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}/metrics`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // Prometheus keeps its connection open between scrapes
      }),
  };
}

/**
 * Starts the metrics endpoint as configured, for the web server and the worker. Null when
 * METRICS_PORT=0 (off) or when it cannot listen: that is logged as an error, but the site and its
 * jobs keep running, since they matter more than their metrics (e.g. web and worker on one host
 * with the same METRICS_PORT).
 */
export async function startConfiguredMetricsServer(
  env: Pick<Env, "METRICS_PORT" | "METRICS_HOST">,
  metrics: Metrics,
  logger: Logger,
): Promise<MetricsServer | null> {
  if (env.METRICS_PORT === 0) {
    logger.info("METRICS_PORT=0: the metrics endpoint is off");
    return null;
  }
  try {
    const server = await startMetricsServer({
      port: env.METRICS_PORT,
      host: env.METRICS_HOST,
      registry: metrics.registry,
      logger,
    });
    logger.info({ metricsUrl: server.url }, `metrics on ${server.url}`);
    return server;
  } catch (error) {
    logger.error(
      { err: error },
      `the metrics endpoint could not listen on ${env.METRICS_HOST}:${env.METRICS_PORT}; running without it`,
    );
    return null;
  }
}
