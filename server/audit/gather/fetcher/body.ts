import type http from "node:http";
import { Transform, type TransformCallback, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { UnsafeTargetError } from "./address.ts";

// Reading a stranger's response body safely: decoded as declared, never more than the limit
// (compressed, and decompressed over all layers together, so a zip bomb stops early), and as text
// in the charset it names.

/**
 * Content-Encoding layers we decode. Real servers send one; two happen when a proxy compresses a
 * compressed answer again. Each layer is a decoder of its own, so a header listing thousands (2 500
 * gzip layers cost 18 s of CPU) is refused before any is made. curl stops at 5 since
 * CVE-2022-32206; 3 leaves room for the odd double compression and nothing for an attack.
 */
export const MAX_ENCODING_LAYERS = 3;
const TOO_MANY_LAYERS = "Nettsiden er komprimert i for mange lag til at den kan sjekkes.";

/** Counts the bytes that pass (each chunk against the shared budget) and stops past the limit. */
class ByteCounter extends Transform {
  bytes = 0;
  readonly #budget: { left: number };
  constructor(budget: { left: number }) {
    super();
    this.#budget = budget;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    this.#budget.left -= chunk.length;
    if (this.#budget.left < 0) callback(new UnsafeTargetError("too-large"));
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

/** The codings applied to the body, in the order they must be undone; identity means none. */
function codingsToUndo(encoding: string | null): string[] {
  return (encoding ?? "")
    .split(",")
    .map((coding) => coding.trim())
    .filter((coding) => coding && coding !== "identity")
    .reverse();
}

/**
 * The decoders, each followed by a counter. All counters draw on one budget of maxBytes: the
 * output of every layer together (middle layers included) never passes it, whatever the layers.
 * A middle layer of a real response is itself compressed, so it takes little of the budget.
 */
function decodingStages(codings: string[], maxBytes: number): Transform[] {
  const decoded = { left: maxBytes };
  return codings.flatMap((coding) => {
    const decoder = decoderFor(coding);
    return decoder ? [decoder, new ByteCounter(decoded)] : [];
  });
}

/** Reads the body through the decoders, stopping past maxBytes (compressed or decompressed). */
export async function readBody(
  res: http.IncomingMessage,
  encoding: string | null,
  ctx: { maxBytes: number; signal: AbortSignal },
) {
  const codings = codingsToUndo(encoding);
  const declared = Number(res.headers["content-length"]);
  const tooMany = codings.length > MAX_ENCODING_LAYERS;
  if (tooMany || (codings.length === 0 && Number.isFinite(declared) && declared > ctx.maxBytes)) {
    res.destroy();
    throw new UnsafeTargetError("too-large", tooMany ? TOO_MANY_LAYERS : undefined);
  }
  const received = new ByteCounter({ left: ctx.maxBytes });
  const chunks: Buffer[] = [];
  // The counters stop every stage while it streams: nothing here holds more than maxBytes.
  const collector = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  try {
    await pipeline([res, received, ...decodingStages(codings, ctx.maxBytes), collector], {
      signal: ctx.signal,
    });
  } catch (error) {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    throw error;
  }
  return { buffer: Buffer.concat(chunks), bytes: received.bytes };
}

/** The charset from Content-Type, else a BOM, else a <meta> in the first 1024 bytes, else UTF-8. */
export function decodeText(buffer: Buffer, contentType: string): string {
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
