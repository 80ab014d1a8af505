import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { deferHydration } from "./lib/defer-hydration.server";

export const streamTimeout = 5_000;

// The Express server puts a fresh CSP nonce on every request it hands to React Router
// (server/app.ts); React and React Router stamp it on the inline scripts they write.
const NONCE_HEADER = "x-csp-nonce";

// Pages are small and have no slow data, so each is rendered completely and then sent in one
// piece: that lets deferHydration() rewrite the script tags (decision 006), and crawlers get the
// whole document either way.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = request.headers.get(NONCE_HEADER) ?? undefined;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => {
      clearTimeout(timer);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      // The rewrite only touches ASCII markup, so the document goes through it as latin1: one byte
      // per character and back to the same bytes, instead of decoding UTF-8 into a two-byte string
      // twice the size (a large-object allocation per page) and encoding it again (decision 012).
      const html = deferHydration(Buffer.concat(chunks).toString("latin1"));
      resolve(new Response(Buffer.from(html, "latin1"), { headers: responseHeaders, status }));
    });
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          pipe(sink);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
