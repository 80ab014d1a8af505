import http from "node:http";
import net, { type LookupFunction } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type FixtureServer, startServer, text } from "#tests/browser-fixtures.ts";
import type { Resolver } from "../fetcher/fetch.ts";
import { createAddressPolicy } from "./address-policy.ts";
import { type PolicyProxy, startPolicyProxy } from "./proxy.ts";

// The SSRF proxy on its own, spoken to as Chromium does (absolute-form GET, CONNECT). DNS is a
// table; every outgoing connect passes a guard that records where it goes (through the proxy's
// pinned lookup) and fails anything but 127.0.0.1, so no packet leaves the machine.

const PUBLIC = "93.184.215.14";
const realConnect = net.Socket.prototype.connect;
const connects: string[] = [];

function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const options = (Array.isArray(args[0]) ? args[0][0] : args[0]) as {
    host?: string;
    port?: number;
    lookup?: LookupFunction;
  };
  let address = net.isIP(String(options.host)) ? String(options.host) : "";
  options.lookup?.(String(options.host), { all: false }, (_error, answer) => {
    address = typeof answer === "string" ? answer : (answer[0]?.address ?? "");
  });
  connects.push(`${address}:${options.port}`);
  if (address === "127.0.0.1") return Reflect.apply(realConnect, this, args);
  process.nextTick(() => this.destroy(new Error(`test guard: refused connect to ${address}`)));
  return this;
}

const lookups: string[] = [];
const table: Record<string, string[]> = {
  "public.example": [PUBLIC],
  "mixed.example": [PUBLIC, "10.0.0.7"],
  "loopback.example": ["127.0.0.1"],
};
const resolve: Resolver = async (hostname) => {
  lookups.push(hostname);
  const addresses = table[hostname];
  if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return addresses.map((address) => ({ address, family: net.isIPv6(address) ? 6 : 4 }));
};

let site: FixtureServer;
let canary: FixtureServer;
let proxy: PolicyProxy;

/** GET through the proxy in absolute form: the status and body. */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = http.request({ host: "127.0.0.1", port: proxy.port, path: url, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

/** CONNECT through the proxy: the status of its answer. */
function connect(target: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = http.request({
      host: "127.0.0.1",
      port: proxy.port,
      method: "CONNECT",
      path: target,
      agent: false,
    });
    req.on("connect", (res, socket) => {
      socket.destroy();
      done(res.statusCode ?? 0);
    });
    req.on("response", (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on("error", fail);
    req.end();
  });
}

beforeAll(async () => {
  site = await startServer({ "/": text("hei fra fiksturen", "text/plain") });
  canary = await startServer({});
  proxy = await startPolicyProxy(createAddressPolicy({ allowHosts: [site.hostPort], resolve }));
});
afterAll(async () => {
  await proxy?.close();
  await Promise.all([site?.close(), canary?.close()]);
});
beforeEach(() => {
  connects.length = 0;
  lookups.length = 0;
  vi.spyOn(net.Socket.prototype, "connect").mockImplementation(
    guardedConnect as unknown as typeof realConnect,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

const outgoing = () => connects.filter((target) => target !== `127.0.0.1:${proxy.port}`);

describe("the SSRF proxy", () => {
  it("passes an allow-listed fixture, by GET and by CONNECT", async () => {
    expect(await get(`${site.origin}/`)).toEqual({ status: 200, body: "hei fra fiksturen" });
    expect(await connect(site.hostPort)).toBe(200);
  });

  it.each([
    ["loopback on another port", () => `127.0.0.1:${canary.port}`],
    ["IPv6 loopback", () => `[::1]:${canary.port}`],
    ["localhost", () => `localhost:${canary.port}`],
    ["a subdomain of localhost", () => "canary.localhost:80"],
    ["cloud metadata", () => "169.254.169.254:80"],
    ["a private address", () => "10.20.30.40:443"],
    ["a name that resolves to loopback", () => "loopback.example:80"],
    ["a name with one private answer among public ones", () => "mixed.example:443"],
    ["a public name on another port", () => "public.example:8080"],
    ["Chromium's phone-home host", () => "accounts.google.com:443"],
  ])("refuses %s before connecting anywhere", async (_label, target) => {
    expect(await connect(target())).toBe(403);
    expect(await get(`http://${target()}/`)).toMatchObject({ status: 403 });
    expect(outgoing()).toEqual([]);
    expect(canary.requests).toEqual([]);
  });

  it("asks DNS nothing for refused ports, localhost names or phone-home hosts", async () => {
    await connect("public.example:25");
    await connect("canary.localhost:443");
    await connect("update.googleapis.com:443");
    expect(lookups).toEqual([]);
  });

  it("resolves a public name once and connects to exactly the checked address", async () => {
    // The guard fails the connection, so the proxy hangs up on the tunnel.
    await expect(connect("public.example:443")).rejects.toThrow(/hang up/);
    expect(lookups).toEqual(["public.example"]);
    expect(outgoing()).toEqual([`${PUBLIC}:443`]);
  });

  it("lists what it refused, with the reason, once per host and port, and what it let through", () => {
    expect(proxy.reached("127.0.0.1")).toBe(true);
    expect(proxy.reached("10.20.30.40")).toBe(false);
    const refused = proxy.refused();
    expect(refused).toContainEqual({ host: "10.20.30.40", port: 443, reason: "private-address", count: 2 });
    expect(refused).toContainEqual({ host: "public.example", port: 8080, reason: "port", count: 2 });
    expect(refused).toContainEqual({
      host: "accounts.google.com",
      port: 443,
      reason: "browser-phone-home",
      count: 2,
    });
  });
});
