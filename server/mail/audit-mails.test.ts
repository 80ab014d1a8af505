import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FixtureSites, startFixtureSites } from "#tests/fixture-sites.ts";
import { runAudit } from "../audit/run.ts";
import { auditReportMail, withoutPaths } from "./audit-mails.ts";

// The report e-mail goes to any address anyone types, so it quotes nothing of the audited page
// (decision 028): real audits of fixture pages, then the mail built from their reports.

// A stranger's page written to be quoted: every heading, link, title and sentence is a phishing line.
const PHISHING = [
  "VIKTIG",
  "sperret",
  "evil.example",
  "Logg inn",
  "Klikk her",
  "beholde",
  "slettet",
  "BankID",
];
const PHISHING_HTML = `<!doctype html><html lang="nb"><head><title>VIKTIG: kontoen din er sperret</title></head>
<body><h1>Logg inn på evil.example i dag</h1><h1>Kontoen din blir slettet</h1><h3>Ring 99 99 99 99</h3>
<p>Kontoen din er sperret. Logg inn på evil.example med BankID for å beholde den, ellers blir den slettet.</p>
<img src="/a.png"><a href="/x">Klikk her</a><a href="/y"><img src="/b.png"></a></body></html>`;

let sites: FixtureSites;
let phishing: Server;
let phishingOrigin = "";

beforeAll(async () => {
  sites = await startFixtureSites();
  phishing = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(PHISHING_HTML);
  });
  await new Promise<void>((resolve) => phishing.listen(0, "127.0.0.1", resolve));
  phishingOrigin = `http://127.0.0.1:${(phishing.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sites?.close();
  phishing?.closeAllConnections();
  await new Promise((resolve) => phishing?.close(resolve));
});

const LINKS = {
  report: "https://www.fjellvik.example/rapport/abc",
  contact: "https://www.fjellvik.example/kontakt",
};

async function mailFor(url: string) {
  const report = await runAudit(url, {
    allowHosts: [sites.hostPort, new URL(phishingOrigin).host],
    totalTimeoutMs: 2000,
    maxBytes: 2 * 1024 * 1024,
    crawl: { minGapMs: 0 },
  });
  const mail = auditReportMail(report, LINKS);
  expect(mail.subject).toMatch(/^Nettsidesjekk for 127\.0\.0\.1:\d+: \d+ av 100 \([A-F]\)$/);
  expect(mail.text).toMatch(/^Salgstekst: \d+ \/ 100$/m);
  expect(mail.text).toContain("Slik fikser du det:");
  expect(mail.text).toContain(LINKS.report);
  return { report, all: `${mail.subject}\n${mail.text}\n${mail.html}` };
}

describe("the report e-mail to an address nobody confirmed", () => {
  it("quotes nothing of a page written to be quoted, nor its address's path", async () => {
    const { all } = await mailFor(`${phishingOrigin}/konto-sperret?melding=VIKTIG`);
    for (const part of [...PHISHING, "konto-sperret", "melding", "Kontoen", "99 99"])
      expect(all).not.toContain(part);
  });

  it("quotes nothing of an ordinary page either: headings, headline ideas and hero text stay on the report page", async () => {
    const { report, all } = await mailFor(`${sites.origin}/`);
    // The report itself has the page's words (the report page shows them); the mail has none.
    expect(JSON.stringify(report)).toContain("Tallkraft");
    for (const part of [
      "Tallkraft",
      "regnskap",
      "Rogaland",
      "bilag",
      "Spar 10 timer",
      ...report.headlines.variants,
    ])
      expect(all).not.toContain(part);
    expect(all).toContain("forslag til nye overskrifter");
  });
});

describe("withoutPaths", () => {
  it("keeps a web address's host and drops the path and query the site chose", () => {
    expect(withoutPaths('Legg til <link rel="canonical" href="https://a.example/VIKTIG?x=1">.')).toBe(
      'Legg til <link rel="canonical" href="https://a.example/…">.',
    );
    expect(withoutPaths("Se https://a.example/ og http://b.example")).toBe(
      "Se https://a.example/ og http://b.example",
    );
  });
});
