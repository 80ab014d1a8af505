import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// Issue 26: every check file has a test beside it that feeds it artefacts and fails when its rule
// is broken. This keeps the first half true for files added later; the second is each test's own.

const folder = import.meta.dirname;
/** Files that hold no check: the shapes, the list of checks, and the tests' own helper. */
const NOT_CHECKS = new Set(["types.ts", "registry.ts", "test-artifacts.ts"]);

it("has a test file beside every check file", () => {
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".ts"),
  );
  // Nor do test fixtures (*.fixture.ts) and type declarations (*.d.ts).
  const checks = files.filter(
    (file) => !/\.(test|fixture|d)\.ts$/.test(file) && !NOT_CHECKS.has(path.basename(file)),
  );
  expect(checks.length).toBeGreaterThan(20);
  const untested = checks.filter((file) => !files.includes(file.replace(/\.ts$/, ".test.ts")));
  expect(untested).toEqual([]);
});
