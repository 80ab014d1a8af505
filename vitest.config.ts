import { defineConfig } from "vitest/config";

// Unit and integration tests sit next to their code as *.test.ts(x); browser tests are in
// tests/e2e and run with Playwright.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { __SITE_URL__: JSON.stringify("https://www.fjellvik.example") },
  test: {
    include: ["{app,server,content,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    // Hooks start fixture sites and audit them; the first audit in a file loads the word list.
    hookTimeout: 60_000,
  },
});
