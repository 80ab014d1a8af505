import { pino } from "pino";
import { parseEnv } from "./env.ts";
import { startServices } from "./services.ts";

// `npm run worker`: the background jobs alone, for deployments that run web and worker apart
// (web instances then set RUN_WORKERS=false). Stops cleanly on SIGTERM/SIGINT.
const logger = pino({ level: process.env.LOG_LEVEL ?? "info" });
let services: Awaited<ReturnType<typeof startServices>>;
try {
  services = await startServices(parseEnv(), logger, { runWorkers: true });
} catch (error) {
  logger.fatal((error as Error).message);
  process.exit(1);
}
logger.info("worker running");

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "worker stopping");
  await services.stop();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
