import { type IncomingHttpHeaders, request } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "#tests/test-server.ts";
import { NEWS_FEED_PATH } from "./seo/feed.ts";

// From a security review: what a stranger's crafted request can get out of the server.
// Requests are written raw (http.request, a socket): fetch() would normalise the paths under test.

const SITE = "https://www.fjellvik.example";
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({
    SITE_URL: SITE,
    RUN_WORKERS: "false", // accepted audits stay queued: no fetches from the test
    CONTACT_RATE_LIMIT: "2",
    UPLOAD_RATE_LIMIT: "2",
    AUDIT_ALLOW_HOSTS: "sjekk.test:443", // an audit target that needs no DNS
  });
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every header line as sent: [name, value, name, value, …]. */
  rawHeaders: string[];
  body: string;
}

function raw(method: string, target: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port: new URL(server.url).port, method, path: target, headers },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: text,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Writes bytes to a fresh connection and returns the raw answer (for what Node's parser refuses). */
function rawBytes(bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (text += chunk));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
    socket.end(bytes);
  });
}

describe("redirects never lead to another host (open redirect)", () => {
  const targets = [
    "//EVIL.example/",
    "//EVIL.example",
    "//EVIL.example/?neste=1",
    "//evil.example/Side",
    "///EVIL.example/",
    "////EVIL.example//",
    "/\\EVIL.example/",
    "/\\/EVIL.example/",
    "\\\\EVIL.example/",
    "/%2F%2FEVIL.example/",
    "/%2f/EVIL.example/",
    "/%5CEVIL.example/",
    "/%5C%5CEVIL.example/",
    "/%09/EVIL.example/",
    "/.//EVIL.example/",
    "//EVIL.example/assets/x.js",
  ];
  it.each(targets.flatMap((target) => [["GET", target] as const, ["HEAD", target] as const]))(
    "%s %s",
    async (method, target) => {
      const res = await raw(method, target);
      expect(res.status).toBeLessThan(500);
      const location = res.headers.location;
      if (location !== undefined) expect(new URL(location, `${SITE}/side`).host).toBe("www.fjellvik.example");
    },
  );

  it("still sends a path with capitals to its lowercase form, on this site", async () => {
    const res = await raw("GET", "//EVIL.example/Side?neste=1");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/evil.example/side?neste=1");
  });
});

describe("every answer carries a Content-Security-Policy", () => {
  /** The answer's Content-Type and every Content-Security-Policy header it carries. */
  type Policies = { type: string; policies: string[] };
  const answers: [string, () => Promise<Policies>][] = [
    ["/healthz", () => answer("GET", "/healthz")],
    ["the sitemap", () => answer("GET", "/sitemap.xml")],
    ["robots.txt", () => answer("GET", "/robots.txt")],
    ["the news feed", () => answer("GET", NEWS_FEED_PATH)],
    ["a 304 for the sitemap", () => answer("GET", "/sitemap.xml", { "If-None-Match": "*" })],
    ["the upload list (JSON)", () => answer("GET", "/api/uploads")],
    ["an API error", () => answer("POST", "/api/contact", { "Content-Type": "application/json" }, "{")],
    ["a 404 on /api", () => answer("GET", "/api/finnes-ikke")],
    ["a 405 on a page", () => answer("PUT", "/kontakt")],
    ["a path that does not decode", () => answer("GET", "/%E0%A4%A")],
    ["a request target that is no path", () => answer("GET", "*")],
    ["a missing upload", () => answer("GET", "/uploads/finnes-ikke.png")],
    ["a redirect", () => answer("GET", "/KONTAKT")],
    ["a static asset", () => answer("GET", "/favicon.svg")],
    ["a prerendered page", () => answer("GET", "/")],
    ["a page rendered per request", () => answer("GET", "/finnes-ikke")],
    [
      "a malformed request",
      () => rawAnswer("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n"),
    ],
    [
      "an Expect the server cannot meet",
      () => rawAnswer("GET / HTTP/1.1\r\nHost: x\r\nExpect: junk\r\n\r\n"),
    ],
  ];
  async function answer(
    method: string,
    target: string,
    headers?: Record<string, string>,
    body?: string,
  ): Promise<Policies> {
    const res = await raw(method, target, headers, body);
    const policies = res.rawHeaders.filter(
      (_, i) => i % 2 === 1 && res.rawHeaders[i - 1]?.toLowerCase() === "content-security-policy",
    );
    return { type: String(res.headers["content-type"] ?? ""), policies };
  }
  async function rawAnswer(bytes: string): Promise<Policies> {
    const head = (await rawBytes(bytes)).split("\r\n\r\n")[0] ?? "";
    const values = (name: string) =>
      [...head.matchAll(new RegExp(`^${name}: (.*)$`, "gim"))].map((m) => m[1] ?? "");
    return { type: values("content-type")[0] ?? "", policies: values("content-security-policy") };
  }

  it.each(answers)("%s", async (_label, get) => {
    const { type, policies } = await get();
    expect(policies).toHaveLength(1);
    expect(policies[0]).toContain("frame-ancestors 'none'");
    // Pages have their own policy (nonce or hashes); nothing else may load anything.
    if (!type.startsWith("text/html")) expect(policies[0]).toMatch(/^default-src 'none'(;|$)/);
  });
});

describe("refusals by Node's HTTP parser carry the app's HSTS (an https site)", () => {
  const hsts = (head: string) =>
    [...head.matchAll(/^strict-transport-security: (.*)$/gim)].map((m) => m[1] ?? "");
  it.each([
    [
      "a malformed request (400)",
      "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
    ],
    ["headers past 16 KB (431)", `GET / HTTP/1.1\r\nHost: x\r\nX-Huge: ${"a".repeat(17_000)}\r\n\r\n`],
    ["an Expect the server cannot meet (417)", "GET / HTTP/1.1\r\nHost: x\r\nExpect: junk\r\n\r\n"],
  ])("%s", async (_label, bytes) => {
    const page = await raw("GET", "/kontakt");
    const appValue = String(page.headers["strict-transport-security"] ?? "");
    expect(appValue).toContain("max-age=63072000");
    const head = (await rawBytes(bytes)).split("\r\n\r\n")[0] ?? "";
    expect(hsts(head)).toEqual([appValue]);
  });
});

describe("the API's origin check", () => {
  let client = 0; // each post from its own address, so that no rate limit is reached
  const post = (headers: Record<string, string>) =>
    raw(
      "POST",
      "/api/contact",
      { "Content-Type": "application/json", "X-Forwarded-For": `192.0.2.${++client}`, ...headers },
      "{}",
    );

  it.each([["null"], ["http://["], [""], ["ikke en adresse"]])(
    "treats Origin %j as another site when Sec-Fetch-Site is missing",
    async (origin) => {
      const res = await post({ Origin: origin });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.body).message).toBe("Forespørselen kom fra et annet nettsted og ble avvist.");
    },
  );

  it("lets this site's own Origin through", async () => {
    const res = await post({ Origin: server.url });
    expect(res.status).toBe(400); // the empty form, read and refused field by field
  });

  // SITE_URL is https: a page at http://the-same-name is another origin (decision 016).
  it.each([
    ["http://www.fjellvik.example", 403],
    ["https://www.fjellvik.example:8443", 403],
    [SITE, 400],
  ])("on the site's own name, Origin %s answers %i", async (origin, status) => {
    const res = await post({ Host: new URL(SITE).host, Origin: origin });
    expect(res.status).toBe(status);
  });

  it("refuses https from the test's own address, which it reached over http", async () => {
    const res = await post({ Origin: server.url.replace("http:", "https:") });
    expect(res.status).toBe(403);
  });
});

describe("rate limits count an IPv6 client by its /64", () => {
  // The limits are 2 per client (CONTACT_RATE_LIMIT, UPLOAD_RATE_LIMIT above).
  const limited: [string, (ip: string, i: number) => Promise<RawAnswer>][] = [
    [
      "POST /api/contact",
      (ip) =>
        raw("POST", "/api/contact", { "Content-Type": "application/json", "X-Forwarded-For": ip }, "{}"),
    ],
    [
      "POST /kontakt (the form without JavaScript)",
      (ip) =>
        raw(
          "POST",
          "/kontakt",
          { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
          "fornavn=",
        ),
    ],
    [
      "POST /api/website-audit",
      (ip, i) =>
        raw(
          "POST",
          "/api/website-audit",
          { "Content-Type": "application/json", "X-Forwarded-For": ip },
          JSON.stringify({ url: `https://sjekk.test/${i}`, email: `sjekk${i}@bedrift.no` }),
        ),
    ],
    [
      "POST /api/upload",
      (ip) => raw("POST", "/api/upload", { "Content-Type": "text/plain", "X-Forwarded-For": ip }, "x"),
    ],
  ];

  it.each(limited.map(([label, send], n) => [label, send, n] as const))(
    "%s: one /64 shares a limit, another /64 does not",
    async (_label, send, n) => {
      const prefix = `2001:db8:13:${n}`;
      for (let i = 0; i < 2; i++) expect((await send(`${prefix}::${i + 1}`, i)).status).not.toBe(429);
      expect((await send(`${prefix}:ffff:ffff:ffff:fffe`, 2)).status).toBe(429);
      expect((await send(`${prefix.toUpperCase()}:0:0:0:9`, 3)).status).toBe(429);
      expect((await send(`2001:db8:13:${n + 100}::1`, 4)).status).not.toBe(429);
    },
  );

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    const [, send] = limited[0] as (typeof limited)[number];
    for (let i = 0; i < 2; i++) expect((await send("::ffff:198.51.100.7", i)).status).not.toBe(429);
    expect((await send("198.51.100.7", 2)).status).toBe(429);
    expect((await send("198.51.100.8", 3)).status).not.toBe(429);
  });
});
