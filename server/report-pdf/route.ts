import type { RequestHandler } from "express";
import { etagMatches } from "../http-cache.ts";
import type { ReportPdfs } from "./report-pdf.ts";

// GET /rapport/{token}/rapport.pdf (decision 033): the report as PDF, for whoever holds the link,
// like the page. Never indexed, never in a shared cache; a browser may keep it and ask again with
// its ETag (a new design of the page is a new print with a new ETag). A report not finished or not there is a 404; a
// print that fails is a 503 that asks for a new try, and nothing is stored.

export const RETRY_AFTER_SECONDS = 30;

export function reportPdfRoute(pdfs: ReportPdfs): RequestHandler {
  return async (req, res) => {
    res.set({ "X-Robots-Tag": "noindex", "X-Content-Type-Options": "nosniff" });
    const text = (status: number, message: string) =>
      res
        .status(status)
        .set("Cache-Control", "private, no-store")
        .type("text/plain; charset=utf-8")
        .send(message);
    let pdf: Awaited<ReturnType<ReportPdfs["forToken"]>>;
    try {
      pdf = await pdfs.forToken(String(req.params.token ?? ""));
    } catch (error) {
      req.log.error({ err: error }, "the report PDF could not be made");
      res.set("Retry-After", String(RETRY_AFTER_SECONDS));
      return text(
        503,
        "Vi fikk ikke laget PDF-en av rapporten akkurat nå. Prøv igjen om et halvt minutt. Rapporten finner du fortsatt på nettsiden.",
      );
    }
    if (!pdf) return text(404, "Fant ikke rapporten. Lenken kan være feil, eller rapporten er slettet.");
    res.status(etagMatches(req.get("If-None-Match"), pdf.etag) ? 304 : 200).set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdf.filename}"`,
      "Cache-Control": "private, no-cache",
      ETag: pdf.etag,
    });
    if (res.statusCode === 304) res.end();
    else res.send(pdf.body);
  };
}
