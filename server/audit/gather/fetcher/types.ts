import type { Resolver } from "./host-policy.ts";

// What the audit's fetcher takes and gives back (server/audit/gather/fetcher/fetch.ts).

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
  /** Also learn whether the final HTTPS server speaks HTTP/2 (one extra TLS handshake). */
  probeHttp2?: boolean;
}

export interface TlsInfo {
  /** False when the certificate did not verify (expired, self-signed, wrong host, …). */
  authorized: boolean;
  /** The certificate's notAfter as an ISO timestamp. */
  validTo: string | null;
  daysLeft: number | null;
  protocol: string | null;
  /** The certificate's issuer (organisation, else common name), e.g. "Let's Encrypt". */
  issuer?: string | null;
  /** Whether the server chose HTTP/2 when offered it; null when not asked or no answer. */
  http2?: boolean | null;
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
