import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "#tests/free-port.ts";
import { type Database, openDatabase } from "./db/index.ts";
import { createRateLimiter, deleteExpiredRateLimits } from "./rate-limit.ts";

// The limits are kept in PostgreSQL: two pools stand for two instances of the site.

let dir: string;
let database: Database;
let other: pg.Pool;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "fjellvik-limits-"));
  database = await openDatabase(
    { DATA_DIR: dir, EMBEDDED_PG_PORT: await freePort() },
    pino({ level: "silent" }),
  );
  other = new pg.Pool({ connectionString: database.connectionString, max: 10 });
  // As the site's own pool does: a connection still closing when PostgreSQL stops at the end must
  // not become an uncaught error (pool.end() resolves before its sockets have closed).
  other.on("error", () => {});
});
afterAll(async () => {
  await other?.end();
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

it("allows the limit per key, shared between instances, and refuses the rest with Retry-After", async () => {
  const first = createRateLimiter(database.pool, { name: "t1", limit: 2, windowMs: 60_000 });
  const second = createRateLimiter(other, { name: "t1", limit: 2, windowMs: 60_000 });
  expect((await first.hit("10.0.0.1")).allowed).toBe(true);
  expect((await second.hit("10.0.0.1")).allowed).toBe(true);
  const refused = await first.hit("10.0.0.1");
  expect(refused.allowed).toBe(false);
  expect(refused.retryAfterSeconds).toBeGreaterThan(55);
  expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  expect((await second.hit("10.0.0.2")).allowed).toBe(true);
  // Another limiter name counts apart.
  expect(
    (await createRateLimiter(other, { name: "t2", limit: 1, windowMs: 60_000 }).hit("10.0.0.1")).allowed,
  ).toBe(true);
});

it("counts exactly under concurrency from two instances", async () => {
  const a = createRateLimiter(database.pool, { name: "burst", limit: 10, windowMs: 60_000 });
  const b = createRateLimiter(other, { name: "burst", limit: 10, windowMs: 60_000 });
  const results = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit("203.0.113.9")));
  expect(results.filter((result) => result.allowed)).toHaveLength(10);
});

it("starts a new window when the old one has ended, and stores no address", async () => {
  // A clock the test moves, not the wall clock: the window ends when the test says it has.
  let now = new Date("2026-03-02T09:00:00Z");
  const clock = () => now;
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const limiter = createRateLimiter(database.pool, { name: "short", limit: 1, windowMs: 1000, clock });
  expect((await limiter.hit("kari@bedrift.no")).allowed).toBe(true);
  later(999);
  const refused = await limiter.hit("kari@bedrift.no");
  expect(refused).toEqual({ allowed: false, retryAfterSeconds: 1 });
  later(1);
  expect((await limiter.hit("kari@bedrift.no")).allowed).toBe(true);

  const { rows } = await database.pool.query<{ key: string }>("SELECT key FROM rate_limits");
  expect(rows.length).toBeGreaterThan(3);
  for (const { key } of rows) expect(key).not.toMatch(/kari|10\.0\.0|203\.0/);
  // The window begun at the last hit has not ended: nothing of it is deleted yet.
  later(999);
  const before = await database.pool.query("SELECT 1 FROM rate_limits WHERE key LIKE 'short:%'");
  expect(await deleteExpiredRateLimits(database.pool, clock)).toBe(0);
  expect(before.rowCount).toBe(1);
  later(1);
  expect(await deleteExpiredRateLimits(database.pool, clock)).toBe(1);
  const left = await database.pool.query("SELECT 1 FROM rate_limits WHERE key LIKE 'short:%'");
  expect(left.rowCount).toBe(0);
});
