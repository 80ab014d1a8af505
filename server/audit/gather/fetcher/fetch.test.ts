import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { refusal } from "#tests/expect-refusal.ts";
import { attempts, guardConnects, HTML, loopbackSites, tableResolver } from "./fetch.fixture.ts";
import { fetchText, type Resolver, safeFetch } from "./fetch.ts";

// Fetching an allowed site on loopback (fetch.fixture.ts): the response as the checks read it,
// every encoding and redirect, and the limits on time, size and hops.

guardConnects();
const { site, other } = loopbackSites();

describe("fetching an allowed fixture", () => {
  const allow = () => [`127.0.0.1:${site.port}`];
  const base = () => `http://127.0.0.1:${site.port}`;

  it("returns status, lower-case headers, set-cookie as an array, the body and timings", async () => {
    const result = await safeFetch(`${base()}/`, { allowHosts: allow() });
    expect(result).toMatchObject({
      url: `${base()}/`,
      finalUrl: `${base()}/`,
      status: 200,
      body: HTML,
      isHtml: true,
      redirects: [],
      bytes: Buffer.byteLength(HTML),
      encoding: null,
      tls: null,
    });
    expect(result.headers["set-cookie"]).toEqual(["a=1; Secure; HttpOnly", "b=2; SameSite=Lax"]);
    expect(result.headers["cache-control"]).toBe("max-age=60");
    expect(result.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(result.timings.ttfbMs).toBeGreaterThanOrEqual(0);
    expect(result.timings.totalMs).toBeGreaterThanOrEqual(result.timings.ttfbMs);
    const seen = site.requests[0]?.headers;
    expect(seen?.host).toBe(`127.0.0.1:${site.port}`);
    expect(seen?.["user-agent"]).toMatch(/^FjellvikNettsidesjekk\/1\.0 /);
    expect(seen?.accept).toBe("text/html,application/xhtml+xml;q=0.9,*/*;q=0.1");
    expect(seen?.["accept-encoding"]).toBe("gzip, deflate, br");
  });

  it.each([
    ["/gzip", "gzip", zlib.gzipSync(HTML).length],
    ["/br", "br", zlib.brotliCompressSync(HTML).length],
    ["/deflate", "deflate", zlib.deflateSync(HTML).length],
    ["/deflate-raw", "deflate", zlib.deflateRawSync(HTML).length],
  ])("decodes %s", async (path, encoding, compressed) => {
    const result = await safeFetch(`${base()}${path}`, { allowHosts: allow() });
    expect(result.body).toBe(HTML);
    expect(result.encoding).toBe(encoding);
    expect(result.bytes).toBe(compressed);
  });

  it("decodes the declared charset", async () => {
    const result = await safeFetch(`${base()}/latin1`, { allowHosts: allow() });
    expect(result.body).toBe("<p>Blåbærsyltetøy</p>");
  });

  it("returns a non-HTML response with its headers, no body and isHtml false", async () => {
    const result = await safeFetch(`${base()}/json`, { allowHosts: allow() });
    expect(result.isHtml).toBe(false);
    expect(result.body).toBe("");
    expect(result.status).toBe(200);
    expect(result.headers["x-frame-options"]).toBe("DENY");
  });

  it("follows 301/302/303/307/308 and records every hop", async () => {
    const result = await safeFetch(`${base()}/chain/5`, { allowHosts: allow() });
    expect(result.status).toBe(200);
    expect(result.finalUrl).toBe(`${base()}/chain/0`);
    expect(result.redirects).toEqual([
      { from: `${base()}/chain/5`, to: `${base()}/chain/4`, status: 301 },
      { from: `${base()}/chain/4`, to: `${base()}/chain/3`, status: 308 },
      { from: `${base()}/chain/3`, to: `${base()}/chain/2`, status: 307 },
      { from: `${base()}/chain/2`, to: `${base()}/chain/1`, status: 303 },
      { from: `${base()}/chain/1`, to: `${base()}/chain/0`, status: 302 },
    ]);
  });

  it("refuses more than maxRedirects (5) redirects", async () => {
    const error = await refusal(safeFetch(`${base()}/loop/0`, { allowHosts: allow() }));
    expect(error.reason).toBe("too-many-redirects");
    expect(site.requests.map((request) => request.url)).toEqual([0, 1, 2, 3, 4, 5].map((n) => `/loop/${n}`));
    const fewer = await refusal(safeFetch(`${base()}/chain/3`, { allowHosts: allow(), maxRedirects: 2 }));
    expect(fewer.reason).toBe("too-many-redirects");
  });

  it("refuses a redirect to a loopback port not in allowHosts without connecting to it", async () => {
    const error = await refusal(safeFetch(`${base()}/to-other`, { allowHosts: allow() }));
    expect(error.reason).toBe("port");
    expect(other.connections).toBe(0);
    expect(attempts).toEqual([{ host: "127.0.0.1", port: site.port }]);
  });

  it("refuses a redirect to the metadata service without connecting to it", async () => {
    const { resolve, calls } = tableResolver({ "metadata.google.internal": ["169.254.169.254"] });
    const direct = await refusal(safeFetch(`${base()}/to-metadata`, { allowHosts: allow(), resolve }));
    expect(direct.reason).toBe("private-address");
    const named = await refusal(safeFetch(`${base()}/to-internal-name`, { allowHosts: allow(), resolve }));
    expect(named.reason).toBe("private-address");
    expect(calls).toEqual(["metadata.google.internal"]);
    const file = await refusal(safeFetch(`${base()}/to-file`, { allowHosts: allow() }));
    expect(file.reason).toBe("scheme");
    expect(attempts.every((attempt) => attempt.host === "127.0.0.1" && attempt.port === site.port)).toBe(
      true,
    );
    expect(attempts).toHaveLength(3);
  });

  it("times out on a server that never answers", async () => {
    const started = Date.now();
    const error = await refusal(safeFetch(`${base()}/slow`, { allowHosts: allow(), totalTimeoutMs: 300 }));
    expect(error.reason).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("times out on a body that never ends", async () => {
    const error = await refusal(
      safeFetch(`${base()}/slow-body`, { allowHosts: allow(), totalTimeoutMs: 300 }),
    );
    expect(error.reason).toBe("timeout");
  });

  it("times out on a resolver that never answers", async () => {
    const resolve: Resolver = () => new Promise(() => {});
    const error = await refusal(safeFetch("http://hangs.test/", { resolve, totalTimeoutMs: 200 }));
    expect(error.reason).toBe("timeout");
    expect(attempts).toEqual([]);
  });

  it("stops reading past maxBytes", async () => {
    const huge = await refusal(safeFetch(`${base()}/huge`, { allowHosts: allow(), maxBytes: 50_000 }));
    expect(huge.reason).toBe("too-large");
    const declared = await refusal(safeFetch(`${base()}/declared-huge`, { allowHosts: allow() }));
    expect(declared.reason).toBe("too-large");
  });

  it("stops a decompression bomb at maxBytes decompressed", async () => {
    const error = await refusal(safeFetch(`${base()}/bomb`, { allowHosts: allow(), maxBytes: 1024 * 1024 }));
    expect(error.reason).toBe("too-large");
  });

  it("fetchText reads robots.txt and (gzipped) sitemap.xml, and gives null for HTML or oversized files", async () => {
    expect(await fetchText(`${base()}/robots.txt`, { allowHosts: allow() })).toEqual({
      status: 200,
      body: "User-agent: *\nDisallow: /admin\n",
    });
    expect((await fetchText(`${base()}/sitemap.xml`, { allowHosts: allow() }))?.body).toContain("<urlset>");
    expect(await fetchText(`${base()}/`, { allowHosts: allow() })).toBeNull();
    expect(await fetchText(`${base()}/big.txt`, { allowHosts: allow() })).toBeNull();
  });
});
