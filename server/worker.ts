import { pino } from "pino";
import { startCompileCache } from "./compile-cache.ts";
import { type Env, parseEnv } from "./env.ts";
import { metricsFor } from "./metrics.ts";
import { startConfiguredMetricsServer } from "./metrics-server.ts";
import { startServices } from "./services.ts";
import { exitOnStartupFailure } from "./startup-error.ts";

// `npm run worker`: the background jobs alone, for deployments that run web and worker apart
// (web instances then set RUN_WORKERS=false). Stops cleanly on SIGTERM/SIGINT.
const logger = pino({ level: process.env.LOG_LEVEL ?? "info" });
let env: Env;
let services: Awaited<ReturnType<typeof startServices>>;
try {
  env = parseEnv();
  // Before the audit and spelling threads load their modules (issue 28).
  startCompileCache(env.DATA_DIR);
  services = await startServices(env, logger, { runWorkers: true });
} catch (error) {
  exitOnStartupFailure(logger, error);
}
// No HTTP requests here, but process, pool and queue metrics matter. On the web server's host the
// worker needs its own METRICS_PORT.
const metricsServer = await startConfiguredMetricsServer(env, metricsFor(services), logger);
logger.info("worker running");

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "worker stopping");
  await metricsServer?.close();
  await services.stop();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
