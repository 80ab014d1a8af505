import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusal } from "#tests/expect-refusal.ts";
import { MAX_ENCODING_LAYERS } from "./body.ts";
import { safeFetch } from "./fetch.ts";

// Stacked Content-Encoding from a stranger's server: every layer costs a decoder and its output,
// so the number of layers and the bytes all layers produce together are both capped.

const HTML = '<!doctype html><html lang="nb"><head><title>Lag på lag</title></head><body>Hei</body></html>';

const ENCODERS: Record<string, (data: Buffer) => Buffer> = {
  gzip: (data) => zlib.gzipSync(data),
  br: (data) => zlib.brotliCompressSync(data),
  deflate: (data) => zlib.deflateSync(data),
};

/** The body and header a server sends for `codings`, listed in the order they were applied. */
function encoded(data: Buffer | string, codings: string[]) {
  let body: Buffer = Buffer.from(data);
  for (const coding of codings) body = (ENCODERS[coding] as (data: Buffer) => Buffer)(body);
  return { body, header: codings.join(", ") };
}

const routes = new Map<string, { body: Buffer; header: string }>();
let server: http.Server;
let base: string;

beforeAll(async () => {
  // 2 500 gzip layers around a small page: the header fits in Node's 16 KB header limit.
  routes.set("/2500-gzip", encoded(HTML, Array(2500).fill("gzip")));
  routes.set("/three", encoded(HTML, ["deflate", "br", "gzip"]));
  routes.set("/four", encoded(HTML, ["gzip", "gzip", "gzip", "gzip"]));
  // The inner layer ends after the page, then 5 MB of zeros gunzip skips as padding: the
  // middle layer is large, what comes out of the last one is small.
  const padded = Buffer.concat([zlib.gzipSync(HTML), Buffer.alloc(5 * 1024 * 1024)]);
  routes.set("/fat-middle", { body: zlib.gzipSync(padded), header: "gzip, gzip" });
  // Each layer's output is under 1 MB, together they are not: 700 KB that does not compress.
  const noise = randomBytes(700 * 1024);
  routes.set("/two-big-layers", encoded(Buffer.concat([Buffer.from(HTML), noise]), ["gzip", "gzip"]));

  server = http.createServer((req, res) => {
    const route = routes.get(req.url ?? "");
    if (!route) return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html", "content-encoding": route.header });
    res.end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const fetchPath = (path: string, maxBytes?: number) =>
  // The total timeout only keeps a regression from taking the 18 s 2 500 layers once took.
  safeFetch(`${base}${path}`, { allowHosts: [new URL(base).host], totalTimeoutMs: 5_000, maxBytes });

describe("stacked Content-Encoding", () => {
  it(`decodes up to ${MAX_ENCODING_LAYERS} layers, in any mix`, async () => {
    expect(MAX_ENCODING_LAYERS).toBe(3);
    const result = await fetchPath("/three");
    expect(result.body).toBe(HTML);
    expect(result.encoding).toBe("deflate, br, gzip");
  });

  it("refuses 2 500 gzip layers (and 4) without decoding, with a Norwegian message", async () => {
    for (const path of ["/2500-gzip", "/four"]) {
      const error = await refusal(fetchPath(path));
      expect(error.reason, path).toBe("too-large");
      expect(error.message).toBe("Nettsiden er komprimert i for mange lag til at den kan sjekkes.");
    }
  });

  it("holds a middle layer to maxBytes, even when the last layer's output is small", async () => {
    // Without the middle layer's padding the page decodes: the padding is what is refused.
    expect(routes.get("/fat-middle")?.body.length).toBeLessThan(64 * 1024);
    const error = await refusal(fetchPath("/fat-middle", 1024 * 1024));
    expect(error.reason).toBe("too-large");
    expect(error.message).toBe("Nettsiden er for stor til at den kan sjekkes.");
  });

  it("counts the output of all layers together against maxBytes", async () => {
    const error = await refusal(fetchPath("/two-big-layers", 1024 * 1024));
    expect(error.reason).toBe("too-large");
    // The same page fits a limit that holds both layers' output.
    expect((await fetchPath("/two-big-layers", 2 * 1024 * 1024)).body.startsWith(HTML)).toBe(true);
  });
});
