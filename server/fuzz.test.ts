import { Buffer } from "node:buffer";
import { readdir, readFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import fc from "fast-check";
import { simpleParser } from "mailparser";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appServicesContext } from "#app/lib/services-context.ts";
import {
  type Answer,
  frameworkEnglish,
  type Hostile,
  isApiPath,
  LEAK,
  NORWEGIAN,
  parseAnswers,
  VISITOR_TAG,
  visibleText,
} from "#tests/fuzz/answers.ts";
import { headerText, junk, maybe, type ValueOf } from "#tests/fuzz/arbitraries.ts";
import {
  anyType,
  apiPayload,
  auditObject,
  BOMBS,
  type BodyChoice,
  byteForm,
  contactObject,
  encode,
  encodingArb,
  FIXTURE_HOST,
  formText,
  generateObject,
  JSON_LIMIT,
  jsonText,
  mostly,
  randomBytes,
  toBytes,
} from "#tests/fuzz/bodies.ts";
import { METHODS, makeImages, multipartArb, pageFormPayload, pathArb } from "#tests/fuzz/pages.ts";
import { startTestServer } from "#tests/test-server.ts";
import { escapeHtml } from "./escape.ts";
import { MAX_UPLOAD_BYTES } from "./uploads/errors.ts";
import { MAX_BODY_BYTES } from "./uploads/router.ts";

// Hostile input (decision 012, docs/brief/QUALITY.md "Reliability"): thousands of generated requests per run —
// bodies, headers, encodings, sizes, content types and methods — thrown at every endpoint: the
// four JSON/upload APIs, the contact form's page post (POST /kontakt), other pages and unknown
// paths, and raw HTTP that fetch would refuse to send. For every answer from the app: no 5xx (the
// database is up, so not even a 503), no stack trace or English framework error text, and every
// 4xx carries a Norwegian message. Markup in any field is stored as typed and e-mailed inert.
//
// FUZZ_RUNS sets the runs per property (default below); the total number of requests sent is
// printed at the end. Requests go through node:http (any header, duplicates, chunked bodies) or a
// raw socket (lying Content-Length, broken chunking, bad methods and versions).

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 1000));
const PROPERTY_TIMEOUT = 60_000 + RUNS * 150;

let server: Awaited<ReturnType<typeof startTestServer>>;
let self = ""; // host:port of the test server
let port = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const counts = { http: 0, raw: 0 };
/** How each raw request was first answered: by the app, by Node's parser (a 4xx from server/client-errors.ts), or not. */
const rawFirstAnswer = { app: 0, node: 0, none: 0 };

beforeAll(async () => {
  // High limits, so a rate limit answer (a 429 is a Norwegian 4xx) never hides what is behind it;
  // each request also comes from its own X-Forwarded-For address.
  server = await startTestServer({
    CONTACT_RATE_LIMIT: "10000000",
    AUDIT_PER_EMAIL_PER_HOUR: "10000000",
    AUDIT_PER_HOST_PER_HOUR: "10000000",
    AUDIT_MAILS_PER_MAILBOX_PER_DAY: "10000000",
    AUDIT_QUEUE_PER_CLIENT: "10000000",
    AUDIT_QUEUE_MAX: "10000000",
    UPLOAD_RATE_LIMIT: "10000000",
    UPLOAD_MAX_TOTAL_MB: "100000",
    AUDIT_ALLOW_HOSTS: FIXTURE_HOST,
  });
  self = new URL(server.url).host;
  port = Number(new URL(server.url).port);
  await makeImages();
}, 60_000);
afterAll(async () => {
  agent.destroy();
  console.info(
    `fuzz: ${counts.http + counts.raw} requests sent (${counts.http} over node:http, ${counts.raw} raw: ` +
      `${rawFirstAnswer.app} answered by the app, ${rawFirstAnswer.node} refused by Node's HTTP parser, ` +
      `${rawFirstAnswer.none} closed unanswered; ${rawTimeouts} raw connections closed by the client after 2 s), ` +
      `FUZZ_RUNS=${RUNS}`,
  );
  await server?.close();
});

// ---------------------------------------------------------------------------------------------
// What every answer must satisfy

/** A Norwegian message: æøå or a word no English sentence has. */

function describeRequest(request: Pick<Hostile, "method" | "path" | "headers" | "body">) {
  const cut = (value: string, length: number) =>
    value.length > length ? `${value.slice(0, length)}… (${value.length} in all)` : value;
  const headers = request.headers.map(([name, value]) => `${name}: ${cut(value, 200)}`).join("\n");
  const body = cut(request.body.toString("latin1"), 300);
  return `${request.method} ${cut(request.path, 300)}\n${headers}\n\n${body}`;
}

/** Shows a request as HTTP text in fast-check's reports (instead of a Buffer's bytes). */
function readable(request: Hostile): Hostile {
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}

function jsonMessage(text: string, where: string): string {
  try {
    return String((JSON.parse(text) as { message?: unknown }).message ?? "");
  } catch {
    throw new Error(`an answer that is not JSON:\n${where}`);
  }
}

/** The invariant for an answer the app wrote. */
function checkAppAnswer(request: Hostile, answer: Answer) {
  const where = `${describeRequest(request)}\n=> ${answer.status}\n${answer.text.slice(0, 800)}`;
  expect(answer.headers["x-request-id"], `not answered by the app:\n${where}`).toBeDefined();
  expect(answer.status, where).toBeLessThan(500);
  expect(answer.text, where).not.toMatch(LEAK);
  if (answer.status >= 400 && request.method !== "HEAD") {
    const type = String(answer.headers["content-type"] ?? "");
    let message: string;
    if (isApiPath(request.path) || type.startsWith("application/json")) {
      expect(type, where).toMatch(/^application\/json/);
      message = jsonMessage(answer.text, where);
    } else if (type.startsWith("text/html")) {
      message = visibleText(answer.text);
    } else {
      message = answer.text;
    }
    expect(message, where).toMatch(NORWEGIAN);
    expect(frameworkEnglish(message), where).toBeNull();
  }
  // The server runs in this process: a polluted prototype would show here.
  expect(Object.prototype, where).not.toHaveProperty("polluted");
}

// ---------------------------------------------------------------------------------------------
// Sending

let clientNumber = 0;
/** A distinct client address per request (the last X-Forwarded-For entry is the one trusted). */
function uniqueClient(garbage: boolean): string {
  const n = ++clientNumber;
  return garbage ? `fuzz-${n}` : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Node answers 431 itself past 16 KB of headers: stay under that here (tested raw below). */
const MAX_HEADER_BYTES = 13_000;

function decodeBody(body: Buffer, encoding: string | undefined): Buffer {
  switch (encoding) {
    case undefined:
    case "identity":
      return body;
    case "gzip":
    case "br":
    case "deflate":
      if (body.length === 0) return body; // HEAD, 204, 304
      return decompress(body, encoding);
    default:
      throw new Error(`answer with an unknown Content-Encoding: ${encoding}`);
  }
}
function decompress(body: Buffer, encoding: "gzip" | "br" | "deflate"): Buffer {
  switch (encoding) {
    case "gzip":
      return zlib.gunzipSync(body);
    case "br":
      return zlib.brotliDecompressSync(body);
    case "deflate":
      return zlib.inflateSync(body);
  }
}

function send(request: Hostile): Promise<Answer> {
  counts.http++;
  const headers: string[] = [];
  for (const [name, value] of request.headers) headers.push(name, value);
  if (request.chunked) headers.push("Transfer-Encoding", "chunked");
  else if (request.body.length > 0 || !["GET", "HEAD"].includes(request.method))
    headers.push("Content-Length", String(request.body.length));
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      { host: "127.0.0.1", port, method: request.method, path: request.path, headers, setHost: false, agent },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          try {
            const body = decodeBody(Buffer.concat(chunks), res.headers["content-encoding"]);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text: body.toString("utf8") });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer in 20 s:\n${describeRequest(request)}`)));
    req.on("error", (error) => {
      // The server may answer and close before it has read a body it refuses (a 413, say).
      if (!answered) reject(error);
    });
    if (request.chunked && request.body.length > 0) {
      // Two chunks of uneven size, as a streaming client sends them.
      const cut = Math.max(1, Math.floor(request.body.length / 3));
      req.write(request.body.subarray(0, cut));
      req.write(request.body.subarray(cut));
      req.end();
    } else req.end(request.body);
  });
}

// ---------------------------------------------------------------------------------------------
// Generated headers

const RESERVED_HEADERS = new Set([
  "host",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "upgrade",
  "expect",
  "te",
  "trailer",
  "http2-settings",
  "proxy-connection",
]);
const headerName = fc
  .stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,30}$/)
  .filter((name) => !RESERVED_HEADERS.has(name.toLowerCase()));

/** A header set as browsers, bots, proxies and attackers send them. */
function headersArb() {
  const origin = fc.oneof(
    // Mostly this site, as browsers send it, so that the rest of the request is looked at too.
    { weight: 6, arbitrary: fc.constant(`http://${self}`) },
    fc.constantFrom(
      `http://${self}`,
      `https://${self}`,
      "null",
      "https://evil.example",
      `http://${self}.evil.example`,
      `http://evil.example@${self}`,
      "http://[::1",
      "file://",
      "http://127.0.0.1",
      "*",
      "",
    ),
    junk,
  );
  const referer = fc.oneof(
    fc.constantFrom(
      `http://${self}/kontakt`,
      `http://${self}/tjenester?x=<script>`,
      "http://[",
      "http://a b/",
      "http://x:99999/",
      "http://%zz/",
      "https://",
      "javascript:alert(1)",
      "//evil.example/x",
      ":",
      "%",
      "\\\\evil\\x",
      "http://ø.no/å",
      "data:text/html,<script>alert(1)</script>",
    ),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    junk,
  );
  const forwardedEntry = fc.oneof(
    fc.ipV4(),
    fc.ipV6(),
    fc.constantFrom("unknown", "", "_hidden", "999.1.1.1", "::ffff:127.0.0.1", "127.0.0.1", "10.0.0.1:8080"),
    headerText(40),
  );
  return fc.record({
    host: fc.oneof(
      { withCrossShrink: true },
      { weight: 24, arbitrary: fc.constant(self) },
      fc.constantFrom(
        "evil.example",
        "127.0.0.1:99999",
        "[::1",
        "a b",
        "localhost:abc",
        "@",
        "x/y",
        "ø.no",
        "x".repeat(300),
        `${self}, evil.example`,
        "",
      ),
      headerText(40),
    ),
    origin: maybe(origin),
    secFetchSite: maybe(
      fc.oneof(
        { weight: 4, arbitrary: fc.constant("same-origin") },
        fc.constantFrom("same-site", "cross-site", "none", ""),
        junk,
      ),
    ),
    forwardedFor: fc.array(forwardedEntry, { maxLength: 60 }),
    garbageClient: fc.boolean(),
    referer: maybe(referer),
    accept: maybe(
      fc.oneof(fc.constantFrom("*/*", "text/html;q=abc", "*/*;q=0", ";;;", "application/json"), junk),
    ),
    acceptLanguage: maybe(fc.oneof(fc.constantFrom("nb-NO,nb;q=0.9", "*;q=x", "zz-ZZZZ-1234", ",,,"), junk)),
    acceptEncoding: maybe(
      fc.oneof(
        fc.constantFrom("gzip", "br", "deflate", "gzip, br;q=2", "identity;q=0", "*;q=0", "zstd"),
        junk,
      ),
    ),
    cookie: maybe(fc.oneof(fc.constantFrom("a=b", "=; ;=", "__proto__=1", "a=%ZZ", "constructor=x"), junk)),
    forwardedHost: maybe(
      fc.oneof(fc.constantFrom(self, "evil.example", "a b", "[::1", "", "x:1:2", "x:99999"), headerText(40)),
      10,
    ),
    forwardedProto: maybe(fc.constantFrom("https", "http", "javascript", "a b", "", "ftp", "HTTPS"), 10),
    extra: fc.array(fc.tuple(headerName, junk), { maxLength: 4 }),
    duplicates: fc.array(
      fc.tuple(
        fc.constantFrom(
          "Origin",
          "origin",
          "X-Forwarded-For",
          "Cookie",
          "Accept",
          "Referer",
          "Sec-Fetch-Site",
        ),
        junk,
      ),
      { maxLength: 3 },
    ),
  });
}
type GeneratedHeaders = ValueOf<ReturnType<typeof headersArb>>;

function headerList(
  generated: GeneratedHeaders,
  extra: Array<[string, string]> = [],
): Array<[string, string]> {
  const list: Array<[string, string]> = [["Host", generated.host]];
  const optional: Array<[string, string | undefined]> = [
    ["Origin", generated.origin],
    ["Sec-Fetch-Site", generated.secFetchSite],
    ["Referer", generated.referer],
    ["Accept", generated.accept],
    ["Accept-Language", generated.acceptLanguage],
    ["Accept-Encoding", generated.acceptEncoding],
    ["Cookie", generated.cookie],
    ["X-Forwarded-Host", generated.forwardedHost],
    ["X-Forwarded-Proto", generated.forwardedProto],
  ];
  for (const [name, value] of optional) if (value !== undefined) list.push([name, value]);
  // Copies: the values fast-check generated are reused while it shrinks, so never changed here.
  for (const [name, value] of [...generated.extra, ...generated.duplicates, ...extra])
    list.push([name, value]);
  // The last address is the client the server sees: always a new one (see uniqueClient).
  const client = uniqueClient(generated.garbageClient);
  list.push(["X-Forwarded-For", [...generated.forwardedFor, client].join(", ")]);
  // Stay under Node's header limit: shorten the longest values until the set fits.
  const size = () => list.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
  while (size() > MAX_HEADER_BYTES) {
    const longest = list.reduce((a, b) => (b[1].length > a[1].length ? b : a));
    longest[1] = longest === list[list.length - 1] ? client : longest[1].slice(0, longest[1].length >> 1);
  }
  return list;
}

/** A request to `path` with generated method (mostly POST), headers and body. */
function requestArb(path: string, payload: fc.Arbitrary<BodyChoice>): fc.Arbitrary<Hostile> {
  return fc
    .record({
      method: mostly("POST", 12, "PUT", "PATCH", "GET", "DELETE"),
      path: fc.oneof(
        { withCrossShrink: true },
        { weight: 12, arbitrary: fc.constant(path) },
        fc.constantFrom(
          `${path}/`,
          `${path}?a=1&a=2`,
          path.toUpperCase(),
          `${path}%00`,
          `${path}/..%2f`,
          `/${path}`,
        ),
      ),
      payload,
      form: byteForm,
      encoding: encodingArb,
      chunked: fc.boolean(),
      headers: headersArb(),
    })
    .map(({ method, path, payload, form, encoding, chunked, headers }) => {
      const encoded = encode(toBytes(payload.payload, form), encoding);
      const extra: Array<[string, string]> = [];
      if (payload.type !== undefined) extra.push(["Content-Type", payload.type]);
      if (encoded.header !== undefined) extra.push(["Content-Encoding", encoded.header]);
      return readable({ method, path, headers: headerList(headers, extra), body: encoded.body, chunked });
    });
}

// ---------------------------------------------------------------------------------------------
// Raw HTTP: what fetch and node:http refuse to send

let rawTimeouts = 0;
/**
 * Writes raw bytes (which ask for Connection: close) and collects everything until the server
 * closes. A request left incomplete on purpose gets 300 ms for an early answer, then the client
 * half-closes, as a client that gives up does. Anything still open after 2 s (an upgraded
 * connection the server keeps after answering, say) is closed the same way.
 */
function sendRaw(bytes: Buffer, incomplete: boolean): Promise<Buffer> {
  counts.raw++;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1");
    const timers: NodeJS.Timeout[] = [];
    const done = () => {
      for (const timer of timers) clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(chunks));
    };
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("close", done);
    socket.on("error", () => {}); // a reset after the answer is fine; "close" follows
    socket.on("connect", () => {
      socket.write(bytes);
      if (incomplete) timers.push(setTimeout(() => socket.end(), 300));
      timers.push(
        setTimeout(() => {
          rawTimeouts++;
          socket.end();
        }, 2_000),
        setTimeout(done, 3_000),
      );
    });
  });
}

const rawArb = fc.record({
  method: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom("POST", "GET", "PUT", "DELETE", "OPTIONS", "HEAD", "PATCH") },
    fc.constantFrom("CONNECT", "PRI", "FOO", "post", "GET POST", "", "GÉT", "M-SEARCH", "QUERY"),
  ),
  target: fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom("/api/contact", "/kontakt", "/api/upload", "/api/website-audit", "/"),
    },
    fc.constantFrom(
      "*",
      "http://evil.example/api/contact",
      "/api/contact?x=ÿ",
      "/ø",
      "/a b",
      "",
      "/%",
      "api/contact",
      "/api/contact\u0000",
      `/${"a".repeat(20_000)}`,
    ),
  ),
  version: mostly(
    "HTTP/1.1",
    6,
    "HTTP/1.0",
    "HTTP/2.0",
    "HTTP/1.2",
    "HTTP/0.9",
    "http/1.1",
    "HTTP/1.1 extra",
    "",
  ),
  host: mostly("normal", 8, "missing", "duplicate", "empty", "junk"),
  framing: fc.constantFrom(
    "exact",
    "exact",
    "none",
    "cl-short",
    "cl-long",
    "cl-negative",
    "cl-junk",
    "cl-duplicate-different",
    "cl-duplicate-same",
    "cl-huge",
    "chunked",
    "chunked-bad-size",
    "chunked-no-end",
    "chunked-extension",
    "chunked-and-cl",
    "te-gzip",
    "te-junk",
  ),
  lines: fc.array(
    fc.oneof(
      // Well-formed headers the app sees, so that its own answers are tested too.
      {
        weight: 3,
        arbitrary: fc.constantFrom("X-Junk: ok", "Accept: */*", `Origin: http://127.0.0.1`, "Cookie: a=b"),
      },
      fc.constantFrom(
        "X-Junk: ok",
        "NoColon",
        " folded: continuation",
        "X-Nul: a\u0000b",
        "Bad Name: x",
        "X-Cr: a\rb",
        `X-Huge: ${"a".repeat(20_000)}`,
        "Expect: 100-continue",
        "Expect: junk",
        "Upgrade: websocket\r\nConnection: Upgrade",
        "Connection: close",
        "Connection: keep-alive",
        "Content-Type: application/json",
        "Content-Type: multipart/form-data; boundary=x",
        "Origin: null",
        "Referer: http://[",
        ": empty-name",
      ),
      fc.tuple(headerName, headerText(40)).map(([name, value]) => `${name}: ${value}`),
    ),
    { maxLength: 4 },
  ),
  contentType: fc.constantFrom(
    "application/json",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
  ),
  body: fc.oneof(
    jsonText(contactObject),
    formText(contactObject),
    fc.constant(
      '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nikke et bilde\r\n--x--\r\n',
    ),
    fc.string({ maxLength: 300 }),
  ),
});
type RawSpec = ValueOf<typeof rawArb>;

function rawBytes(spec: RawSpec): Buffer {
  const body = Buffer.from(spec.body, "utf8");
  const head: string[] = [`${spec.method} ${spec.target} ${spec.version}`.replace(/ +$/, "")];
  if (spec.host === "normal") head.push(`Host: ${self}`);
  if (spec.host === "duplicate") head.push(`Host: ${self}`, "Host: evil.example");
  if (spec.host === "empty") head.push("Host:");
  if (spec.host === "junk") head.push("Host: a b/c@d");
  head.push(
    `Content-Type: ${spec.contentType}`,
    `X-Forwarded-For: ${uniqueClient(false)}`,
    "Connection: close",
    ...spec.lines,
  );
  let payload = body;
  const chunked = (data: Buffer, size = data.length.toString(16)) =>
    Buffer.concat([Buffer.from(`${size}\r\n`), data, Buffer.from("\r\n0\r\n\r\n")]);
  switch (spec.framing) {
    case "exact":
      head.push(`Content-Length: ${body.length}`);
      break;
    case "none":
      break;
    case "cl-short":
      head.push(`Content-Length: ${body.length >> 1}`);
      break;
    case "cl-long":
      head.push(`Content-Length: ${body.length + 100}`);
      break;
    case "cl-negative":
      head.push("Content-Length: -1");
      break;
    case "cl-junk":
      head.push("Content-Length: 12abc");
      break;
    case "cl-duplicate-different":
      head.push(`Content-Length: ${body.length}`, `Content-Length: ${body.length + 1}`);
      break;
    case "cl-duplicate-same":
      head.push(`Content-Length: ${body.length}`, `Content-Length: ${body.length}`);
      break;
    case "cl-huge":
      head.push("Content-Length: 99999999999999999999");
      break;
    case "chunked":
      head.push("Transfer-Encoding: chunked");
      payload = chunked(body);
      break;
    case "chunked-bad-size":
      head.push("Transfer-Encoding: chunked");
      payload = chunked(body, "zz");
      break;
    case "chunked-no-end":
      head.push("Transfer-Encoding: chunked");
      payload = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body]);
      break;
    case "chunked-extension":
      head.push("Transfer-Encoding: chunked");
      payload = chunked(body, `${body.length.toString(16)};name=${"x".repeat(20_000)}`);
      break;
    case "chunked-and-cl":
      head.push("Transfer-Encoding: chunked", `Content-Length: ${body.length}`);
      payload = chunked(body);
      break;
    case "te-gzip":
      head.push("Transfer-Encoding: gzip");
      payload = zlib.gzipSync(body);
      break;
    case "te-junk":
      head.push("Transfer-Encoding: bogus, chunked");
      payload = chunked(body);
      break;
  }
  return Buffer.concat([Buffer.from(`${head.join("\r\n")}\r\n\r\n`, "latin1"), payload]);
}

// ---------------------------------------------------------------------------------------------
// The properties

// First, while the mail queue is short: the e-mails are checked as the worker wrote them.
describe("markup in every field", () => {
  it("is stored exactly as typed and never rendered as HTML in the notification", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "<script>alert(1)</script>",
          '"><img src=x onerror=alert(1)>',
          "{{7*7}}",
          "'; DROP TABLE contact_requests; --",
        ),
        async (evil) => {
          const res = await fetch(`${server.url}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Forwarded-For": uniqueClient(false) },
            body: JSON.stringify({
              fornavn: `Ola ${evil}`,
              etternavn: `Nordmann ${evil}`,
              email: "ola@bedrift.no",
              bedrift: evil,
              prosjekt: evil,
            }),
          });
          counts.http++;
          expect(res.status).toBe(200);
          const { id } = await res.json();
          const { rows } = await server.services.database.pool.query(
            "SELECT fornavn, bedrift, prosjekt FROM contact_requests WHERE id = $1",
            [id],
          );
          expect(rows[0]).toEqual({ fornavn: `Ola ${evil}`, bedrift: evil, prosjekt: evil });
        },
      ),
      { numRuns: 4 },
    );
    const { notificationMail } = await import("./mail/contact-mails.ts");
    const mail = notificationMail(
      {
        id: "x",
        fornavn: "<script>",
        etternavn: "x",
        email: "a@b.no",
        telefon: "",
        bedrift: '"><img src=x onerror=alert(1)>',
        prosjekt: "<b>",
        createdAt: new Date(),
      },
      "post@fjellvik.example",
    );
    expect(mail.html).not.toMatch(/<script>|<img src=x|<b>/);
    expect(mail.html).toContain("&lt;script&gt;");
  });

  it("generated markup in every field, through the API or the page form, is stored as typed and escaped in the notification, and never reaches the confirmation", async () => {
    const { notificationMail, confirmationMail } = await import("./mail/contact-mails.ts");
    const sent: Array<{ id: string; prosjekt: string }> = [];
    const tag = fc
      .tuple(
        fc.constantFrom("script", "img", "a", "iframe", "svg", "b", "style", "x-y"),
        fc.constantFrom("", " src=x onerror=alert(1)", ' href="javascript:alert(1)"', " onload=alert`1`"),
        fc.string({ maxLength: 20 }),
      )
      .map(([name, attributes, inner]) => `<${name}${attributes}>${inner}</${name}>`);
    const evil = fc.oneof(
      tag,
      fc.constantFrom('"><svg onload=alert(1)>', "</textarea><script>x</script>", "&lt;b&gt;"),
    );
    await fc.assert(
      fc.asyncProperty(evil, fc.boolean(), async (markup, viaPage) => {
        const fields = {
          fornavn: `Ola${markup}`,
          etternavn: `Nordmann${markup}`,
          // An address per run (a mailbox gets three confirmations a day).
          email: `ola.${sent.length}.${Date.now()}@bedrift.no`,
          telefon: `4${markup}`.slice(0, 40),
          bedrift: markup.slice(0, 200),
          prosjekt: markup,
        };
        // A form shown a minute ago: a person, so both mails go out.
        const form = { ...fields, startet: String(Date.now() - 60_000) };
        const client = uniqueClient(false);
        counts.http++;
        const res = viaPage
          ? await fetch(`${server.url}/kontakt`, {
              method: "POST",
              headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
              body: new URLSearchParams(form).toString(),
            })
          : await fetch(`${server.url}/api/contact`, {
              method: "POST",
              headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
              body: JSON.stringify(form),
            });
        await res.text();
        expect(res.status).toBe(200);
        const { rows } = await server.services.database.pool.query(
          `SELECT id, fornavn, etternavn, email, telefon, bedrift, prosjekt, created_at AS "createdAt"
           FROM contact_requests WHERE fornavn = $1 ORDER BY created_at DESC LIMIT 1`,
          [fields.fornavn.trim()],
        );
        const row = rows[0];
        const trimmed = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()]));
        expect(row).toMatchObject(trimmed);
        for (const mail of [notificationMail(row, "post@fjellvik.example"), confirmationMail(row)]) {
          if (/<[a-z]/i.test(markup)) expect(mail.html).not.toContain(markup.trim());
          // Everything the visitor typed appears only escaped: no tag of theirs survives.
          expect(mail.html).not.toMatch(VISITOR_TAG);
        }
        // The confirmation goes to an address nobody confirmed: none of the typed text (decision 016).
        const confirmation = confirmationMail(row);
        for (const typed of [markup.trim(), escapeHtml(markup.trim())].filter((text) => text.length > 3))
          expect(`${confirmation.subject}${confirmation.text}${confirmation.html}`).not.toContain(typed);
        sent.push({ id: row.id, prosjekt: trimmed.prosjekt as string });
      }),
      { numRuns: 60 },
    );
    // And the e-mails the worker really wrote (no SMTP_URL: .eml files in DATA_DIR/outbox).
    const outbox = path.join(server.dataDir, "outbox");
    for (const { id, prosjekt } of sent.slice(-6)) {
      for (const kind of ["notification", "confirmation"]) {
        const deadline = Date.now() + 20_000;
        let file: string | undefined;
        while (!file && Date.now() < deadline) {
          file = (await readdir(outbox).catch(() => [])).find((name) => name.endsWith(`${id}.${kind}.eml`));
          if (!file) await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(file, `no ${kind} e-mail for ${id}`).toBeDefined();
        const mail = await simpleParser(await readFile(path.join(outbox, file as string)));
        expect(mail.html).not.toMatch(VISITOR_TAG);
        // The notification's plain-text part keeps what was typed; the confirmation has none of it.
        if (kind === "notification") expect(mail.text).toContain(prosjekt);
        else if (prosjekt.length > 3) expect(mail.text).not.toContain(prosjekt);
      }
    }
  }, 60_000);
});

describe("the contact page's action itself (the source the next build runs)", () => {
  it("takes any Referer and any form without throwing", async () => {
    const { action } = await import("#app/routes/contact.tsx");
    const context = new RouterContextProvider(new Map([[appServicesContext, server.services.app]]));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom("http://[", "http://a b/", "http://x:99999/", "http://%zz/", "https://"),
          headerText(),
        ),
        formText(contactObject),
        async (referer, form) => {
          const request = new Request("http://127.0.0.1/kontakt", {
            method: "POST",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              Referer: referer,
              "X-Client-Ip": uniqueClient(false),
            },
            body: form,
          });
          const result = await action({ request, context, params: {} } as unknown as Parameters<
            typeof action
          >[0]);
          const status = (result as { init?: { status?: number } }).init?.status ?? 200;
          expect(status).toBeLessThan(500);
        },
      ),
      { numRuns: Math.ceil(RUNS / 10) },
    );
  });
});

describe("every endpoint under generated hostile requests", () => {
  const endpoints: Array<[string, () => fc.Arbitrary<BodyChoice>]> = [
    ["/api/contact", () => apiPayload(contactObject)],
    ["/api/website-audit", () => apiPayload(auditObject)],
    ["/api/generate-content", () => apiPayload(generateObject)],
    [
      "/api/upload",
      () =>
        fc.oneof(
          { weight: 6, arbitrary: multipartArb },
          apiPayload(contactObject),
          fc.record({ payload: randomBytes, type: anyType }),
        ),
    ],
    ["/kontakt", () => pageFormPayload],
  ];
  for (const [path, payload] of endpoints) {
    it(
      `${path}: never a 5xx, no stack trace, every 4xx with a Norwegian message`,
      async () => {
        await fc.assert(
          fc.asyncProperty(requestArb(path, payload()), async (request) => {
            checkAppAnswer(request, await send(request));
          }),
          { numRuns: RUNS },
        );
      },
      PROPERTY_TIMEOUT,
    );
  }

  it(
    "other pages, unknown paths and every method: the same",
    async () => {
      // Found by a generated path («/nyheter/!»): an unknown article's 404 page carries the spec's
      // English title beside its Norwegian text, which is right; checked every run, not by chance.
      const unknownArticle: Hostile = {
        method: "GET",
        path: "/nyheter/!",
        headers: [["Host", self]],
        body: Buffer.alloc(0),
        chunked: false,
      };
      const article = await send(unknownArticle);
      expect(visibleText(article.text)).toContain("Page Not Found");
      checkAppAnswer(unknownArticle, article);
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            method: fc.constantFrom(...METHODS),
            path: pathArb,
            payload: fc.oneof(
              { weight: 3, arbitrary: fc.constant({ payload: "", type: undefined }) },
              apiPayload(contactObject),
            ),
            chunked: fc.boolean(),
            headers: headersArb(),
          }),
          async ({ method, path, payload, chunked, headers }) => {
            const extra: Array<[string, string]> =
              payload.type === undefined ? [] : [["Content-Type", payload.type]];
            const body = toBytes(payload.payload, { kind: "utf8", at: 0, junk: [] });
            const request = { method, path, headers: headerList(headers, extra), body, chunked };
            checkAppAnswer(request, await send(request));
          },
        ),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    "raw HTTP (lying lengths, broken chunking, bad methods and versions): the app never answers 5xx",
    async () => {
      await fc.assert(
        fc.asyncProperty(rawArb, async (spec) => {
          const bytes = rawBytes(spec);
          const incomplete = ["cl-long", "cl-huge", "chunked-no-end"].includes(spec.framing);
          const answers = parseAnswers(await sendRaw(bytes, incomplete), spec.method === "HEAD");
          const where = `${bytes.subarray(0, 600).toString("latin1")}\n=> ${answers.map((a) => `${a.status} ${a.body.subarray(0, 300)}`).join("\n")}`;
          const first = answers[0];
          rawFirstAnswer[!first ? "none" : first.headers["x-request-id"] === undefined ? "node" : "app"]++;
          for (const answer of answers) {
            expect(answer.status, where).toBeGreaterThanOrEqual(200);
            expect(answer.status, where).toBeLessThan(500);
            const text = answer.body.toString("utf8");
            expect(text, where).not.toMatch(LEAK);
            if (answer.headers["x-request-id"] === undefined) {
              // Refused by Node's HTTP parser before the app saw it (server/client-errors.ts):
              // a 4xx with a Norwegian sentence, never a 5xx.
              expect(answer.status, where).toBeGreaterThanOrEqual(400);
              if (spec.method !== "HEAD") expect(text, where).toMatch(NORWEGIAN);
            } else if (answer.status >= 400 && spec.method !== "HEAD") {
              const type = answer.headers["content-type"] ?? "";
              const message = type.startsWith("application/json")
                ? jsonMessage(text, where)
                : type.startsWith("text/html")
                  ? visibleText(text)
                  : text;
              expect(message, where).toMatch(NORWEGIAN);
              expect(frameworkEnglish(message), where).toBeNull();
            }
          }
          expect(Object.prototype).not.toHaveProperty("polluted");
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe("sizes at the limits", () => {
  const post = (path: string, body: Buffer, type: string, chunked = false) =>
    send({
      method: "POST",
      path,
      headers: [
        ["Host", self],
        ["Content-Type", type],
        ["X-Forwarded-For", uniqueClient(false)],
      ],
      body,
      chunked,
    });

  it("JSON APIs read 32 KB and refuse one byte more with 413, declared or streamed", async () => {
    for (const path of ["/api/contact", "/api/website-audit", "/api/generate-content"]) {
      const start = '{"prosjekt":"';
      const sized = (size: number) => Buffer.from(`${start}${"a".repeat(size - start.length - 2)}"}`);
      for (const chunked of [false, true]) {
        const atLimit = await post(path, sized(JSON_LIMIT), "application/json", chunked);
        expect(atLimit.status, atLimit.text).toBe(400); // read, then refused by validation
        const over = await post(path, sized(JSON_LIMIT + 1), "application/json", chunked);
        expect(over.status, over.text).toBe(413);
        expect(JSON.parse(over.text).message).toMatch(NORWEGIAN);
        const empty = await post(path, Buffer.alloc(0), "application/json", chunked);
        expect(empty.status, empty.text).toBe(400);
      }
      const bomb = await send({
        method: "POST",
        path,
        headers: [
          ["Host", self],
          ["Content-Type", "application/json"],
          ["Content-Encoding", "gzip"],
          ["X-Forwarded-For", uniqueClient(false)],
        ],
        body: BOMBS.gzip,
        chunked: false,
      });
      expect(bomb.status, bomb.text).toBe(413);
    }
  });

  it("the upload reads its limit and refuses one byte more with 413, declared or streamed", async () => {
    const framing = (size: number) => {
      const start = Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      );
      const end = Buffer.from("\r\n--x--\r\n");
      return Buffer.concat([start, Buffer.alloc(size, 0x61), end]);
    };
    const type = "multipart/form-data; boundary=x";
    // A file of exactly MAX_UPLOAD_BYTES is read and refused as not an image.
    const atLimit = await post("/api/upload", framing(MAX_UPLOAD_BYTES), type);
    expect(atLimit.status, atLimit.text).toBe(415);
    const fileOver = await post("/api/upload", framing(MAX_UPLOAD_BYTES + 1), type);
    expect(fileOver.status, fileOver.text).toBe(413);
    const overhead = framing(0).length;
    for (const chunked of [false, true]) {
      const bodyAtLimit = await post("/api/upload", framing(MAX_BODY_BYTES - overhead), type, chunked);
      expect(bodyAtLimit.status, bodyAtLimit.text).toBe(413); // the file inside is over 10 MB
      const bodyOver = await post("/api/upload", framing(MAX_BODY_BYTES - overhead + 1), type, chunked);
      expect(bodyOver.status, bodyOver.text).toBe(413);
      expect(JSON.parse(bodyOver.text).message).toMatch(NORWEGIAN);
    }
    const empty = await post("/api/upload", Buffer.alloc(0), type);
    expect(empty.status, empty.text).toBe(400);
  }, 60_000);

  it("headers past Node's 16 KB limit are refused with a Norwegian 431, never reaching the app", async () => {
    const answers = parseAnswers(
      await sendRaw(
        Buffer.from(`GET / HTTP/1.1\r\nHost: ${self}\r\nX-Huge: ${"a".repeat(17_000)}\r\n\r\n`),
        false,
      ),
      false,
    );
    expect(answers.map((answer) => answer.status)).toEqual([431]);
    expect(answers[0]?.body.toString("utf8")).toBe("Forespørselen har for store overskrifter (headere).\n");
  });
});
