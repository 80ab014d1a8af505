import { describe, expect, it } from "vitest";
import { refusal } from "#tests/expect-refusal.ts";
import { attempts, guardConnects, loopbackSites, tableResolver } from "./fetch.fixture.ts";
import { fetchText, safeFetch } from "./fetch.ts";

// What the fetcher refuses, on loopback only (fetch.fixture.ts): every address form of a private or
// internal target, a scheme, credentials or a port it does not fetch, each before a connection.

guardConnects();
const { site, other } = loopbackSites();

describe("refused targets never open a connection", () => {
  const resolver = () =>
    tableResolver({
      localhost: ["127.0.0.1", "::1"],
      "metadata.google.internal": ["169.254.169.254"],
      "mixed.test": ["93.184.216.34", "10.0.0.1"],
      "mixed6.test": ["2606:4700:4700::1111", "fd00:ec2::254"],
      "aws6.test": ["fd00:ec2::254"],
      "nat64.test": ["64:ff9b::a9fe:a9fe"],
      "weird.test": ["0x7f.1"],
      "fixture.test": ["127.0.0.1"],
      "example.com": ["93.184.216.34"],
    });

  // [url, expected reason]; "PORT" is replaced by the loopback fixture's port, so that a bug that
  // let the request through would show up as a connection on that fixture.
  const vectors: [string, string][] = [
    ["http://2130706433/", "private-address"],
    ["http://0x7f.1/", "private-address"],
    ["http://0177.0.0.1/", "private-address"],
    ["http://127.1/", "private-address"],
    ["http://[::ffff:127.0.0.1]:80/", "private-address"],
    ["http://[::1]/", "private-address"],
    ["http://[::]/", "private-address"],
    ["https://[fd00:ec2::254]/", "private-address"],
    ["http://0.0.0.0/", "private-address"],
    ["http://169.254.169.254/latest/meta-data/", "private-address"],
    ["http://0xa9fea9fe/", "private-address"],
    ["http://localhost/", "private-address"],
    ["http://app.localhost/", "private-address"],
    ["http://metadata.google.internal/computeMetadata/v1/", "private-address"],
    ["http://mixed.test/", "private-address"],
    ["http://mixed6.test/", "private-address"],
    ["http://aws6.test/", "private-address"],
    ["http://nat64.test/", "private-address"],
    ["http://weird.test/", "private-address"],
    ["http://no-such-name.test/", "dns"],
    ["ftp://example.com/", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["gopher://example.com:70/_HELO", "scheme"],
    ["javascript:alert(1)", "scheme"],
    ["not a url", "scheme"],
    ["http://user:pw@example.com/", "credentials"],
    ["http://user@example.com/", "credentials"],
    ["http://example.com:8080/", "port"],
    ["http://example.com:22/", "port"],
    ["http://127.0.0.1:PORT/", "port"],
    ["http://2130706433:PORT/", "port"],
    ["http://fixture.test:PORT/", "port"],
    ["http://[::ffff:127.0.0.1]:PORT/", "port"],
  ];

  it.each(vectors)("%s → %s", async (template, reason) => {
    const url = template.replace("PORT", String(site.port));
    const { resolve } = resolver();
    const error = await refusal(safeFetch(url, { resolve, totalTimeoutMs: 2000 }));
    expect(error.reason).toBe(reason);
    expect(error.message).toMatch(/[a-zæøå]/);
    expect(attempts).toEqual([]);
    expect(site.connections).toBe(0);
    expect(other.connections).toBe(0);
  });

  it("refuses a name whose answers mix public and private, asking DNS once", async () => {
    const { resolve, calls } = resolver();
    const error = await refusal(safeFetch("https://mixed.test/", { resolve }));
    expect(error.reason).toBe("private-address");
    expect(calls).toEqual(["mixed.test"]);
    expect(attempts).toEqual([]);
  });

  it("an allowHosts entry is exact: host and port", async () => {
    const { resolve } = resolver();
    const allowHosts = [`fixture.test:${site.port + 1}`, `127.0.0.1:${other.port}`];
    for (const url of [`http://fixture.test:${site.port}/`, `http://127.0.0.1:${site.port}/`]) {
      expect((await refusal(safeFetch(url, { resolve, allowHosts }))).reason).toBe("port");
    }
    expect(attempts).toEqual([]);
    expect(site.connections).toBe(0);
  });

  it("fetchText returns null for refused targets without connecting", async () => {
    const { resolve } = resolver();
    expect(await fetchText("http://169.254.169.254/robots.txt", { resolve })).toBeNull();
    expect(await fetchText("http://localhost/robots.txt", { resolve })).toBeNull();
    expect(await fetchText(`http://127.0.0.1:${site.port}/robots.txt`, { resolve })).toBeNull();
    expect(attempts).toEqual([]);
    expect(site.connections).toBe(0);
  });
});
