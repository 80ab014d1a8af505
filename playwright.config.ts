import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/chromium.ts";
import { freePort } from "./tests/free-port.ts";

// Browser tests run the production build (npm test builds first) in a real Chromium that is
// already on the machine or inside an npm package: never a browser download.
const port = Number(process.env.E2E_PORT ?? 3210);
const created = process.env.E2E_DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), "fjellvik-e2e-"));
export const e2eDataDir = process.env.E2E_DATA_DIR ?? (created as string);
process.env.E2E_DATA_DIR = e2eDataDir;
// The run that made the folder removes it when it ends, after the server below has stopped and
// taken its embedded PostgreSQL with it; the workers are given the folder and leave it be.
if (created) process.on("exit", () => rmSync(created, { recursive: true, force: true }));

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? "list" : "line",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "nb-NO",
    launchOptions: { executablePath: await chromiumPath(), args: chromiumArgs },
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      grepInvert: /@mobile/,
    },
    {
      name: "mobile",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: "node server/index.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: e2eDataDir,
      LOG_LEVEL: "warn",
      EMBEDDED_PG_PORT: String(process.env.E2E_PG_PORT ?? (await freePort())),
      // Browser tests fill forms in milliseconds and post many times from one address: the spam
      // timing and rate limits are tested in server/contact.test.ts instead.
      CONTACT_MIN_FILL_MS: "0",
      CONTACT_RATE_LIMIT: "1000",
      // The report pages are tested on rule-based audits; the browser stage has its own tests.
      AUDIT_BROWSER: "false",
      // The fictional sites the audit form is sent: their names resolve nowhere here, and a name
      // that does not resolve is refused before queuing (server/audit/submit.ts).
      AUDIT_ALLOW_HOSTS: "e2e-test.no:443,bedrift.no:443",
    },
    timeout: 60_000,
    // SIGTERM, as a host stops it, so the server stops its embedded PostgreSQL: Playwright's
    // default, SIGKILL, left that running after every run.
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
  },
});
