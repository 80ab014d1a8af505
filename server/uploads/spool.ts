import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rm } from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import path from "node:path";
import type { Writable } from "node:stream";
import { MAX_UPLOAD_BYTES, UploadError } from "./errors.ts";
import { createGate } from "./gate.ts";
import { tempDir } from "./storage.ts";

// Upload bodies wait on disk, not in memory. Held in memory, 50 slow 10 MB uploads took the
// server from 176 to 681 MB, and the allocator kept it after they ended. So a body is streamed
// into DATA_DIR/uploads-tmp as it arrives (the size limit checked on every chunk) and read back
// only through a gate of BODIES_IN_MEMORY: memory follows that number, not the connections. What
// may wait on disk at once is capped as well (reserveSpool); past it the upload gets a 503.

/** The whole request body may be this big: one 10 MB file plus the multipart framing. */
export const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** Bodies read into memory at once; as many as images processed at once (process.ts). */
const BODIES_IN_MEMORY = 2;
/** Request bodies held in memory at once, across all requests. */
export const MAX_BUFFERED_BYTES = BODIES_IN_MEMORY * MAX_BODY_BYTES;
/** Bodies on disk at once, being received or waiting for the gate, by default: ~160 MB. */
export const DEFAULT_MAX_SPOOLED_BYTES = 16 * MAX_BODY_BYTES;

/** The client went away mid-body: nobody is left to answer. */
export class ClientGone extends Error {}

let buffered = 0;
let spooled = 0;
/** Bytes of upload request bodies held in memory right now (a gauge for tests and metrics). */
export const bufferedUploadBytes = () => buffered;
/** Bytes reserved on disk for upload bodies being received or waiting to be processed. */
export const spooledUploadBytes = () => spooled;

const inMemory = createGate(BODIES_IN_MEMORY);

/**
 * Reserves disk room for the request's body: its declared length, or the most allowed when it
 * declares none (chunked). Throws "too-large" for a declared length over the limit; null when the
 * reservations of other uploads leave no room. Call the returned function once the body is gone.
 */
export function reserveSpool(req: IncomingMessage, cap: number): (() => void) | null {
  const header = req.headers["content-length"];
  const declared = header === undefined ? Number.NaN : Number(header);
  if (declared > MAX_BODY_BYTES) throw new UploadError("too-large");
  const bytes = Number.isFinite(declared) ? declared : MAX_BODY_BYTES;
  if (spooled + bytes > cap) return null;
  spooled += bytes;
  let held = true;
  return () => {
    if (held) spooled -= bytes;
    held = false;
  };
}

export interface SpooledBody {
  bytes: number;
  /** Runs `work` with the body in memory, once one of the few places for a body is free. */
  withBody<T>(work: (body: Buffer) => Promise<T>): Promise<T>;
  /** Removes the file: call when the upload is answered, whatever the answer. */
  discard(): Promise<void>;
}

/**
 * Streams the request body into a new temporary file. Throws UploadError("too-large") as soon as
 * it passes `limit` (reading no further), ClientGone when the client leaves; the file is removed.
 */
export async function spoolBody(req: IncomingMessage, dataDir: string, limit: number): Promise<SpooledBody> {
  const folder = tempDir(dataDir);
  await mkdir(folder, { recursive: true, mode: 0o755 });
  const file = path.join(folder, `${randomBytes(16).toString("hex")}.body`);
  // Created before anything is written, so removing it after a failure cannot race its creation.
  const handle = await open(file, "wx", 0o600);
  const out = handle.createWriteStream({ highWaterMark: 64 * 1024 });
  let bytes: number;
  try {
    bytes = await copyBody(req, out, limit);
  } catch (error) {
    out.destroy();
    await rm(file, { force: true });
    throw error;
  }
  return {
    bytes,
    withBody: (work) =>
      inMemory(async () => {
        const body = await readFile(file);
        buffered += body.length;
        try {
          return await work(body);
        } finally {
          buffered -= body.length;
        }
      }),
    discard: () => rm(file, { force: true }),
  };
}

/** Copies the body into `out` with backpressure; resolves with its size once it is all written. */
function copyBody(req: IncomingMessage, out: Writable, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let total = 0;
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      req.off("data", onData).off("end", onEnd).off("error", onClientError).off("close", onClose);
      out.off("drain", onDrain).off("finish", onFinish).off("error", onDiskError);
      if (!error) return resolve(total);
      req.pause(); // the rest of the body is not wanted
      out.on("error", () => {}); // the caller destroys the file stream; nothing more to hear from it
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) settle(new UploadError("too-large"));
      else if (!out.write(chunk)) req.pause();
    };
    const onDrain = () => req.resume();
    const onEnd = () => out.end();
    const onFinish = () => settle();
    const onDiskError = (error: Error) => settle(error); // a server fault: the router answers 503
    const onClientError = (error: Error) => settle(new ClientGone(error.message));
    const onClose = () => {
      if (!req.complete) settle(new ClientGone("client closed the connection"));
    };
    req.on("data", onData).on("end", onEnd).on("error", onClientError).on("close", onClose);
    out.on("drain", onDrain).on("finish", onFinish).on("error", onDiskError);
    // The client may have left while the file was being created: its "close" is then already
    // past, and without this the promise would wait forever with the file open.
    if (req.destroyed) settle(new ClientGone("client closed the connection"));
  });
}
