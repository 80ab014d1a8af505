import { get } from "node:http";
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noPicturesNote, screenshotAlt } from "#app/lib/page-pictures.ts";
import { type FixtureServer, html, startServer } from "#tests/browser-fixtures.ts";
import { startSmtpServer } from "#tests/smtp.ts";
import { startTestServer } from "#tests/test-server.ts";
import { until } from "#tests/until.ts";
import { auditFiles, auditRequests } from "../db/schema.ts";
import { runRetention } from "../jobs/index.ts";
import { PICTURES_IN_THE_REPORT } from "../mail/audit-pictures.ts";
import { runAuditIsolatedWithPictures } from "./isolated.ts";
import { type AuditJobDeps, processAudit } from "./job.ts";
import { type AuditOutcome, runAuditWithPictures } from "./run.ts";

// The page as the phone saw it (issue 27, decision 032), end to end with one real browser audit of
// a fixture named bakeri.test: the job stores the pictures beside the report, the site serves them
// with their headers, the report page shows them, and the mail has them inline for the site's own
// address only. A report without the browser says so in their place; the files go with the request.
// A second browser run, in the audit's own thread, shows the pictures cross it as bytes.

const HOST = "bakeri.test";
const RUN_TIMEOUT = 240_000;

/** A page that fills the screen in three steps, so the filmstrip has moments to show. */
const FILLING_PAGE = `<!doctype html><html lang="nb"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bakeriet</title></head>
<body style="margin:0;font-family:sans-serif"><h1 style="margin:0;padding:48px 16px;background:#2f5d3a;color:#fff">Bakeriet</h1>
<script>
setTimeout(() => document.body.insertAdjacentHTML("beforeend", '<div style="height:260px;background:#c0522a"></div>'), 700);
setTimeout(() => document.body.insertAdjacentHTML("beforeend", '<div style="height:260px;background:#2a55c0"></div>'), 1400);
</script></body></html>`;

let site: FixtureServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startTestServer>>;
let siteUrl = "";
let threaded: Promise<AuditOutcome>;
const requests: Record<"owner" | "other" | "noBrowser", { id: string; token: string }> = {} as never;

beforeAll(async () => {
  site = await startServer({ "/": html(FILLING_PAGE) });
  siteUrl = `http://${HOST}:${site.port}/`;
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url, SITE_URL: "https://www.fjellvik.example" });
  const fixture = {
    allowHosts: [`${HOST}:${site.port}`],
    resolve: async (name: string) => {
      if (name === HOST) return [{ address: "127.0.0.1", family: 4 as const }];
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    },
    crawl: false as const,
    mailDns: false as const,
    spelling: false as const,
  };
  // One browser run for the two requests of the site: each job gets its own copy of the outcome.
  const browserRun = runAuditWithPictures(siteUrl, { ...fixture, browser: {} });
  // And one in the audit's own thread, as the job runs it (by address: no resolver crosses a thread).
  threaded = runAuditIsolatedWithPictures(`${site.origin}/`, {
    allowHosts: [site.hostPort],
    crawl: false,
    mailDns: false,
    spelling: false,
    browser: {},
  });
  const deps = (runAudit: () => Promise<AuditOutcome>): AuditJobDeps => ({
    database: server.services.database,
    mailer: server.services.mailer,
    mailFrom: server.env.MAIL_FROM,
    siteUrl: server.env.SITE_URL,
    fetchOptions: {},
    logger: pino({ level: "silent" }),
    runAudit,
  });
  const request = async (email: string) => {
    const [row] = await server.services.database.db
      .insert(auditRequests)
      .values({ url: siteUrl, email })
      .returning({ id: auditRequests.id, token: auditRequests.token });
    return row as { id: string; token: string };
  };
  requests.owner = await request(`post@${HOST}`);
  requests.other = await request("nabo@annen.example");
  requests.noBrowser = await request(`kontor@${HOST}`);
  const withBrowser = deps(async () => structuredClone(await browserRun));
  expect(await processAudit(withBrowser, requests.owner.id)).toBe("sent");
  expect(await processAudit(withBrowser, requests.other.id)).toBe("sent");
  const without = deps(() => runAuditWithPictures(siteUrl, { ...fixture, browser: false }));
  expect(await processAudit(without, requests.noBrowser.id)).toBe("sent");
}, RUN_TIMEOUT);
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
  await site?.close();
});

async function storedReport(id: string) {
  const [row] = await server.services.database.db
    .select()
    .from(auditRequests)
    .where(eq(auditRequests.id, id));
  if (row?.report?.kind !== "report") throw new Error("no report stored");
  return row.report.report;
}

async function mailTo(address: string): Promise<ParsedMail> {
  const find = () => smtp.received.find((mail) => !Array.isArray(mail.to) && mail.to?.text === address);
  await until(async () => find() !== undefined, `the mail to ${address}`, { timeoutMs: 10_000 });
  return find() as ParsedMail;
}

const picture = (token: string, name: string) => fetch(`${server.url}/rapport/${token}/bilder/${name}`);

const statusOf = (url: string, headers: Record<string, string>) =>
  new Promise<number | undefined>((resolve, reject) => {
    get(url, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on("error", reject);
  });

describe("the page as the phone saw it", () => {
  it("stores the screen and the moments of the load beside the report, which names them", async () => {
    const report = await storedReport(requests.owner.id);
    expect(new URL(report.finalUrl).hostname).toBe(HOST);
    expect(report.browser).toMatchObject({ ran: true });
    const pictures = report.pictures;
    expect(pictures?.screenshot?.web).toMatchObject({ name: "skjerm.webp", width: 250 });
    expect(pictures?.screenshot?.mail).toMatchObject({ name: "skjerm.jpg", width: 250 });
    expect(pictures?.filmstrip.length).toBeGreaterThanOrEqual(2);
    expect(pictures?.filmstrip.length).toBeLessThanOrEqual(8);
    const times = pictures?.filmstrip.map((frame) => frame.timingMs) ?? [];
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const files = await server.services.database.db
      .select({ name: auditFiles.name, body: auditFiles.body })
      .from(auditFiles)
      .where(eq(auditFiles.requestId, requests.owner.id));
    expect(files.map((file) => file.name).sort()).toEqual(
      ["skjerm.jpg", "skjerm.webp", ...(pictures?.filmstrip.map((frame) => frame.image.name) ?? [])].sort(),
    );
    // Small: measured 2–25 kB for a screen, under 5 kB for a frame.
    for (const file of files) expect(file.body.length, file.name).toBeLessThan(40_000);
    // The bytes are files of their own, never in the report's JSON.
    expect(JSON.stringify(report).length).toBeLessThan(60_000);
    expect(JSON.stringify(report)).not.toContain("base64");
  });

  it(
    "carries them as bytes across the audit's own thread, beside the report",
    async () => {
      const { report, pictures } = await threaded;
      expect(report.browser).toMatchObject({ ran: true });
      expect(report.pictures).toBeUndefined();
      expect(pictures?.screenshot).toBeInstanceOf(Uint8Array);
      expect(pictures?.screenshot?.length).toBeGreaterThan(1000);
      expect(pictures?.filmstrip.length).toBe(8);
      expect(pictures?.filmstrip[0]?.image).toBeInstanceOf(Uint8Array);
    },
    RUN_TIMEOUT,
  );

  it("serves them at their addresses with their type, an ETag and a long private cache", async () => {
    const { token } = requests.owner;
    const webp = await picture(token, "skjerm.webp");
    expect(webp.status).toBe(200);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("x-content-type-options")).toBe("nosniff");
    expect(webp.headers.get("x-robots-tag")).toBe("noindex");
    expect(webp.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const body = Buffer.from(await webp.arrayBuffer());
    expect(body.subarray(8, 12).toString("latin1")).toBe("WEBP");
    const etag = webp.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    // As a browser revalidates (fetch would add «Cache-Control: no-cache», which asks for the body).
    expect(
      await statusOf(`${server.url}/rapport/${token}/bilder/skjerm.webp`, { "If-None-Match": etag }),
    ).toBe(304);
    const jpeg = await picture(token, "film-1.jpg");
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect(
      Buffer.from(await jpeg.arrayBuffer())
        .subarray(0, 2)
        .toString("hex"),
    ).toBe("ffd8");
  });

  it("answers 404, kept nowhere, for anything but a stored picture of that token's report", async () => {
    for (const [token, name] of [
      [requests.noBrowser.token, "skjerm.webp"],
      [requests.owner.token, "film-8.jpg"],
      [requests.owner.token, "rapport.pdf"],
      [requests.owner.token, "skjerm.png"],
      ["x".repeat(40), "skjerm.webp"],
    ] as const) {
      const res = await picture(token, name);
      expect(res.status, `${name} of ${token}`).toBe(404);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
    }
  });

  it("shows them on the report page, sized, the filmstrip lazy with the time under each frame", async () => {
    const { token } = requests.owner;
    const page = await (await fetch(`${server.url}/rapport/${token}`)).text();
    expect(page).toContain(`src="/rapport/${token}/bilder/skjerm.webp"`);
    expect(page).toContain(`alt="${screenshotAlt(siteUrl)}"`);
    expect(page).toMatch(/<img src="\/rapport\/\w+\/bilder\/skjerm\.webp" width="250" height="\d+"/);
    expect(page).toMatch(
      /<img src="\/rapport\/\w+\/bilder\/film-1\.jpg" width="160" height="\d+"[^>]*loading="lazy"/,
    );
    expect(page).toMatch(/etter \d+(,\d)?\u00a0(sekunder|sekund)/);
  });

  it("says so calmly in their place when the browser did not run", async () => {
    const page = await (await fetch(`${server.url}/rapport/${requests.noBrowser.token}`)).text();
    expect(page).toContain(noPicturesNote(false));
    expect(page).not.toContain("/bilder/");
  });

  it("mails them inline to an address at the site's own domain, and only a line to anyone else", async () => {
    const owner = await mailTo(`post@${HOST}`);
    const images = owner.attachments.filter((file) => file.contentType === "image/jpeg");
    expect(images.map((file) => file.cid)).toEqual(
      expect.arrayContaining(["skjerm.jpg@nettsidesjekk", "film-1.jpg@nettsidesjekk"]),
    );
    expect(images.every((file) => file.related)).toBe(true);
    expect(images.reduce((sum, file) => sum + file.size, 0)).toBeLessThan(150_000);
    expect(owner.html).toContain(`alt="${screenshotAlt(siteUrl)}"`);
    expect(owner.text).toContain("Bildene fra lastingen er tatt etter");
    expect(owner.text).not.toContain(PICTURES_IN_THE_REPORT);

    const other = await mailTo("nabo@annen.example");
    expect(other.attachments.filter((file) => file.contentType.startsWith("image/"))).toEqual([]);
    expect(other.html).not.toContain("cid:");
    expect(other.html).toContain(PICTURES_IN_THE_REPORT);
    expect(other.text).toContain(PICTURES_IN_THE_REPORT);

    // The report without the browser has no pictures to point to: neither.
    const noBrowser = await mailTo(`kontor@${HOST}`);
    expect(noBrowser.attachments).toEqual([]);
    expect(noBrowser.text).not.toContain(PICTURES_IN_THE_REPORT);
  });

  it("deletes the files with their request when the retention job deletes it", async () => {
    const { db } = server.services.database;
    const count = async () =>
      (await db.select().from(auditFiles).where(eq(auditFiles.requestId, requests.owner.id))).length;
    expect(await count()).toBeGreaterThan(2);
    const later = new Date(Date.now() + 91 * 24 * 60 * 60 * 1000);
    const deleted = await runRetention({ database: server.services.database, retentionMonths: 12 }, later);
    expect(deleted).toMatchObject({ audits: expect.any(Number) });
    expect(await count()).toBe(0);
    expect((await picture(requests.owner.token, "skjerm.webp")).status).toBe(404);
  });
});
