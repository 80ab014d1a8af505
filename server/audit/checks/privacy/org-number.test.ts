import { describe, expect, it } from "vitest";
import { artifactsFor, crawlOf, htmlPage, onlyFinding, outcome } from "../test-artifacts.ts";
import { foretaksregisteret } from "./company.ts";
import { formatOrgNumber, orgNumber, orgNumbersIn, validOrgNumber } from "./org-number.ts";

// The organisation number: nine digits with a mod-11 check digit (weights 3 2 7 6 5 4 3 2). The
// numbers here are made up to pass or fail the check; none starts with 8 or 9 as real ones do.

describe("a valid organisation number", () => {
  it("has the check digit the weights give, 0 when they give 11", () => {
    for (const digits of ["123456785", "314159268", "271828187", "202404170"])
      expect(validOrgNumber(digits), digits).toBe(true);
  });

  it("is not one with a digit changed or swapped, or with a check digit of 10", () => {
    for (const digits of ["123456784", "123456875", "213456785", "112233440", "112233441"])
      expect(validOrgNumber(digits), digits).toBe(false);
  });

  it("has nine digits, nothing else", () => {
    for (const digits of ["12345678", "1234567850", "12345678x", "123 456 785"])
      expect(validOrgNumber(digits), digits).toBe(false);
  });
});

describe("the numbers a text calls an org.nr.", () => {
  it("are read after their labels and as a VAT number, each once, as nine digits", () => {
    const text =
      "Fjellbakeriet · Org.nr. 123 456 785 · Organisasjonsnummer: 314159268 · NO 123456785 MVA · Foretaksnr 271.828.187";
    expect(orgNumbersIn(text)).toEqual(["123456785", "314159268", "271828187"]);
  });

  it("are not a phone or account number without the label", () => {
    expect(orgNumbersIn("Ring 612 34 567 eller betal til konto 1234.56.78903")).toEqual([]);
  });

  it("are written in groups of three", () => {
    expect(formatOrgNumber("123456785")).toBe("123 456 785");
  });
});

const footer = (text: string) =>
  htmlPage(
    "<title>Fjellbakeriet</title>",
    `<main><h1>Brød fra Lom</h1></main><footer><p>${text}</p></footer>`,
  );
const site = (text: string) => artifactsFor(footer(text));

describe("the org.nr. check", () => {
  it("passes a valid number on any page read, naming it", () => {
    const pages = { "/": footer("Fjellbakeriet, Lom"), "/om": footer("Fjellbakeriet · Org.nr. 123 456 785") };
    const result = artifactsFor(pages["/"], { crawl: crawlOf(pages) });
    expect(outcome(orgNumber, result)).toEqual({ score: 1, findings: [["legal-org-number-ok", "good"]] });
    expect(onlyFinding(orgNumber, result).detail).toBe("Vi fant 123 456 785, med riktig kontrollsiffer.");
  });

  it("fails a number with a wrong check digit, naming it, even beside a valid one", () => {
    const result = site("Org.nr. 123 456 785 · Org.nr. 123 456 784");
    expect(outcome(orgNumber, result)).toEqual({
      score: 0,
      findings: [["legal-org-number-invalid", "problem"]],
    });
    expect(onlyFinding(orgNumber, result).title).toBe("Organisasjonsnummeret 123 456 784 er ikke gyldig");
  });

  it("fails a template's number of one digit nine times, which passes the check digit, and never repeats it", () => {
    expect(validOrgNumber("000000000")).toBe(true);
    const result = site("Fjellbakeriet AS · Org.nr. 000 000 000");
    expect(outcome(orgNumber, result)).toEqual({
      score: 0,
      findings: [["legal-org-number-invalid", "problem"]],
    });
    expect(onlyFinding(orgNumber, result).title).toBe(
      "Organisasjonsnummeret 000 000 000 står igjen fra en mal",
    );
    expect(outcome(foretaksregisteret, result)).toEqual({ score: 0, findings: [] });
    // The word the AS lacks is in this fix, since the Foretaksregisteret check leaves it to this one.
    expect(onlyFinding(orgNumber, result).fix).toBe(
      "Skriv ditt eget organisasjonsnummer fra brreg.no, fulgt av ordet «Foretaksregisteret», på alle sidene der det står: «Org.nr. 999 999 999 Foretaksregisteret».",
    );
  });

  it("fails a missing number as a problem for an AS, and warns for a business of no known form", () => {
    const company = site("© 2026 Fjellbakeriet AS");
    expect(outcome(orgNumber, company)).toEqual({
      score: 0,
      findings: [["legal-org-number-missing", "problem"]],
    });
    expect(onlyFinding(orgNumber, company).detail).toMatch(
      /^Fjellbakeriet AS er et aksjeselskap og skal vise organisasjonsnummeret og ordet «Foretaksregisteret» på nettstedet sitt\. Vi fant ingen av delene/,
    );
    // One finding gives the whole line to write, number and word, so no other finding repeats it.
    expect(onlyFinding(orgNumber, company).fix).toBe(
      "Skriv «Org.nr. 999 999 999 Foretaksregisteret» med ditt eget nummer i bunnteksten, så står det på hver side.",
    );
    const partners = site("© 2026 Lunde og Hauge ANS");
    expect(onlyFinding(orgNumber, partners).detail).toMatch(
      /^Lunde og Hauge ANS er et ansvarlig selskap og skal/,
    );
    expect(outcome(orgNumber, site("© 2026 Fjellbakeriet"))).toEqual({
      score: 0.5,
      findings: [["legal-org-number-missing", "warning"]],
    });
    // An ENK need not be in Foretaksregisteret: the number is asked for, not the word.
    const sole = site("© 2026 Fjellbakeriet Kari Lunde ENK");
    expect(outcome(orgNumber, sole).findings).toEqual([["legal-org-number-missing", "warning"]]);
    expect(onlyFinding(orgNumber, sole).fix).toBe(
      "Skriv «Org.nr. 999 999 999» med ditt eget nummer i bunnteksten, så står det på hver side.",
    );
  });
});
