import { describe, expect, it } from "vitest";
import { numberText } from "../../../../tests/hostile-pages.ts";
import { specifics } from "./facts.ts";

describe("specifics: what counts as a concrete fact", () => {
  it.each([
    ["years", "Vi startet i 1979, og siden 1995 har vi holdt på. Etablert 2004. © 2026"],
    ["phone numbers", "Ring 55 12 34 56, 91234567, 912 34 567 eller +47 35 55 12 12."],
    ["a template's phone number", "Ring +47 000 00 000 eller +47 XX XX XX XX."],
    ["organisation numbers", "Org.nr. 912 345 678."],
    ["prices of nothing", "Befaring koster 0 kr. Treningsavgiften er kr 0,- første året. Frakt 0,-."],
    ["clock times", "Bestill før kl. 12, så leverer vi før kl. 11.30. Åpent 10:00–14:00 og 07.30–20.00."],
    ["opening hours", "Åpent man–fre 08–16, lør 10–15. Åpent fredag 12–18 og lørdag 10 - 15."],
    [
      "dates and ordinals",
      "Stengt fra 8. juli til 2. august. Frist 1. mars 2026. Rapport den 5. hver måned. Kampene går 1, 8 og 15 november.",
    ],
    ["post boxes", "Postboks 12 mottar all post. Pb. 7 også."],
    ["addresses and product names", "Storgata 12, 3916 Porsgrunn. Vi drifter Microsoft 365 for deg."],
    ["a postcode after a house number", "Finn oss i Bryggeveien 7 4823 Nedenes."],
    ["list labels", "01\nPlanlegging\n02\nBygging\n1. Ring oss\n2) Vi kommer på befaring"],
    [
      "web and mail addresses, long ids",
      "Les mer på www.eksempel.no/sak?id=20250413 eller https://eksempel.no/a/00/77, skriv til post24@eksempel.no. Kode 4711223344.",
    ],
    ["a number that counts nothing", "Steg 2\nTrinn 3 av prosessen"],
    ["counts of nothing, a counter not yet run up", "0 år med erfaring\n0 fornøyde kunder"],
    ["a model's or a standard's number", "Sertifisert etter XR-200/210. Testet mot COVID-19."],
    ["how long ago a review was written", "Kari N.\n7 måneder siden\nPer H. · for 2 uker siden\n1 år siden"],
  ])("are not facts: %s", (_kind, text) => {
    expect(specifics(text)).toEqual([]);
  });

  it("keeps the facts a customer can use", () => {
    expect(
      specifics(
        "Over 120 kunder. Du får svar innen 24 timer. Fra 1 490 kr. Spar 30 %. Åpent 24/7. Bedrifter med 5–50 ansatte. 9 av 10 består. 30 års erfaring. Levering på 2–3 dager. 2000 kunder.",
      ),
    ).toEqual([
      "120 kunder",
      "24 timer",
      "1 490 kr",
      "30 %",
      "24/7",
      "5–50",
      "9 av 10",
      "30 års",
      "2–3 dager",
      "2000 kunder",
    ]);
    // how long ago the business began is its own fact, not a review's age
    expect(specifics("Det er 40 år siden vi startet bakeriet.")).toEqual(["40 år"]);
  });

  it("reads a number after a line's first word, which is no name («Opptil 130 personer» on a card)", () => {
    expect(specifics("Selskapssalen – for bryllup og fest\nOpptil 80 personer")).toEqual(["80 personer"]);
    // a name in running text still leaves its number out: «Vi drifter Microsoft 365»
    expect(specifics("Salen heter Storstua 2 og ligger i sentrum.")).toEqual([]);
  });

  it("reads a price with thousands spaces whole, also after a capitalised label", () => {
    expect(specifics("Vask av enebolig Fastpris 7 500 kr, ferdig på 3 dager")).toEqual([
      "7 500 kr",
      "3 dager",
    ]);
  });

  it("reads no number in a CMS shortcode shown as text", () => {
    expect(
      specifics('Skriv til oss: [kontakt-skjema-7 id="5" tittel="Kontakt"] Svar innen 24 timer.'),
    ).toEqual(["24 timer"]);
    // as a CMS writes it, with typographic quotation marks
    expect(
      specifics("Skriv til oss: [kontakt-skjema-7 id=”5″ tittel=”Kontakt”] Svar innen 24 timer."),
    ).toEqual(["24 timer"]);
  });

  it("keeps a number written as a word with its unit, but not «en» or «ei», which are articles too", () => {
    expect(
      specifics(
        "Du bestiller på under ett minutt. Svar innen to virkedager. Tjue års erfaring og 5 kontorer.",
      ),
    ).toEqual(["ett minutt", "to virkedager", "Tjue års", "5 kontorer"]);
    expect(specifics("Vi er 7 erfarne snekkere. Vi har 4 ledige og gode plasser.")).toEqual([
      "7 erfarne snekkere",
      "4 ledige",
    ]);
    // a verb or an adverb after a plural is not what it counts; «hundre prosent» is «completely»
    expect(specifics("Våre 12 ansatte har fagbrev. Vi tar 8 påmeldte per kurs.")).toEqual([
      "12 ansatte",
      "8 påmeldte",
    ]);
    expect(specifics("Vi gir hundre prosent på hver jobb.")).toEqual([]);
    expect(specifics("Bestill en time i dag. Vi tar ei uke fri i juli. Vi har to kontorer.")).toEqual([]);
  });
});

describe("finding facts in a long text", () => {
  it("reads 3 MB of sentences full of numbers in one pass, not once per number", { timeout: 10_000 }, () => {
    const text = numberText(3);
    const line = text.slice(0, text.indexOf("\n") + 1);
    const perLine = specifics(line);
    expect(perLine).toEqual([
      "120 kunder",
      "24 timer",
      "1 490 kr",
      "30 %",
      "9 av 10",
      "2–3 dager",
      "5–50",
      "24/7",
    ]);
    const found = specifics(text);
    expect(found).toHaveLength(perLine.length * text.split("\n").filter(Boolean).length);
  });
});
