import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { pino } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { apiRouter } from "#server/api/router.ts";
import { createApp } from "#server/app.ts";
import type { IsolatedAuditOptions } from "#server/audit/isolated.ts";
import { parseEnv } from "#server/env.ts";
import { createHttpServer } from "#server/http-server.ts";
import { startServices } from "#server/services.ts";
import { freePort } from "./free-port.ts";

const root = path.resolve(import.meta.dirname, "..");

type ServiceOptions = { auditFetchOptions?: IsolatedAuditOptions };

/** The real services (embedded PostgreSQL, pg-boss, mail) on a throw-away data folder and free ports. */
async function startTestServices(overrides: Record<string, string>, serviceOptions: ServiceOptions) {
  // A throw-away data folder unless the caller brings one (and then it is the caller's to remove).
  const ownDir = !overrides.DATA_DIR;
  const dataDir = overrides.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), "fjellvik-test-")));
  const env = parseEnv({
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    EMBEDDED_PG_PORT: String(await freePort()),
    // A Chromium per audit is the browser-stage tests' business (server/audit/audit-browser.test.ts).
    AUDIT_BROWSER: "false",
    ...overrides,
  });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const services = await startServices(env, logger, { runWorkers: env.RUN_WORKERS, ...serviceOptions });
  return { ownDir, dataDir, env, logger, services };
}

/** Serves `app` on a free loopback port; `close` stops it and the services, and removes the data folder. */
async function listen(
  app: Parameters<typeof createHttpServer>[0],
  started: Awaited<ReturnType<typeof startTestServices>>,
) {
  const { ownDir, dataDir, env, services } = started;
  const server = createHttpServer(app, { siteUrl: env.SITE_URL }).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    dataDir,
    env,
    services,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.stop();
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the real app on the built site (npm test builds first) with its own throw-away embedded
 * PostgreSQL and data directory, on free ports.
 */
export async function startTestServer(
  overrides: Record<string, string> = {},
  serviceOptions: ServiceOptions = {},
) {
  const started = await startTestServices(overrides, serviceOptions);
  const { env, logger, services } = started;
  const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
  const app = await createApp({
    env,
    build,
    clientDir: path.join(root, "build/client"),
    logger,
    services,
    isReady: () => true,
  });
  return listen(app, started);
}

/**
 * The real services behind the real API router only, without the built pages, so API tests run
 * without `npm run build`. Requests from loopback may name their client in X-Forwarded-For, as
 * behind the site's proxy.
 */
export async function startApiServer(
  overrides: Record<string, string> = {},
  serviceOptions: ServiceOptions = {},
) {
  const started = await startTestServices(overrides, serviceOptions);
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(pinoHttp({ logger: started.logger }));
  app.use("/api", apiRouter(started.services));
  return listen(app, started);
}
