import { createServer, type RequestListener, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { NON_PAGE_POLICY } from "./csp.ts";
import { strictTransportSecurity } from "./hsts.ts";

// The site's HTTP server. Requests Node's HTTP parser refuses (a bad method or version, broken chunking, a duplicate
// Content-Length, headers past 16 KB) never reach Express; Node would answer an empty 400/431.
// They get the same kind of answer as everything else: a status and a Norwegian sentence.

const ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    "Request Header Fields Too Large",
    "Forespørselen har for store overskrifter (headere).",
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "Forespørselen kom ikke fram i tide. Prøv igjen."],
};
const BAD_REQUEST: [number, string, string] = [400, "Bad Request", "Forespørselen kunne ikke leses."];

export interface HttpServerOptions {
  /** SITE_URL: an https site's refusals carry HSTS too, as every answer of the app does. */
  siteUrl: string;
}

/**
 * An HTTP server for the app. A request without a Host header is passed on (Node would answer it
 * an empty 400 itself); the app answers it a Norwegian 400 like any other unusable Host.
 */
export function createHttpServer(app: RequestListener, { siteUrl }: HttpServerOptions): Server {
  const server = createServer({ requireHostHeader: false }, app);
  const headers = refusalHeaders(siteUrl);
  answerMalformedRequests(server, headers);
  // An Expect header other than 100-continue: Node would answer an empty 417 itself.
  server.on("checkExpectation", (_req, res) => {
    res.writeHead(417, Object.fromEntries(headers));
    res.end("Forespørselen ba om noe serveren ikke støtter (Expect).\n");
  });
  return server;
}

/**
 * The headers of an answer the app never sees: plain text that loads nothing, and on an https site
 * HSTS, since a browser may meet the site first through such an answer.
 */
function refusalHeaders(siteUrl: string): [string, string][] {
  const headers: [string, string][] = [
    ["Content-Type", "text/plain; charset=utf-8"],
    ["X-Content-Type-Options", "nosniff"],
    ["Content-Security-Policy", NON_PAGE_POLICY],
  ];
  const hsts = strictTransportSecurity(siteUrl);
  if (hsts) headers.push(["Strict-Transport-Security", hsts]);
  return headers;
}

function answerMalformedRequests(server: Server, headers: [string, string][]) {
  const headerLines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join("");
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    // A connection that is gone, or one that already has (part of) an answer, gets nothing more.
    if (
      error.code === "ECONNRESET" ||
      !socket.writable ||
      (socket as { _httpMessage?: unknown })._httpMessage
    ) {
      socket.destroy();
      return;
    }
    const [status, reason, message] = ANSWERS[error.code ?? ""] ?? BAD_REQUEST;
    const body = Buffer.from(`${message}\n`);
    // An answer to HEAD has no body (RFC 9110 §9.3.2), whatever else is wrong with the request.
    const head = error.rawPacket?.subarray(0, 5).toString("latin1") === "HEAD ";
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n${headerLines}` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${head ? "" : body}`,
    );
  });
}
