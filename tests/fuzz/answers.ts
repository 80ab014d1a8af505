import { Buffer } from "node:buffer";
import type http from "node:http";

// What the fuzz test (server/fuzz.test.ts) reads in an answer: Norwegian, no leak, no English
// framework text, no visitor markup; and the answers on a raw socket, split into responses.

export const NORWEGIAN =
  /[æøåÆØÅ]|\b(?:ikke|og|Sjekk|Ugyldig|Fant|Oppgi|feltet|skjemaet|Skjemaet|Filen|Bildet|tillatt|[Bb]are|mange)\b/;
/** Stack traces, error class names, paths and framework error pages: never in any answer. */
export const LEAK =
  /^\s*at .+:\d+:\d+\)?\s*$|\bat (?:async )?[\w$.<>[\]]+ \((?:file|node):|node:internal|node_modules\/|\/work\/|\b(?:Syntax|Type|Reference|Range|URI|Eval|Aggregate|DrizzleQuery|PayloadTooLarge|BadRequest)Error\b|\bError: |Unexpected (?:Server|Application) Error|\bCannot [A-Z][A-Z-]+ /m;
/** A tag a visitor typed, in an e-mail's HTML: it must only ever appear escaped. */
export const VISITOR_TAG = /<(?:script|img|iframe|svg|x-y|style|b>|a )/i;
/** English framework error text: never in the message a visitor reads. */
export const ENGLISH =
  /\b(?:Bad Request|Not Found|Method Not Allowed|Internal Server Error|Payload Too Large|Request Entity Too Large|Unsupported Media Type|Forbidden|Too Many Requests|request aborted|Unexpected token|Unexpected end|not valid JSON|Failed to decode|Cannot [A-Z]+)\b/i;

/** The one English title the spec prescribes: an unknown news article's 404 page (SPEC §2). */
const SPEC_TITLE = "Page Not Found";

/** English framework text in a visitor's message, or null; the spec's own title is not that. */
export const frameworkEnglish = (message: string): string | null =>
  message.replaceAll(SPEC_TITLE, "").match(ENGLISH)?.[0] ?? null;

export interface Hostile {
  method: string;
  path: string;
  /** In order; a name may repeat. Host and Content-Length/Transfer-Encoding are added by send. */
  headers: Array<[string, string]>;
  body: Buffer;
  /** Sent with Transfer-Encoding: chunked instead of a Content-Length. */
  chunked: boolean;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** What a visitor would read: the page's main content, without scripts, styles and tags. */
export function visibleText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/i.exec(html)?.[0] ?? html;
  return main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#\w]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export const isApiPath = (path: string) => /^\/api(?:[/?]|$)/i.test(path);

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Parses the answers on a connection (1xx skipped); `head` says the first had no body. */
export function parseAnswers(data: Buffer, head: boolean): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let at = 0;
  while (at < data.length) {
    const end = data.indexOf("\r\n\r\n", at);
    if (end === -1) break;
    const lines = data.subarray(at, end).toString("latin1").split("\r\n");
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1] ?? Number.NaN);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(":");
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    at = end + 4;
    let body: Buffer = Buffer.alloc(0);
    if (status >= 100 && status < 200) continue;
    if (head && answers.length === 0) {
      // no body
    } else if (headers["transfer-encoding"]?.includes("chunked")) {
      const chunks: Buffer[] = [];
      for (;;) {
        const lineEnd = data.indexOf("\r\n", at);
        if (lineEnd === -1) break;
        const size = Number.parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
        at = lineEnd + 2;
        if (!(size > 0)) {
          at += 2;
          break;
        }
        chunks.push(data.subarray(at, at + size));
        at += size + 2;
      }
      body = Buffer.concat(chunks);
    } else if (headers["content-length"] !== undefined) {
      const length = Number(headers["content-length"]);
      body = data.subarray(at, at + length);
      at += length;
    } else {
      body = data.subarray(at);
      at = data.length;
    }
    answers.push({ status, headers, body });
  }
  return answers;
}
