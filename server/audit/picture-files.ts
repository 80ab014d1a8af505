import { and, eq, inArray } from "drizzle-orm";
import type { RequestHandler } from "express";
import { PICTURE_NAME } from "#app/lib/page-pictures.ts";
import type { Database, Db } from "../db/index.ts";
import { auditFiles, auditRequests } from "../db/schema.ts";
import { strongEtag } from "../http-cache.ts";
import { type PictureBody, processPictures } from "./report/pictures.ts";
import type { AuditOutcome } from "./run.ts";

// The pictures of an audited page as files of its report (issue 27, decision 032): made small,
// stored in audit_files with the report (so every instance serves them, and they go with the
// request: on delete cascade), and served at /rapport/{token}/bilder/{name}.

/**
 * The outcome's pictures made small, with what exists written into the report; none when the
 * browser took none or they could not be processed (the report then says so in their place).
 */
export async function picturesOf(
  outcome: AuditOutcome,
  onError: (error: unknown) => void,
): Promise<PictureBody[]> {
  if (!outcome.pictures) return [];
  try {
    const { files, summary } = await processPictures(outcome.pictures);
    outcome.report.pictures = summary;
    return files;
  } catch (error) {
    onError(error);
    return [];
  }
}

type Executor = Pick<Db, "insert">;

/** Stores the files of a request's report (in the transaction that stores the report). */
export async function storePictureFiles(executor: Executor, requestId: string, files: PictureBody[]) {
  if (!files.length) return;
  await executor
    .insert(auditFiles)
    .values(files.map((file) => ({ requestId, ...file })))
    .onConflictDoNothing();
}

/** The stored files of a request by name, for the e-mail. */
export async function readPictureFiles(database: Database, requestId: string, names: string[]) {
  if (!names.length) return new Map<string, Buffer>();
  const rows = await database.db
    .select({ name: auditFiles.name, body: auditFiles.body })
    .from(auditFiles)
    .where(and(eq(auditFiles.requestId, requestId), inArray(auditFiles.name, names)));
  return new Map(rows.map((row) => [row.name, row.body]));
}

/** A picture never changes under its name: a year in the browser's own cache, never in a shared one. */
const KEPT = "private, max-age=31536000, immutable";
/** Like the report page for a token it does not know (app/routes/audit-report.tsx). */
const NOT_STORED = "private, no-store";
const TOKEN = /^[\w-]{20,100}$/;

/**
 * GET /rapport/{token}/bilder/{name}: a picture of that token's report, or 404. Never indexed,
 * never sniffed into another type, never a document that could run anything.
 */
export function serveReportPicture(database: Database): RequestHandler {
  return async (req, res, next) => {
    res.set({
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
      "Content-Security-Policy": "default-src 'none'; sandbox; frame-ancestors 'none'",
    });
    const token = String(req.params.token ?? "");
    const name = String(req.params.name ?? "");
    const notFound = () =>
      res
        .status(404)
        .set("Cache-Control", NOT_STORED)
        .type("text/plain; charset=utf-8")
        .send("Fant ikke bildet.");
    if (!TOKEN.test(token) || !PICTURE_NAME.test(name)) return notFound();
    try {
      const [file] = await database.db
        .select({ contentType: auditFiles.contentType, body: auditFiles.body })
        .from(auditFiles)
        .innerJoin(auditRequests, eq(auditRequests.id, auditFiles.requestId))
        .where(and(eq(auditRequests.token, token), eq(auditFiles.name, name)));
      if (!file) return notFound();
      const etag = strongEtag(file.body);
      res.set({ "Cache-Control": KEPT, "Content-Type": file.contentType, ETag: etag });
      // Express answers 304 itself when the browser's If-None-Match is this ETag.
      res.send(file.body);
    } catch (error) {
      next(error);
    }
  };
}
