import { describe, expect, it } from "vitest";
import { artifacts, HOME, html, ids } from "../privacy/legal-site.fixture.ts";
import { placeholderNumbersIn, placeholders } from "./placeholders.ts";

// A template's leftovers on an invented carpenter's site: a phone number nobody has, and filler.

const FOOTER = (phone: string) => `<p>Snekker Lia AS · Lia 3, 3050 Mjøndalen · Tlf. ${phone}</p>`;
const site = (phone: string, extra: Record<string, string> = {}) =>
  artifacts({
    "/": html("Snekker Lia", HOME, FOOTER(phone)),
    "/kontakt": html("Kontakt", "<p>Ring eller skriv, så kommer vi på befaring.</p>", FOOTER(phone)),
    "/om": html("Om oss", "<p>Vi er tre snekkere med eget verksted.</p>", FOOTER(phone)),
    ...extra,
  });

describe("placeholder phone numbers", () => {
  it("reads a number as a template's when its digits are one eight times, 1 to 8, or x's", () => {
    expect(placeholderNumbersIn("Tlf. +47 12 34 56 78, mobil 999 99 999")).toEqual([
      "+47 12 34 56 78",
      "999 99 999",
    ]);
    expect(placeholderNumbersIn("Ring 000 00 000 eller +4711111111")).toEqual(["000 00 000", "+4711111111"]);
    expect(placeholderNumbersIn("Telefon: xxx xx xxx · Mobil: +47 9XX XX XXX")).toEqual([
      "xxx xx xxx",
      "+47 9XX XX XXX",
    ]);
    expect(placeholderNumbersIn("Tlf: 00 00 00 00")).toEqual(["00 00 00 00"]);
  });

  it("leaves real numbers, org.nr., codes, prices and countdowns alone", () => {
    expect(
      placeholderNumbersIn(
        "Tlf. 22 33 44 55 · sentralbord 23 45 67 89 · mobil 912 34 567 · +47 4000 0000 · Org.nr. 999 999 999",
      ),
    ).toEqual([]);
    expect(
      placeholderNumbersIn(
        "Kort 1234 5678 9012 3456 · Rabattkode 1111 1111 · Pris: kr 1 111 11 111 · Åpner om 00 00 00 00",
      ),
    ).toEqual([]);
  });

  it("names the number once, however many pages show it, as a problem", () => {
    const result = placeholders.run(site("+47 12 34 56 78"));
    expect(result.score).toBe(0);
    expect(ids(result)).toEqual(["placeholder-phone"]);
    const [finding] = result.findings;
    expect(finding?.severity).toBe("problem");
    expect(finding?.title).toBe("Telefonnummeret ser ut som et eksempel");
    expect(finding?.detail).toMatch(
      /^Vi fant nummeret «\+47 12 34 56 78» på forsiden, \/kontakt og \/om\. Et nummer med sifrene i rekkefølge er typisk for maler, så trolig er det et eksempel/,
    );
  });

  it("reads the number behind a tel: link that shows other words", () => {
    const result = placeholders.run(
      artifacts({ "/": html("Snekker Lia", HOME, '<p><a href="tel: +47 99999999">Ring oss</a></p>') }),
    );
    expect(result.findings[0]?.detail).toMatch(/^Vi fant nummeret «999 99 999» på forsiden\./);
  });

  it("counts a number shown and linked as one, and «/» and «/index.html» as one page", () => {
    const linked = '<a href="tel:99999999">999 99 999</a>';
    const result = placeholders.run(
      artifacts({
        "/": html("Snekker Lia", HOME, linked),
        "/index.html": html("Snekker Lia", HOME, linked),
      }),
    );
    expect(result.findings[0]?.detail).toMatch(/^Vi fant nummeret «999 99 999» på forsiden\. /);
  });

  it("names two numbers together, in the plural", () => {
    const result = placeholders.run(
      site("+47 XXX XX XXX", {
        "/bestill": html("Bestill", "<p>Ring 333 33 333.</p>", FOOTER("+47 XXX XX XXX")),
      }),
    );
    expect(result.findings[0]?.title).toBe("Telefonnumrene ser ut som eksempler");
    expect(result.findings[0]?.detail).toMatch(
      /Et nummer med X-er i stedet for sifre eller åtte like sifre er typisk for maler, så trolig er de eksempler/,
    );
    expect(result.findings[0]?.detail).toMatch(
      /^Vi fant numrene «\+47 XXX XX XXX» og «333 33 333» på 4 sider, blant annet forsiden\./,
    );
  });

  it("says how many pages when there are many", () => {
    const more = Object.fromEntries(
      ["/tak", "/bad", "/kjokken"].map((path) => [
        path,
        html("Tjeneste", "<p>Vi bygger nytt.</p>", FOOTER("000 00 000")),
      ]),
    );
    const result = placeholders.run(site("000 00 000", more));
    expect(result.findings[0]?.detail).toMatch(/på 6 sider, blant annet forsiden\./);
  });

  it("does not read a form field's example, which no visitor reads as the site's number", () => {
    const form = '<form><label>Telefon <input type="tel" placeholder="+47 000 00 000"></label></form>';
    const result = placeholders.run(
      site("32 11 22 33", { "/bestill": html("Bestill", form, FOOTER("32 11 22 33")) }),
    );
    expect(result).toEqual({ score: 1, findings: [] });
  });
});

describe("filler text", () => {
  it("is the filler itself, not a sentence that names it", () => {
    const agency = html(
      "Nettsider",
      "<p>Hos oss får du ingen lorem ipsum: vi skriver teksten med deg.</p>",
      "",
    );
    expect(placeholders.run(artifacts({ "/": agency }))).toEqual({ score: 1, findings: [] });
    const midway = html("Regnskap", "<p>Duis aute irure dolor in reprehenderit in voluptate.</p>", "");
    expect(ids(placeholders.run(artifacts({ "/": midway })))).toEqual(["placeholder-text"]);
  });

  it("names the page that still has «Lorem ipsum» as a warning", () => {
    const result = placeholders.run(
      site("32 11 22 33", {
        "/galleri": html("Galleri", "<p>Lorem ipsum dolor sit amet, consectetur.</p>", FOOTER("32 11 22 33")),
      }),
    );
    expect(ids(result)).toEqual(["placeholder-text"]);
    expect(result.findings[0]?.severity).toBe("warning");
    expect(result.findings[0]?.detail).toMatch(/^Fylltekst av typen «Lorem ipsum» står på \/galleri\. /);
  });
});
