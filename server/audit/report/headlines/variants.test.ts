import { describe, expect, it } from "vitest";
import { page } from "../../gather/page/page-text.fixture.ts";
import { untitle } from "./untitle.ts";
import { ADVICE_LABEL, headlineVariants } from "./variants.ts";

// The suggestions as a whole, on a page the bokmål formulas must not be mixed into: a rule that
// real sites showed was needed (issue 25), on a small made-up page. Every name, place, number and
// sentence here is invented for the test.

describe("nynorsk", () => {
  it("knows a nynorsk page by forms bokmål does not use", () => {
    const result = headlineVariants(
      page({
        title: "Fjordtun Camping",
        paragraphs: ["Fjordtun er ein liten campingplass ved sjøen. Her ligg nokre hytter og ein kai."],
      }),
    );
    expect(result.variants).toEqual([]);
    expect(result.heroCopy).toMatch(/nynorsk/);
  });
});

describe("the name and the offer, where the headline says nothing of it", () => {
  const camp = (
    h1: string[],
    title = "Fjellvik Leirsted | Leirskole og Overnatting i Fjelldalen",
    more: string[] = [],
  ) =>
    headlineVariants(
      page({
        title,
        h1,
        paragraphs: [
          "Hos oss bor klassen i hytter ved vannet. Vi har overnatting for skoler, lag og familier.",
          ...more,
        ],
      }),
    );

  it("opens no headline with the name: the name and the offer alone promise the reader nothing", () => {
    for (const h1 of [["Velkommen til Fjellvik Leirsted"], ["Fjellvik Leirsted"], []]) {
      const result = camp(h1);
      expect(result.variants, h1.join()).toEqual([]);
      expect(result.label).toBe(ADVICE_LABEL);
      expect(result.heroCopy).toMatch(/Skriv i overskriften hva du tilbyr og hvor/);
    }
  });

  it("says the title's offer with what the page gives to weigh, a place's region left out", () => {
    const since = ["Vi har drevet leirskole her siden 1979."];
    for (const title of [
      "Fjellvik Leirsted | Leirskole og Overnatting i Fjelldalen",
      "Fjellvik Leirsted | Leirskole og Overnatting i Fjelldalen, Nordlandet",
    ])
      expect(camp(["Velkommen til Fjellvik Leirsted"], title, since).variants, title).toEqual([
        "Leirskole og overnatting i Fjelldalen siden 1979",
      ]);
  });

  it("proposes no headline the report's own headline check would fault", () => {
    // «Sjømat i Lillevik – fisk og skalldyr fra egne båter» says what is sold, but promises nothing
    const fish = headlineVariants(
      page({
        title: "Sjømat i Lillevik | Havbua",
        h1: ["Velkommen til Havbua"],
        paragraphs: ["Vi selger fisk og skalldyr fra egne båter."],
      }),
    );
    expect(fish.variants).toEqual([]);
    // what the reader is spared is a promise: «… – uten ventetid»
    const spared = headlineVariants(
      page({
        title: "Sjømat i Lillevik | Havbua",
        h1: ["Velkommen til Havbua"],
        paragraphs: ["Vi selger fisk og skalldyr fra egne båter.", "Hos oss handler du uten ventetid."],
      }),
    );
    expect(spared.variants).toContain("Sjømat i Lillevik – uten ventetid");
  });

  it("asks no «Trenger du …?» of a trade the page's own headline names already", () => {
    const dentist = (h1: string) =>
      headlineVariants(
        page({
          title: "Tannlege på Torget i Lillevik | Smilbua",
          h1: [h1],
          paragraphs: ["Vi tar imot nye pasienter hver uke."],
        }),
      ).variants;
    expect(dentist("Din tannlege på Torget")).not.toContain("Trenger du tannlege på Torget i Lillevik?");
    expect(dentist("Trygghet og omsorg")).toContain("Trenger du tannlege på Torget i Lillevik?");
  });

  it("puts a badge's «samme dag» after the offer", () => {
    const glazier = headlineVariants(
      page({
        title: "Glassmester i Lillevik | Klarglass",
        h1: ["Velkommen til Klarglass"],
        paragraphs: ["Vi skifter vinduer og speil for private og bedrifter."],
        bodyText:
          "Velkommen til Klarglass\nNytt glass samme dag\nVi skifter vinduer og speil for private og bedrifter.",
      }),
    );
    expect(glazier.variants).toContain("Glassmester i Lillevik – nytt glass samme dag");
  });

  it("says nothing of the kind where the offer is the name's, nor to a club", () => {
    // the offer says the name's place again: «Fjellvik Sykkel – sykkelservice i Fjellvik»
    const bikes = headlineVariants(
      page({
        title: "Fjellvik Sykkel | Sykkelservice i Fjellvik",
        h1: ["Velkommen til Fjellvik Sykkel"],
        paragraphs: ["Vi har åpent hver dag i sommer."],
      }),
    );
    expect(bikes.variants).toEqual([]);
    // a club is asked for a headline in its own terms
    const club = headlineVariants(
      page({
        title: "Fjellvik Tennisklubb | Tennis for barn og voksne i Fjellvik",
        h1: ["Velkommen til Fjellvik Tennisklubb"],
        paragraphs: ["Klubben har treninger for medlemmer hver uke. Bli medlem i dag!"],
      }),
    );
    expect(club.variants).toEqual([]);
  });
});

describe("a title in Title Case", () => {
  const text = "Vi tilbyr overnatting og leirskole. Takvask gjør vi hele året.";

  it("is written small where the page writes its words small, places kept", () => {
    expect(untitle("Leirskole og Overnatting i Fjelldalen, Nordlandet", text)).toBe(
      "Leirskole og overnatting i Fjelldalen, Nordlandet",
    );
  });

  it("is left as it is where a word cannot be written small, or no word is small", () => {
    // «Vedlikehold» is never written small on the page: which is meant cannot be told
    expect(untitle("Takvask og Vedlikehold", text)).toBe("Takvask og Vedlikehold");
    // the page writes «Overnatting» with a capital inside a sentence too
    expect(untitle("Leirskole og Overnatting", `${text} Se våre Overnatting-tilbud.`)).toBe(
      "Leirskole og Overnatting",
    );
    // words all capitalised may be a name or a person's titles («Tømrer & Byggmester»)
    expect(untitle("Tømrer & Overnatting", text)).toBe("Tømrer & Overnatting");
  });
});

// Moved here from headlines.test.ts, which holds the whole pages' suggestions.
describe("a nynorsk page, and the key figures", () => {
  it("suggests nothing on a nynorsk page rather than mixing it with bokmål", () => {
    const result = headlineVariants(
      page({
        title: "Rørleggar i Voss | Vossa Rør",
        h1: ["Rørleggar i Voss"],
        paragraphs: ["Treng du rørleggar? Me kjem same dag, og du får fast pris før me startar."],
      }),
    );
    expect(result.variants).toEqual([]);
    expect(result.heroCopy).toMatch(/nynorsk/);
  });

  it("takes a fact from the page's key figures, each number paired with its caption by the markup", () => {
    const h1 = "Blikkenslager på Hadeland";
    const paragraph = "Vi legger tak, takrenner og beslag på boliger og hytter.";
    const result = headlineVariants(
      page({
        title: "Blikkenslager på Hadeland | Fjellvik Blikk",
        h1: [h1],
        paragraphs: [paragraph],
        keyFigures: [
          ["30+", "Års erfaring"],
          ["800", "Fornøyde kunder"],
        ],
        // the figures stand in the page's text too, so the guard finds every number it uses
        bodyText: [h1, "30+", "Års erfaring", "800", "Fornøyde kunder", paragraph].join("\n"),
      }),
    );
    expect(result.variants[0]).toBe("Blikkenslager på Hadeland – over 30 års erfaring");
  });
});
