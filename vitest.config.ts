import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

// Unit and integration tests sit next to their code as *.test.ts(x); browser tests are in
// tests/e2e and run with Playwright.

/**
 * Files that must have the machine to themselves: their assertions measure speed on it
 * (Lighthouse's scores against ours, a failed start within 15 s) or look at every process and
 * temporary folder on it (no Chromium or browser profile left). They run one at a time after the
 * others, with no other file beside them.
 */
const alone = [
  "server/audit/audit-browser.test.ts",
  "server/audit/gather/browser/stage-caps.test.ts",
  "server/audit/gather/browser/stage-lighthouse.test.ts",
  "server/startup.test.ts",
];

/**
 * Files of pure functions (the audit's checks, page reading and report, the mails' text, the app's
 * helpers): no server, database, browser or timer, no global they change. They share a worker and
 * its module cache instead of a fresh process each, which was most of their time (decision 035).
 * Left out of these folders: the run of Mozilla's Observatory code (security/oracle), the stubbed
 * DOM of app/lib/consent and the local servers of app/lib/api and server/mail/audit-mails. A new
 * test here that starts something or changes a global belongs in that list.
 */
const pure = [
  "server/audit/checks/*.test.ts",
  "server/audit/checks/!(security)/**/*.test.ts",
  "server/audit/checks/security/!(oracle).test.ts",
  "server/audit/report/**/*.test.ts",
  "server/audit/gather/page/*.test.ts",
  "server/mail/!(audit-mails).test.ts",
  "app/lib/!(consent|api).test.ts",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __SITE_URL__: JSON.stringify("https://www.fjellvik.example") },
  test: {
    environment: "node",
    testTimeout: 20_000,
    // Hooks start fixture sites and audit them; the first audit in a file loads the word list.
    hookTimeout: 60_000,
    // Vitest's default is one worker less than the cores, which on a two-core machine is one:
    // every file in turn. Most of a file's time is spent waiting for PostgreSQL, a server
    // process, Chromium or a timer, so two files at a time shorten the run (decision 035).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "parallel",
          include: ["{app,server,content,scripts}/**/*.test.{ts,tsx}"],
          exclude: [...configDefaults.exclude, ...alone, ...pure],
        },
      },
      { extends: true, test: { name: "pure", include: pure, isolate: false } },
      { extends: true, test: { name: "alone", include: alone, fileParallelism: false } },
    ],
  },
});
