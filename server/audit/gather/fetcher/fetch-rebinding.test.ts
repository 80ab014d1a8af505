import { describe, expect, it } from "vitest";
import { attempts, guardConnects, loopbackSites, tableResolver } from "./fetch.fixture.ts";
import { safeFetch } from "./fetch.ts";

// DNS rebinding, on loopback (fetch.fixture.ts): each hop asks DNS once, and the connection goes to
// the address that was checked, never to a later answer.

guardConnects();
const { site } = loopbackSites();

describe("DNS rebinding", () => {
  it("resolves once and connects to the checked address, not to a second answer", async () => {
    // First answer: the fixture. Any later question would get TEST-NET-1 (and fail the guard).
    const { resolve, calls } = tableResolver({
      "fixture.test": (call) => (call === 1 ? ["127.0.0.1"] : ["192.0.2.1"]),
    });
    const result = await safeFetch(`http://fixture.test:${site.port}/`, {
      allowHosts: [`fixture.test:${site.port}`],
      resolve,
    });
    expect(result.status).toBe(200);
    expect(result.finalUrl).toBe(`http://fixture.test:${site.port}/`);
    expect(calls).toEqual(["fixture.test"]);
    expect(site.requests[0]?.headers.host).toBe(`fixture.test:${site.port}`);
    expect(attempts).toEqual([{ host: "127.0.0.1", port: site.port }]);
  });

  it("asks the resolver exactly once per hop", async () => {
    const { resolve, calls } = tableResolver({ "fixture.test": ["127.0.0.1"] });
    const result = await safeFetch(`http://fixture.test:${site.port}/chain/2`, {
      allowHosts: [`fixture.test:${site.port}`],
      resolve,
    });
    expect(result.redirects).toHaveLength(2);
    expect(calls).toEqual(["fixture.test", "fixture.test", "fixture.test"]);
    expect(site.requests.map((request) => request.headers.host)).toEqual(
      Array(3).fill(`fixture.test:${site.port}`),
    );
  });

  it("a public first answer is pinned: the connection goes there, never to the later 127.0.0.1", async () => {
    const { resolve, calls } = tableResolver({
      "rebind.test": (call) => (call === 1 ? ["93.184.216.34"] : ["127.0.0.1"]),
    });
    // The guard fails the connect to the public address (no network in tests), so this rejects.
    await expect(safeFetch("http://rebind.test/", { resolve })).rejects.toThrow(/test guard/);
    expect(calls).toEqual(["rebind.test"]);
    expect(attempts).toEqual([{ host: "93.184.216.34", port: 80 }]);
    expect(site.connections).toBe(0);
  });
});
