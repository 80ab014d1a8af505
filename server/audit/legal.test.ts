import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditReport, Finding } from "#app/lib/audit-report.ts";
import { type SiteFixture, startSiteFixture } from "#tests/site-fixtures.ts";
import { orgNumbersIn, validOrgNumber } from "./checks/privacy/org-number.ts";
import { runAudit } from "./run.ts";

// What a Norwegian business site must show, and how it is written, on fixture sites on loopback
// (decisions 023 and 024). A sloppy site (an org.nr. with a wrong check digit, an AS without
// "Foretaksregisteret", no privacy statement, three typos) has each reported; a clean one, written
// as a plumber's site is (names, places, compounds, a trade's words), gets none of those findings.

const page = (title: string, main: string, footer: string) =>
  `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1>${main}</main><footer>${footer}</footer></body></html>`;

const SLOPPY_FOOTER = `<p>Berg Rør AS · Org.nr. 987 654 321 · Strandgata 4, 4006 Stavanger · post@bergror.example</p>
<a href="/om-oss">Om oss</a>`;
const CLEAN_FOOTER = `<p>Berg Rør AS · Org.nr. 987 654 325 Foretaksregisteret · Strandgata 4, 4006 Stavanger ·
<a href="mailto:post@bergror.example">post@bergror.example</a></p>
<a href="/personvern">Personvern</a> <a href="/informasjonskapsler">Informasjonskapsler</a> <a href="/om-oss">Om oss</a>`;

const SLOPPY_TEXT = {
  home: `<p>Vi fikser lekkasjer samme dag, desverre ikke i helgene.</p>
<p>Ring oss for et uforpliktende tilbud og en rask befaring hvor som helst i komunen.</p>`,
  about: "<p>Tre rørleggere med fagbrev og lang erfarnig fra både nybygg og rehabilitering.</p>",
};
const CLEAN_TEXT = {
  home: `<p>Vi fikser lekkasjer samme dag, også i helgene. Ring oss, så kommer en rørlegger innen to timer
i Stavanger og Sandnes.</p>
<h2>Nytt bad uten overraskelser</h2>
<p>Du får en fast pris etter befaringen, og vi holder den. Baderomsrenovering, varmtvannsberedere,
gulvvarme og vannlekkasjer: alt gjøres av våre egne fagfolk med våtromssertifikat.</p>
<p>«Berg Rør kom samme kveld og fant lekkasjen på en halvtime», skriver Kari Nilsen på Madla.</p>`,
  about: `<p>Tre rørleggere med fagbrev og lang erfaring fra både nybygg og rehabilitering. Oddvar Berg
startet firmaet i 2009, og i dag har vi servicebiler som dekker hele Nord-Jæren.</p>`,
};

function site(footer: string, text: typeof CLEAN_TEXT) {
  return () => ({
    "/": { body: page("Rørlegger i Stavanger", text.home, footer) },
    "/om-oss": { body: page("Om oss", text.about, footer) },
    "/personvern": { body: page("Personvern", "<p>Slik behandler vi opplysningene dine.</p>", footer) },
  });
}

const findingsOf = (report: AuditReport): Finding[] => report.categories.privacy.findings;
const ids = (report: AuditReport) => findingsOf(report).map((finding) => finding.id);

let sloppy: SiteFixture;
let clean: SiteFixture;
const reports: Record<"sloppy" | "clean", AuditReport> = {} as never;

beforeAll(async () => {
  sloppy = await startSiteFixture(site(SLOPPY_FOOTER, SLOPPY_TEXT));
  clean = await startSiteFixture(site(CLEAN_FOOTER, CLEAN_TEXT));
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

  it("reports its three typos, each with the word meant and the page it stands on", () => {
    const typos = reports.sloppy.categories.copy.findings.find(
      (finding) => finding.id === "copy-spelling-typos",
    );
    expect(typos?.title).toBe("Teksten har 3 mulige skrivefeil");
    for (const [typo, meant] of [
      ["desverre", "dessverre"],
      ["komunen", "kommunen"],
      ["erfarnig", "erfaring"],
    ])
      expect(typos?.detail).toContain(`«${typo}» (kanskje «${meant}»)`);
    expect(typos?.pages).toEqual([`${sloppy.origin}/`, `${sloppy.origin}/om-oss`]);
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

  it("has no false spelling alarm", () => {
    const copyIds = reports.clean.categories.copy.findings.map((finding) => finding.id);
    expect(copyIds).toContain("copy-spelling-ok");
    expect(copyIds).not.toContain("copy-spelling-typos");
  });
});
