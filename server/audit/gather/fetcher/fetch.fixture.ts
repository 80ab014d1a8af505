import http from "node:http";
import net, { type AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import type { Resolver } from "./fetch.ts";

// What the fetcher's tests run against: real sockets on loopback only. DNS is always injected
// (tableResolver), and every outgoing connect goes through a guard (guardConnects) that lets
// 127.0.0.1 through and fails anything else before a packet leaves, so a bug in the fetcher can
// never reach the network from a test.

export const HTML =
  '<!doctype html><html lang="nb"><head><title>Fjellvik test</title></head><body>Hei</body></html>';

export interface Fixture {
  server: http.Server;
  port: number;
  connections: number;
  requests: { url: string; headers: http.IncomingHttpHeaders }[];
  serverNames: (string | false | null)[];
}

const emptyFixture = (): Fixture => ({
  server: null as unknown as http.Server,
  port: 0,
  connections: 0,
  requests: [],
  serverNames: [],
});

/** A server on 127.0.0.1 that counts its connections and requests, into `fixture` when given. */
export async function startFixture(
  handler: http.RequestListener,
  create: (listener: http.RequestListener) => http.Server = http.createServer,
  fixture: Fixture = emptyFixture(),
): Promise<Fixture> {
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

export async function stopFixture(fixture: Fixture) {
  fixture.server.closeAllConnections();
  await new Promise((resolve) => fixture.server.close(resolve));
}

export const resetCounts = (...fixtures: Fixture[]) => {
  for (const fixture of fixtures) {
    fixture.connections = 0;
    fixture.requests.length = 0;
    fixture.serverNames.length = 0;
  }
};

/** A resolver from a fixed table that counts its calls; unknown names fail like NXDOMAIN. */
export function tableResolver(table: Record<string, string[] | ((call: number) => string[])>) {
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

// Every outgoing connect in a guarded test file: 127.0.0.1 goes through, anything else fails at once.
const realConnect = net.Socket.prototype.connect;
export const attempts: { host: string; port: number }[] = [];
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

/** Guards every connect of the test file that calls it, and records each attempt in `attempts`. */
export function guardConnects(): void {
  beforeEach(() => {
    attempts.length = 0;
    vi.spyOn(net.Socket.prototype, "connect").mockImplementation(
      guardedConnect as unknown as typeof realConnect,
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** The allowed site: HTML in every encoding, redirects (one to `other`), slow and huge answers. */
function siteHandler(other: Fixture): http.RequestListener {
  return (req, res) => {
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
  };
}

/**
 * The test file's loopback sites, started before its tests and stopped after them: `site`, the
 * fixture we allow, and `other`, a loopback service we never allow (it must never see a
 * connection). Their counts are reset before each test.
 */
export function loopbackSites(): { site: Fixture; other: Fixture } {
  const other = emptyFixture();
  const site = emptyFixture();
  beforeAll(async () => {
    await startFixture((_req, res) => res.end("internal"), http.createServer, other);
    await startFixture(siteHandler(other), http.createServer, site);
  });
  afterAll(async () => {
    await Promise.all([site, other].filter((fixture) => fixture.server).map(stopFixture));
  });
  beforeEach(() => resetCounts(site, other));
  return { site, other };
}
