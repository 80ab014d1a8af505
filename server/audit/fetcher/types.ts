import type { Resolver } from "./host-policy.ts";

// What the audit's fetcher takes and gives back (server/audit/fetcher.ts).

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
