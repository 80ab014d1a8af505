import { describe, expect, it } from "vitest";
import { artifacts, HOME, html, ids, ORIGIN } from "./legal-site.fixture.ts";
import { cookiePage, privacyStatement } from "./statements.ts";

// The privacy statement on small invented sites: a privacy link that leads nowhere is no statement,
// the page it leads to is one only when it says what is done with personal data, and a statement
// we were not let read is said to be unchecked.

const STATEMENT =
  "<p>Her forklarer vi hvilke personopplysninger vi behandler når du fyller ut kontaktskjemaet, og hvor lenge vi lagrer dem.</p><h2>Informasjonskapsler</h2><p>Vi bruker informasjonskapsler til å telle besøk.</p>";

const detail = (site: ReturnType<typeof artifacts>) => privacyStatement.run(site).findings[0]?.detail ?? "";

describe("the privacy statement", () => {
  it("is not there when the footer link goes to # or javascript:", () => {
    for (const href of ["#", "javascript:void(0)"]) {
      const site = artifacts({ "/": html("Forside", HOME, `<a href="${href}">Personvern</a>`) });
      expect(ids(privacyStatement.run(site))).toEqual(["legal-privacy-statement-missing"]);
      // said as it is, not as one of three things it may be
      expect(detail(site), href).toMatch(
        href === "#"
          ? /^Lenken «Personvern» går ikke til noen side, bare til «#»\. GDPR/
          : /^Lenken «Personvern» går ikke til noen side\. GDPR/,
      );
    }
  });

  it("is not there when the linked page does not answer", () => {
    const site = artifacts(
      { "/": html("Forside", HOME, `<a href="/personvern">Personvern</a>`) },
      { "/personvern": 404 },
    );
    expect(ids(privacyStatement.run(site))).toEqual(["legal-privacy-statement-missing"]);
    expect(detail(site)).toMatch(/^Lenken går til \/personvern, som ikke finnes\. GDPR/);
  });

  it("is not there when the linked page says nothing about personal data", () => {
    const footer = `<a href="/personvern">Personvern</a>`;
    const site = artifacts({
      "/": html("Forside", HOME, footer),
      "/personvern": html("Personvern", "<p>Kommer snart.</p>", footer),
    });
    expect(ids(privacyStatement.run(site))).toEqual(["legal-privacy-statement-missing"]);
    expect(detail(site)).toMatch(
      /^Lenken går til \/personvern, men den siden sier ikke hva som skjer med personopplysninger\. GDPR/,
    );
  });

  it("is there when the linked page answered with a statement", () => {
    const footer = `<a href="/personvern">Personvern</a>`;
    const site = artifacts({
      "/": html("Forside", HOME, footer),
      "/personvern": html("Personvernerklæring", STATEMENT, footer),
    });
    expect(ids(privacyStatement.run(site))).toEqual(["legal-privacy-statement-ok"]);
  });

  it("is there as a privacy section on a terms page the footer links to", () => {
    const footer = `<a href="/vilkar">Vilkår</a>`;
    const terms =
      "<h2>Betaling</h2><p>Du betaler etter hver time.</p><h2>Personvern</h2><p>Vi bruker personopplysningene dine bare til å avtale timer, og du kan be om innsyn og sletting.</p>";
    const site = artifacts({ "/": html("Forside", HOME, footer), "/vilkar": html("Vilkår", terms, footer) });
    expect(ids(privacyStatement.run(site))).toEqual(["legal-privacy-statement-ok"]);
    const noSection = artifacts({
      "/": html("Forside", HOME, footer),
      "/vilkar": html("Vilkår", "<p>Vi tar personvern på alvor. Behandlingen tar en time.</p>", footer),
    });
    expect(ids(privacyStatement.run(noSection))).toEqual(["legal-privacy-statement-missing"]);
  });

  it("counts a cookie section inside the statement as the cookie page, but not a dead link", () => {
    const footer = `<a href="/personvern">Personvern</a>`;
    const withSection = artifacts({
      "/": html("Forside", HOME, footer),
      "/personvern": html("Personvernerklæring", STATEMENT, footer),
    });
    expect(ids(cookiePage.run(withSection))).toEqual(["legal-cookie-page-ok"]);
    const dead = artifacts({ "/": html("Forside", HOME, `<a href="#">Informasjonskapsler</a>`) });
    expect(ids(cookiePage.run(dead))).toEqual(["legal-cookie-page-missing"]);
  });
});

describe("a privacy statement we could not read", () => {
  it("is said as such when the terms page it may stand in was not read", () => {
    const site = artifacts({ "/": html("Forside", HOME, `<a href="/vilkar">Vilkår</a>`) });
    site.crawl?.disallowed.push({ url: `${ORIGIN}/vilkar`, linkedFrom: [`${ORIGIN}/`] });
    const result = privacyStatement.run(site);
    expect(result.score).toBeNull();
    expect(ids(result)).toEqual(["legal-privacy-statement-unchecked"]);
    expect(result.findings[0]?.detail).toContain("robots.txt");
  });

  it("is still missing when a «Personvern» link leads nowhere", () => {
    const site = artifacts({
      "/": html("Forside", HOME, `<a href="#">Personvern</a><a href="/vilkar">Vilkår</a>`),
    });
    expect(ids(privacyStatement.run(site))).toEqual(["legal-privacy-statement-missing"]);
  });
});
