import { describe, expect, it } from "vitest";
import { artifactsFor, crawledPage, crawlOf, htmlPage, ORIGIN } from "../test-artifacts.ts";
import { companyForm, linksTo, pagesRead, siteText } from "./site-text.ts";

// The pages the legal checks read (every HTML page the crawl read, or the start page alone), the
// links they follow by text or address, and the company form a name ends in.

const page = (text: string, links = "") =>
  htmlPage("<title>Fjellbakeriet</title>", `<main><p>${text}</p></main><footer>${links}</footer>`);

describe("the pages read", () => {
  it("are the start page alone without a crawl, its links made absolute", () => {
    const start = artifactsFor(page("Brød fra Lom.", '<a href="/personvern">Personvern</a>'));
    expect(pagesRead(start)).toEqual([
      {
        url: `${ORIGIN}/`,
        text: "Brød fra Lom.\nPersonvern",
        links: [{ text: "Personvern", href: `${ORIGIN}/personvern` }],
        lang: "nb",
        formFields: [],
      },
    ]);
  });

  it("are the crawl's HTML pages that answered, not its errors", () => {
    const crawl = crawlOf({ "/": page("Brød fra Lom."), "/om": page("Om bakeriet.") });
    crawl.pages.push(crawledPage("/borte", page("Fant ikke siden."), 404));
    crawl.pages.push({ ...crawledPage("/meny.pdf", page("Meny")), html: false });
    const read = pagesRead(artifactsFor(page("Brød fra Lom."), { crawl }));
    expect(read.map((one) => one.url)).toEqual([`${ORIGIN}/`, `${ORIGIN}/om`]);
    expect(siteText(read)).toBe("Brød fra Lom.\nOm bakeriet.");
  });

  it("are the start page when the crawl read nothing that answered", () => {
    const crawl = crawlOf({});
    crawl.pages.push(crawledPage("/", page("Feil"), 500));
    const read = pagesRead(artifactsFor(page("Brød fra Lom."), { crawl }));
    expect(read.map((one) => one.text)).toEqual(["Brød fra Lom."]);
  });
});

describe("a link to a page of a kind", () => {
  it("is known by its text or by its address, read with its letters decoded", () => {
    const pattern = /personvern/i;
    expect(linksTo(pattern, { text: "Personvern", href: `${ORIGIN}/side-3` })).toBe(true);
    expect(linksTo(pattern, { text: "Les her", href: `${ORIGIN}/personvern` })).toBe(true);
    expect(linksTo(/erklæring/, { text: "Les her", href: `${ORIGIN}/personvernerkl%C3%A6ring` })).toBe(true);
    expect(linksTo(pattern, { text: "Om oss", href: `${ORIGIN}/om` })).toBe(false);
    expect(linksTo(/erklæring/, { text: "Les her", href: `${ORIGIN}/%E0%A4%A` })).toBe(false);
  });
});

describe("the company form", () => {
  it("is AS, ASA or NUF after a name of a few words on one line", () => {
    expect(companyForm("Levert av Fjellbakeriet Lom AS i 2026")).toEqual({
      name: "Fjellbakeriet Lom AS",
      form: "AS",
    });
    expect(companyForm("Nordbrød ASA eier bakeriet")).toEqual({ name: "Nordbrød ASA", form: "ASA" });
    expect(companyForm("Bakery Norway NUF")).toEqual({ name: "Bakery Norway NUF", form: "NUF" });
  });

  it("leaves out a year before the name", () => {
    expect(companyForm("© 2026 Fjellbakeriet AS")).toEqual({ name: "Fjellbakeriet AS", form: "AS" });
  });

  it("is not «as» in a sentence, a word that starts with AS, or a name on the line before", () => {
    for (const text of ["Vi baker brød as usual", "Svar ASAP på bestillingen", "Fjellbakeriet\nAS"])
      expect(companyForm(text), text).toBeNull();
  });
});
