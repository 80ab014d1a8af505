import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureSites, startFixtureSites } from "#tests/fixture-sites.ts";
import { startApiServer } from "#tests/test-server.ts";

// The audit queue is bounded (decision 028): per client and overall. No worker runs here, so what is
// accepted stays waiting, as it would behind a flood; a real PostgreSQL counts it.

let sites: FixtureSites;
let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  sites = await startFixtureSites();
  server = await startApiServer({
    RUN_WORKERS: "false",
    AUDIT_ALLOW_HOSTS: sites.hostPort,
    CONTACT_RATE_LIMIT: "1000",
    AUDIT_PER_HOST_PER_HOUR: "1000",
    AUDIT_QUEUE_PER_CLIENT: "2",
    AUDIT_QUEUE_MAX: "6",
  });
});
afterAll(async () => {
  await server?.close();
  await sites?.close();
});

let requests = 0;
const post = (client: string) =>
  fetch(`${server.url}/api/website-audit`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({
      url: `${sites.origin}/good?n=${++requests}`,
      email: `ko${requests}@bedrift.example`,
    }),
  });

async function expectQueueFull(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThanOrEqual(60);
  expect((await res.json()).message).toMatch(
    /^Det er mange i kø nå, .+ Prøv igjen om (ett minutt|\d+ minutter)\b/,
  );
}

const clearQueue = () =>
  server.services.database.pool.query("UPDATE audit_requests SET status = 'done' WHERE status = 'queued'");

describe("the audit queue", () => {
  it("takes two waiting audits per client, while another client still gets in", async () => {
    expect((await post("203.0.113.1")).status).toBe(202);
    expect((await post("203.0.113.1")).status).toBe(202);
    await expectQueueFull(await post("203.0.113.1"));
    expect((await post("203.0.113.2")).status).toBe(202);
    // Done audits do not count: the client's share is free again.
    await clearQueue();
    expect((await post("203.0.113.1")).status).toBe(202);
    await clearQueue();
  });

  it("takes no more than the overall cap, even when many clients send at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(`203.0.113.${100 + (i % 10)}`)),
    );
    const accepted = answers.filter((res) => res.status === 202);
    expect(accepted).toHaveLength(6);
    for (const res of answers.filter((answer) => answer.status !== 202)) await expectQueueFull(res);
    await clearQueue();
  });
});
