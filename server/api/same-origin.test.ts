import { request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../services.ts";
import { apiRouter } from "./router.ts";

// The API's CSRF check (decision 016) compares the whole origin, scheme included: on an https site
// a post from http://the-same-name is another site's. A stand-in for the services: a post that
// passes the check reaches submitContact, which refuses it as an empty form (400). No build needed.

const REFUSED = 403;
const PASSED = 400;

async function apiAt(siteUrl: string) {
  const services = {
    env: { SITE_URL: siteUrl, DATA_DIR: "/nonexistent-fjellvik-test", AUDIT_ALLOW_HOSTS: [] },
    database: { pool: { query: async () => ({ rows: [{ count: 1, retry_after: 0 }] }) } },
    logger: pino({ level: "silent" }),
    app: { submitContact: async () => ({ ok: false, status: 400, errors: {} }) },
  } as unknown as Services;
  const app = express();
  app.use((req, _res, next) => {
    (req as unknown as { log: unknown }).log = services.logger;
    next();
  });
  app.use("/api", apiRouter(services));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return server;
}

function post(server: ReturnType<ReturnType<typeof express>["listen"]>, host: string, origin: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: (server.address() as AddressInfo).port,
        method: "POST",
        path: "/api/contact",
        headers: { Host: host, Origin: origin, "Content-Type": "application/json" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end("{}");
  });
}

describe("on an https site", () => {
  let server: Awaited<ReturnType<typeof apiAt>>;
  beforeAll(async () => {
    server = await apiAt("https://www.fjellvik.example");
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    ["the site's own origin", "www.fjellvik.example", "https://www.fjellvik.example", PASSED],
    [
      "the site's own origin, Host with the default port",
      "www.fjellvik.example:443",
      "https://www.fjellvik.example",
      PASSED,
    ],
    ["the site's name over http", "www.fjellvik.example", "http://www.fjellvik.example", REFUSED],
    ["the site's name on another port", "www.fjellvik.example", "https://www.fjellvik.example:8443", REFUSED],
    ["another host", "www.fjellvik.example", "https://evil.example", REFUSED],
    // Tests and a local look reach the server by another name, over plain http.
    ["another name, over http as the request came", "127.0.0.1:3000", "http://127.0.0.1:3000", PASSED],
    ["another name, claiming https", "127.0.0.1:3000", "https://127.0.0.1:3000", REFUSED],
  ])("%s", async (_label, host, origin, status) => {
    expect(await post(server, host, origin)).toBe(status);
  });
});

describe("on an http site (development)", () => {
  let server: Awaited<ReturnType<typeof apiAt>>;
  beforeAll(async () => {
    server = await apiAt("http://localhost:3000");
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    ["the site's own origin", "localhost:3000", "http://localhost:3000", PASSED],
    ["the site's name over https", "localhost:3000", "https://localhost:3000", REFUSED],
  ])("%s", async (_label, host, origin, status) => {
    expect(await post(server, host, origin)).toBe(status);
  });
});
