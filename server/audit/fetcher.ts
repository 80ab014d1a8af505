import { promises as dnsPromises } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { Transform, type TransformCallback, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { TLSSocket } from "node:tls";
import zlib from "node:zlib";
import { isPublicAddress, parseHostLiteral, UnsafeTargetError } from "./address.ts";

// The audit's only way out to the internet (OWASP SSRF prevention). Every hop is checked the same
// way: http(s) only, ports 80/443 only, no credentials, the host resolved exactly once and every
// answer public; then we connect to the checked address itself, so a DNS server that answers
// differently the second time (DNS rebinding) never gets a second question.

export type { UnsafeReason } from "./address.ts";
export { UnsafeTargetError } from "./address.ts";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  /** Exact "host:port" pairs allowed even when not public (test fixtures on loopback). */
  allowHosts?: string[];
  /** Injectable resolver; default dns.promises.lookup(host, { all: true, verbatim: true }). */
  resolve?: Resolver;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  /** Limit on the decompressed body (and on the compressed bytes received). */
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
}

export interface TlsInfo {
  /** False when the certificate did not verify (expired, self-signed, wrong host, …). */
  authorized: boolean;
  /** The certificate's notAfter as an ISO timestamp. */
  validTo: string | null;
  daysLeft: number | null;
  protocol: string | null;
}

export interface RedirectHop {
  from: string;
  to: string;
  status: number;
}

export interface SafeFetchResult {
  url: string;
  finalUrl: string;
  status: number;
  headers: Record<string, string | string[]>;
  /** The decoded body; "" unless the response is HTML (and its certificate verified). */
  body: string;
  isHtml: boolean;
  redirects: RedirectHop[];
  timings: { ttfbMs: number; totalMs: number };
  /** Body bytes received on the wire (before decompression). */
  bytes: number;
  /** Content-Encoding of the response, lower-case. */
  encoding: string | null;
  tls: TlsInfo | null;
}

export const DEFAULT_USER_AGENT =
  "FjellvikNettsidesjekk/1.0 (+https://www.fjellvik.example/personvern; gratis nettsidesjekk på forespørsel)";
const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1";
const TEXT_ACCEPT = "text/plain,application/xml;q=0.9,text/xml;q=0.9,*/*;q=0.1";
const TEXT_MAX_BYTES = 512 * 1024;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const DAY_MS = 86_400_000;

const defaultResolve: Resolver = async (hostname) => {
  const answers = await dnsPromises.lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

interface Context {
  allowHosts: Set<string>;
  resolve: Resolver;
  connectTimeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  accept: string;
  acceptsType: (mimeType: string) => boolean;
  signal: AbortSignal;
}

interface Target {
  url: URL;
  /** Hostname without IPv6 brackets. */
  hostname: string;
  port: number;
  /** True when the host is an IP literal (no SNI then). */
  literal: boolean;
  /** Checked, canonical addresses; we connect to these and nothing else. */
  addresses: string[];
}

/** Rejects with the abort reason (our timeout error) as soon as the signal fires. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

const isLocalhostName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);

export interface HostPolicy {
  /** Exact "host:port" pairs (lower case, IPv6 in brackets) allowed even when not public. */
  allowHosts: ReadonlySet<string>;
  resolve?: Resolver;
  signal?: AbortSignal;
}

/**
 * The address policy (decision 009) for one host and port, shared by the fetcher and the browser
 * stage's proxy: ports 80/443, one resolution whose every answer must be public, the checked
 * answers returned so the connection can be pinned to them.
 */
export async function checkHost(host: string, port: number, policy: HostPolicy) {
  const hostname = (host.startsWith("[") ? host.slice(1, -1) : host).toLowerCase();
  const allowed = policy.allowHosts.has(`${isIP(hostname) === 6 ? `[${hostname}]` : hostname}:${port}`);
  if (!allowed && port !== 80 && port !== 443) throw new UnsafeTargetError("port");
  const literal = parseHostLiteral(hostname);
  let addresses: string[];
  if (literal) {
    addresses = [literal];
  } else {
    if (!allowed && isLocalhostName(hostname)) throw new UnsafeTargetError("private-address");
    const resolve = policy.resolve ?? defaultResolve;
    let answers: ResolvedAddress[];
    try {
      answers = await (policy.signal ? untilAborted(resolve(hostname), policy.signal) : resolve(hostname));
    } catch (error) {
      if (policy.signal?.aborted) throw policy.signal.reason;
      throw new UnsafeTargetError("dns", undefined, { cause: error });
    }
    if (!Array.isArray(answers) || answers.length === 0) throw new UnsafeTargetError("dns");
    addresses = answers.map(({ address }) => {
      const canonical = typeof address === "string" ? parseHostLiteral(address) : null;
      if (!canonical) throw new UnsafeTargetError("dns");
      return canonical;
    });
  }
  if (!allowed && !addresses.every(isPublicAddress)) throw new UnsafeTargetError("private-address");
  return { hostname, port, literal: literal !== null, addresses: [...new Set(addresses)] };
}

/** Scheme and credentials of a URL, then the host's policy. */
export async function checkTarget(input: string | URL, policy: HostPolicy): Promise<Target> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new UnsafeTargetError("scheme", "Det ser ikke ut som en gyldig nettadresse.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UnsafeTargetError("scheme");
  if (url.username || url.password) throw new UnsafeTargetError("credentials");
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  return { url, ...(await checkHost(url.hostname, port, policy)) };
}

/** A lookup that can only ever answer the checked address (belt and braces: we pass an IP as host). */
function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function tlsInfo(socket: TLSSocket): TlsInfo {
  const certificate = socket.getPeerCertificate();
  const notAfter = certificate?.valid_to ? new Date(certificate.valid_to) : null;
  const valid = notAfter !== null && !Number.isNaN(notAfter.getTime());
  return {
    authorized: socket.authorized === true,
    validTo: valid ? notAfter.toISOString() : null,
    daysLeft: valid ? Math.floor((notAfter.getTime() - Date.now()) / DAY_MS) : null,
    protocol: socket.getProtocol() ?? null,
  };
}

interface Hop {
  res: http.IncomingMessage;
  ttfbMs: number;
  tls: TlsInfo | null;
}

/** Errors that mean "the certificate did not verify" (OpenSSL verify codes and Node's hostname check). */
const isCertificateError = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === "string" &&
    /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY|DECRYPT|DECODE)|INVALID_CA|PATH_LENGTH|INVALID_PURPOSE|HOSTNAME_MISMATCH|CRL/.test(
      code,
    )
  );
};

const CONNECT_ERRORS = new Set([
  "ECONNREFUSED",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EADDRNOTAVAIL",
  "ECONNRESET",
]);

/** One GET to one checked address; resolves at the response headers. */
function requestOnce(target: Target, address: string, insecure: boolean, ctx: Context): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const secure = target.url.protocol === "https:";
    const started = performance.now();
    const options: https.RequestOptions = {
      host: address,
      family: isIP(address),
      port: target.port,
      method: "GET",
      path: `${target.url.pathname}${target.url.search}`,
      headers: {
        Host: target.url.host,
        "User-Agent": ctx.userAgent,
        Accept: ctx.accept,
        "Accept-Encoding": "gzip, deflate, br",
        Connection: "close",
      },
      agent: false,
      lookup: pinnedLookup(address),
      signal: ctx.signal,
    };
    if (secure) {
      // Verify the certificate against the hostname, not the IP we connect to. No SNI for IP literals.
      options.servername = target.literal ? "" : target.hostname.replace(/\.$/, "");
      options.rejectUnauthorized = !insecure;
    }
    const req = (secure ? https : http).request(options);
    const connectTimer = setTimeout(() => {
      req.destroy(new UnsafeTargetError("timeout", undefined, { cause: "connect" }));
    }, ctx.connectTimeoutMs);
    req.once("socket", (socket) => {
      socket.once(secure ? "secureConnect" : "connect", () => clearTimeout(connectTimer));
    });
    req.once("response", (res) => {
      clearTimeout(connectTimer);
      resolve({
        res,
        ttfbMs: performance.now() - started,
        tls: secure ? tlsInfo(res.socket as TLSSocket) : null,
      });
    });
    req.on("error", (error) => {
      clearTimeout(connectTimer);
      reject(ctx.signal.aborted ? ctx.signal.reason : error);
    });
    req.end();
  });
}

/** Tries the checked addresses in order; on a certificate error retries once without verification. */
async function openHop(target: Target, ctx: Context): Promise<Hop & { insecure: boolean }> {
  let lastError: unknown;
  for (const [index, address] of target.addresses.entries()) {
    const more = index < target.addresses.length - 1;
    try {
      return { ...(await requestOnce(target, address, false, ctx)), insecure: false };
    } catch (error) {
      if (ctx.signal.aborted) throw ctx.signal.reason;
      if (isCertificateError(error)) {
        // The audit reports an invalid certificate as a finding: read the headers only.
        return { ...(await requestOnce(target, address, true, ctx)), insecure: true };
      }
      const code = (error as { code?: unknown } | null)?.code;
      const connectFailed =
        (error instanceof UnsafeTargetError && error.reason === "timeout") ||
        (typeof code === "string" && CONNECT_ERRORS.has(code));
      if (!more || !connectFailed) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/** Counts the compressed bytes and stops past the limit. */
class ByteCounter extends Transform {
  bytes = 0;
  readonly #limit: number;
  constructor(limit: number) {
    super();
    this.#limit = limit;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.#limit) callback(new UnsafeTargetError("too-large"));
    else callback(null, chunk);
  }
}

/** "deflate" is meant to be zlib-wrapped, but some servers send raw deflate: look at the first byte. */
class InflateAuto extends Transform {
  #inflate: zlib.Inflate | zlib.InflateRaw | null = null;
  override _transform(chunk: Buffer, encoding: BufferEncoding, callback: TransformCallback) {
    if (!this.#inflate) {
      if (chunk.length === 0) return callback();
      const options = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
      const inflate =
        ((chunk[0] ?? 0) & 0x0f) === 0x08 ? zlib.createInflate(options) : zlib.createInflateRaw(options);
      inflate.on("data", (data: Buffer) => this.push(data));
      inflate.on("error", (error) => this.destroy(error));
      this.#inflate = inflate;
    }
    this.#inflate.write(chunk, encoding, () => callback());
  }
  override _flush(callback: TransformCallback) {
    const inflate = this.#inflate;
    if (!inflate) return callback();
    inflate.once("end", () => callback());
    inflate.end();
  }
  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.#inflate?.destroy();
    callback(error);
  }
}

function decoderFor(encoding: string): Transform | null {
  switch (encoding) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    case "deflate":
      return new InflateAuto();
    case "br":
      return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
    default:
      return null; // unknown coding: pass the bytes through undecoded
  }
}

/** Reads the body through the decoders, stopping past maxBytes (compressed or decompressed). */
async function readBody(res: http.IncomingMessage, encoding: string | null, ctx: Context) {
  const declared = Number(res.headers["content-length"]);
  if (!encoding && Number.isFinite(declared) && declared > ctx.maxBytes) {
    res.destroy();
    throw new UnsafeTargetError("too-large");
  }
  const counter = new ByteCounter(ctx.maxBytes);
  const decoders = (encoding ?? "")
    .split(",")
    .map((coding) => coding.trim())
    .filter((coding) => coding && coding !== "identity")
    .reverse()
    .map(decoderFor)
    .filter((decoder) => decoder !== null);
  const chunks: Buffer[] = [];
  let size = 0;
  const collector = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > ctx.maxBytes) return callback(new UnsafeTargetError("too-large"));
      chunks.push(chunk);
      callback();
    },
  });
  try {
    await pipeline([res, counter, ...decoders, collector], { signal: ctx.signal });
  } catch (error) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    throw error;
  }
  return { buffer: Buffer.concat(chunks), bytes: counter.bytes };
}

/** The charset from Content-Type, else a BOM, else a <meta> in the first 1024 bytes, else UTF-8. */
function decodeText(buffer: Buffer, contentType: string): string {
  let charset = /charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType)?.[1];
  if (!charset && buffer[0] === 0xfe && buffer[1] === 0xff) charset = "utf-16be";
  if (!charset && buffer[0] === 0xff && buffer[1] === 0xfe) charset = "utf-16le";
  if (!charset) {
    const head = buffer.subarray(0, 1024).toString("latin1");
    charset = /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_:.-]+)/i.exec(head)?.[1];
  }
  try {
    return new TextDecoder(charset ?? "utf-8").decode(buffer);
  } catch {
    return new TextDecoder("utf-8").decode(buffer);
  }
}

function headerRecord(res: http.IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }
  return headers;
}

const mimeType = (contentType: string) => (contentType.split(";")[0] ?? "").trim().toLowerCase();
const isHtmlType = (type: string) => type === "text/html" || type === "application/xhtml+xml";
const isTextType = (type: string) =>
  type === "" ||
  type === "text/plain" ||
  type === "text/xml" ||
  type === "application/xml" ||
  type.endsWith("+xml");

async function run(
  input: string,
  options: SafeFetchOptions,
  mode: { accept: string; acceptsType: (type: string) => boolean; maxBytes: number },
): Promise<SafeFetchResult> {
  const started = performance.now();
  const totalTimeoutMs = options.totalTimeoutMs ?? 15_000;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new UnsafeTargetError("timeout")), totalTimeoutMs);
  const ctx: Context = {
    allowHosts: new Set((options.allowHosts ?? []).map((entry) => entry.toLowerCase())),
    resolve: options.resolve ?? defaultResolve,
    connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
    maxBytes: mode.maxBytes,
    maxRedirects: options.maxRedirects ?? 5,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    accept: mode.accept,
    acceptsType: mode.acceptsType,
    signal: controller.signal,
  };
  try {
    let target = await checkTarget(input, ctx);
    const requested = target.url.href;
    const redirects: RedirectHop[] = [];
    for (;;) {
      const { res, ttfbMs, tls, insecure } = await openHop(target, ctx);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(status) && location && !insecure) {
        res.destroy();
        let next: URL;
        try {
          next = new URL(location, target.url);
        } catch {
          throw new UnsafeTargetError("scheme", "Nettsiden videresender til en ugyldig adresse.");
        }
        if (redirects.length >= ctx.maxRedirects) throw new UnsafeTargetError("too-many-redirects");
        redirects.push({ from: target.url.href, to: next.href, status });
        target = await checkTarget(next, ctx);
        continue;
      }
      const headers = headerRecord(res);
      const encoding = res.headers["content-encoding"]?.trim().toLowerCase() || null;
      const contentType = res.headers["content-type"] ?? "";
      // An unverified certificate only earns the headers; the body is never read.
      const accepted = !insecure && ctx.acceptsType(mimeType(contentType));
      let body = "";
      let bytes = 0;
      if (accepted) {
        const read = await readBody(res, encoding, ctx);
        body = decodeText(read.buffer, contentType);
        bytes = read.bytes;
      } else {
        res.destroy();
      }
      return {
        url: requested,
        finalUrl: target.url.href,
        status,
        headers,
        body,
        isHtml: accepted,
        redirects,
        timings: { ttfbMs, totalMs: performance.now() - started },
        bytes,
        encoding,
        tls,
      };
    }
  } catch (error) {
    if (controller.signal.aborted) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fetches a stranger's URL safely. Throws UnsafeTargetError for refused targets, timeouts, too
 * large bodies and redirect loops; other network failures (refused, reset) surface as Node errors.
 * A non-HTML response comes back with its headers, `body: ""` and `isHtml: false`. An invalid
 * certificate does not throw: the headers are read over an unverified connection and
 * `tls.authorized` is false (and `body` "", `isHtml` false, redirects not followed).
 */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  return run(url, options, {
    accept: HTML_ACCEPT,
    acceptsType: isHtmlType,
    maxBytes: options.maxBytes ?? 3 * 1024 * 1024,
  });
}

/**
 * Small companion files (robots.txt, sitemap.xml) with the same safety: text/plain or XML (or no
 * Content-Type), at most 512 KB. Null on any failure, including an unverified certificate.
 */
export async function fetchText(
  url: string,
  options: SafeFetchOptions = {},
): Promise<{ status: number; body: string } | null> {
  try {
    const result = await run(url, options, {
      accept: TEXT_ACCEPT,
      acceptsType: isTextType,
      maxBytes: Math.min(options.maxBytes ?? TEXT_MAX_BYTES, TEXT_MAX_BYTES),
    });
    return result.isHtml ? { status: result.status, body: result.body } : null;
  } catch {
    return null;
  }
}
