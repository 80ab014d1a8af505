import { defineConfig } from "vitest/config";

// `npm run test:scale`: the multi-process scale-out test, apart from `npm test` because it needs
// nginx (installed with apt when missing). CI runs both (.ci/run).
export default defineConfig({
  test: {
    include: ["tests/scale/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
