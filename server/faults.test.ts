import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "#tests/free-port.ts";
import { startTestServer } from "#tests/test-server.ts";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./db/embedded.ts";

// PostgreSQL restarted under the server. Requests during the outage fail fast with a
// Norwegian 503 (no hang, no crash), /healthz says so, and the server recovers by itself.

let dir: string;
let port: number;
let postgres: EmbeddedDatabase;
let server: Awaited<ReturnType<typeof startTestServer>>;
const logger = pino({ level: "silent" });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "fjellvik-faults-"));
  port = await freePort();
  postgres = await startEmbeddedPostgres({ dataDir: dir, port, logger });
  server = await startTestServer({ DATABASE_URL: postgres.connectionString });
});
afterAll(async () => {
  await server?.close();
  await postgres?.stop();
  await rm(dir, { recursive: true, force: true });
});

const contact = () =>
  fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ fornavn: "Kari", etternavn: "Nordmann", email: "kari@bedrift.no" }),
  });

it("answers 503 while PostgreSQL is down and recovers when it is back", async () => {
  expect((await contact()).status).toBe(200);

  await postgres.stop();
  const started = Date.now();
  const during = await contact();
  expect(during.status).toBe(503);
  expect((await during.json()).message).toMatch(/midlertidig utilgjengelig/);
  expect(Date.now() - started).toBeLessThan(10_000);
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ status: "database-unavailable" });
  // Pages served from memory keep working.
  expect((await fetch(`${server.url}/`)).status).toBe(200);

  postgres = await startEmbeddedPostgres({ dataDir: dir, port, logger });
  let recovered = 0;
  for (let i = 0; i < 40 && recovered !== 200; i++) {
    recovered = (await contact()).status;
    if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(recovered).toBe(200);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}, 60_000);
