import { chromiumExecutable } from "#server/audit/gather/browser/chromium.ts";

// The browser for tests, screenshots and benchmarks: the one the browser stage uses, the Chromium
// pinned in package.json (@sparticuz/chromium) unless CHROMIUM_PATH names another. Never a download
// (docs/brief/ARCHITECTURE.md).
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** The pinned Chromium, or CHROMIUM_PATH's (server/audit/gather/browser/chromium.ts). */
export const chromiumPath = chromiumExecutable;
