import { createSocket } from "node:dgram";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createTlsServer } from "node:https";
import type { AddressInfo } from "node:net";
import type { Resolver } from "#server/audit/gather/fetcher/fetch.ts";
import { noiseImage } from "./images.ts";
import { TRACKER_TLS_CERT, TRACKER_TLS_KEY, TRACKER_TLS_SPKI } from "./tracker-tls.ts";

// Websites on loopback for the browser stage's tests (server/audit/gather/browser): small HTTP servers
// that record what they were asked, a canary that must never be reached, and the pages.

type Route = (req: IncomingMessage, res: ServerResponse) => void;

export interface FixtureServer {
  origin: string;
  hostPort: string;
  port: number;
  /** Request paths (with query) in the order they arrived. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * An HTTP server on `host` answering the given paths (the query ignored), 404 otherwise; with `tls`,
 * HTTPS with that key and certificate.
 */
export async function startServer(
  routes: Record<string, Route>,
  host = "127.0.0.1",
  tls?: { key: string; cert: string },
): Promise<FixtureServer> {
  const requests: string[] = [];
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    requests.push(req.url ?? "");
    const route = routes[(req.url ?? "/").split("?")[0] as string];
    if (route) route(req, res);
    else res.writeHead(404, { "Content-Type": "text/plain" }).end("Finnes ikke");
  };
  const server = tls ? createTlsServer(tls, listener) : createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${tls ? "https" : "http"}://${host}:${port}`,
    hostPort: `${host}:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: string, headers: Record<string, string | string[]> = {}): Route =>
  (_req, res) =>
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...headers }).end(body);

export const text =
  (body: string | Buffer, type: string, delayMs = 0): Route =>
  (_req, res) =>
    setTimeout(() => res.writeHead(200, { "Content-Type": type }).end(body), delayMs);

export interface Canary {
  port: number;
  /** Everything that reached it: TCP connections on 127.0.0.1 and [::1], UDP datagrams. */
  hits: string[];
  close(): Promise<void>;
}

/** Listens on one port on 127.0.0.1 and ::1 (TCP) and 127.0.0.1 (UDP, for STUN) and records hits. */
export async function startCanary(): Promise<Canary> {
  const hits: string[] = [];
  const record = (what: string) => {
    hits.push(what);
  };
  const v4 = createServer((req, res) => {
    record(`http ${req.url}`);
    res.end();
  });
  v4.on("connection", (socket) => record(`tcp ${socket.remoteAddress}`));
  await new Promise<void>((resolve) => v4.listen(0, "127.0.0.1", resolve));
  const { port } = v4.address() as AddressInfo;
  const v6 = createServer((req, res) => {
    record(`http6 ${req.url}`);
    res.end();
  });
  v6.on("connection", (socket) => record(`tcp6 ${socket.remoteAddress}`));
  await new Promise<void>((resolve) => v6.listen(port, "::1", resolve));
  const udp = createSocket("udp4");
  udp.on("message", (_message, from) => record(`udp ${from.address}`));
  await new Promise<void>((resolve) => udp.bind(port, "127.0.0.1", resolve));
  const closeServer = (server: typeof v4) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    port,
    hits,
    close: async () => {
      await Promise.all([closeServer(v4), closeServer(v6), new Promise<void>((r) => udp.close(() => r()))]);
    },
  };
}

/** Every way a page can make the browser send a request, aimed at the canary. */
export function canaryPage(canaryPort: number): string {
  const at = (host: string, path: string) => `http://${host}:${canaryPort}${path}`;
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Kanarifugl</title>
<link rel="prefetch" href="${at("[::1]", "/prefetch")}"></head><body><h1>Kanarifugl</h1>
<img src="${at("127.0.0.1", "/img")}" alt=""><img src="/to-canary" alt="">
<img src="${at("[::1]", "/img6")}" alt=""><img src="${at("localhost", "/localhost")}" alt="">
<img src="${at("canary.localhost", "/sub")}" alt=""><img src="${at("2130706433", "/decimal")}" alt="">
<iframe src="http://169.254.169.254/latest/meta-data/" title="metadata"></iframe>
<iframe src="http://10.20.30.40/" title="privat"></iframe>
<iframe src="${at("127.0.0.1", "/frame")}" title="kanari"></iframe>
<script>
fetch(${JSON.stringify(at("127.0.0.1", "/fetch"))}).catch(() => {});
fetch("http://169.254.169.254/latest/meta-data/iam/").catch(() => {});
fetch("http://10.20.30.40/intern").catch(() => {});
try { new WebSocket(${JSON.stringify(`ws://127.0.0.1:${canaryPort}/ws`)}); } catch {}
navigator.sendBeacon(${JSON.stringify(at("localhost", "/beacon"))}, "x");
navigator.serviceWorker.register("/sw.js").catch(() => {});
const peer = new RTCPeerConnection({ iceServers: [{ urls: "stun:127.0.0.1:${canaryPort}" }] });
peer.createDataChannel("x");
peer.createOffer().then((offer) => peer.setLocalDescription(offer));
</script></body></html>`;
}

/** A service worker that tries the canary as soon as it is installed. */
export function canaryServiceWorker(canaryPort: number): string {
  return `self.addEventListener("install", (event) => {
  event.waitUntil(fetch("http://127.0.0.1:${canaryPort}/sw").catch(() => {}));
});`;
}

/** A small, accessible page: Lighthouse should have little to say. */
export const LIGHT_PAGE = `<!doctype html><html lang="nb"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Lett side | Fjellvik</title>
<meta name="description" content="En liten og rask side som alle kan lese og bruke.">
<style>body{font:16px/1.5 system-ui,sans-serif;color:#222;background:#fff;margin:0 auto;max-width:40rem;padding:1rem}</style>
</head><body><main><h1>Lett side</h1><p>Denne siden laster raskt og kan leses av alle.</p>
<form><label for="epost">E-post</label> <input id="epost" type="email" autocomplete="email">
<button type="submit">Send</button></form></main></body></html>`;

/** Large images, render-blocking slow scripts, poor contrast and unlabelled controls. */
export const HEAVY_PAGE = `<!doctype html><html><head><meta charset="utf-8">
<script src="/block-1.js"></script><script src="/block-2.js"></script><script src="/block-3.js"></script>
<style>body{color:#c8c8c8;background:#fff;font-size:11px}</style></head><body>
<div><b>Tung side</b></div><p>Tekst med for svak kontrast.</p>
<img src="/big-1.jpg"><img src="/big-2.jpg"><input type="text"><button></button>
<a href="/mer"></a></body></html>`;

/** A script of ~150 KB that keeps the main thread busy for a while. */
export function blockingScript(busyMs: number): string {
  const padding = `/* ${"x".repeat(150_000)} */`;
  return `${padding}\n(() => { const end = Date.now() + ${busyMs}; let n = 0; while (Date.now() < end) n++; window.__n = n; })();`;
}

export async function bigJpeg(): Promise<Buffer> {
  return noiseImage(1600, 1600, 60).jpeg({ quality: 92 }).toBuffer();
}

/**
 * A site that tracks before consent: cookies by script and by Set-Cookie, local and session storage,
 * a tag manager script from `tagOrigin` and a pixel from `pixelOrigin`.
 */
export function trackingPage(tagOrigin: string, pixelOrigin: string): string {
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sporing</title>
<script async src="${tagOrigin}/gtag/js?id=G-TEST"></script>
<script>
document.cookie = "_ga=GA1.1.123456789.1700000000; max-age=63072000; path=/";
document.cookie = "_gid=GA1.1.987654321.1700000000; max-age=86400; path=/";
localStorage.setItem("_hjSessionUser_123", "{}");
sessionStorage.setItem("_hjSession_123", "{}");
localStorage.setItem("handlekurv", "[]");
</script></head><body><h1>Sporing før samtykke</h1>
<img src="${pixelOrigin}/pixel.gif" alt=""></body></html>`;
}

/** What a tag manager does first: a cookie on the site's own domain and a hit to its collector. */
export function tagScript(collectOrigin: string): string {
  return `document.cookie = "_ga_TEST=GS1.1.1700000000.1.0; max-age=63072000; path=/";
new Image().src = "${collectOrigin}/g/collect?v=2&tid=G-TEST";`;
}

export const PIXEL_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * The tracking site, its tag manager and analytics hosts (real names, resolved to loopback by
 * `resolve`) and a pixel host. The tracker names speak HTTPS, as the real ones do: a browser may
 * upgrade plain http to them (Chromium 156.0.8078.108 does, from its HSTS preload list, keeping the
 * port), so a plain-http fixture would depend on the browser's patch level.
 */
export interface TrackingSites {
  site: FixtureServer;
  tags: FixtureServer;
  pixel: FixtureServer;
  /** For the SSRF proxy: the two tracker names resolve to 127.0.0.1, anything else does not exist. */
  resolve: Resolver;
  allowHosts: string[];
  /** The tracker hosts' test certificate, for the browser stage's `trustCertificates`. */
  trustCertificates: string[];
  close(): Promise<void>;
}

/** A site that tracks before consent, with the hosts it reaches; `setCookies` go with its page. */
export async function startTrackingSites(setCookies: string[]): Promise<TrackingSites> {
  const tags: FixtureServer = await startServer(
    {
      "/gtag/js": (_req, res) =>
        res
          .writeHead(200, { "Content-Type": "text/javascript" })
          .end(tagScript(`https://www.google-analytics.com:${tags.port}`)),
      "/g/collect": (_req, res) => res.writeHead(204).end(),
    },
    "127.0.0.1",
    { key: TRACKER_TLS_KEY, cert: TRACKER_TLS_CERT },
  );
  const pixel = await startServer({ "/pixel.gif": text(PIXEL_GIF, "image/gif") }, "127.0.0.2");
  const site = await startServer({
    "/": html(trackingPage(`https://www.googletagmanager.com:${tags.port}`, pixel.origin), {
      "Set-Cookie": setCookies,
    }),
  });
  const trackerHosts = ["www.googletagmanager.com", "www.google-analytics.com"];
  return {
    site,
    tags,
    pixel,
    resolve: async (hostname) => {
      if (trackerHosts.includes(hostname)) return [{ address: "127.0.0.1", family: 4 }];
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    },
    allowHosts: [site.hostPort, pixel.hostPort, ...trackerHosts.map((host) => `${host}:${tags.port}`)],
    trustCertificates: [TRACKER_TLS_SPKI],
    close: async () => {
      await Promise.all([site.close(), tags.close(), pixel.close()]);
    },
  };
}
