import { describe, expect, it } from "vitest";
import { badgeClauses, figureClauses, findFacts, sameDayBadges } from "./fact.ts";
import { inHeadlineStyle } from "./fact-phrase.ts";

const factsOf = (text: string) => findFacts([text], text);

describe("facts in a long clause", () => {
  it("reads a 100 KB clause full of numbers without splitting it once per number", { timeout: 5_000 }, () => {
    const unit = "over 120 kunder og svar innen 24 timer fra 1 490 kr og 30 % og ";
    const clause = `Du får ${unit.repeat(Math.ceil(100_000 / unit.length))}mer.`;
    const facts = findFacts([clause], clause);
    expect(facts.fact?.phrase).toBe("svar innen 24 timer");
    expect(facts.fact?.kind).toBe("promise");
  });

  it("keeps the words next to a fact in a short clause", () => {
    const clause = "Du får svar innen 24 timer.";
    expect(findFacts([clause], clause).fact).toMatchObject({
      phrase: "svar innen 24 timer",
      standalone: true,
    });
  });
});

// The rules that real sites showed were needed (issue 25), each on a small made-up sentence.
// Every name, place, number and sentence here is invented for the test.

describe("facts a headline may carry", () => {
  it("does not read a call-back time as a promise about the work", () => {
    const facts = factsOf("Legg igjen nummeret ditt, så ringer vi tilbake innen 20 minutter.");
    expect(facts.fact).toBeNull();
  });

  it("does not read the reader's own deadline as a promise", () => {
    expect(factsOf("Du kan endre din bestilling innen 48 timer.").fact).toBeNull();
    expect(factsOf("Hvis du kommer etter 18 timer, er det stengt.").fact).toBeNull();
  });

  it("does not take an add-on, a fee or one of several prices for the price", () => {
    expect(factsOf("Levering på lørdag koster et tillegg på 75 kr.").fact).toBeNull();
    expect(factsOf("Lite kurs fra 1 900 kr, stort kurs 3 400 kr.").fact).toBeNull();
    expect(factsOf("Hjulskift fra 550 kr.").fact).toMatchObject({
      phrase: "hjulskift fra 550 kr",
      kind: "price",
    });
  });

  it("keeps a price whole: two words before it, and what it is per after a slash", () => {
    // as a headline writes it: «fra» already says it is the lowest, and «i timen» is what the slash means
    expect(factsOf("Barnevakt fra kun 450 kr / timen.").fact).toMatchObject({
      phrase: "barnevakt fra 450 kr i timen",
      kind: "price",
    });
    // however the page spaces it, and no adverb taken for the thing priced
    expect(factsOf("Barnevakt fra kun 450 kr/time.").fact?.phrase).toBe("barnevakt fra 450 kr i timen");
    expect(factsOf("Bestill nå fra kun 99 kr.").fact?.phrase).toBe("fra 99 kr");
    // a price tag's «,-» is written «kr»
    expect(factsOf("Barnevakt fra kun 599,- / timen.").fact?.phrase).toBe("barnevakt fra 599 kr i timen");
  });

  it("spells out a unit a headline does not abbreviate", () => {
    expect(inHeadlineStyle("bestill på 2 min")).toBe("bestill på 2 minutter");
    expect(inHeadlineStyle("svar på 1 min")).toBe("svar på 1 minutt");
    // not a word that only begins like one, and not «kun» where no «fra» says «lowest»
    expect(inHeadlineStyle("10 minutter")).toBe("10 minutter");
    expect(inHeadlineStyle("kun 99 kr")).toBe("kun 99 kr");
  });

  it("counts only what proves something: customers, members, years of experience", () => {
    expect(factsOf("Skoleklasser over 30 deles i to grupper.").fact).toBeNull();
    expect(factsOf("Vi har over 400 fornøyde kunder i fylket.").fact?.phrase).toBe(
      "over 400 fornøyde kunder",
    );
    expect(factsOf("Med 12 års erfaring vet vi hva som virker.").fact?.phrase).toBe("med 12 års erfaring");
    expect(factsOf("Hele 97 % fornøyde kunder i fjor.").fact?.phrase).toBe("hele 97 % fornøyde kunder");
  });

  it("counts skilled staff as proof from three on, not a bare head count", () => {
    expect(factsOf("Hos oss arbeider 6 autoriserte elektrikere.").fact?.phrase).toBe(
      "6 autoriserte elektrikere",
    );
    expect(factsOf("Hos oss arbeider 2 erfarne tannleger.").fact).toBeNull();
    expect(factsOf("Vi er 14 ansatte.").fact).toBeNull();
    expect(factsOf("Vi har 9 hyggelige frisører.").fact).toBeNull();
  });

  it("reads «3 års garanti» as a promise, and «24/7» only with what is open", () => {
    expect(factsOf("Alle tak får 3 års garanti.").fact).toMatchObject({
      phrase: "3 års garanti",
      kind: "promise",
    });
    expect(factsOf("Vi er klare 24/7 i hele dalen.").fact).toBeNull();
    expect(factsOf("Vi har døgnvakt 24/7.").fact?.phrase).toBe("døgnvakt 24/7");
  });

  it("takes no fact from a customer's quoted words", () => {
    expect(factsOf("«Vi fikk svar innen 2 timer, helt utrolig!»").fact).toBeNull();
  });

  it("takes «siden 1999» only when it is said of the business, not of a person", () => {
    const person = "Lise har klippet hår siden 1999.";
    expect(findFacts([person], person).since).toBeNull();
    const business = "Vi har lagt tak i Valdres siden 1999.";
    expect(findFacts([business], business).since).toBe("1999");
    const tagline = "Takfirmaet i dalen siden 1999";
    expect(findFacts([tagline], tagline).since).toBe("1999");
  });
});

describe("a row of key figures", () => {
  // Each number with its caption, as the markup pairs them (PageText.keyFigures).
  const row: [string, string][] = [
    ["15+", "Års erfaring"],
    ["1 200", "Fornøyde kunder"],
    ["98%", "FORNØYDE KUNDER"],
    ["01", "Befaring"],
    ["2009", "Etablert"],
    ["2024", "Kunder"],
    ["4", "Kunder"],
    ["4.8", "Snittkarakter"],
    ["40+", "Biler i parken"],
    ["7", "Tenk deg om før du ringer oss"],
  ];

  it("reads each figure with its caption as the clause it says, «+» as «over»", () => {
    expect(figureClauses(row)).toEqual([
      "over 15 års erfaring",
      "1 200 fornøyde kunder",
      "98 % fornøyde kunder",
      "over 40 biler i parken",
    ]);
  });

  it("gives the facts that prove something, and nothing from a year, a list number or a small count", () => {
    const facts = findFacts(figureClauses(row), "");
    expect(facts.facts.map((fact) => fact.phrase)).toEqual([
      "over 15 års erfaring",
      "1 200 fornøyde kunder",
      "98 % fornøyde kunder",
    ]);
    // a caption is no sentence: it opens no headline of its own
    expect(facts.proofHeadline).toBeNull();
    expect(facts.proofSentence).toBeNull();
  });
});

describe("badges", () => {
  it("reads a short line that is one proof or share and nothing else as a fact", () => {
    const text = [
      "Kjøreskole i Lillevik",
      "To avdelinger – Nord og Sør",
      "96 % fornøyde elever",
      "Over 400 fornøyde kunder",
      "Pakke 12 timer 9 900 kr",
      "Ring 400 00 000 i dag",
      "Vi har hatt 96 % fornøyde elever i år.",
    ].join("\n");
    expect(badgeClauses(text)).toEqual(["96 % fornøyde elever", "Over 400 fornøyde kunder"]);
    // the strongest first: a count of customers before a share
    expect(findFacts(badgeClauses(text), text).facts.map((fact) => fact.phrase)).toEqual([
      "over 400 fornøyde kunder",
      "96 % fornøyde elever",
    ]);
  });
});

describe("a «samme dag» badge", () => {
  it("is a promise where it stands alone, not in a sentence or said of some of the work", () => {
    const text = [
      "Glassmester i Lillevik",
      "Nytt glass samme dag",
      "Vi svarer samme dag.",
      "De fleste jobber gjøres samme dag",
      "Mange kunder får svar samme dag",
    ].join("\n");
    expect(sameDayBadges(text).map((fact) => fact.phrase)).toEqual(["nytt glass samme dag"]);
    expect(findFacts([], text, null, sameDayBadges(text)).fact).toMatchObject({
      phrase: "nytt glass samme dag",
      kind: "promise",
      standalone: true,
    });
  });
});

describe("a fact of a person in the business", () => {
  it("does not stand for the offer: the years are the person's, not the firm's", () => {
    const person = "Eirik har over 30 års erfaring med tunge maskiner.";
    expect(findFacts([person], person, "Lillevik Maskin").facts).toEqual([]);
    for (const own of [
      "Vi har over 30 års erfaring med tunge maskiner.",
      "Verkstedet har over 30 års erfaring med tunge maskiner.",
      "Lillevik har over 30 års erfaring med tunge maskiner.",
    ])
      expect(
        findFacts([own], own, "Lillevik Maskin").facts.map((fact) => fact.phrase),
        own,
      ).toEqual(["over 30 års erfaring"]);
  });
});
