import { describe, expect, it } from "vitest";
import { artifactsFor, crawlOf, htmlPage, onlyFinding, outcome } from "../test-artifacts.ts";
import { contactDetails, foretaksregisteret } from "./company.ts";

// Who is behind an invented bakery's site: an AS writes «Foretaksregisteret» beside its org.nr.,
// and every business shows its name, a postal address and an e-mail address (ehandelsloven § 8).

const page = (footer: string, main = "<p>Vi baker surdeigsbrød hver morgen.</p>") =>
  htmlPage("<title>Forside</title>", `<main><h1>Forside</h1>${main}</main><footer>${footer}</footer>`);
const NAME = "© 2026 Fjellbakeriet";
const ADDRESS = "Bakarvegen 4, 2686 Lom";
const EMAIL = "post@fjellbakeriet.example";
const alone = (footer: string) => artifactsFor(page(footer));

/** The details the finding's first sentence says it did not find (the law's sentence after it names all three). */
const missingIn = (detail: string) => {
  const said = detail.split(/\.\s/)[0] ?? "";
  return (
    [
      ["navnet", /navnet på virksomheten/],
      ["postadresse", /(?<!e-)postadresse/],
      ["e-postadresse", /e-postadresse/],
    ] as const
  )
    .filter(([, pattern]) => pattern.test(said))
    .map(([name]) => name);
};

describe("the Foretaksregisteret check", () => {
  it("does not apply to a business whose name has no company form", () => {
    expect(outcome(foretaksregisteret, alone(`${NAME} · Org.nr. 123 456 785`))).toEqual({
      score: null,
      findings: [],
    });
  });

  it("passes an AS that writes the word, on any page read", () => {
    const result = alone(`${NAME} AS · Org.nr. 123 456 785 Foretaksregisteret`);
    expect(outcome(foretaksregisteret, result)).toEqual({
      score: 1,
      findings: [["legal-foretaksregisteret-ok", "good"]],
    });
    expect(onlyFinding(foretaksregisteret, result).detail).toMatch(/^Fjellbakeriet AS viser/);
    const pages = { "/": page(`${NAME} AS`), "/om": page("Registrert i Foretaksregisteret") };
    expect(outcome(foretaksregisteret, artifactsFor(pages["/"], { crawl: crawlOf(pages) })).score).toBe(1);
  });

  it("fails an AS, ASA or NUF that leaves the word out, as a problem naming it", () => {
    const result = alone(`${NAME} AS · Org.nr. 123 456 785`);
    expect(outcome(foretaksregisteret, result)).toEqual({
      score: 0,
      findings: [["legal-foretaksregisteret-missing", "problem"]],
    });
    expect(onlyFinding(foretaksregisteret, result).detail).toContain(
      "Et aksjeselskap skal skrive «Foretaksregisteret» sammen med organisasjonsnummeret",
    );
    expect(onlyFinding(foretaksregisteret, result).detail).toContain("Vi fant Fjellbakeriet AS");
    expect(outcome(foretaksregisteret, alone("Levert av Nordbrød NUF")).score).toBe(0);
  });
});

describe("the contact details check", () => {
  it("passes a site that shows its name, address and e-mail", () => {
    expect(outcome(contactDetails, alone(`${NAME} · ${ADDRESS} · ${EMAIL}`))).toEqual({
      score: 1,
      findings: [["legal-contact-ok", "good"]],
    });
  });

  it("takes the name from an org.nr., and the e-mail from a mailto: link", () => {
    const footer = `Org.nr. 123 456 785 · ${ADDRESS} · <a href="mailto:${EMAIL}">Send oss en e-post</a>`;
    expect(outcome(contactDetails, alone(footer)).score).toBe(1);
  });

  it("warns about one missing detail, scored by the share shown, naming it", () => {
    const result = alone(`${NAME} · ${ADDRESS}`);
    expect(outcome(contactDetails, result)).toEqual({
      score: 1 - 1 / 3,
      findings: [["legal-contact-missing", "warning"]],
    });
    const finding = onlyFinding(contactDetails, result);
    expect(finding.title).toBe("En kontaktopplysning mangler");
    expect(missingIn(finding.detail)).toEqual(["e-postadresse"]);
    expect(finding.detail).toContain("på sidene vi leste");
  });

  it("warns about two missing details, naming both", () => {
    const result = alone(NAME);
    expect(outcome(contactDetails, result)).toEqual({
      score: 1 - 2 / 3,
      findings: [["legal-contact-missing", "warning"]],
    });
    expect(onlyFinding(contactDetails, result).title).toBe("Kontaktopplysninger mangler");
    expect(missingIn(onlyFinding(contactDetails, result).detail)).toEqual(["postadresse", "e-postadresse"]);
  });

  it("fails a site that shows none of them as a problem", () => {
    const result = alone("Velkommen innom!");
    expect(outcome(contactDetails, result)).toEqual({
      score: 0,
      findings: [["legal-contact-missing", "problem"]],
    });
    expect(missingIn(onlyFinding(contactDetails, result).detail)).toEqual([
      "navnet",
      "postadresse",
      "e-postadresse",
    ]);
  });

  it("reads the start page's closed dialogs, and says when the crawl read the start page alone", () => {
    const dialog = `<div role="dialog" aria-hidden="true"><p>${ADDRESS}</p><p>${EMAIL}</p></div>`;
    expect(outcome(contactDetails, artifactsFor(page(NAME, dialog))).score).toBe(1);
    const start = page(`${NAME} · ${ADDRESS}`);
    const crawled = artifactsFor(start, { crawl: crawlOf({ "/": start }) });
    expect(onlyFinding(contactDetails, crawled).detail).toContain(
      "på forsiden, og den lenker ikke til andre sider vi kunne lese",
    );
  });
});
