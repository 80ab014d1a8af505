import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditReport, Finding } from "#app/lib/audit-report.ts";
import { type SiteFixture, startSiteFixture } from "#tests/site-fixtures.ts";
import { orgNumbersIn, validOrgNumber } from "./checks/privacy/org-number.ts";
import { runAudit } from "./run.ts";

// Issue 15, "Done when": what a Norwegian business site must show, on fixture sites on loopback.
// A sloppy site (an org.nr. with a wrong check digit, an AS without "Foretaksregisteret", no privacy
// statement) has each reported; a clean one gets none of those findings.

const page = (title: string, main: string, footer: string) =>
  `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1>${main}</main><footer>${footer}</footer></body></html>`;

const SLOPPY_FOOTER = `<p>Berg Rør AS · Org.nr. 987 654 321 · Strandgata 4, 4006 Stavanger · post@bergror.example</p>
<a href="/om-oss">Om oss</a>`;
const CLEAN_FOOTER = `<p>Berg Rør AS · Org.nr. 987 654 325 Foretaksregisteret · Strandgata 4, 4006 Stavanger ·
<a href="mailto:post@bergror.example">post@bergror.example</a></p>
<a href="/personvern">Personvern</a> <a href="/informasjonskapsler">Informasjonskapsler</a> <a href="/om-oss">Om oss</a>`;

function site(footer: string) {
  return () => ({
    "/": { body: page("Rørlegger i Stavanger", "<p>Vi fikser lekkasjer samme dag.</p>", footer) },
    "/om-oss": { body: page("Om oss", "<p>Tre rørleggere med fagbrev.</p>", footer) },
    "/personvern": { body: page("Personvern", "<p>Slik behandler vi opplysningene dine.</p>", footer) },
  });
}

const findingsOf = (report: AuditReport): Finding[] => report.categories.privacy.findings;
const ids = (report: AuditReport) => findingsOf(report).map((finding) => finding.id);

let sloppy: SiteFixture;
let clean: SiteFixture;
const reports: Record<"sloppy" | "clean", AuditReport> = {} as never;

beforeAll(async () => {
  sloppy = await startSiteFixture(site(SLOPPY_FOOTER));
  clean = await startSiteFixture(site(CLEAN_FOOTER));
  for (const [name, fixture] of [
    ["sloppy", sloppy],
    ["clean", clean],
  ] as const)
    reports[name] = await runAudit(`${fixture.origin}/`, {
      allowHosts: [fixture.hostPort],
      crawl: { minGapMs: 0 },
    });
});
afterAll(async () => {
  await Promise.all([sloppy?.close(), clean?.close()]);
});

describe("the organisation number", () => {
  it("checks the mod-11 digit", () => {
    expect(validOrgNumber("987654325")).toBe(true);
    expect(validOrgNumber("812345672")).toBe(true);
    expect(validOrgNumber("987654321")).toBe(false);
    expect(validOrgNumber("912345670")).toBe(false); // the weights give 10: no valid check digit
    expect(validOrgNumber("98765432")).toBe(false);
  });

  it("finds it however it is written, and a VAT number too", () => {
    expect(orgNumbersIn("Org.nr. 987 654 325 Foretaksregisteret")).toEqual(["987654325"]);
    expect(orgNumbersIn("Organisasjonsnummer: 987654325")).toEqual(["987654325"]);
    expect(orgNumbersIn("org nr 987.654.325")).toEqual(["987654325"]);
    expect(orgNumbersIn("MVA-nummer NO 812 345 672 MVA")).toEqual(["812345672"]);
    expect(orgNumbersIn("Ring 987 65 432 eller 51 23 45 67")).toEqual([]);
  });
});

describe("a sloppy business site", () => {
  it("reports the invalid org.nr., naming it", () => {
    const invalid = findingsOf(reports.sloppy).find((finding) => finding.id === "legal-org-number-invalid");
    expect(invalid).toMatchObject({
      severity: "problem",
      title: "Organisasjonsnummeret 987 654 321 er ikke gyldig",
    });
  });

  it("reports the missing «Foretaksregisteret» for an AS", () => {
    const missing = findingsOf(reports.sloppy).find(
      (finding) => finding.id === "legal-foretaksregisteret-missing",
    );
    expect(missing?.severity).toBe("problem");
    expect(missing?.detail).toContain("Berg Rør AS");
  });

  it("reports the pages without a link to a privacy statement", () => {
    const missing = findingsOf(reports.sloppy).find(
      (finding) => finding.id === "legal-privacy-statement-missing",
    );
    expect(missing?.severity).toBe("problem");
    // The sloppy site links nowhere near /personvern, so the crawl reads its two other pages.
    expect(missing?.pages).toEqual([`${sloppy.origin}/`, `${sloppy.origin}/om-oss`]);
  });

  it("scores it well below the clean site", () => {
    expect(reports.sloppy.categories.privacy.score).toBeLessThan(
      (reports.clean.categories.privacy.score ?? 0) - 40,
    );
  });
});

describe("a clean business site", () => {
  it("gets none of those findings, and praise for what it does", () => {
    expect(ids(reports.clean)).toEqual(
      expect.arrayContaining([
        "legal-org-number-ok",
        "legal-foretaksregisteret-ok",
        "legal-contact-ok",
        "legal-privacy-statement-ok",
      ]),
    );
    for (const id of ids(reports.clean)) expect(id).not.toMatch(/-(invalid|missing)$/);
  });
});
