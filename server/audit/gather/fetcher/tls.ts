import tls, { type TLSSocket } from "node:tls";
import type { TlsInfo } from "./types.ts";

const DAY_MS = 86_400_000;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || null;

// The fetcher's TLS facts: the certificate (validity, days left, issuer) and protocol of the
// connection it made, and whether the server speaks HTTP/2 (decision 024). The fetcher speaks HTTP/1.1 and offers
// only that, so this is a second TLS handshake to the same address the fetcher already checked
// and connected to (never a new DNS lookup), offering h2 first, closed as soon as the server has
// chosen. Nothing is sent over it.

export function negotiatesHttp2(
  address: string,
  port: number,
  servername: string,
  timeoutMs: number,
): Promise<boolean | null> {
  return new Promise((resolve) => {
    const socket = tls.connect({
      host: address,
      port,
      servername: servername || undefined,
      ALPNProtocols: ["h2", "http/1.1"],
      rejectUnauthorized: false,
    });
    const done = (answer: boolean | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    socket.once("secureConnect", () => done(socket.alpnProtocol === "h2"));
    socket.once("error", () => done(null));
  });
}

/** What the certificate and the connection tell the report (decision 024). */
export function tlsInfo(socket: TLSSocket): TlsInfo {
  const certificate = socket.getPeerCertificate();
  const issuer = certificate?.issuer;
  const notAfter = certificate?.valid_to ? new Date(certificate.valid_to) : null;
  const valid = notAfter !== null && !Number.isNaN(notAfter.getTime());
  return {
    authorized: socket.authorized === true,
    validTo: valid ? notAfter.toISOString() : null,
    daysLeft: valid ? Math.floor((notAfter.getTime() - Date.now()) / DAY_MS) : null,
    protocol: socket.getProtocol() ?? null,
    issuer: first(issuer?.O) ?? first(issuer?.CN) ?? null,
    http2: null,
  };
}
