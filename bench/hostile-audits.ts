import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort } from "#tests/free-port.ts";
import { bigSitemap, emptyLinks, nestedDivs, numberText, redosRobots } from "#tests/hostile-pages.ts";
import { startServerProcess } from "#tests/server-process.ts";
import { startSmtpServer } from "#tests/smtp.ts";

// Does a stranger's page slow the site down while we audit it? (issue 24, docs/security.md)
// The production server (embedded PostgreSQL, job workers, a real SMTP server) audits each hostile
// site below, one after another, while a probe asks for GET / and GET /healthz every 200 ms. For
// each site: the probe's p50, p99 and slowest answer during that audit, how the audit ended and how
// long it took. The hostile sites are our own generated pages (tests/hostile-pages.ts), on loopback.
//
//   npm run bench:hostile                  browser stage off (the analysis is what is measured)
//   BENCH_BROWSER=1 npm run bench:hostile  with Lighthouse in Chromium as in production

const PROBE_EVERY_MS = 200;
const browser = process.env.BENCH_BROWSER === "1";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const htmlPage =
  (body: string): Handler =>
  (_req, res) =>
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(body);
const plain =
  (body: string, type: string): Handler =>
  (_req, res) =>
    res.writeHead(200, { "Content-Type": type }).end(body);
const SMALL_PAGE =
  '<!doctype html><html lang="nb"><head><title>Liten side</title></head><body><h1>Liten side</h1><p>Litt tekst.</p><a href="/om">Om oss</a></body></html>';

/** A page gzipped `layers` times, each layer named in Content-Encoding. */
function gzipLayers(layers: number): Handler {
  let body: Buffer = Buffer.from(SMALL_PAGE);
  for (let i = 0; i < layers; i++) body = gzipSync(body);
  const encoding = Array.from({ length: layers }, () => "gzip").join(", ");
  return (_req, res) =>
    res
      .writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": encoding })
      .end(body);
}

/** The hostile sites, each on a loopback port of its own (robots.txt and sitemap.xml are per site). */
function hostileSites(): Record<string, (origin: string) => Record<string, Handler>> {
  const robots = redosRobots(50);
  return {
    "nested divs (300 KB)": () => ({ "/": htmlPage(nestedDivs(300)) }),
    "2.7 MB of text with numbers": () => ({
      "/": htmlPage(
        `<!doctype html><html lang="nb"><head><title>Tall</title></head><body><main><h1>Tall</h1><p>${numberText(2.7)}</p></main></body></html>`,
      ),
    }),
    "30 000 empty links": () => ({ "/": htmlPage(emptyLinks(30_000)) }),
    "500 KB sitemap": (origin) => ({
      "/": htmlPage(SMALL_PAGE),
      "/sitemap.xml": plain(bigSitemap(500, origin), "application/xml"),
    }),
    "ReDoS robots.txt": () => ({
      "/": htmlPage(
        `<!doctype html><html lang="nb"><head><title>Roboter</title></head><body><h1>Roboter</h1><a href="${robots.path}">Lenke</a></body></html>`,
      ),
      "/robots.txt": plain(robots.robots, "text/plain"),
    }),
    "2 500 gzip layers": () => ({ "/": gzipLayers(2_500) }),
  };
}

async function serve(routes: (origin: string) => Record<string, Handler>) {
  let table: Record<string, Handler> = {};
  const server = createServer((req, res) => {
    const handler = table[(req.url ?? "/").split("?")[0] as string];
    if (handler) handler(req, res);
    else res.writeHead(404, { "Content-Type": "text/plain" }).end("Finnes ikke");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  table = routes(origin);
  return {
    origin,
    hostPort: `127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Asks for / and /healthz every 200 ms until stopped; the latencies of every answer, in ms. */
function startProbe(base: string) {
  const latencies: number[] = [];
  let failures = 0;
  const probe = async (target: string) => {
    const started = performance.now();
    try {
      const res = await fetch(`${base}${target}`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status !== 200) failures++;
    } catch {
      failures++;
    }
    latencies.push(performance.now() - started);
  };
  const timer = setInterval(() => {
    void probe("/");
    void probe("/healthz");
  }, PROBE_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      return { latencies, failures };
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "fjellvik-hostile-"));
  const smtp = await startSmtpServer();
  const sites = Object.entries(hostileSites());
  const servers = await Promise.all(sites.map(([, routes]) => serve(routes)));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      SMTP_URL: smtp.url,
      AUDIT_ALLOW_HOSTS: servers.map((site) => site.hostPort).join(","),
      AUDIT_BROWSER: browser ? "true" : "false",
      AUDIT_PER_EMAIL_PER_HOUR: "1000",
      AUDIT_PER_HOST_PER_HOUR: "1000",
      AUDIT_MAILS_PER_MAILBOX_PER_DAY: "1000",
      AUDIT_QUEUE_PER_CLIENT: "100",
      LOG_LEVEL: "warn",
      PORT: String(await freePort()),
    },
    { timeoutMs: 90_000 },
  );
  const base = server.url;
  const rows: string[] = [];
  const all: number[] = [];
  try {
    for (const [index, [name]] of sites.entries()) {
      const site = servers[index] as (typeof servers)[number];
      const email = `fiendtlig${index}@eier.example`;
      const probe = startProbe(base);
      const started = performance.now();
      const res = await fetch(`${base}/api/website-audit`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: base },
        body: JSON.stringify({ url: `${site.origin}/`, email }),
      });
      if (res.status !== 202)
        throw new Error(`${name}: the audit request answered ${res.status} ${await res.text()}`);
      let mail: (typeof smtp.received)[number] | undefined;
      while (!mail) {
        mail = smtp.received.find((received) => !Array.isArray(received.to) && received.to?.text === email);
        if (performance.now() - started > 600_000) throw new Error(`${name}: no e-mail within 10 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const auditMs = performance.now() - started;
      const { latencies, failures } = probe.stop();
      const sorted = [...latencies].sort((a, b) => a - b);
      all.push(...latencies);
      const outcome = (mail.subject ?? "").startsWith("Nettsidesjekk for")
        ? `report, ${/(\d+) av 100/.exec(mail.subject ?? "")?.[1]} / 100`
        : `no report: «${/Årsak: (.*)/.exec(mail.text ?? "")?.[1] ?? ""}»`;
      rows.push(
        `| ${name} | ${(auditMs / 1000).toFixed(1)} s | ${outcome} | ${latencies.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} | ${failures} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await server.stop();
    await Promise.all(servers.map((site) => site.close()));
    await smtp.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  const sorted = all.sort((a, b) => a - b);
  console.log(
    `\nbrowser stage ${browser ? "on" : "off"}; probe every ${PROBE_EVERY_MS} ms on / and /healthz`,
  );
  console.log("| hostile site | audit took | outcome | probes | p50 ms | p99 ms | max ms | failed |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const row of rows) console.log(row);
  console.log(
    `| all | | | ${sorted.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} | |`,
  );
}

await main();
