import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_ARGS } from "#tests/host-tools.ts";

// The benchmarks and the process tests start the server with SERVER_NODE_ARGS; production starts it
// from package.json and the Dockerfile. What is measured must be what runs (decision 038).
const root = path.resolve(import.meta.dirname, "..");

describe("the production Node flags", () => {
  it("are the same in npm start, npm run serve, npm run worker and the Dockerfile", async () => {
    const { scripts } = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const dockerfile = await readFile(path.join(root, "Dockerfile"), "utf8");
    const cmd = dockerfile.match(/^CMD (\[.*\])$/m)?.[1];
    expect(cmd).toBeDefined();
    const starts = {
      start: scripts.start?.split("&&").at(-1) ?? "",
      serve: scripts.serve ?? "",
      worker: scripts.worker ?? "",
      dockerfile: (JSON.parse(cmd as string) as string[]).join(" "),
    };
    for (const [name, command] of Object.entries(starts)) {
      const flags = command.split(/\s+/).filter((word) => word.startsWith("--max-"));
      expect({ name, flags }).toEqual({ name, flags: SERVER_NODE_ARGS });
    }
  });
});
