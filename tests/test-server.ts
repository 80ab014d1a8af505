import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { createApp } from "../server/app.ts";
import { parseEnv } from "../server/env.ts";

const root = path.resolve(import.meta.dirname, "..");

/** Starts the real app on the built site (npm test builds first), on a free port, with its own data. */
export async function startTestServer(overrides: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-test-"));
  const env = parseEnv({ DATA_DIR: dataDir, NODE_ENV: "production", ...overrides });
  const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
  const app = await createApp({
    env,
    build,
    clientDir: path.join(root, "build/client"),
    logger: pino({ level: "silent" }),
    isReady: () => true,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    dataDir,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
