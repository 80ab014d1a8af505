import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

// What the processes load before they are asked for anything (issue 28, memory): the modules reached
// from an entry point by static imports (`import()` on first use is not followed; type-only imports
// are erased and not followed either). Lighthouse belongs to the browser stage's child process, the
// stage and its proxy are loaded on the first browser run, and an audit's thread loads the AI copy
// review (and zod with it) only when a language model is configured.

const root = path.resolve(import.meta.dirname, "..");
const ALIASES: Record<string, string> = { "#app/": "app/", "#content/": "content/", "#server/": "server/" };

/** The runtime imports of a source file: relative or aliased files, and package names. */
function staticImportsOf(source: string): string[] {
  const specifiers: string[] = [];
  const statement = /^\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']/gm;
  for (const [, typeOnly, specifier] of source.matchAll(statement))
    if (!typeOnly && specifier) specifiers.push(specifier);
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const target = alias
    ? path.join(root, ALIASES[alias] as string, specifier.slice(alias.length))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  return target && existsSync(target) ? target : null;
}

/** Every file and package an entry point loads at start, with the file that first imported it. */
function startGraph(entry: string) {
  const parent = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const specifier of staticImportsOf(readFileSync(file, "utf8"))) {
      if (specifier.startsWith("node:")) continue;
      const local = resolveLocal(file, specifier);
      const key = local ?? `package:${specifier.match(/^(@[^/]+\/)?[^/]+/)?.[0]}`;
      if (parent.has(key)) continue;
      parent.set(key, file);
      if (local) queue.push(local);
    }
  }
  /** The chain that imports `key`, for the failure message. */
  const chain = (key: string) => {
    const links: string[] = [];
    for (let at: string | null | undefined = key; at; at = parent.get(at))
      links.push(at.startsWith("package:") ? at : path.relative(root, at));
    return links.reverse().join(" → ");
  };
  const loads = (name: string) =>
    [...parent.keys()].filter((key) => key === `package:${name}` || key.endsWith(name)).map(chain);
  return { size: parent.size, loads };
}

const webServer = startGraph(path.join(root, "server/index.ts"));
const worker = startGraph(path.join(root, "server/worker.ts"));
const auditThread = startGraph(path.join(root, "server/audit/audit-thread.ts"));

it("walks the real graphs (the guard sees the engine and the job workers)", () => {
  expect(webServer.size).toBeGreaterThan(100);
  expect(webServer.loads("server/audit/job.ts")).not.toEqual([]);
  expect(webServer.loads("pg-boss")).not.toEqual([]);
  expect(auditThread.loads("server/audit/run.ts")).not.toEqual([]);
  expect(auditThread.loads("htmlparser2")).not.toEqual([]);
});

it("the web server and the worker do not load Lighthouse or the browser stage at start", () => {
  for (const graph of [webServer, worker]) {
    expect(graph.loads("lighthouse")).toEqual([]);
    expect(graph.loads("proxy-chain")).toEqual([]);
    expect(graph.loads("server/audit/gather/browser/stage.ts")).toEqual([]);
  }
});

it("an audit's thread loads neither Lighthouse, the browser stage nor the AI copy review", () => {
  expect(auditThread.loads("lighthouse")).toEqual([]);
  expect(auditThread.loads("proxy-chain")).toEqual([]);
  expect(auditThread.loads("server/audit/gather/browser/stage.ts")).toEqual([]);
  expect(auditThread.loads("server/audit/report/headlines/ai-copy.ts")).toEqual([]);
  expect(auditThread.loads("zod")).toEqual([]);
});

it("reads static imports, not type-only ones or import() on first use", () => {
  const source = [
    'import { a } from "./a.ts";',
    'import type { B } from "./b.ts";',
    "import {",
    "  c,",
    "  type C,",
    '} from "c-package";',
    'export { d } from "#server/d.ts";',
    'export type { E } from "./e.ts";',
    'import "./side-effect.ts";',
    'const f = await import("./f.ts");',
  ].join("\n");
  expect(staticImportsOf(source)).toEqual(["./a.ts", "c-package", "#server/d.ts", "./side-effect.ts"]);
});
