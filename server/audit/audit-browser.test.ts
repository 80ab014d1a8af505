import type { Result } from "lighthouse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditReport } from "#app/lib/audit-report.ts";
import {
  bigJpeg,
  blockingScript,
  type FixtureServer,
  HEAVY_PAGE,
  html,
  LIGHT_PAGE,
  startServer,
  startTrackingSites,
  type TrackingSites,
  text,
} from "#tests/browser-fixtures.ts";
import { lighthouseCli, lighthouseScore } from "#tests/lighthouse-oracle.ts";
import { auditReportMail } from "../mail/audit-mails.ts";
import { runAudit } from "./run.ts";

// The audit with its browser stage, end to end on loopback fixtures (decision 022): its speed,
// accessibility and SEO scores held against Lighthouse's own CLI on the same page, tracking before
// consent named in the report and its e-mail, and the fallback when the browser fails.

const RUN_TIMEOUT = 240_000;
const LINKS = { report: "https://fjellvik.example/rapport/x", contact: "https://fjellvik.example/kontakt" };
const AGREEMENT = [
  ["speed", "performance"],
  ["accessibility", "accessibility"],
  ["seo", "seo"],
  ["practices", "best-practices"],
] as const;

describe("scores that agree with Lighthouse: a heavy page and a light one", () => {
  let site: FixtureServer;
  const reports: Record<string, AuditReport> = {};
  const oracle: Record<string, Result> = {};

  beforeAll(async () => {
    const jpeg = await bigJpeg();
    site = await startServer({
      "/heavy": html(HEAVY_PAGE),
      "/light": html(LIGHT_PAGE),
      "/block-1.js": text(blockingScript(400), "text/javascript", 300),
      "/block-2.js": text(blockingScript(400), "text/javascript", 300),
      "/block-3.js": text(blockingScript(400), "text/javascript", 300),
      "/big-1.jpg": text(jpeg, "image/jpeg"),
      "/big-2.jpg": text(jpeg, "image/jpeg"),
    });
    for (const page of ["heavy", "light"]) {
      const url = `${site.origin}/${page}`;
      reports[page] = await runAudit(url, { allowHosts: [site.hostPort], crawl: false, browser: {} });
      oracle[page] = await lighthouseCli(url);
    }
  }, RUN_TIMEOUT * 2);
  afterAll(async () => {
    await site?.close();
  });

  it.each(["heavy", "light"])(
    "%s page: each browser-measured score within 10 points of Lighthouse's CLI",
    (page) => {
      const report = reports[page] as AuditReport;
      for (const [ours, theirs] of AGREEMENT) {
        const category = report.categories[ours];
        expect(category.measuredWith ?? "lighthouse", ours).toBe("lighthouse");
        expect(category.score, ours).not.toBeNull();
        expect(
          Math.abs((category.score ?? 0) - lighthouseScore(oracle[page] as Result, theirs)),
          ours,
        ).toBeLessThanOrEqual(10);
      }
    },
  );

  it("tells the two pages apart as Lighthouse does", () => {
    const { heavy, light } = reports as { heavy: AuditReport; light: AuditReport };
    expect(light.categories.speed.score).toBeGreaterThanOrEqual(90);
    expect(heavy.categories.speed.score).toBeLessThan((light.categories.speed.score ?? 0) - 20);
    expect(heavy.categories.accessibility.score).toBeLessThan(90);
    expect(heavy.overall).toBeLessThan(light.overall);
  });

  it("explains the heavy page's failures in our Norwegian, with its elements, units and no code marks", () => {
    const heavy = reports.heavy as AuditReport;
    const titles = heavy.categories.accessibility.findings.map((finding) => finding.title);
    expect(titles).toEqual(
      expect.arrayContaining(["Tekst med for svak kontrast", "Bilder uten alternativ tekst"]),
    );
    const speed = heavy.categories.speed.findings;
    expect(speed.map((finding) => finding.title)).toContain("Skript og stilark stopper visningen");
    expect(speed.find((finding) => finding.id === "lighthouse-lab")?.detail).toMatch(
      /hovedinnholdet er på plass etter \d+(,\d)?\u00a0sekunder/,
    );
    expect(speed.find((finding) => finding.id === "lighthouse-image-delivery-insight")?.detail).toMatch(
      /spare .*\d\u00a0(kB|MB)/,
    );
    for (const category of Object.values(heavy.categories))
      for (const finding of category.findings)
        expect(`${finding.title} ${finding.detail}`).not.toMatch(/`|\[.+\]\(/);
  });

  it("keeps our SEO checks Lighthouse does not make as advice beside its score", () => {
    const seo = (reports.light as AuditReport).categories.seo.findings;
    const openGraph = seo.find((finding) => finding.id === "seo-open-graph");
    expect(openGraph).toMatchObject({ advice: true });
    expect(seo.filter((finding) => finding.id === "seo-title")).toEqual([]);
  });

  it("says in the e-mail how it measured, with every category as «Kategori: N / 100»", () => {
    const mail = auditReportMail(reports.light as AuditReport, LINKS);
    for (const label of [
      "Sikkerhet",
      "Synlighet i søk",
      "Hastighet",
      "Tilgjengelighet",
      "Salgstekst",
      "Beste praksis",
      "Personvern og lovkrav",
    ])
      expect(mail.text).toMatch(new RegExp(`^${label}: \\d{1,3} / 100$`, "m"));
    expect(mail.text).toMatch(/målt med Lighthouse 13\.\d+\.\d+ i en ekte nettleser/);
  });
});

describe("tracking before consent, named in the report", () => {
  let sites: TrackingSites;
  let report: AuditReport;

  beforeAll(async () => {
    sites = await startTrackingSites(["_gcl_au=1.1.42; Max-Age=7776000; Path=/"]);
    report = await runAudit(`${sites.site.origin}/`, {
      resolve: sites.resolve,
      allowHosts: sites.allowHosts,
      crawl: false,
      browser: { trustCertificates: sites.trustCertificates },
    });
  }, RUN_TIMEOUT);
  afterAll(async () => {
    await sites?.close();
  });

  it("names each tracker with what it stored and which host it contacted", () => {
    const findings = report.categories.privacy.findings;
    const byId = (id: string) => findings.find((finding) => finding.id === id);
    expect(byId("tracking-google-analytics")).toMatchObject({
      severity: "problem",
      title: "Google Analytics starter før den besøkende har samtykket",
    });
    expect(byId("tracking-google-analytics")?.detail).toMatch(
      /«_ga».*«_gid».*kontaktet www\.google-analytics\.com/,
    );
    expect(byId("tracking-google-analytics")?.detail).toContain("ekomloven § 3-15");
    expect(byId("tracking-google-ads")?.detail).toContain("«_gcl_au»");
    expect(byId("tracking-hotjar")?.detail).toContain("«_hjSessionUser_123»");
    expect(byId("tracking-google-tag-manager")).toMatchObject({
      severity: "warning",
      title: "Siden kontakter Google Tag Manager før samtykke",
    });
    expect(byId("tracking-third-party-hosts")?.detail).toContain("«127.0.0.2»");
    expect(byId("tracking-none")).toBeUndefined();
    expect(report.categories.privacy.score).toBeLessThan(50);
  });

  it("puts the breach among the fixes the e-mail leads with", () => {
    const mail = auditReportMail(report, LINKS);
    expect(mail.text).toContain("Google Analytics starter før den besøkende har samtykket");
    expect(mail.text).toMatch(/^Personvern og lovkrav: \d{1,2} \/ 100$/m);
  });
});

describe("when the browser stage fails", () => {
  let site: FixtureServer;
  let report: AuditReport;
  const errors: unknown[] = [];

  beforeAll(async () => {
    site = await startServer({ "/": html(LIGHT_PAGE) });
    report = await runAudit(`${site.origin}/`, {
      allowHosts: [site.hostPort],
      crawl: false,
      browser: { timeoutMs: 1 },
      onBrowserError: (error) => errors.push(error),
    });
  }, RUN_TIMEOUT);
  afterAll(async () => {
    await site?.close();
  });

  it("estimates from the HTML, says so and why, and shows what it could not measure as not measured", () => {
    expect(errors).toHaveLength(1);
    expect(report.browser).toMatchObject({ ran: false });
    expect(report.categories.speed).toMatchObject({ measuredWith: "rules" });
    expect(report.categories.speed.score).toBeGreaterThan(0);
    expect(report.categories.practices.score).toBeNull();
    // Privacy is then the legal checks alone, and says that tracking was not measured.
    expect(report.categories.privacy.findings.map((finding) => finding.id)).toContain(
      "tracking-not-measured",
    );
    const mail = auditReportMail(report, LINKS);
    expect(mail.text).toContain("Nettsiden ble ikke ferdig testet i nettleseren i tide.");
    expect(mail.text).toContain(
      "sporing før samtykke er ikke målt. Beste praksis ble derfor ikke målt denne gangen.",
    );
    // Drawn as not measured, never as a score of 0 (issue 27).
    expect(mail.text).toMatch(/^Beste praksis: ikke målt$/m);
    expect(mail.text).toMatch(/^Hastighet: \d{1,3} \/ 100$/m);
  });
});
