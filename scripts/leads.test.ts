import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/index.ts";
import { auditRequests, contactRequests } from "#server/db/schema.ts";
import { freePort } from "#tests/free-port.ts";

const run = promisify(execFile);
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-leads-"));
  database = await openDatabase(
    { DATA_DIR: dataDir, EMBEDDED_PG_PORT: await freePort(), DATABASE_URL: undefined },
    pino({ level: "silent" }),
  );
  await database.db.insert(contactRequests).values([
    {
      fornavn: "Kari",
      etternavn: "Nordmann",
      email: "kari@bedrift.no",
      bedrift: '=HYPERLINK("x")',
      prosjekt: 'Ny nettside, "snart"',
    },
    { fornavn: "Ola", etternavn: "Hansen", email: "ola@firma.no" },
  ]);
  await database.db.insert(auditRequests).values({ url: "https://bedrift.no", email: "KARI@bedrift.no" });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const leads = (...args: string[]) =>
  run(process.execPath, ["scripts/leads.ts", ...args], {
    cwd: path.resolve(import.meta.dirname, ".."),
    env: { ...process.env, DATABASE_URL: database.connectionString, DATA_DIR: dataDir },
  });

it("lists the requests with their mail status", async () => {
  const { stdout } = await leads("list");
  expect(stdout).toContain("Kari Nordmann <kari@bedrift.no>");
  expect(stdout).toContain("Ola Hansen <ola@firma.no>");
  expect(stdout).toContain("0/2 e-poster sendt");
});

it("exports one person's requests as CSV, with spreadsheet formulas neutralised", async () => {
  const { stdout } = await leads("export", "--format", "csv", "--email", "KARI@bedrift.no");
  const lines = stdout.trim().split("\n");
  expect(lines[0]).toBe(
    '"id","createdAt","fornavn","etternavn","email","telefon","bedrift","prosjekt","status","sourcePath"',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('"Kari","Nordmann","kari@bedrift.no"');
  expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  expect(lines[1]).toContain('"Ny nettside, ""snart"""');
});

it("deletes everything stored about an e-mail address", async () => {
  const { stdout } = await leads("delete", "--email", "kari@bedrift.no");
  expect(stdout).toContain("Slettet 1 forespørsel(er)");
  const left = await database.db.select().from(contactRequests);
  expect(left.map((row) => row.email)).toEqual(["ola@firma.no"]);
  expect(await database.db.select().from(auditRequests)).toEqual([]);
});

it("explains its use on a wrong command", async () => {
  await expect(leads("slett")).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining("Bruk: npm run leads"),
  });
});
