import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/index.ts";
import { generatedTexts } from "#server/db/schema.ts";
import { freePort } from "#tests/free-port.ts";
import { startOpenAiMock } from "#tests/openai-mock.ts";

const run = promisify(execFile);
let database: Database;
let dataDir: string;
let model: Awaited<ReturnType<typeof startOpenAiMock>>;

beforeAll(async () => {
  model = await startOpenAiMock();
  dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-content-"));
  database = await openDatabase(
    { DATA_DIR: dataDir, EMBEDDED_PG_PORT: await freePort(), DATABASE_URL: undefined },
    pino({ level: "silent" }),
  );
});
afterAll(async () => {
  await database.close();
  await model.close();
  await rm(dataDir, { recursive: true, force: true });
});

const content = (...args: string[]) =>
  run(process.execPath, ["scripts/content.ts", ...args], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: {
      ...process.env,
      DATABASE_URL: database.connectionString,
      DATA_DIR: dataDir,
      OPENAI_API_KEY: "k",
      OPENAI_BASE_URL: model.baseURL,
    },
  });

it("regenerates the texts of the pages a slug names, and stores them", async () => {
  const { stdout } = await content("regenerate", "--slug", "moderne-design");
  expect(stdout).toContain("5 av 5 tekster skrevet på nytt.");
  expect(model.state.calls).toBe(5);
  const rows = await database.db.select().from(generatedTexts);
  expect(rows.map((row) => row.path).sort()).toEqual([
    "/nettsider/moderne-design",
    "/nettsider/moderne-design/for-konsern",
    "/nettsider/moderne-design/for-offentlige",
    "/nettsider/moderne-design/for-smb",
    "/nettsider/moderne-design/for-startup",
  ]);
  expect(rows.every((row) => row.status === "ready" && row.content?.startsWith("Generert tekst."))).toBe(
    true,
  );
});

it("says what is wrong for an unknown slug or command", async () => {
  await expect(content("regenerate", "--slug", "finnes-ikke")).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining("Fant ingen tjenesteside"),
  });
  await expect(content("slett")).rejects.toMatchObject({ code: 2 });
});
