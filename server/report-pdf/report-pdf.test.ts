import { and, eq, like } from "drizzle-orm";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuditReport, categoryLabel, orderedCategories } from "#app/lib/audit-report.ts";
import { type FixtureSites, startFixtureSites } from "#tests/fixture-sites.ts";
import { startTestServer } from "#tests/test-server.ts";
import { processAudit } from "../audit/job.ts";
import { runAudit } from "../audit/run.ts";
import { auditFiles, auditRequests } from "../db/schema.ts";
import type { OutgoingMail } from "../mail/transport.ts";
import { printCount } from "./print.ts";
import { MAX_PDF_BYTES, PDF_PREFIX, type ReportPdf, reportPdfs } from "./report-pdf.ts";

// The report as PDF (decision 033), end to end on the built site: printed once by the sandboxed
// Chromium, stored in audit_files, served from there; tagged, titled, in bokmål; attached to the
// mail only for the audited site's own addresses. Chromium runs two or three times in this file.

let sites: FixtureSites;
let server: Awaited<ReturnType<typeof startTestServer>>;
let report: AuditReport;
let token: string;
let requestId: string;

const SITE = "https://www.butikk-eksempel.no/";

/** A picture as the job stores it (decision 032): the screenshot and two filmstrip frames. */
const picture = (width: number, height: number, format: "webp" | "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: "#0f766e" } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height / 3}"><rect width="100%" height="100%" fill="#f4f7f9"/></svg>`,
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();
let pictures: { name: string; contentType: string; body: Buffer }[];

async function storeReport(email: string) {
  const [row] = await server.services.database.db
    .insert(auditRequests)
    .values({ url: SITE, email, status: "done", report: { kind: "report", report } })
    .returning();
  if (!row) throw new Error("no row");
  await server.services.database.db
    .insert(auditFiles)
    .values(pictures.map((file) => ({ requestId: row.id, ...file })));
  return row;
}

beforeAll(async () => {
  sites = await startFixtureSites();
  server = await startTestServer({
    AUDIT_ALLOW_HOSTS: sites.hostPort,
    SITE_URL: "https://www.fjellvik.example",
    RUN_WORKERS: "false",
  });
  report = await runAudit(`${sites.origin}/poor`, {
    allowHosts: [sites.hostPort],
    totalTimeoutMs: 2000,
    maxBytes: 2 * 1024 * 1024,
    crawl: { minGapMs: 0 },
  });
  // As if the audited site were a real one: the host names the file, and the mail rule reads it.
  report.finalUrl = SITE;
  pictures = [
    { name: "skjerm.webp", contentType: "image/webp", body: await picture(360, 780, "webp") },
    { name: "skjerm.jpg", contentType: "image/jpeg", body: await picture(360, 780, "jpeg") },
    { name: "film-1.jpg", contentType: "image/jpeg", body: await picture(90, 195, "jpeg") },
    { name: "film-2.jpg", contentType: "image/jpeg", body: await picture(90, 195, "jpeg") },
  ];
  const size = (name: string, width: number, height: number) => ({
    name,
    width,
    height,
    bytes: pictures.find((file) => file.name === name)?.body.length ?? 0,
  });
  report.pictures = {
    screenshot: { web: size("skjerm.webp", 360, 780), mail: size("skjerm.jpg", 360, 780) },
    filmstrip: [
      { timingMs: 400, image: size("film-1.jpg", 90, 195) },
      { timingMs: 1200, image: size("film-2.jpg", 90, 195) },
    ],
  };
  const row = await storeReport("eier@butikk-eksempel.no");
  token = row.token;
  requestId = row.id;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await sites?.close();
});

const pdfUrl = (of: string) => `${server.url}/rapport/${of}/rapport.pdf`;

async function readPdf(body: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(body), verbosity: 0 }).promise;
  const info = (await doc.getMetadata()).info as unknown as Record<string, unknown>;
  let text = "";
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += ` ${content.items.map((item) => ("str" in item ? item.str : "")).join(" ")}`;
  }
  const structTree = await (await doc.getPage(1)).getStructTree();
  let images = 0;
  for (let n = 1; n <= doc.numPages; n++) {
    const operators = await (await doc.getPage(n)).getOperatorList();
    images += operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
  }
  return {
    pages: doc.numPages,
    info,
    marked: (await doc.getMarkInfo())?.Marked,
    structTree,
    images,
    text: text.replace(/\s+/g, " "),
  };
}

describe("GET /rapport/{token}/rapport.pdf", () => {
  it("prints the report once: tagged, titled, in bokmål, with every score, under the limit", async () => {
    const before = printCount();
    const res = await fetch(pdfUrl(token));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      'inline; filename="nettsidesjekk-www.butikk-eksempel.no.pdf"',
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(printCount()).toBe(before + 1);
    expect(body.length).toBeLessThan(MAX_PDF_BYTES);

    const page = await (await fetch(`${server.url}/rapport/${token}`)).text();
    const title = /<title>([^<]*)<\/title>/.exec(page)?.[1];
    const pdf = await readPdf(body);
    expect(pdf.info.Title).toBe(title);
    expect(pdf.info.Language).toBe("nb");
    expect(pdf.marked).toBe(true);
    expect(pdf.structTree).not.toBeNull();
    expect(pdf.text).toContain("Rapport for www.butikk-eksempel.no");
    // The page's pictures, from audit_files, the lazy filmstrip too (the logo is drawn, not a picture).
    expect(pdf.text).toContain("Slik så siden ut på mobilen");
    expect(pdf.images).toBeGreaterThanOrEqual(3);
    for (const [key, category] of orderedCategories(report)) {
      const score = category.score === null ? "ikke målt" : `${category.score} ?(av 100|/100)`;
      expect(pdf.text).toMatch(new RegExp(`${categoryLabel(key)} ${score}`));
    }
    // The header and footer of every page: who we are, and where in the report you are.
    expect(pdf.text).toContain(`Side 1 av ${pdf.pages}`);
    expect(pdf.text).toContain("post@fjellvik.example");
    // None of the page's own chrome: menu, cookie banner, buttons.
    expect(pdf.text).not.toContain("Hovedmeny");
    expect(pdf.text).not.toContain("informasjonskapsler?");
    expect(pdf.text).not.toContain("Last ned som PDF");
    console.info(`report PDF: ${body.length} bytes, ${pdf.pages} pages`);

    // Then from storage: the same bytes, no Chromium; a 304 for the browser's own copy.
    const again = await fetch(pdfUrl(token));
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    expect(again.headers.get("etag")).toBe(etag);
    const revalidated = await fetch(pdfUrl(token), { headers: { "If-None-Match": etag ?? "" } });
    expect(revalidated.status).toBe(304);
    expect(printCount()).toBe(before + 1);
    const [file] = await server.services.database.db
      .select()
      .from(auditFiles)
      .where(and(eq(auditFiles.requestId, requestId), like(auditFiles.name, `${PDF_PREFIX}%.pdf`)));
    expect(file?.contentType).toBe("application/pdf");
  }, 60_000);

  it("prints once for requests that arrive together", async () => {
    const row = await storeReport("eier@butikk-eksempel.no");
    const before = printCount();
    const answers = await Promise.all([1, 2, 3].map(() => fetch(pdfUrl(row.token))));
    const bodies = await Promise.all(answers.map(async (res) => Buffer.from(await res.arrayBuffer())));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(bodies[1]?.equals(bodies[0] as Buffer)).toBe(true);
    expect(bodies[2]?.equals(bodies[0] as Buffer)).toBe(true);
    expect(printCount()).toBe(before + 1);
  }, 60_000);

  it("answers 404, never cached, for an unknown token and for a report not made yet", async () => {
    const pending = (
      await server.services.database.db
        .insert(auditRequests)
        .values({ url: SITE, email: "eier@butikk-eksempel.no" })
        .returning()
    )[0];
    for (const path of ["0123456789abcdef0123456789abcdef", pending?.token ?? "", "kort"]) {
      const res = await fetch(pdfUrl(path));
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.text()).toMatch(/^Fant ikke rapporten/);
    }
  });
});

describe("a print that fails", () => {
  const deps = () => ({
    database: server.services.database,
    logger: pino({ level: "silent" }),
    siteUrl: "https://www.fjellvik.example",
    clientDir: "build/client",
  });

  it("stores nothing when the page cannot be rendered or the PDF is over the limit", async () => {
    const row = await storeReport("eier@butikk-eksempel.no");
    const broken = reportPdfs({ ...deps(), renderPage: async () => Promise.reject(new Error("render")) });
    await expect(broken.forToken(row.token)).rejects.toThrow("render");
    const tiny = reportPdfs({ ...deps(), renderPage: async () => "<h1>Rapport</h1>", maxBytes: 500 });
    await expect(tiny.forToken(row.token)).rejects.toThrow(/over the limit/);
    const stored = await server.services.database.db
      .select()
      .from(auditFiles)
      .where(and(eq(auditFiles.requestId, row.id), like(auditFiles.name, `${PDF_PREFIX}%.pdf`)));
    expect(stored).toEqual([]);
  }, 60_000);

  it("prints anew when the page's design has changed, and keeps only the newest print", async () => {
    const row = await storeReport("eier@butikk-eksempel.no");
    const page = (heading: string) =>
      `<!doctype html><html lang="nb"><title>Rapport</title><h1>${heading}</h1></html>`;
    const before = printCount();
    const first = await reportPdfs({ ...deps(), renderPage: async () => page("Rapport") }).forToken(
      row.token,
    );
    const same = await reportPdfs({ ...deps(), renderPage: async () => page("Rapport") }).forToken(row.token);
    expect(same?.etag).toBe(first?.etag);
    expect(printCount()).toBe(before + 1);
    const redesigned = await reportPdfs({ ...deps(), renderPage: async () => page("Ny rapport") }).forToken(
      row.token,
    );
    expect(printCount()).toBe(before + 2);
    expect(redesigned?.etag).not.toBe(first?.etag);
    const kept = await server.services.database.db
      .select({ name: auditFiles.name, body: auditFiles.body })
      .from(auditFiles)
      .where(and(eq(auditFiles.requestId, row.id), like(auditFiles.name, `${PDF_PREFIX}%.pdf`)));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.body.equals(redesigned?.body as Buffer)).toBe(true);
  }, 60_000);

  it("answers 503 in Norwegian with Retry-After", async () => {
    const { reportPdfRoute } = await import("./route.ts");
    const express = (await import("express")).default;
    const app = express();
    app.use((req, _res, next) => {
      (req as unknown as { log: unknown }).log = pino({ level: "silent" });
      next();
    });
    app.get(
      "/rapport/:token/rapport.pdf",
      reportPdfRoute({
        ...reportPdfs({ ...deps(), renderPage: async () => Promise.reject(new Error("render")) }),
      }),
    );
    const listening = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listening.once("listening", resolve));
    const { port } = listening.address() as { port: number };
    const row = await storeReport("eier@butikk-eksempel.no");
    const res = await fetch(`http://127.0.0.1:${port}/rapport/${row.token}/rapport.pdf`);
    listening.close();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.text()).toMatch(/^Vi fikk ikke laget PDF-en av rapporten akkurat nå/);
  });
});

describe("the report mail and its PDF (decisions 028 and 033)", () => {
  // The site's own addresses get the page's pictures inline too (decision 032): only PDFs count here.
  const pdfsIn = (mail: OutgoingMail) =>
    (mail.attachments ?? []).filter((file) => file.contentType === "application/pdf");

  async function mailFor(email: string, pdfs = server.services.reportPdfs) {
    const row = await storeReport(email);
    const sent: OutgoingMail[] = [];
    await processAudit(
      {
        database: server.services.database,
        mailer: { send: async (mail) => void sent.push(mail), close: () => {} },
        mailFrom: "Fjellvik Digital <post@fjellvik.example>",
        siteUrl: "https://www.fjellvik.example",
        fetchOptions: {},
        logger: pino({ level: "silent" }),
        reportPdfs: pdfs,
      },
      row.id,
    );
    const mail = sent[0];
    if (!mail) throw new Error("no mail");
    return { mail, link: `https://www.fjellvik.example/rapport/${row.token}/rapport.pdf` };
  }

  it("attaches the PDF for an address at the audited site's own domain", async () => {
    const { mail, link } = await mailFor("daglig.leder@butikk-eksempel.no");
    const pdfs = pdfsIn(mail);
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]?.filename).toBe("nettsidesjekk-www.butikk-eksempel.no.pdf");
    expect(pdfs[0]?.content.subarray(0, 5).toString()).toBe("%PDF-");
    expect(mail.text).toContain(`Rapporten ligger også ved som PDF, og du kan laste den ned her: ${link}`);
  }, 60_000);

  it("sends only the link to any other address", async () => {
    const before = printCount();
    const { mail, link } = await mailFor("noen@gmail.com");
    expect(pdfsIn(mail)).toEqual([]);
    expect(mail.text).toContain(`Vil du heller ha rapporten som PDF? Last den ned her: ${link}`);
    expect(mail.html).toContain(link);
    expect(printCount()).toBe(before);
  });

  it("sends only the link when the PDF would take the mail over 1 MB", async () => {
    const big: ReportPdf = { body: Buffer.alloc(800_000), etag: '"x"', filename: "nettsidesjekk-x.pdf" };
    const { mail } = await mailFor("eier@butikk-eksempel.no", {
      forToken: async () => big,
      forRequest: async () => big,
    });
    expect(pdfsIn(mail)).toEqual([]);
    expect(mail.text).toContain("Vil du heller ha rapporten som PDF?");
  });
});
