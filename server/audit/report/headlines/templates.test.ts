import { describe, expect, it } from "vitest";
import { headlineWordCount } from "../../checks/copy/headline-rules.ts";
import type { PageText } from "../../checks/copy/types.ts";
import { page } from "../../gather/page/page-text.fixture.ts";
import { headlineParts } from "./parts.ts";
import { headlineVariants } from "./variants.ts";

// The headline formulas and the slots they are filled from: the rules that real sites showed were
// needed (issue 25), each on a small made-up page. Every name, place, number and sentence here is
// invented for the test.

const all = (sample: PageText) => {
  const result = headlineVariants(sample);
  return [...result.variants, result.heroCopy].join("\n");
};

describe("the formulas", () => {
  const VERKSTED = page({
    title: "Bilverksted i Elverum | Granli Bil AS",
    h1: ["Hjertet av bygda"],
    headings: ["Service", "Dekk", "Bremser", "Lys", "Eksos", "Olje", "Hvorfor velge oss?"],
    paragraphs: [
      "Granli Bil reparerer alle bilmerker i Elverum og omegn.",
      "Hva vil du bestille?",
      "Du får fast pris før vi starter.",
    ],
    links: [
      { text: "Granli Bil", href: "/" },
      { text: "Personvern", href: "#" },
    ],
  });

  it("counts no headings as reasons, and lifts no question from the page", () => {
    const text = all(VERKSTED);
    expect(text).not.toMatch(/grunner til å velge/);
    expect(text).not.toMatch(/Hva vil du bestille/);
    expect(text).not.toMatch(/Personvern/);
    // what the company does is read, but the name opens no headline: it says it in the hero text
    expect(headlineParts(VERKSTED).activity).toBe("reparerer alle bilmerker i Elverum og omegn");
    expect(headlineVariants(VERKSTED).variants).toEqual(["Få fast pris før vi starter"]);
  });

  it("says «Med … kan du» or «får du hjelp til å» only where the page says what the reader can do", () => {
    const loose = page({
      title: "Regnskap i Gjøvik | Tallverket",
      paragraphs: ["Dette er regnskap du kan lite på.", "Du kan si opp når som helst."],
    });
    expect(all(loose)).not.toMatch(/kan du lite|kan du si opp/);
    const helps = page({
      title: "Regnskap i Gjøvik | Tallverket",
      paragraphs: ["Vi hjelper deg å søke lån og å bytte bank."],
    });
    // helped to do it, not doing it alone: «hjelper deg å» is «får du hjelp til å»
    expect(headlineVariants(helps).variants).toContain(
      "Med Tallverket får du hjelp til å søke lån og bytte bank",
    );
    const canDo = page({
      title: "Regnskap i Gjøvik | Tallverket",
      paragraphs: ["Vi fører regnskapet, så du kan bruke tiden på kundene dine."],
    });
    expect(headlineVariants(canDo).variants).toContain("Med Tallverket kan du bruke tiden på kundene dine");
    // no suggestion longer than the 12 words our own headline finding calls long
    const long = headlineVariants(
      page({
        title: "Regnskap i Gjøvik | Tallverket",
        paragraphs: ["Vi hjelper deg å søke lån og å forhandle med banken."],
      }),
    ).variants;
    expect(long).not.toContain("Med Tallverket får du hjelp til å søke lån og forhandle med banken");
    expect(long.every((variant) => headlineWordCount(variant) <= 12)).toBe(true);
  });

  it("makes «Få …» only of a promised noun phrase, not a verb, an adverb or a word", () => {
    const sample = page({
      title: "Tømrer i Gjøvik | Bygg & Bjelke",
      paragraphs: [
        "Hos oss får du lære faget fra bunnen.",
        "Sertifikatet får du først etter kurset.",
        "Du får beskjed.",
        "Når du bestiller, får du svar innen 2 dager.",
      ],
    });
    expect(all(sample)).not.toMatch(/Få (?:lære|først|beskjed|svar)/);
    const promised = page({
      title: "Tømrer i Gjøvik | Bygg & Bjelke",
      paragraphs: ["Send bilder av jobben – vi gir deg et skriftlig tilbud innen 3 dager."],
    });
    expect(headlineVariants(promised).variants).toContain("Få et skriftlig tilbud innen 3 dager");
  });

  it("takes what the business does only from its own sentences, not an answer or a side line", () => {
    const sample = page({
      title: "Hjem",
      paragraphs: [
        "Ja. Vi tilbyr også vinduspuss.",
        "Som byggmester leverer vi tilbygg.",
        "Vi tilbyr også takrenner.",
        "© 2025 Nordvik Vask",
      ],
    });
    expect(headlineParts(sample)).toMatchObject({ gettable: null, activity: null });
    const described = page({
      title: "Hjem",
      paragraphs: [
        "Lystrup Lys er et lite verksted som lager lamper, lysestaker og lykter.",
        "© 2025 Lystrup Lys",
      ],
    });
    expect(headlineParts(described).activity).toBe("lager lamper, lysestaker og lykter");
  });

  it("takes no denial, no bare «hjelper deg» and no section's name for what the business does", () => {
    const sample = page({
      title: "Hjem",
      h1: ["Kommende kurs"],
      paragraphs: ["Vi selger ikke brukte deler.", "Vi hjelper deg.", "© 2025 Strandli Data"],
    });
    expect(headlineParts(sample)).toMatchObject({ offer: null, activity: null });
  });

  it("takes the offer from the title or the first h1, never one with a name or glued words in it", () => {
    const slides = page({
      title: "Hjem",
      h1: ["Fra tegning til ferdig hus", "Gratis befaring"],
      paragraphs: ["Vi har bygget i Åsnes siden 2001."],
    });
    expect(headlineParts(slides).offer).toBeNull();
    const named = page({
      title: "Hjem",
      h1: ["Grendehuset og Nordbygda Vel"],
      paragraphs: ["Grendehuset ble bygget i 1952."],
    });
    expect(headlineParts(named).offer).toBeNull();
    const glued = page({ title: "Hjem", h1: ["Maling og tapetseringi Hamar"], paragraphs: ["Vi maler."] });
    expect(headlineParts(glued).offer).toBeNull();
  });

  it("reads the trade from a name that says it, but asks «Trenger du snekker?» only with a place", () => {
    const sample = page({
      title: "Snekker Aas – Hjem",
      paragraphs: ["Vi leverer kjøkken og garderober etter mål."],
      links: [{ text: "Snekker Aas", href: "/" }],
    });
    expect(headlineParts(sample).offer).toMatchObject({ text: "snekker", kind: "trade" });
    // the bare question says nothing of this business that any other could not say
    expect(all(sample)).not.toMatch(/Trenger du snekker\?/);
  });

  it("puts «siden» after an offer only when the year is said of every place in it", () => {
    const sample = page({
      title: "Kjøreskole i Hamar og Stange | Veimester",
      paragraphs: [
        "Vi har kjørt med elever i Stange siden 2012.",
        "Vi hjelper deg trygt fram til førerprøven.",
      ],
    });
    expect(all(sample)).not.toMatch(/siden 2012/);
  });

  it("leaves the praise every firm gives out of what the reader gets: «høy kvalitet», «god service»", () => {
    const sample = (promise: string) =>
      page({ title: "Dronefoto av hytter | Luftblikk", paragraphs: [`Vi leverer ${promise}.`] });
    expect(headlineVariants(sample("høy kvalitet og fornøydgaranti")).variants).toEqual([
      "Dronefoto av hytter – med fornøydgaranti",
    ]);
    expect(headlineVariants(sample("god service, fast pris og fornøydgaranti")).variants).toEqual([
      "Dronefoto av hytter – fast pris og fornøydgaranti",
    ]);
    expect(all(sample("høy kvalitet og god service"))).not.toMatch(/kvalitet|service/);
    // an offer with its «med» already takes the guarantee with «og», not a second «med»
    const framed = page({
      title: "Dronefoto med blikk for detaljer | Luftblikk",
      paragraphs: ["Vi leverer høy kvalitet og fornøydgaranti."],
    });
    expect(headlineVariants(framed).variants).toEqual([
      "Dronefoto med blikk for detaljer – og fornøydgaranti",
    ]);
  });

  it("shows one sure suggestion rather than none", () => {
    const sample = page({
      title: "Rørlegger i Moss | Rør & Vann",
      paragraphs: ["Vi kommer når du trenger oss."],
    });
    expect(headlineVariants(sample).variants).toEqual(["Trenger du rørlegger i Moss?"]);
  });
});
