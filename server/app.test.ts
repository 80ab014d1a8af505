import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "#tests/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  // bedrift.no stands for a real site: a name that resolves nowhere here is refused before queuing.
  server = await startTestServer({
    SITE_URL: "https://www.fjellvik.example",
    AUDIT_ALLOW_HOSTS: "bedrift.no:443",
  });
});
afterAll(() => server.close());

const get = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${p}`, { headers, redirect: "manual" });

describe("health", () => {
  it("answers 200 {status: ok}", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});

describe("prerendered home page", () => {
  it("is served with lang=nb, the hero heading and full metadata in the HTML", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toMatch(/<h1[^>]*>Spar over 10 timer i måneden/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/"\/>/);
    expect(html).toMatch(/<meta property="og:locale" content="no_NO"\/>/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
  });

  it("serves brotli or gzip as the client accepts, identical to the file", async () => {
    const plain = Buffer.from(await (await get("/", { "Accept-Encoding": "identity" })).arrayBuffer());
    const br = await get("/", { "Accept-Encoding": "br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const gz = await get("/", { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const index = path.resolve(import.meta.dirname, "../build/client/index.html");
    const file = await readFile(index);
    expect(plain.equals(file)).toBe(true);
    expect(brotliDecompressSync(await readFile(`${index}.br`)).equals(file)).toBe(true);
    expect(gunzipSync(await readFile(`${index}.gz`)).equals(file)).toBe(true);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get("/");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const second = await get("/", { "If-None-Match": etag });
    expect(second.status).toBe(304);
    // A list and a weak form name it too (RFC 9110, 13.1.2), as on every other answer we validate.
    expect((await get("/", { "If-None-Match": `"andre", W/${etag}` })).status).toBe(304);
    expect((await get("/", { "If-None-Match": '"andre"' })).status).toBe(200);
  });

  it("allows exactly its own inline scripts by hash, never 'unsafe-inline'", async () => {
    const res = await get("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const html = await res.text();
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const source of inline) {
      const hash = createHash("sha256").update(source).digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("sends the baseline security headers and no X-Powered-By", async () => {
    const res = await get("/");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=63072000");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });
});

describe("hashed assets", () => {
  it("are cached for a year as immutable", async () => {
    const html = await (await get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const res = await get(asset as string, { "Accept-Encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toContain("text/javascript");
  });
});

describe("prerendered pages", () => {
  it("are revalidated on every visit, the home page and inner pages alike, and answer 304 to a known ETag", async () => {
    for (const page of ["/", "/kontakt", "/nettsider/moderne-design"]) {
      const res = await get(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get("cache-control"), page).toBe("public, max-age=0, must-revalidate");
      const again = await get(page, { "If-None-Match": res.headers.get("etag") as string });
      expect(again.status, page).toBe(304);
    }
  });
});

describe("server-rendered pages", () => {
  it("redirect paths with capitals permanently to lowercase, keeping the query", async () => {
    const res = await get("/NETTSIDER/Moderne-Design?kilde=test");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/nettsider/moderne-design?kilde=test");
  });

  it("answer an unknown path with 404, a helpful page and a nonce-based CSP", async () => {
    const res = await get("/finnes-ikke");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Fant ikke siden");
    expect(html).toContain('name="robots" content="noindex,nofollow"');
    const nonce = res.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("never take the nonce from the client", async () => {
    const res = await get("/finnes-ikke", { "x-csp-nonce": "angriper" });
    expect(res.headers.get("content-security-policy")).not.toContain("angriper");
    expect(await res.text()).not.toContain("angriper");
  });
});

describe("report paths (/rapport/{token})", () => {
  // A token is a key to a report: no shared cache may keep any answer on its path, nor the redirect
  // whose Location names it. The finished report is private too, revalidated by its ETag
  // (server/report-page-cache.test.ts).
  const unknown = "c0ffee".repeat(8);
  it.each([
    ["an unknown token (404)", `/rapport/${unknown}`, 404],
    ["an unknown token's data (404)", `/rapport/${unknown}.data`, 404],
    ["a token with capitals (301)", `/rapport/${unknown.toUpperCase()}`, 301],
  ])("%s is private, no-store", async (_label, target, status) => {
    const res = await get(target);
    expect(res.status).toBe(status);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("POST /api/contact", () => {
  const post = (body: string, type = "application/json") =>
    fetch(`${server.url}/api/contact`, { method: "POST", headers: { "Content-Type": type }, body });

  it("answers invalid input with 400 and Norwegian field errors", async () => {
    const res = await post(JSON.stringify({ fornavn: "A", etternavn: "", email: "x" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      message: "Sjekk feltene i skjemaet.",
      errors: {
        fornavn: "Fornavn må være minst 2 tegn",
        etternavn: "Etternavn må være minst 2 tegn",
        email: "Ugyldig e-postadresse",
      },
    });
  });

  it("answers malformed JSON with 400 and an oversized body with 413, never 500", async () => {
    const bad = await post("{ikke json");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Ugyldig JSON i forespørselen.");
    const big = await post(JSON.stringify({ prosjekt: "x".repeat(40_000) }));
    expect(big.status).toBe(413);
    expect((await big.json()).message).toBe("Forespørselen er for stor.");
  });

  it("stores a valid request in the database before answering", async () => {
    const res = await post(
      JSON.stringify({
        fornavn: "Åsmund",
        etternavn: "Ødegård",
        email: "asmund@bedrift.no",
        prosjekt: "<b>hei</b>",
      }),
    );
    expect(res.status).toBe(200);
    const { success, id } = await res.json();
    expect(success).toBe(true);
    const { rows } = await server.services.database.pool.query(
      "SELECT * FROM contact_requests WHERE id = $1",
      [id],
    );
    expect(rows[0]).toMatchObject({ fornavn: "Åsmund", etternavn: "Ødegård", prosjekt: "<b>hei</b>" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await fetch(`${server.url}/api/finnes-ikke`);
    expect(res.status).toBe(404);
    expect((await res.json()).success).toBe(false);
  });
});

describe("POST /api/website-audit", () => {
  it("refuses an invalid address with the spec's message and stores a valid one", async () => {
    const post = (body: object) =>
      fetch(`${server.url}/api/website-audit`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const bad = await post({ url: "ikke en adresse", email: "a@b.no" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.url).toBe("Vennligst skriv inn en gyldig URL");
    const ok = await post({ url: "bedrift.no", email: "a@b.no" });
    expect(ok.status).toBe(202);
    const { rows } = await server.services.database.pool.query("SELECT url, email FROM audit_requests");
    expect(rows).toEqual([{ url: "https://bedrift.no/", email: "a@b.no" }]);
  });
});
