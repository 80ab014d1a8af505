import { describe, expect, it } from "vitest";
import { page } from "../../gather/page/page-text.fixture.ts";
import {
  countPhrases,
  looksNorwegian,
  quotes,
  specifics,
  sum,
  testimonialQuotes,
  testimonialsOf,
  titleSegments,
  withoutQuotes,
} from "./text-signals.ts";

// What the copy rules look for in a text, on sentences of our own.

describe("phrases", () => {
  it("counts whole words and phrases, whatever the case", () => {
    const counts = countPhrases("Vi er Vikinger. Vi svarer, og vi kommer. Ta kontakt! Kontakten", [
      "vi",
      "ta kontakt",
    ]);
    expect([...counts]).toEqual([
      ["vi", 3],
      ["ta kontakt", 1],
    ]);
    expect(sum(counts)).toBe(4);
    expect(countPhrases("Ingen treff her.", ["vi"]).size).toBe(0);
  });

  it("splits a title at its separators", () => {
    expect(titleSegments("Regnskap i Sandnes | Tallhuset AS")).toEqual([
      "Regnskap i Sandnes",
      "Tallhuset AS",
    ]);
    expect(titleSegments("Regnskap – Tallhuset · Sandnes")).toEqual(["Regnskap", "Tallhuset", "Sandnes"]);
    expect(titleSegments("E-post og B2B-regnskap")).toEqual(["E-post og B2B-regnskap"]);
  });

  it("passes the facts on from facts.ts", () => {
    expect(specifics("Svar innen 24 timer siden 1979.")).toEqual(["24 timer"]);
  });
});

describe("quotes and testimonials", () => {
  it("finds quotes of three words or more in any quotation marks", () => {
    expect(
      quotes(
        '«Rask og grei hjelp» og “Alltid på tid” og „Veldig god service“ og "Helt topp levert" men «kort»',
      ),
    ).toEqual(["Rask og grei hjelp", "Alltid på tid", "Veldig god service", "Helt topp levert"]);
  });

  it("counts a quoted sentence with a name after it, not a quoted button name or term", () => {
    expect(testimonialQuotes("Trykk på «Send inn» når du er ferdig, så får du svar.")).toEqual([]);
    expect(testimonialQuotes("Vi kaller det «regnskap uten stress», og det er enkelt.")).toEqual([]);
    // under five words a quote is a slogan, even with a name after it
    expect(testimonialQuotes("«Rask og grei hjelp», sier Ola.")).toEqual([]);
    expect(
      testimonialQuotes("«De kom samme dag og fikset alt på en time», sier Kari fra Lillevik."),
    ).toHaveLength(1);
    expect(testimonialQuotes("«De kom samme dag og fikset alt på en time» – Per Olsen")).toHaveLength(1);
    expect(
      testimonialQuotes("«De kom samme dag og fikset alt på en time.» Per Olsen, Lillevik"),
    ).toHaveLength(1);
    // a review section: marks on lines of their own, an avatar's initials before the name
    expect(
      testimonialQuotes("“\nDe kom samme dag og fikset alt på en time.\n”\nKB\nKari Berg\nLillevik"),
    ).toEqual(["De kom samme dag og fikset alt på en time."]);
    expect(
      testimonialQuotes('"Alt gikk fint, og prisen var som avtalt."\nP\nPer\nGoogle · 5/5'),
    ).toHaveLength(1);
    // the next sentence of the page is not a name
    expect(testimonialQuotes("«De kom samme dag og fikset alt på en time.» Vi svarer raskt.")).toEqual([]);
    // straight marks around a review the source wraps mid-sentence, not across two blocks
    expect(
      testimonialQuotes(
        '"Rask og ryddig jobb, og god pris. Veldig\nfornøyd med resultatet."\nKari\nLillevik, mai 2025',
      ),
    ).toEqual(["Rask og ryddig jobb, og god pris. Veldig fornøyd med resultatet."]);
    expect(
      testimonialQuotes('Skjerm 27" med stativ\nLevert på fem dager til hele landet, sier "Per Olsen"'),
    ).toEqual([]);
  });

  it("gathers the marked testimonials first, and quoted ones they do not already hold", () => {
    const text =
      "«Endelig har jeg oversikt over alle tallene», sier Ola. «De svarer alltid samme dag, helt topp», sier Kari.";
    expect(
      testimonialsOf(page({ testimonials: [" Endelig har jeg oversikt over alle tallene  Ola "] }), text),
    ).toEqual(["Endelig har jeg oversikt over alle tallene Ola", "De svarer alltid samme dag, helt topp"]);
    expect(testimonialsOf(page(), "Ingen sitater her.")).toEqual([]);
  });

  it("leaves out marked blocks in the business's own voice, all of them where most are", () => {
    const own = "«Vi baker alt selv.» Alt vi serverer bygger på våre egne oppskrifter. — Fra bakeriet";
    const customer = "Vi fikk kaken til avtalt tid, og den smakte nydelig. — Kari";
    const marked = page({ testimonials: [own, customer, "Bollene lages hos oss hver morgen. — Signatur"] });
    expect(testimonialsOf(marked, `${own}\n${customer}`)).toEqual([]);
    const reviews = page({ testimonials: [own, customer, "Hyggelig betjening og god kaffe. — Per"] });
    expect(testimonialsOf(reviews, "")).toEqual([customer, "Hyggelig betjening og god kaffe. — Per"]);
  });

  it("leaves out what stands in quotes", () => {
    expect(withoutQuotes("Vi er «de beste i byen», sier de.").replace(/\s+/g, " ")).toBe("Vi er , sier de.");
  });
});

describe("the language of a text", () => {
  it("looks Norwegian with enough æ, ø and å, and not with Swedish ä and ö", () => {
    expect(looksNorwegian("Du får hjelp med årsoppgjøret, lønn og bilag for små bedrifter på Jæren.")).toBe(
      true,
    );
    expect(looksNorwegian("Vi hjälper små företag med bokföring och löner varje månad på året.")).toBe(false);
    expect(looksNorwegian("We help small businesses with accounting and payroll every month.")).toBe(false);
    expect(looksNorwegian("Få år på øya.")).toBe(false); // too few letters to tell
  });
});
