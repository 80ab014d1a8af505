import { createHash, randomBytes } from "node:crypto";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AuditReportView } from "#app/lib/services-context.ts";
import { SAMPLE_CHANGE, sampleReport } from "#tests/audit-report-fixture.ts";
import { startTestServer } from "#tests/test-server.ts";
import { auditRequests } from "./db/schema.ts";
import { LOADED_REPORT, REPORT_CACHE_CONTROL, reportPageCache } from "./report-page-cache.ts";

// A finished report's page is rendered once and served from memory (decision 034): on the built
// site with its database, then the cache's rules (bytes, age, failures) with stand-ins.

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

describe("report pages on the built site", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  /** Every token the site's getAuditReport was asked for, in order. */
  const loads: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ SITE_URL: "https://www.fjellvik.example", RUN_WORKERS: "false" });
    const getAuditReport = server.services.app.getAuditReport;
    vi.spyOn(server.services.app, "getAuditReport").mockImplementation((token) => {
      loads.push(token);
      return getAuditReport(token);
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const loadsOf = (token: string) => loads.filter((loaded) => loaded === token).length;
  const get = (target: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${server.url}${target}`, {
      method,
      redirect: "manual",
      headers: { "Accept-Encoding": "identity", ...headers },
    });

  /** An answer's status, headers and body as sent (fetch would decode brotli and gzip). */
  const raw = (target: string, headers: Record<string, string>) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        request(`${server.url}${target}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          res.on("error", reject);
        })
          .on("error", reject)
          .end();
      },
    );

  /** A stored audit request; a finished report of `host` unless told otherwise. Returns its token. */
  async function storeAudit(
    values: Partial<typeof auditRequests.$inferInsert> & { host?: string } = {},
  ): Promise<string> {
    const { host = "www.eksempel.no", ...rest } = values;
    const report = sampleReport({ finalUrl: `https://${host}/`, change: SAMPLE_CHANGE });
    const [row] = await server.services.database.db
      .insert(auditRequests)
      .values({
        url: `https://${host}/`,
        email: "eier@eksempel.no",
        status: "done",
        report: { kind: "report", report },
        ...rest,
      })
      .returning({ token: auditRequests.token });
    if (!row) throw new Error("no row");
    return row.token;
  }

  it("renders a finished report once and serves the same bytes again, with a validator", async () => {
    const token = await storeAudit();
    const first = await get(`/rapport/${token}`);
    const firstBody = Buffer.from(await first.arrayBuffer());
    const second = await get(`/rapport/${token}`);
    const secondBody = Buffer.from(await second.arrayBuffer());
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    // The loader's query ran once: the second answer came from memory.
    expect(loadsOf(token)).toBe(1);
    expect(secondBody.equals(firstBody)).toBe(true);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(first.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get("content-length")).toBe(String(firstBody.length));
    const html = firstBody.toString("utf8");
    expect(html).toContain("Rapport for www.eksempel.no");
    expect(html).toContain('name="robots" content="noindex,nofollow"');
    expect(html).toContain(`href="/rapport/${token}/rapport.pdf"`);
  });

  it("keeps the headers of the rendered report, with private, no-cache instead of no-store", async () => {
    const token = await storeAudit();
    // Every header a page rendered per request has, the kept page has too (a query string is rendered
    // per request); it adds its length and validator, and is not sent in chunks.
    const names = (res: Response) => [...res.headers.keys()].filter((name) => name !== "transfer-encoding");
    const rendered = await get(`/rapport/${token}?kilde=e-post`);
    await rendered.arrayBuffer();
    const kept = await get(`/rapport/${token}`);
    await kept.arrayBuffer();
    expect(names(kept).sort()).toEqual([...names(rendered), "content-length", "etag"].sort());
    for (const res of [await get(`/rapport/${token}`), await get(`/rapport/${token}`)]) {
      expect(res.headers.get("cache-control")).toBe(REPORT_CACHE_CONTROL);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("strict-transport-security")).toContain("max-age=63072000");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get("x-powered-by")).toBeNull();
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("answers a matching If-None-Match with 304 and HEAD with the headers alone", async () => {
    const token = await storeAudit();
    const page = await get(`/rapport/${token}`);
    const body = Buffer.from(await page.arrayBuffer());
    const etag = page.headers.get("etag") ?? "";
    const again = await get(`/rapport/${token}`, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe(REPORT_CACHE_CONTROL);
    // A list, or the weak form a proxy may have made of it, matches too; another tag does not.
    expect((await get(`/rapport/${token}`, { "If-None-Match": `"x", W/${etag}` })).status).toBe(304);
    expect((await get(`/rapport/${token}`, { "If-None-Match": '"x"' })).status).toBe(200);
    const head = await get(`/rapport/${token}`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(body.length));
    expect(head.headers.get("etag")).toBe(etag);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    expect(loadsOf(token)).toBe(1);
  });

  it("serves brotli and gzip that decode to the same HTML, each with its own ETag", async () => {
    const token = await storeAudit();
    const plain = await raw(`/rapport/${token}`, { "Accept-Encoding": "identity" });
    const html = plain.body;
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const gz = await raw(`/rapport/${token}`, { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers["content-length"]).toBe(String(gz.body.length));
    expect(gunzipSync(gz.body).equals(html)).toBe(true);
    // Brotli at quality 11 is made once, after the first answer: until then gzip is sent.
    const accepts = { "Accept-Encoding": "gzip, deflate, br" };
    let br = await raw(`/rapport/${token}`, accepts);
    for (let i = 0; i < 100 && br.headers["content-encoding"] !== "br"; i++) {
      expect(br.headers["content-encoding"]).toBe("gzip");
      await new Promise((resolve) => setTimeout(resolve, 50));
      br = await raw(`/rapport/${token}`, accepts);
    }
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-length"]).toBe(String(br.body.length));
    expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
    expect(br.body.length).toBeLessThan(gz.body.length);
    const tags = [plain, gz, br].map((res) => String(res.headers.etag));
    expect(new Set(tags).size).toBe(3);
    // A tag names its encoding: the brotli answer's tag does not validate the plain one.
    expect((await get(`/rapport/${token}`, { ...accepts, "If-None-Match": tags[2] as string })).status).toBe(
      304,
    );
    expect((await get(`/rapport/${token}`, { "If-None-Match": tags[2] as string })).status).toBe(200);
    expect(loadsOf(token)).toBe(1);
  });

  it("allows exactly its inline scripts by hash and carries no nonce", async () => {
    const token = await storeAudit();
    for (let i = 0; i < 2; i++) {
      const res = await get(`/rapport/${token}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      const html = await res.text();
      const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(csp).not.toContain("'nonce-");
      expect(html).not.toMatch(/\snonce=/i);
      const inline = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? "");
      expect(inline.length).toBeGreaterThan(2);
      for (const source of inline)
        expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(source).digest("base64")}'`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("upgrade-insecure-requests");
    }
  });

  it("shows the same report as a page rendered per request", async () => {
    const token = await storeAudit({ host: "www.samme-innhold.no" });
    const kept = await (await get(`/rapport/${token}`)).text();
    // A query string is rendered per request, with a nonce, as before.
    const rendered = await get(`/rapport/${token}?kilde=e-post`);
    expect(rendered.headers.get("cache-control")).toBe("private, no-store");
    expect(rendered.headers.get("content-security-policy")).toContain("'nonce-");
    const main = (html: string) => html.match(/<main[\s\S]*<\/main>/)?.[0];
    expect(main(kept)).toContain("Rapport for www.samme-innhold.no");
    expect(main(kept)).toBe(main(await rendered.text()));
  });

  it("renders concurrent first requests for a token once", async () => {
    const token = await storeAudit();
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await get(`/rapport/${token}`);
        return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
      }),
    );
    expect(loadsOf(token)).toBe(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(answers[0]?.body as Buffer)).toBe(true);
    }
  });

  it("never serves one token's page for another", async () => {
    const tokens = await Promise.all([
      storeAudit({ host: "www.forste-bedrift.no" }),
      storeAudit({ host: "www.andre-bedrift.no" }),
    ]);
    const hosts = ["www.forste-bedrift.no", "www.andre-bedrift.no"];
    for (let round = 0; round < 2; round++) {
      const pages = await Promise.all(tokens.map(async (token) => (await get(`/rapport/${token}`)).text()));
      pages.forEach((html, i) => {
        const other = 1 - i;
        expect(html).toContain(`Rapport for ${hosts[i]}`);
        expect(html).toContain(`/rapport/${tokens[i]}/rapport.pdf`);
        expect(html).not.toContain(hosts[other]);
        expect(html).not.toContain(tokens[other]);
      });
    }
  });

  it("renders a report still being made per request, and keeps it once it is finished", async () => {
    const token = await storeAudit({ status: "queued", report: null });
    for (let i = 1; i <= 2; i++) {
      const res = await get(`/rapport/${token}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("content-security-policy")).toContain("'nonce-");
      expect(res.headers.get("etag")).toBeNull();
      expect(await res.text()).toContain("Rapporten lages");
      // One query per request: the loader is handed the audit the cache looked up.
      expect(loadsOf(token)).toBe(i);
    }
    await server.services.database.db
      .update(auditRequests)
      .set({ status: "done", report: { kind: "report", report: sampleReport() } })
      .where(eq(auditRequests.token, token));
    const done = await get(`/rapport/${token}`);
    expect(done.headers.get("cache-control")).toBe(REPORT_CACHE_CONTROL);
    expect(await done.text()).toContain("Rapport for www.eksempel.no");
    await (await get(`/rapport/${token}`)).arrayBuffer();
    expect(loadsOf(token)).toBe(3);
  });

  it("renders a failed audit per request", async () => {
    const failure = { url: "https://nede.example/", reason: "unreachable", message: "Siden svarte ikke." };
    const token = await storeAudit({
      status: "failed",
      report: { kind: "failure", failure } as never,
    });
    for (let i = 1; i <= 2; i++) {
      const res = await get(`/rapport/${token}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.text()).toContain("Vi fikk ikke sjekket nettsiden");
      expect(loadsOf(token)).toBe(i);
    }
  });

  it("keeps no 404: a token unknown now is served once it exists", async () => {
    const token = "5eed".repeat(16);
    for (let i = 1; i <= 2; i++) {
      const res = await get(`/rapport/${token}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(loadsOf(token)).toBe(i);
    }
    await storeAudit({ token });
    const res = await get(`/rapport/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(REPORT_CACHE_CONTROL);
  });

  it("leaves the page's data for client navigation, paths with a slash or a query, the PDF and pictures as they were", async () => {
    const token = await storeAudit({ host: "www.data-sti.no" });
    await (await get(`/rapport/${token}`)).arrayBuffer();
    const data = await get(`/rapport/${token}.data`);
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe("private, no-store");
    expect(data.headers.get("content-type")).toContain("text/x-script");
    expect(await data.text()).toContain("www.data-sti.no");
    for (const target of [`/rapport/${token}/`, `/rapport/${token}?a=1`]) {
      const res = await get(target);
      expect(res.status, target).toBe(200);
      expect(res.headers.get("cache-control"), target).toBe("private, no-store");
    }
    // No pictures or PDF stored for this report: the routes answer for themselves, as before.
    expect((await get(`/rapport/${token}/bilder/skjerm.webp`)).status).toBe(404);
    const capitals = await get(`/rapport/${token.toUpperCase()}`);
    expect(capitals.status).toBe(301);
    expect(capitals.headers.get("cache-control")).toBe("private, no-store");
  });

  it("stops serving a deleted report once its page is a minute old", async () => {
    const token = await storeAudit();
    await (await get(`/rapport/${token}`)).arrayBuffer();
    await server.services.database.db.delete(auditRequests).where(eq(auditRequests.token, token));
    // Within the minute the kept page is served without asking the database (decision 034).
    expect((await get(`/rapport/${token}`)).status).toBe(200);
    expect(loadsOf(token)).toBe(1);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    const gone = await get(`/rapport/${token}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("the report-page cache's rules", () => {
  const view = (token: string): AuditReportView => ({
    url: "https://eksempel.no/",
    status: "done",
    createdAt: "2026-11-20T09:00:00.000Z",
    stored: { kind: "report", report: sampleReport({ url: token }) },
  });
  const token = (n: number) => `${String(n).padStart(4, "0")}${"a".repeat(36)}`;
  /**
   * A page of `size` bytes of random hex, the same for a name and size: it compresses to about half
   * with gzip and with brotli, so the byte budget is easy to reason about.
   */
  const pages = new Map<string, string>();
  const pageOf = (name: string, size: number) => {
    const key = `${name} ${size}`;
    if (!pages.has(key))
      pages.set(key, `<script>1</script>${randomBytes(size / 2).toString("hex")}`.slice(0, size));
    return pages.get(key) as string;
  };

  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let base = "";
  let cache: ReturnType<typeof reportPageCache>;
  let clock = 0;
  let known: Map<string, AuditReportView | null | Error>;
  let loads: string[];
  let renders: string[];
  let size = 1000;
  let renderAs: (token: string) => globalThis.Response;
  const errors: string[] = [];

  function start(options: { maxBytes?: number } = {}) {
    clock = 0;
    known = new Map();
    loads = [];
    renders = [];
    renderAs = (name) =>
      new Response(pageOf(name, size), { headers: { "Content-Type": "text/html; charset=utf-8" } });
    cache = reportPageCache({
      load: async (name) => {
        loads.push(name);
        const found = known.get(name) ?? null;
        if (found instanceof Error) throw found;
        return found;
      },
      render: async (name) => {
        renders.push(name);
        return renderAs(name);
      },
      policy: (hashes) => `script-src ${hashes.join(" ")}`,
      maxAgeMs: 60_000,
      now: () => clock,
      onError: (_error, stage) => errors.push(stage),
      ...options,
    });
  }

  beforeAll(async () => {
    const app = express();
    app.get("/rapport/:token", (req, res, next) => cache.handler(req, res, next));
    // What React Router would do with what was not served: say so, with the audit it was handed.
    app.use((_req, res) => {
      const loaded = res.locals[LOADED_REPORT];
      res.status(299).json({ loaded: loaded ? { token: loaded.token, found: loaded.view !== null } : null });
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = async (name: string) => {
    const res = await fetch(`${base}/rapport/${name}`, { headers: { "Accept-Encoding": "identity" } });
    return { status: res.status, body: await res.text() };
  };

  it("keeps pages up to the byte budget, the least recently served going first", async () => {
    size = 30_000;
    // A page is 30 KB of HTML, ~15.5 KB of gzip and ~15 KB of brotli (once made), plus 2 KB counted
    // for its headers: two fit with brotli (125 KB), three do not even without it (142.5 KB).
    start({ maxBytes: 140_000 });
    for (const n of [1, 2, 3]) known.set(token(n), view(token(n)));
    await get(token(1));
    await get(token(2));
    await get(token(1)); // 1 is now the most recently served
    expect(renders).toEqual([token(1), token(2)]);
    await get(token(3)); // over budget: 2 goes
    await vi.waitFor(() => expect(cache.stats().building).toBe(0));
    expect(cache.kept(token(1))).not.toBeNull();
    expect(cache.kept(token(2))).toBeNull();
    expect(cache.kept(token(3))).not.toBeNull();
    expect(cache.stats().bytes).toBeLessThanOrEqual(140_000);
    await get(token(2));
    expect(renders).toEqual([token(1), token(2), token(3), token(2)]);
  });

  it("counts brotli in the budget once it is made", async () => {
    size = 30_000;
    start({ maxBytes: 150_000 });
    known.set(token(1), view(token(1)));
    await get(token(1));
    const before = cache.stats().bytes;
    await vi.waitFor(() => expect(cache.kept(token(1))?.br).toBe(true), { timeout: 5000 });
    expect(cache.stats().bytes).toBeGreaterThan(before);
  });

  it("serves a page bigger than the whole budget without keeping it", async () => {
    size = 50_000;
    start({ maxBytes: 40_000 });
    known.set(token(1), view(token(1)));
    const first = await get(token(1));
    expect(first.status).toBe(200);
    expect(first.body).toBe(pageOf(token(1), size));
    expect(cache.stats()).toMatchObject({ pages: 0, bytes: 0 });
    await get(token(1));
    expect(renders).toEqual([token(1), token(1)]);
  });

  it("looks the report up again after a minute, and forgets it once it is gone", async () => {
    size = 1000;
    start();
    known.set(token(1), view(token(1)));
    await get(token(1));
    clock = 59_999;
    expect((await get(token(1))).status).toBe(200);
    expect(loads).toEqual([token(1)]);
    clock = 60_000;
    expect((await get(token(1))).status).toBe(200);
    expect(loads).toEqual([token(1), token(1)]); // still there: kept for another minute
    expect(renders).toEqual([token(1)]);
    clock = 120_000;
    known.set(token(1), null); // deleted at the end of its retention
    const gone = await get(token(1));
    expect(gone.status).toBe(299);
    expect(JSON.parse(gone.body)).toEqual({ loaded: { token: token(1), found: false } });
    expect(cache.kept(token(1))).toBeNull();
  });

  it("sends requests on when the database cannot be read, without keeping anything", async () => {
    start();
    known.set(token(1), new Error("database down"));
    const res = await get(token(1));
    expect(res.status).toBe(299);
    // Nothing handed on: React Router's loader meets the error itself and answers as before.
    expect(JSON.parse(res.body)).toEqual({ loaded: null });
    known.set(token(1), view(token(1)));
    await get(token(1));
    clock = 61_000;
    known.set(token(1), new Error("database down"));
    expect((await get(token(1))).status).toBe(299);
    expect(cache.kept(token(1))).toBeNull();
  });

  it("keeps no page that failed to render, carries a nonce or sets a cookie", async () => {
    start();
    for (const n of [1, 2, 3, 4]) known.set(token(n), view(token(n)));
    const failing: Record<string, () => globalThis.Response> = {
      [token(1)]: () => {
        throw new Error("render failed");
      },
      [token(2)]: () =>
        new Response('<script nonce="abc">1</script>', { headers: { "Content-Type": "text/html" } }),
      [token(3)]: () =>
        new Response("<p>x</p>", { headers: { "Content-Type": "text/html", "Set-Cookie": "a=1" } }),
      [token(4)]: () =>
        new Response("<p>feil</p>", { status: 500, headers: { "Content-Type": "text/html" } }),
    };
    renderAs = (name) => (failing[name] as () => globalThis.Response)();
    for (const n of [1, 2, 3, 4]) {
      const res = await get(token(n));
      expect(res.status).toBe(299);
      expect(JSON.parse(res.body)).toEqual({ loaded: { token: token(n), found: true } });
    }
    expect(cache.stats().pages).toBe(0);
    expect(errors).toEqual(["render", "render"]);
  });

  it("answers only exact report paths of GET and HEAD", async () => {
    start();
    known.set(token(1), view(token(1)));
    for (const target of [`${token(1)}?x=1`, "kort", `${token(1).slice(0, 10)}%41${token(1).slice(10)}`]) {
      expect((await get(target)).status, target).toBe(299);
    }
    const post = await fetch(`${base}/rapport/${token(1)}`, { method: "POST" });
    expect(post.status).toBe(299);
    expect(await post.json()).toEqual({ loaded: null });
    expect(loads).toEqual([]);
  });
});
