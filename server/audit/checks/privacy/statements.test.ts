import { describe, expect, it } from "vitest";
import type { TrackingBeforeConsent } from "../../gather/browser/types.ts";
import { artifactsFor, crawlOf, htmlPage, ORIGIN, onlyFinding, outcome } from "../test-artifacts.ts";
import type { Artifacts } from "../types.ts";
import { accessibilityStatement, cookiePage, privacyStatement } from "./statements.ts";

// The pages an invented bakery's site should link to: a privacy statement from every page, a page
// on the cookies it sets, and an accessibility statement (required of public bodies only).

const PRIVACY_LINK = '<a href="/personvern">Personvern</a>';
const page = (title: string, main: string, footer = PRIVACY_LINK) =>
  htmlPage(
    `<title>${title} | Fjellbakeriet</title>`,
    `<main><h1>${title}</h1>${main}</main><footer>${footer}</footer>`,
  );
const HOME = page("Forside", "<p>Surdeigsbrød og kanelboller fra Lom, bakt hver morgen.</p>");
const ABOUT = page("Om oss", "<p>Bakeriet har ligget ved elva siden 1987.</p>");
const STATEMENT = page(
  "Personvern",
  "<p>Når du bestiller kake, lagrer vi navnet og telefonnummeret ditt til kaken er hentet.</p><h2>Informasjonskapsler</h2><p>Nettbutikken bruker én informasjonskapsel som husker handlekurven.</p>",
);

/** A crawl of the pages (path → HTML), the start page first, audited as the start page. */
const site = (pages: Record<string, string>, more: Partial<Artifacts> = {}) =>
  artifactsFor(Object.values(pages)[0] ?? "", { crawl: crawlOf(pages), ...more });

describe("the privacy statement check", () => {
  it("passes one page read that links to a statement, and every page of a crawl", () => {
    const alone = artifactsFor(HOME);
    expect(outcome(privacyStatement, alone)).toEqual({
      score: 1,
      findings: [["legal-privacy-statement-ok", "good"]],
    });
    expect(onlyFinding(privacyStatement, alone).detail).toBe(
      "Siden vi leste, lenker til personvernerklæringen.",
    );
    const crawled = site({ "/": HOME, "/om": ABOUT, "/personvern": STATEMENT });
    expect(outcome(privacyStatement, crawled).score).toBe(1);
    expect(onlyFinding(privacyStatement, crawled).detail).toBe(
      "Alle de 3 sidene vi leste, lenker til personvernerklæringen.",
    );
  });

  it("warns about the pages without the link, scored by the share that has it", () => {
    const result = site({
      "/": HOME,
      "/om": page("Om oss", "<p>Siden 1987.</p>", ""),
      "/personvern": STATEMENT,
    });
    expect(outcome(privacyStatement, result)).toEqual({
      score: 1 - 1 / 3,
      findings: [["legal-privacy-statement-missing", "warning"]],
    });
    const finding = onlyFinding(privacyStatement, result);
    expect(finding.title).toBe("Én side lenker ikke til personvernerklæringen");
    expect(finding.detail).toContain("Lenken mangler på /om.");
    // The statement is there: the fix is the link, not a new statement.
    expect(finding.fix).toBe("Lenk til personvernerklæringen fra bunnteksten på alle sider.");
    expect(finding.pages).toEqual([`${ORIGIN}/om`]);
  });

  it("does not ask the statement itself to link to itself", () => {
    const statementWithoutLink = page(
      "Personvern",
      "<p>Når du bestiller kake, lagrer vi navnet og telefonnummeret ditt til kaken er hentet.</p>",
      "",
    );
    const result = site({ "/": HOME, "/om": ABOUT, "/personvern": statementWithoutLink });
    expect(outcome(privacyStatement, result)).toEqual({
      score: 1,
      findings: [["legal-privacy-statement-ok", "good"]],
    });
    expect(onlyFinding(privacyStatement, result).detail).toBe(
      "Begge de andre sidene vi leste, lenker til personvernerklæringen.",
    );
  });

  it("fails a site with no link at all, or a «Personvern» link to #, as a problem", () => {
    const none = site({ "/": page("Forside", "<p>Brød fra Lom.</p>", "") });
    expect(outcome(privacyStatement, none)).toEqual({
      score: 0,
      findings: [["legal-privacy-statement-missing", "problem"]],
    });
    expect(onlyFinding(privacyStatement, none).title).toBe("Vi fant ingen lenke til en personvernerklæring");
    // a statement may exist that no page links to: the fix does not assume there is none
    expect(onlyFinding(privacyStatement, none).fix).toBe(
      "Skriv en personvernerklæring hvis du ikke har en, og lenk til den fra bunnteksten.",
    );
    const dead = site({ "/": page("Forside", "<p>Brød fra Lom.</p>", '<a href="#">Personvern</a>') });
    expect(outcome(privacyStatement, dead)).toEqual({
      score: 0,
      findings: [["legal-privacy-statement-missing", "problem"]],
    });
    expect(onlyFinding(privacyStatement, dead).title).toBe(
      "Lenken «Personvern» fører ikke til noen personvernerklæring",
    );
    expect(onlyFinding(privacyStatement, dead).detail).toMatch(
      /^Lenken «Personvern» går ikke til noen side, bare til «#»\./,
    );
    // a link that is no address at all stays as written on the page read: said, not thrown over
    const broken = artifactsFor(
      page("Forside", "<p>Brød fra Lom.</p>", '<a href="http://[ugyldig">Personvern</a>'),
    );
    expect(onlyFinding(privacyStatement, broken).detail).toMatch(
      /^Lenken «Personvern» går ikke til noen side\. GDPR/,
    );
  });

  it("is not scored when the only candidate is a terms page we did not read, and says why", () => {
    const result = site({
      "/": page("Forside", "<p>Brød fra Lom.</p>", '<a href="/salgsvilkar">Salgsvilkår</a>'),
    });
    expect(outcome(privacyStatement, result)).toEqual({
      score: null,
      findings: [["legal-privacy-statement-unchecked", "info"]],
    });
    expect(onlyFinding(privacyStatement, result).detail).toContain(
      "Nettstedet lenker til «Salgsvilkår», men den siden leste vi ikke: den lå utenfor de sidene vi rakk å lese.",
    );
    const html = page("Forside", "<p>Brød fra Lom.</p>", '<a href="/salgsvilkar">Salgsvilkår</a>');
    const disallowed = [{ url: `${ORIGIN}/salgsvilkar`, linkedFrom: [`${ORIGIN}/`] }];
    const closed = artifactsFor(html, { crawl: crawlOf({ "/": html }, { disallowed }) });
    expect(onlyFinding(privacyStatement, closed).detail).toContain(
      "men den siden leste vi ikke: robots.txt ber søkeroboter holde seg unna den.",
    );
  });

  it("calls it missing when the terms page was read without a privacy section, or «Personvern» leads nowhere", () => {
    const terms = '<a href="/salgsvilkar">Salgsvilkår</a>';
    const read = site({
      "/": page("Forside", "<p>Brød fra Lom.</p>", terms),
      "/salgsvilkar": page("Salgsvilkår", "<p>Du betaler når du henter.</p>", terms),
    });
    expect(outcome(privacyStatement, read)).toEqual({
      score: 0,
      findings: [["legal-privacy-statement-missing", "problem"]],
    });
    const dead = site({ "/": page("Forside", "<p>Brød fra Lom.</p>", `<a href="#">Personvern</a>${terms}`) });
    expect(outcome(privacyStatement, dead)).toEqual({
      score: 0,
      findings: [["legal-privacy-statement-missing", "problem"]],
    });
  });
});

const COOKIE: TrackingBeforeConsent["cookies"][number] = {
  name: "handlekurv",
  domain: "www.fjellbakeriet.example",
  party: "first",
  source: "script",
  expiresInDays: 30,
  tracker: null,
};
const stored = (
  cookies: TrackingBeforeConsent["cookies"],
  storage: TrackingBeforeConsent["storage"] = [],
) => ({
  tracking: { cookies, storage, thirdPartyHosts: [] },
});

describe("the cookie page check", () => {
  it("does not apply without the browser stage, or when nothing was stored", () => {
    const pages = { "/": HOME, "/personvern": STATEMENT };
    expect(outcome(cookiePage, site(pages))).toEqual({ score: null, findings: [] });
    expect(outcome(cookiePage, site(pages, stored([])))).toEqual({ score: null, findings: [] });
  });

  it("passes a privacy statement with a cookie section, or a cookie page we could not read", () => {
    expect(outcome(cookiePage, site({ "/": HOME, "/personvern": STATEMENT }, stored([COOKIE])))).toEqual({
      score: 1,
      findings: [["legal-cookie-page-ok", "good"]],
    });
    const unread = page("Forside", "<p>Brød.</p>", '<a href="/informasjonskapsler">Informasjonskapsler</a>');
    expect(outcome(cookiePage, site({ "/": unread }, stored([COOKIE]))).score).toBe(1);
  });

  it("fails, as a warning, when something was stored and no page explains it", () => {
    const storage = [{ area: "localStorage" as const, origin: ORIGIN, key: "handlekurv", tracker: null }];
    const withoutSection = page("Personvern", "<p>Vi lagrer navnet ditt til kaken er hentet.</p>");
    const result = site({ "/": HOME, "/personvern": withoutSection }, stored([], storage));
    expect(outcome(cookiePage, result)).toEqual({
      score: 0,
      findings: [["legal-cookie-page-missing", "warning"]],
    });
    // A «Personvern» link we could not follow is no cookie page.
    expect(outcome(cookiePage, site({ "/": HOME }, stored([COOKIE]))).score).toBe(0);
  });
});

describe("the accessibility statement check", () => {
  it("passes a link by its name or to uustatus.no", () => {
    for (const link of [
      '<a href="/tilgjengelighet">Tilgjengelighetserklæring</a>',
      '<a href="https://uustatus.no/nb/erklaringer/publisert/0000-fjellbakeriet">Les om universell utforming</a>',
    ])
      expect(outcome(accessibilityStatement, artifactsFor(page("Forside", "", link))), link).toEqual({
        score: 1,
        findings: [["legal-accessibility-statement-ok", "good"]],
      });
  });

  it("fails a public body without one as a problem", () => {
    for (const host of ["www.fjellbygd.kommune.no", "fjellbygd.fylkeskommune.no", "www.bakerinemnda.dep.no"])
      expect(
        outcome(accessibilityStatement, artifactsFor(HOME, { finalUrl: `https://${host}/` })),
        host,
      ).toEqual({ score: 0, findings: [["legal-accessibility-statement-missing", "problem"]] });
  });

  it("only advises a business without one, unscored", () => {
    for (const host of ["www.fjellbakeriet.example", "kommunebakeriet.no", "bakerikommune.no"])
      expect(
        outcome(accessibilityStatement, artifactsFor(HOME, { finalUrl: `https://${host}/` })),
        host,
      ).toEqual({ score: null, findings: [["legal-accessibility-statement-advice", "info"]] });
  });
});
