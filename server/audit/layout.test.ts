import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// The engine's layout holds (issue 26): no module of server/audit imports itself round a circle
// (type-only imports counted: a circle of types is still one the reader has to untangle), and no
// file is longer than a reader takes in at once.

const root = import.meta.dirname;
const files = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts"))
  .map((file) => path.join(root, file));

/** The files of server/audit a module imports (relative specifiers only; packages are not ours). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)];
  return specifiers
    .map(([, specifier]) => path.resolve(path.dirname(file), specifier as string))
    .filter((target) => target.startsWith(root) && target.endsWith(".ts"));
}

/** One circle in the graph, as the files in it, or null. */
function findCircle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === "done") return null;
    if (state.get(file) === "open") return trail.slice(trail.indexOf(file));
    state.set(file, "open");
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    trail.pop();
    state.set(file, "done");
    return null;
  };
  for (const file of graph.keys()) {
    const circle = visit(file);
    if (circle) return circle;
  }
  return null;
}

it("has no import circle", () => {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  expect(graph.size).toBeGreaterThan(100);
  const circle = findCircle(graph);
  expect(circle?.map((file) => path.relative(root, file))).toBeUndefined();
});

it("finds a circle when there is one (the guard itself)", () => {
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["c"]],
    ["c", ["a"]],
    ["d", ["a"]],
  ]);
  expect(findCircle(graph)).toEqual(["a", "b", "c"]);
  expect(
    findCircle(
      new Map([
        ["a", ["b"]],
        ["b", []],
      ]),
    ),
  ).toBeNull();
});

it("has no file over 300 lines", () => {
  const long = files
    .map((file) => ({
      file: path.relative(root, file),
      lines: readFileSync(file, "utf8").split("\n").length - 1,
    }))
    .filter(({ lines }) => lines > 300);
  expect(long).toEqual([]);
});
