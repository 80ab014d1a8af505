import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import net, { type AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { refusal } from "#tests/expect-refusal.ts";
import { fetchText, type Resolver, safeFetch } from "./fetch.ts";

// Real sockets on loopback only. DNS is always injected, and every outgoing connect goes through
// a guard that lets 127.0.0.1 through and fails anything else before a packet leaves, so a bug in
// the fetcher can never reach the network from a test.

// Self-signed test certificate for CN/SAN fixture.test and IP 127.0.0.1, valid until 2126. Test only.
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgW2x46AYj1HHurrqX
g31C0H1DMEvpueISJeJnfiXoLRuhRANCAATf44lie2rpqXtz20BBgRpXTaVcN5+p
sHqbRa0fIRrpcAXkKt8yR9abyGyj4NF7BndxXc+SCRcSHkJLizGEA9wS
-----END PRIVATE KEY-----`;
const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBpDCCAUqgAwIBAgIUYEGUoCDwvjqIpxINd6nTCqBkbxYwCgYIKoZIzj0EAwIw
FzEVMBMGA1UEAwwMZml4dHVyZS50ZXN0MCAXDTI2MTEyMjEzMDEwM1oYDzIxMjYx
MDI5MTMwMTAzWjAXMRUwEwYDVQQDDAxmaXh0dXJlLnRlc3QwWTATBgcqhkjOPQIB
BggqhkjOPQMBBwNCAATf44lie2rpqXtz20BBgRpXTaVcN5+psHqbRa0fIRrpcAXk
Kt8yR9abyGyj4NF7BndxXc+SCRcSHkJLizGEA9wSo3IwcDAdBgNVHQ4EFgQUxqsh
EieM1vSKEYIGX7yvY6bQiU0wHwYDVR0jBBgwFoAUxqshEieM1vSKEYIGX7yvY6bQ
iU0wDwYDVR0TAQH/BAUwAwEB/zAdBgNVHREEFjAUggxmaXh0dXJlLnRlc3SHBH8A
AAEwCgYIKoZIzj0EAwIDSAAwRQIgIDA1LR64MZpQBrlcNJgY8EYfaYrybWHEdPlK
r9qOpukCIQD2e/ysnmS15zj+dJuBKMh8YenNNMrXJc8XMG1RpJ41ig==
-----END CERTIFICATE-----`;

const HTML =
  '<!doctype html><html lang="nb"><head><title>Fjellvik test</title></head><body>Hei</body></html>';

interface Fixture {
  server: http.Server;
  port: number;
  connections: number;
  requests: { url: string; headers: http.IncomingHttpHeaders }[];
  serverNames: (string | false | null)[];
}

async function startFixture(
  handler: http.RequestListener,
  create: (listener: http.RequestListener) => http.Server = http.createServer,
): Promise<Fixture> {
  const fixture: Fixture = {
    server: null as unknown as http.Server,
    port: 0,
    connections: 0,
    requests: [],
    serverNames: [],
  };
  const server = create((req, res) => {
    fixture.requests.push({ url: req.url ?? "", headers: req.headers });
    handler(req, res);
  });
  server.on("connection", () => fixture.connections++);
  server.on("secureConnection", (socket: TLSSocket) => fixture.serverNames.push(socket.servername));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fixture.server = server;
  fixture.port = (server.address() as AddressInfo).port;
  return fixture;
}

async function stopFixture(fixture: Fixture) {
  fixture.server.closeAllConnections();
  await new Promise((resolve) => fixture.server.close(resolve));
}

const resetCounts = (...fixtures: Fixture[]) => {
  for (const fixture of fixtures) {
    fixture.connections = 0;
    fixture.requests.length = 0;
    fixture.serverNames.length = 0;
  }
};

/** A resolver from a fixed table that counts its calls; unknown names fail like NXDOMAIN. */
function tableResolver(table: Record<string, string[] | ((call: number) => string[])>) {
  const calls: string[] = [];
  const resolve: Resolver = async (hostname) => {
    calls.push(hostname);
    const entry = table[hostname];
    const addresses =
      typeof entry === "function" ? entry(calls.filter((name) => name === hostname).length) : entry;
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: net.isIPv6(address) ? 6 : 4 }));
  };
  return { resolve, calls };
}

// Every outgoing connect in this file: 127.0.0.1 goes through, anything else fails at once.
const realConnect = net.Socket.prototype.connect;
const attempts: { host: string; port: number }[] = [];
function connectTarget(args: unknown[]) {
  const first = (Array.isArray(args[0]) ? args[0][0] : args[0]) as { host?: string; port?: number } | number;
  if (typeof first === "object" && first !== null)
    return { host: String(first.host), port: Number(first.port) };
  return { host: String(args[1]), port: Number(first) };
}
function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const target = connectTarget(args);
  attempts.push(target);
  if (target.host === "127.0.0.1") return Reflect.apply(realConnect, this, args) as net.Socket;
  const error = Object.assign(new Error(`test guard: refused connect to ${target.host}`), {
    code: "ECONNREFUSED",
  });
  process.nextTick(() => this.destroy(error));
  return this;
}
beforeEach(() => {
  attempts.length = 0;
  vi.spyOn(net.Socket.prototype, "connect").mockImplementation(
    guardedConnect as unknown as typeof realConnect,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

let site: Fixture; // the fixture we allow
let other: Fixture; // a loopback service we never allow: must never see a connection
let secure: Fixture; // https with a self-signed certificate

beforeAll(async () => {
  other = await startFixture((_req, res) => res.end("internal"));
  site = await startFixture((req, res) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    const path = url.pathname;
    const html = (headers: http.OutgoingHttpHeaders, body: Buffer | string) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers });
      res.end(body);
    };
    if (path === "/") {
      res.setHeader("set-cookie", ["a=1; Secure; HttpOnly", "b=2; SameSite=Lax"]);
      res.setHeader("cache-control", "max-age=60");
      return html({}, HTML);
    }
    if (path === "/gzip") return html({ "content-encoding": "gzip" }, zlib.gzipSync(HTML));
    if (path === "/br") return html({ "content-encoding": "br" }, zlib.brotliCompressSync(HTML));
    if (path === "/deflate") return html({ "content-encoding": "deflate" }, zlib.deflateSync(HTML));
    if (path === "/deflate-raw") return html({ "content-encoding": "deflate" }, zlib.deflateRawSync(HTML));
    if (path === "/latin1") {
      res.writeHead(200, { "content-type": "text/html; charset=iso-8859-1" });
      return res.end(Buffer.from("<p>Blåbærsyltetøy</p>", "latin1"));
    }
    if (path === "/json") {
      res.writeHead(200, { "content-type": "application/json", "x-frame-options": "DENY" });
      return res.end('{"ok":true}');
    }
    if (path.startsWith("/chain/")) {
      const left = Number(path.slice("/chain/".length));
      if (left === 0) return html({}, HTML);
      const status = [301, 302, 303, 307, 308][left % 5] as number;
      res.writeHead(status, { location: `/chain/${left - 1}` });
      return res.end();
    }
    if (path.startsWith("/loop/")) {
      res.writeHead(302, { location: `/loop/${Number(path.slice("/loop/".length)) + 1}` });
      return res.end();
    }
    if (path === "/to-other") {
      res.writeHead(302, { location: `http://127.0.0.1:${other.port}/` });
      return res.end();
    }
    if (path === "/to-metadata") {
      res.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" });
      return res.end();
    }
    if (path === "/to-internal-name") {
      res.writeHead(302, { location: "http://metadata.google.internal/computeMetadata/v1/" });
      return res.end();
    }
    if (path === "/to-file") {
      res.writeHead(302, { location: "file:///etc/passwd" });
      return res.end();
    }
    if (path === "/slow") return; // never answers
    if (path === "/slow-body") {
      res.writeHead(200, { "content-type": "text/html" });
      res.write("<!doctype html><p>");
      return; // never finishes
    }
    if (path === "/huge") return html({}, `<!doctype html>${"<p>fyll</p>".repeat(20_000)}`);
    if (path === "/bomb")
      return html({ "content-encoding": "gzip" }, zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024)));
    if (path === "/declared-huge") {
      res.writeHead(200, { "content-type": "text/html", "content-length": String(50 * 1024 * 1024) });
      res.write("<!doctype html>");
      return;
    }
    if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      return res.end("User-agent: *\nDisallow: /admin\n");
    }
    if (path === "/sitemap.xml") {
      res.writeHead(200, { "content-type": "application/xml", "content-encoding": "gzip" });
      return res.end(zlib.gzipSync("<urlset><url><loc>https://fjellvik.example/</loc></url></urlset>"));
    }
    if (path === "/big.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      return res.end("x".repeat(600 * 1024));
    }
    res.writeHead(404, { "content-type": "text/html" });
    res.end("<!doctype html><p>Finnes ikke</p>");
  });
  secure = await startFixture(
    (_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "strict-transport-security": "max-age=63072000" });
      res.end(HTML);
    },
    (listener) => https.createServer({ key: TEST_KEY, cert: TEST_CERT }, listener),
  );
});

afterAll(async () => {
  await Promise.all([site, other, secure].filter(Boolean).map(stopFixture));
});

beforeEach(() => resetCounts(site, other, secure));

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

describe("https", () => {
  it("reports an invalid (self-signed) certificate instead of throwing, reading headers only", async () => {
    const result = await safeFetch(`https://127.0.0.1:${secure.port}/`, {
      allowHosts: [`127.0.0.1:${secure.port}`],
    });
    expect(result.status).toBe(200);
    expect(result.headers["strict-transport-security"]).toBe("max-age=63072000");
    expect(result.tls?.authorized).toBe(false);
    expect(result.tls?.validTo).toBe("2126-10-29T13:01:03.000Z");
    expect(result.tls?.daysLeft).toBeGreaterThan(30_000);
    expect(result.tls?.protocol).toMatch(/^TLSv1\.[23]$/);
    expect(result.body).toBe("");
    expect(result.isHtml).toBe(false);
    expect(secure.connections).toBe(2); // the verifying attempt, then the header-only retry
    expect(secure.serverNames).toEqual([false]); // no SNI for an IP literal
  });

  it("connects to the checked address but verifies against (and sends SNI for) the hostname", async () => {
    const { resolve, calls } = tableResolver({ "fixture.test": ["127.0.0.1"] });
    const result = await safeFetch(`https://fixture.test:${secure.port}/`, {
      allowHosts: [`fixture.test:${secure.port}`],
      resolve,
    });
    expect(result.tls?.authorized).toBe(false); // self-signed, though the name matches
    expect(calls).toEqual(["fixture.test"]);
    expect(secure.serverNames).toEqual(["fixture.test"]);
    expect(secure.requests[0]?.headers.host).toBe(`fixture.test:${secure.port}`);
    expect(attempts.every((attempt) => attempt.host === "127.0.0.1")).toBe(true);
  });

  it("learns HTTP/2 from a second handshake to the checked address, and the issuer", async () => {
    const { resolve, calls } = tableResolver({ "fixture.test": ["127.0.0.1"] });
    const h1 = await safeFetch(`https://fixture.test:${secure.port}/`, {
      allowHosts: [`fixture.test:${secure.port}`],
      resolve,
      probeHttp2: true,
    });
    expect(h1.tls?.http2).toBe(false);
    expect(h1.tls?.issuer).toBe("fixture.test"); // self-signed: its own name
    expect(calls).toEqual(["fixture.test"]); // the probe asked DNS nothing more
    const h2 = http2.createSecureServer({ key: TEST_KEY, cert: TEST_CERT, allowHTTP1: true }, (_req, res) =>
      res.end("ok"),
    );
    await new Promise<void>((done) => h2.listen(0, "127.0.0.1", done));
    const port = (h2.address() as AddressInfo).port;
    try {
      const result = await safeFetch(`https://127.0.0.1:${port}/`, {
        allowHosts: [`127.0.0.1:${port}`],
        probeHttp2: true,
      });
      expect(result.tls?.http2).toBe(true);
      const plain = await safeFetch(`https://127.0.0.1:${port}/`, { allowHosts: [`127.0.0.1:${port}`] });
      expect(plain.tls?.http2).toBeNull(); // not asked
    } finally {
      await new Promise((done) => h2.close(done));
    }
  });

  it("fetchText gives null when the certificate does not verify", async () => {
    expect(
      await fetchText(`https://127.0.0.1:${secure.port}/robots.txt`, {
        allowHosts: [`127.0.0.1:${secure.port}`],
      }),
    ).toBeNull();
  });
});

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
