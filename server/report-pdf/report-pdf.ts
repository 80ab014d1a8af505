import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, like, ne } from "drizzle-orm";
import type { Logger } from "pino";
import { PICTURE_NAME } from "#app/lib/page-pictures.ts";
import { site } from "#content/site.ts";
import type { Database } from "../db/index.ts";
import { auditFiles, auditRequests } from "../db/schema.ts";
import { escapeHtml } from "../escape.ts";
import { strongEtag } from "../http-cache.ts";
import { printToPdf } from "./print.ts";

// The audit report as a PDF (decision 033): our own rendering of /rapport/{token}, printed once by
// the sandboxed Chromium with the print stylesheet (app/app.css), then kept in audit_files beside
// the report, so every instance serves the same file and it is deleted with the report; a new
// design of the page is printed anew (PDF_PREFIX). One print
// per report at a time in this process (a second request waits for the first); the printer itself
// takes one job at a time. A failed or oversized print is thrown, never stored.

/**
 * A stored PDF's name: «rapport-» and a hash of the page it was printed from. A deploy that
 * changes how the report looks (or the assets it names) changes the page, so the next download
 * prints it anew instead of serving the old design; the older print is then deleted.
 */
export const PDF_PREFIX = "rapport-";
const pdfNameFor = (html: string) =>
  `${PDF_PREFIX}${createHash("sha256").update(html).digest("base64url").slice(0, 16)}.pdf`;
/** The largest PDF we keep or serve; a typical report is a few hundred KB. */
export const MAX_PDF_BYTES = 3 * 1024 * 1024;

export interface ReportPdf {
  body: Buffer;
  /** A strong validator: the body's hash, quoted. */
  etag: string;
  /** «nettsidesjekk-example.no.pdf»: the host of the fetched page, in safe characters. */
  filename: string;
}

export interface ReportPdfDeps {
  database: Database;
  logger: Logger;
  /** Our public address: the printed page is given it, so its links print as ours. */
  siteUrl: string;
  /** The built client (stylesheet font, logo): the only files the printed page may load. */
  clientDir: string;
  /** Our server's HTML for /rapport/{token}. */
  renderPage(token: string): Promise<string>;
  /** MAX_PDF_BYTES unless a test says otherwise. */
  maxBytes?: number;
}

export interface ReportPdfs {
  /** The stored PDF, printed first if need be; null when the token has no finished report. */
  forToken(token: string): Promise<ReportPdf | null>;
  /** The same, by audit request id (the audit job, for the mail). */
  forRequest(requestId: string): Promise<ReportPdf | null>;
}

const TYPES: Record<string, string> = {
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".css": "text/css",
};

export function pdfFilename(finalUrl: string): string {
  const host = (URL.parse(finalUrl)?.hostname ?? "").toLowerCase().replace(/[^a-z0-9.-]+/g, "-");
  const safe = host.replace(/^[.-]+|[.-]+$/g, "").slice(0, 80);
  return `nettsidesjekk-${safe || "rapport"}.pdf`;
}

/** The logo and our contact details above every page; the page numbers below. */
export async function printTemplates(clientDir: string, host: string, siteUrl: string) {
  const logo = await readFile(path.join(clientDir, "images/logos/fjellvik-digital.svg")).catch(() => null);
  const text = "font-family:Arial,Helvetica,sans-serif;font-size:8pt;color:#334155";
  const contact = [site.phone, site.email, new URL(siteUrl).host].map(escapeHtml).join(" · ");
  const header = `<div style="${text};width:100%;margin:0 14mm;display:flex;align-items:center;justify-content:space-between;border-bottom:0.5pt solid #cbd5e1;padding-bottom:2mm">${
    logo
      ? `<img src="data:image/svg+xml;base64,${logo.toString("base64")}" alt="" style="height:9mm">`
      : `<strong>${escapeHtml(site.companyName)}</strong>`
  }<span>${escapeHtml(site.legalName)} · ${contact}</span></div>`;
  const footer = `<div style="${text};width:100%;margin:0 14mm;display:flex;justify-content:space-between"><span>Nettsidesjekk for ${escapeHtml(host)}</span><span>Side <span class="pageNumber"></span> av <span class="totalPages"></span></span></div>`;
  return { header, footer };
}

export function reportPdfs(deps: ReportPdfDeps): ReportPdfs {
  const { db } = deps.database;
  const printing = new Map<string, Promise<ReportPdf>>();
  const clientRoot = path.resolve(deps.clientDir);

  async function stored(requestId: string, name: string, filename: string): Promise<ReportPdf | null> {
    const [file] = await db
      .select({ body: auditFiles.body })
      .from(auditFiles)
      .where(and(eq(auditFiles.requestId, requestId), eq(auditFiles.name, name)));
    return file ? { body: file.body, etag: strongEtag(file.body), filename } : null;
  }

  /** A file the printed page asks for: the built client's, or this report's own picture. */
  const resourceFor = (requestId: string) => async (pathname: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const own = /^\/rapport\/[^/]+\/bilder\/([^/]+)$/.exec(decoded)?.[1];
    if (own !== undefined) {
      if (!PICTURE_NAME.test(own)) return null;
      const [file] = await db
        .select({ type: auditFiles.contentType, body: auditFiles.body })
        .from(auditFiles)
        .where(and(eq(auditFiles.requestId, requestId), eq(auditFiles.name, own)));
      return file ?? null;
    }
    const file = path.resolve(clientRoot, `.${decoded}`);
    const type = TYPES[path.extname(file)];
    if (!type || !file.startsWith(`${clientRoot}${path.sep}`)) return null;
    const body = await readFile(file).catch(() => null);
    return body ? { type, body } : null;
  };

  async function print(row: { id: string; token: string }, html: string, host: string, filename: string) {
    const started = Date.now();
    const name = pdfNameFor(html);
    const templates = await printTemplates(clientRoot, host, deps.siteUrl);
    const body = await printToPdf({
      url: `${deps.siteUrl}/rapport/${row.token}`,
      html,
      resource: resourceFor(row.id),
      headerTemplate: templates.header,
      footerTemplate: templates.footer,
    });
    if (body.length > (deps.maxBytes ?? MAX_PDF_BYTES))
      throw new Error(`the PDF is ${body.length} bytes, over the limit`);
    await db.transaction(async (tx) => {
      await tx
        .insert(auditFiles)
        .values({ requestId: row.id, name, contentType: "application/pdf", body })
        .onConflictDoNothing();
      // Prints of an older design of the page are served no more.
      await tx
        .delete(auditFiles)
        .where(
          and(
            eq(auditFiles.requestId, row.id),
            like(auditFiles.name, `${PDF_PREFIX}%.pdf`),
            ne(auditFiles.name, name),
          ),
        );
    });
    deps.logger.info({ auditId: row.id, bytes: body.length, ms: Date.now() - started }, "report PDF printed");
    // Another instance may have stored its own print first: serve what is stored.
    return (await stored(row.id, name, filename)) ?? { body, etag: strongEtag(body), filename };
  }

  async function forRow(row: typeof auditRequests.$inferSelect | undefined): Promise<ReportPdf | null> {
    if (row?.report?.kind !== "report") return null;
    const host = new URL(row.report.report.finalUrl).host;
    const filename = pdfFilename(row.report.report.finalUrl);
    // The page is rendered each time (milliseconds; a print takes seconds): its hash names the
    // print of this design of it.
    const html = await deps.renderPage(row.token);
    const found = await stored(row.id, pdfNameFor(html), filename);
    if (found) return found;
    let pending = printing.get(row.id);
    if (!pending) {
      pending = print(row, html, host, filename).finally(() => printing.delete(row.id));
      printing.set(row.id, pending);
    }
    return pending;
  }

  return {
    async forToken(token) {
      if (!/^[\w-]{20,100}$/.test(token)) return null;
      const [row] = await db.select().from(auditRequests).where(eq(auditRequests.token, token));
      return forRow(row);
    },
    async forRequest(requestId) {
      const [row] = await db.select().from(auditRequests).where(eq(auditRequests.id, requestId));
      return forRow(row);
    },
  };
}
