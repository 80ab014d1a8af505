import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { pino } from "pino";
import { pinoHttp } from "pino-http";
import type { IsolatedAuditOptions } from "../audit/isolated.ts";
import { parseEnv } from "../env.ts";
import { freePort } from "../ports.ts";
import { startServices } from "../services.ts";
import { apiRouter } from "./router.ts";

// For tests: the real services (embedded PostgreSQL, pg-boss, mail) behind the real API router, without
// the built pages, so API tests run without `npm run build`. Requests from loopback may name their
// client in X-Forwarded-For, as behind the site's proxy.

export async function startApiServer(
  overrides: Record<string, string> = {},
  serviceOptions: { auditFetchOptions?: IsolatedAuditOptions } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-api-"));
  const env = parseEnv({
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    EMBEDDED_PG_PORT: String(await freePort()),
    AUDIT_BROWSER: "false",
    ...overrides,
  });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const services = await startServices(env, logger, { runWorkers: env.RUN_WORKERS, ...serviceOptions });
  const app = express();
  app.set("trust proxy", "loopback");
  app.use(pinoHttp({ logger }));
  app.use("/api", apiRouter(services));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env,
    services,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
