import path from "node:path";
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { createApp } from "./app.ts";
import { checkBuildSiteUrl } from "./build-site.ts";
import { startCompileCache } from "./compile-cache.ts";
import { parseEnv } from "./env.ts";
import { createHttpServer } from "./http-server.ts";
import { metricsFor } from "./metrics.ts";
import { startConfiguredMetricsServer } from "./metrics-server.ts";
import { portMessage, portProblem } from "./ports.ts";
import { startServices } from "./services.ts";
import { exitOnStartupFailure, StartupError } from "./startup-error.ts";

// Starts the site: validated configuration, the built app, then listen. On SIGTERM/SIGINT it stops
// accepting connections, lets in-flight requests finish, and exits 0 (or 1 past the timeout).

const root = path.resolve(import.meta.dirname, "..");
const logger = pino({ level: process.env.LOG_LEVEL ?? "info" });

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (error) {
  logger.fatal((error as Error).message);
  process.exit(1);
}
// Before the build and the audit and spelling threads load their modules (issue 28).
startCompileCache(env.DATA_DIR);

const buildFile = pathToFileURL(path.join(root, "build/server/index.js")).href;
const build = (await import(buildFile).catch(() => {
  logger.fatal("Fant ikke build/server/index.js. Kjør `npm run build` først (npm start gjør det).");
  process.exit(1);
})) as ServerBuild;

function fail(error: unknown): never {
  return exitOnStartupFailure(logger, error);
}

// A build made for another address would show the wrong canonical and share URLs (decision 016).
const wrongBuild = checkBuildSiteUrl(env, path.join(root, "build"), logger);
if (wrongBuild) fail(new StartupError(wrongBuild));

// A taken port is found before the database starts, so the answer comes at once.
const portTaken = await portProblem(env.PORT, env.HOST);
if (portTaken) fail(new StartupError(portMessage("PORT", env.PORT, env.HOST, portTaken)));

let services: Awaited<ReturnType<typeof startServices>>;
try {
  services = await startServices(env, logger, { runWorkers: env.RUN_WORKERS });
} catch (error) {
  fail(error);
}

// Prometheus on its own internal port (METRICS_PORT, METRICS_HOST): never part of the public site.
const metricsServer = await startConfiguredMetricsServer(env, metricsFor(services), logger);

let ready = false;
const app = await createApp({
  services,
  env,
  build,
  clientDir: path.join(root, "build/client"),
  logger,
  isReady: () => ready,
});

const server = createHttpServer(app, { siteUrl: env.SITE_URL });
// Taken in the moment since the check above: stop the database cleanly, then the one line.
server.once("error", async (error: NodeJS.ErrnoException) => {
  await services.stop().catch(() => {});
  fail(new StartupError(portMessage("PORT", env.PORT, env.HOST, error.code ?? String(error))));
});
server.listen(env.PORT, env.HOST, () => {
  ready = true;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port, host: env.HOST, siteUrl: env.SITE_URL }, `serving on http://localhost:${port}`);
});
server.keepAliveTimeout = 65_000;

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  ready = false;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => {
    logger.error("in-flight requests did not finish in time; exiting");
    process.exit(1);
  }, env.SHUTDOWN_TIMEOUT * 1000);
  force.unref();
  server.close(async (error) => {
    if (error) logger.error({ err: error }, "error while closing the server");
    await metricsServer?.close();
    await services.stop();
    logger.info("stopped");
    process.exit(error ? 1 : 0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
