import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import type { TLSSocket } from "node:tls";
import { UnsafeTargetError } from "./address.ts";
import { decodeText, readBody } from "./body.ts";
import { checkTarget, defaultResolve, pinnedLookup, type Resolver, type Target } from "./host-policy.ts";
import { negotiatesHttp2, tlsInfo } from "./tls.ts";
import type { RedirectHop, SafeFetchOptions, SafeFetchResult, TlsInfo } from "./types.ts";

// The audit's only way out to the internet (OWASP SSRF prevention). Every hop is checked the same
// way (fetcher/host-policy.ts), then we connect to the checked address itself; the body is read
// within limits (fetcher/body.ts).

export type { UnsafeReason } from "./address.ts";
export { UnsafeTargetError } from "./address.ts";
export {
  checkHost,
  checkTarget,
  type HostPolicy,
  type ResolvedAddress,
  type Resolver,
} from "./host-policy.ts";
export type { RedirectHop, SafeFetchOptions, SafeFetchResult, TlsInfo } from "./types.ts";

export const DEFAULT_USER_AGENT =
  "FjellvikNettsidesjekk/1.0 (+https://www.fjellvik.example/personvern; gratis nettsidesjekk på forespørsel)";
const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1";
const TEXT_ACCEPT = "text/plain,application/xml;q=0.9,text/xml;q=0.9,*/*;q=0.1";
const TEXT_MAX_BYTES = 512 * 1024;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

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

interface Hop {
  res: http.IncomingMessage;
  ttfbMs: number;
  tls: TlsInfo | null;
  /** The checked address the hop connected to. */
  address: string;
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
        address,
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
      const { res, ttfbMs, tls, insecure, address } = await openHop(target, ctx);
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
        tls:
          tls && options.probeHttp2
            ? {
                ...tls,
                http2: await negotiatesHttp2(
                  address,
                  target.port,
                  target.literal ? "" : target.hostname,
                  ctx.connectTimeoutMs,
                ),
              }
            : tls,
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
