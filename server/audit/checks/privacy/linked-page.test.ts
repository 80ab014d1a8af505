import { describe, expect, it } from "vitest";
import { crawledPage, crawlOf, htmlPage, ORIGIN } from "../test-artifacts.ts";
import {
  hasPrivacySection,
  isCookiePage,
  isPrivacyStatement,
  linksToPage,
  linkTarget,
  PRIVACY,
} from "./linked-page.ts";

// Where a footer link really leads: `#`, `javascript:` or a page that did not answer is dead; a page
// the crawl read is judged by what it says; an address we could not check gets the benefit of the
// doubt. The pages are an invented bakery's.

const START = `${ORIGIN}/`;
const FOOTER =
  '<footer><a href="/personvern">Personvern</a> · <a href="/informasjonskapsler">Informasjonskapsler</a></footer>';
const page = (title: string, main: string) =>
  htmlPage(`<title>${title}</title>`, `<main><h1>${title}</h1>${main}</main>${FOOTER}`);
const STATEMENT = page(
  "Personvern",
  "<p>Når du bestiller kake, lagrer vi navnet og telefonnummeret ditt til kaken er hentet. Vi deler ikke opplysningene med andre.</p>",
);
const EMPTY_STATEMENT = page("Personvern", "<p>Denne siden kommer snart.</p>");
const crawl = crawlOf(
  { "/": page("Fjellbakeriet", "<p>Brød fra Lom.</p>"), "/personvern": STATEMENT },
  { checked: { "/vilkar": 404, "/kaker": null, "/lefser": 200 } },
);
crawl.pages.push(crawledPage("/gammel-personvern", STATEMENT, 410));

describe("what a link leads to", () => {
  it("is dead for #, javascript:, mailto: and an address that does not parse", () => {
    for (const href of [
      "#",
      "#toppen",
      "javascript:void(0)",
      "mailto:post@fjellbakeriet.example",
      "https://[",
    ])
      expect(linkTarget(href, START, null), href).toEqual({ kind: "dead" });
  });

  it("is a page the crawl read, under its address with or without a slash or a fragment", () => {
    for (const href of ["/personvern", "/personvern/", `${ORIGIN}/personvern#kaker`])
      expect(linkTarget(href, START, crawl), href).toMatchObject({
        kind: "read",
        page: { url: `${ORIGIN}/personvern` },
      });
  });

  it("is dead when the page read or the address checked answered with an error, or not at all", () => {
    // with the status it answered, or null where it did not answer
    expect(linkTarget("/gammel-personvern", START, crawl)).toEqual({ kind: "dead", status: 410 });
    expect(linkTarget("/vilkar", START, crawl)).toEqual({ kind: "dead", status: 404 });
    expect(linkTarget("/kaker", START, crawl)).toEqual({ kind: "dead", status: null });
  });

  it("is unchecked for an address that answered but was not read, one not reached, or another site", () => {
    for (const href of ["/lefser", "/om-oss", "https://personvern.annen.example/"])
      expect(linkTarget(href, START, crawl), href).toEqual({ kind: "unchecked" });
    expect(linkTarget("/personvern", START, null)).toEqual({ kind: "unchecked" });
  });
});

const read = (path: string, html: string) => crawledPage(path, html);

describe("a privacy statement", () => {
  it("is a page called so that talks about personal data", () => {
    expect(isPrivacyStatement(read("/personvern", STATEMENT))).toBe(true);
  });

  it("is not a page called so that says nothing, nor a page that only talks", () => {
    expect(isPrivacyStatement(read("/personvern", EMPTY_STATEMENT))).toBe(false);
    const about = page("Om oss", "<p>Vi lagrer mel i tørre sekker og behandler deigen varsomt.</p>");
    expect(isPrivacyStatement(read("/om", about))).toBe(false);
  });
});

describe("a privacy section", () => {
  it("is on a page of another name that speaks of personvern and personal data", () => {
    const terms = page(
      "Vilkår",
      "<h2>Betaling</h2><p>Du betaler når du henter.</p><h2>Personvern</h2><p>Personopplysningene dine slettes når bestillingen er hentet, og du kan be om innsyn.</p>",
    );
    expect(hasPrivacySection(read("/vilkar", terms))).toBe(true);
  });

  it("is not the footer's «Personvern» link beside text about something else", () => {
    const terms = page(
      "Vilkår",
      "<p>Du kan be om innsyn i hvordan vi baker, og om sletting av en bestilling.</p>",
    );
    expect(hasPrivacySection(read("/vilkar", terms))).toBe(false);
  });
});

describe("a cookie page", () => {
  it("is a page called so that mentions cookies beyond the footer, or a statement with a cookie section", () => {
    const cookies = page(
      "Informasjonskapsler",
      "<p>Vi bruker én informasjonskapsel som husker handlekurven.</p>",
    );
    expect(isCookiePage(read("/informasjonskapsler", cookies))).toBe(true);
    const withSection = page(
      "Personvern",
      "<p>Vi lagrer navnet ditt til kaken er hentet.</p><h2>Cookies</h2><p>Handlekurven bruker en cookie.</p>",
    );
    expect(isCookiePage(read("/personvern", withSection))).toBe(true);
  });

  it("is not a privacy statement whose only cookie word is the footer's link", () => {
    expect(isCookiePage(read("/personvern", STATEMENT))).toBe(false);
  });
});

describe("a page linking to a page of a kind", () => {
  const start = (links: string) => ({
    url: START,
    text: "Brød fra Lom.",
    links: [{ text: "Personvern", href: links }],
  });

  it("counts a link to a page that passes, and not one to a page that fails", () => {
    expect(linksToPage(start(`${ORIGIN}/personvern`), PRIVACY, isPrivacyStatement, crawl)).toBe(true);
    const emptyCrawl = crawlOf({ "/": page("Fjellbakeriet", ""), "/personvern": EMPTY_STATEMENT });
    expect(linksToPage(start(`${ORIGIN}/personvern`), PRIVACY, isPrivacyStatement, emptyCrawl)).toBe(false);
  });

  it("counts an address it could not check only when told to", () => {
    const link = start(`${ORIGIN}/lefser`);
    expect(linksToPage(link, PRIVACY, isPrivacyStatement, crawl)).toBe(true);
    expect(linksToPage(link, PRIVACY, isPrivacyStatement, crawl, false)).toBe(false);
  });

  it("looks only at links of the kind", () => {
    const other = { url: START, text: "", links: [{ text: "Om oss", href: `${ORIGIN}/personvern` }] };
    expect(linksToPage(other, /vilk[åa]r/i, isPrivacyStatement, crawl)).toBe(false);
  });
});
