import { desc, sql } from "drizzle-orm";
import express, { type RequestHandler, Router } from "express";
import type { Logger } from "pino";
import { clientKey } from "../client-key.ts";
import type { Database } from "../db/index.ts";
import type { RateLimiter } from "../rate-limit.ts";
import { UPLOAD_ERRORS, UploadError } from "./errors.ts";
import { displayName } from "./filename.ts";
import { isMultipart, singleImageFile } from "./multipart.ts";
import { MAX_OUTPUT_BYTES, processImage } from "./process.ts";
import { uploads } from "./schema.ts";
import { CLIENT_SHARE, hashedClient, storageUse } from "./share.ts";
import { ClientGone, DEFAULT_MAX_SPOOLED_BYTES, MAX_BODY_BYTES, reserveSpool, spoolBody } from "./spool.ts";
import { contentTypeOf, newStoredName, storedPath, sweepTemporary, writePending } from "./storage.ts";

// The image upload of /upload-test (docs/brief/SPEC.md sections 4, 5, 7, 8): POST /api/upload takes one image
// in the multipart field "image", GET /api/uploads lists them, GET /uploads/<name> serves them.
// Every refusal is a 4xx with a Norwegian message; only a real server fault (database down) or too
// many uploads at once (spool.ts) is 503.

export interface UploadDeps {
  database: Database;
  dataDir: string;
  logger: Logger;
  limits: {
    /** Upload attempts per IP address (every POST counts, accepted or not). */
    perIp: RateLimiter;
    /** No upload is accepted once the stored files together reach this many bytes. */
    maxTotalBytes: number;
    /** What one client (clientKey) may keep stored; by default CLIENT_SHARE of maxTotalBytes. */
    perClientBytes?: number;
    /** Bodies being received or waiting to be processed, together (on disk); past it, 503. */
    maxSpooledBytes?: number;
  };
}

export { MAX_BODY_BYTES };
export const PAGE_SIZE = 24;
const QUOTA_LOCK = 7_204_612; // advisory lock serialising the quota checks and insert across instances
const UNAVAILABLE = "Tjenesten er midlertidig utilgjengelig. Prøv igjen om litt.";
/** When to try again after a 503 for too many uploads at once: about one slow upload's time. */
const BUSY_RETRY_SECONDS = 30;

/**
 * Receives the body onto disk, then (in memory only through spool.ts's gate) checks and re-encodes
 * its one image. The body's file is gone again when this settles.
 */
async function receiveImage(req: express.Request, dataDir: string, contentType: string) {
  const spooled = await spoolBody(req, dataDir, MAX_BODY_BYTES);
  try {
    return await spooled.withBody(async (body) => {
      const file = await singleImageFile(body, contentType);
      const image = await processImage(new Uint8Array(await file.arrayBuffer()));
      return { image, filename: displayName(file.name, image.type.ext) };
    });
  } finally {
    await spooled.discard();
  }
}

const failure = (res: express.Response, status: number, message: string) =>
  res.status(status).json({ success: false, message });

export function uploadRouter(deps: UploadDeps): Router {
  const { database, dataDir, logger, limits } = deps;
  const { db } = database;
  const router = Router();
  // Never less than one image of the largest size, or a small quota would refuse it to everyone.
  const perClientBytes =
    limits.perClientBytes ?? Math.max(Math.floor(limits.maxTotalBytes * CLIENT_SHARE), MAX_OUTPUT_BYTES);

  sweepTemporary(dataDir)
    .then((removed) => removed && logger.info({ removed }, "removed stale temporary upload files"))
    .catch((error) => logger.warn({ err: error }, "sweeping temporary upload files failed"));

  /** Refuses when the quota, or this client's share of it, has no room for `adding` more bytes. */
  const checkRoom = async (
    executor: Pick<typeof db, "execute">,
    res: express.Response,
    client: string,
    adding: number,
  ) => {
    const use = await storageUse(executor, client);
    if (use.total + adding > limits.maxTotalBytes) throw new UploadError("storage-full");
    if (use.client + adding > perClientBytes) {
      res.setHeader("Retry-After", String(use.clientFreesInSeconds));
      throw new UploadError("share-used");
    }
  };

  router.post("/upload", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      const client = clientKey(req.ip);
      const limit = await limits.perIp.hit(client);
      if (!limit.allowed) {
        res.setHeader("Retry-After", String(limit.retryAfterSeconds));
        throw new UploadError("rate-limited");
      }
      const contentType = req.headers["content-type"];
      if (!isMultipart(contentType)) throw new UploadError("not-multipart");
      const hashed = hashedClient(client);
      // Before the work of reading and processing: is there room for one byte more?
      await checkRoom(db, res, hashed, 1);

      const release = reserveSpool(req, limits.maxSpooledBytes ?? DEFAULT_MAX_SPOOLED_BYTES);
      if (!release) {
        res.setHeader("Retry-After", String(BUSY_RETRY_SECONDS));
        throw new UploadError("busy");
      }
      const { image, filename } = await receiveImage(req, dataDir, contentType as string).finally(release);
      const pending = await writePending(dataDir, image.data, newStoredName(image.type.ext));
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK})`);
          await checkRoom(tx, res, hashed, image.data.length);
          await tx.insert(uploads).values({
            storedName: pending.storedName,
            originalName: filename,
            mime: image.type.mime,
            bytes: image.data.length,
            width: image.width,
            height: image.height,
            clientKey: hashed,
          });
          // Published inside the transaction: a failed commit removes the file again below.
          await pending.publish();
        });
      } catch (error) {
        await pending.discard().catch((e) => logger.warn({ err: e }, "removing a refused upload failed"));
        throw error;
      }
      req.log?.info({ bytes: image.data.length, mime: image.type.mime }, "image uploaded");
      res.status(201).json({
        success: true,
        message: `Bildet «${filename}» er lastet opp.`,
        file: { filename, url: `/uploads/${pending.storedName}` },
      });
    } catch (error) {
      if (error instanceof ClientGone) {
        (req.log ?? logger).debug({ err: error }, "upload aborted by the client");
        return;
      }
      // The rest of an unread body is not wanted: close the connection after answering.
      if (!req.complete) res.setHeader("Connection", "close");
      if (error instanceof UploadError) {
        failure(res, error.status, error.message);
      } else {
        (req.log ?? logger).error({ err: error }, "upload failed");
        failure(res, 503, UNAVAILABLE);
      }
    }
  });

  router.get("/uploads", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const side = req.query.side;
    if (side !== undefined && (typeof side !== "string" || !/^[1-9]\d{0,5}$/.test(side))) {
      const { status, message } = UPLOAD_ERRORS["invalid-page"];
      failure(res, status, message);
      return;
    }
    const page = side === undefined ? 1 : Number(side);
    try {
      const rows = await db
        .select({ filename: uploads.originalName, storedName: uploads.storedName })
        .from(uploads)
        .orderBy(desc(uploads.createdAt), desc(uploads.id))
        .limit(PAGE_SIZE + 1)
        .offset((page - 1) * PAGE_SIZE);
      res.json({
        success: true,
        files: rows
          .slice(0, PAGE_SIZE)
          .map((row) => ({ filename: row.filename, url: `/uploads/${row.storedName}` })),
        page,
        hasMore: rows.length > PAGE_SIZE,
      });
    } catch (error) {
      (req.log ?? logger).error({ err: error }, "listing uploads failed");
      failure(res, 503, UNAVAILABLE);
    }
  });

  return router;
}

/** Headers on everything under /uploads: never rendered as a document, never run as script. */
const SAFE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy":
    "default-src 'none'; img-src 'self'; style-src 'none'; sandbox; frame-ancestors 'none'",
};

/**
 * Serves stored images. Mount at the site root as `app.use("/uploads", serveUploads(dataDir))`
 * (everything under /uploads is then answered here) or as `app.get("/uploads/:name", …)`.
 */
export function serveUploads(dataDir: string): RequestHandler {
  return (req, res) => {
    res.set(SAFE_HEADERS);
    const notFound = () => {
      res
        .status(404)
        .set({ "Cache-Control": "no-cache", "Content-Type": "text/plain; charset=utf-8" })
        .send("Fant ikke bildet.");
    };
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set({ Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.send("Bare GET og HEAD er tillatt her.");
      return;
    }
    const name = typeof req.params?.name === "string" ? req.params.name : req.path.replace(/^\//, "");
    const file = storedPath(dataDir, name);
    const type = contentTypeOf(name);
    if (!file || !type) return notFound();
    res.sendFile(
      file,
      {
        dotfiles: "deny",
        cacheControl: false,
        headers: {
          "Content-Type": type,
          "Cache-Control": "public, max-age=31536000, immutable",
          "Content-Disposition": "inline",
        },
      },
      (error) => {
        if (!error) return;
        if (!res.headersSent) notFound();
        else res.end();
      },
    );
  };
}
