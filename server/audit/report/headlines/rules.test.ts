import { describe, expect, it } from "vitest";
import type { PageText } from "../../checks/copy/types.ts";
import { page } from "../../gather/page/page-text.fixture.ts";
import { findFacts } from "./fact.ts";
import { exampleHeadline, siteKind } from "./kind.ts";
import { headlineParts } from "./parts.ts";
import { phrase } from "./phrase.ts";
import { ADVICE_LABEL, headlineVariants } from "./variants.ts";

// The rules that real sites showed were needed (issue 25), each on a small made-up page. Every
// name, place, number and sentence here is invented for the test.

const all = (sample: PageText) => {
  const result = headlineVariants(sample);
  return [...result.variants, result.heroCopy].join("\n");
};
const factsOf = (text: string) => findFacts([text], text);

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

  it("counts only what proves something: customers, members, years of experience", () => {
    expect(factsOf("Skoleklasser over 30 deles i to grupper.").fact).toBeNull();
    expect(factsOf("Vi har over 400 fornøyde kunder i fylket.").fact?.phrase).toBe(
      "over 400 fornøyde kunder",
    );
    expect(factsOf("Med 12 års erfaring vet vi hva som virker.").fact?.phrase).toBe("med 12 års erfaring");
    expect(factsOf("Hele 97 % fornøyde kunder i fjor.").fact?.phrase).toBe("hele 97 % fornøyde kunder");
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

describe("phrases cut from the page", () => {
  it("gives up rather than cut inside a phrase or a list", () => {
    expect(phrase("en lun, stille hytte ved vannet", 9, { lists: true })).toBeNull();
    expect(phrase("maling, tapet, gulv, lister osv.", 9, { lists: true })).toBeNull();
    expect(phrase("kurs A (nybegynner), B og C", 9, { lists: true })).toBeNull();
    expect(phrase("sykler, ski, skøyter, staver og utleie av kajakk", 6, { lists: true })).toBeNull();
  });

  it("keeps a whole list before an aside, and drops an empty superlative among the adjectives", () => {
    expect(phrase("brød, boller og kaker, i tillegg til kaffe", 12, { lists: true })).toBe(
      "brød, boller og kaker",
    );
    expect(phrase("ost fra egne geiter, rett fra fjøset til disken", 12, { lists: true })).toBe(
      "ost fra egne geiter",
    );
    expect(phrase("unike, vevde tepper i ull", 12, { lists: true })).toBe("vevde tepper i ull");
  });

  it("does not cut whom the page speaks to at «, eller» or «, og»", () => {
    // the relative clause goes on after "eller": whole, or not at all
    expect(phrase("deg som driver butikk, eller vil starte egen butikk", 12, { lists: true })).toBe(
      "deg som driver butikk, eller vil starte egen butikk",
    );
    expect(
      phrase("deg som driver butikk, eller vil starte egen butikk, og trenger råd", 12, { lists: true }),
    ).toBeNull();
    // a new clause with its own subject is still cut off
    expect(phrase("deg som driver butikk, og vi kommer gjerne innom", 12, { lists: true })).toBeNull();
    expect(phrase("hus og hytter, og vi rydder etter oss", 12, { lists: true })).toBe("hus og hytter");
  });
});

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
    expect(headlineVariants(VERKSTED).variants).toContain(
      "Granli Bil reparerer alle bilmerker i Elverum og omegn",
    );
  });

  it("says «Med … kan du» only where the page says what the business helps the reader do", () => {
    const loose = page({
      title: "Regnskap i Gjøvik | Tallverket",
      paragraphs: ["Dette er regnskap du kan lite på.", "Du kan si opp når som helst."],
    });
    expect(all(loose)).not.toMatch(/kan du lite|kan du si opp/);
    const helps = page({
      title: "Regnskap i Gjøvik | Tallverket",
      paragraphs: ["Vi hjelper deg å søke lån og å forhandle med banken."],
    });
    expect(headlineVariants(helps).variants).toContain(
      "Med Tallverket kan du søke lån og forhandle med banken",
    );
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
    expect(headlineVariants(described).variants).toContain("Lystrup Lys lager lamper, lysestaker og lykter");
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

  it("says a trade's name that says the trade: «Trenger du snekker?»", () => {
    const sample = page({
      title: "Snekker Aas – Hjem",
      paragraphs: ["Vi leverer kjøkken og garderober etter mål."],
      links: [{ text: "Snekker Aas", href: "/" }],
    });
    expect(headlineVariants(sample).variants).toContain("Trenger du snekker?");
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

  it("shows one sure suggestion rather than none", () => {
    const sample = page({
      title: "Rørlegger i Moss | Rør & Vann",
      paragraphs: ["Vi kommer når du trenger oss."],
    });
    expect(headlineVariants(sample).variants).toEqual(["Trenger du rørlegger i Moss?"]);
  });
});

describe("the hero text", () => {
  it("does not say the reader gets people, and uses a button's words only when they are a call", () => {
    const sample = page({
      title: "Vinduspuss i Hamar – Klarsyn",
      h1: ["Eksperter på glass"],
      paragraphs: ["Vi gir deg et raskt tilbud."],
      buttons: ["BESTILL TILBUD"],
      links: [{ text: "Bestill via portalen · BankID", href: "https://example.invalid" }],
    });
    expect(headlineVariants(sample).heroCopy).toBe(
      "Klarsyn tilbyr vinduspuss i Hamar. Du får et raskt tilbud. Bestill tilbud i dag.",
    );
    // no offer in the title: the call to action does not say again what the first sentence said
    const { heroCopy } = headlineVariants({ ...sample, title: "Klarsyn" });
    expect(heroCopy).not.toMatch(/får du eksperter/);
    expect(heroCopy).toBe("Hos Klarsyn får du et raskt tilbud. Ta kontakt i dag.");
  });

  it("does not say a business offers an abstract noun like «…helse» or «trygghet»", () => {
    const sample = page({
      title: "God munnhelse i Lillevik | Smilbyen",
      paragraphs: ["Smilbyen gir deg et raskt svar."],
      buttons: ["Bestill time"],
    });
    expect(headlineVariants(sample).heroCopy).not.toMatch(/tilbyr/);
  });

  it("does not say the same long word in two sentences of the hero", () => {
    const sample = page({
      title: "Vinduspuss i Hamar – Klarsyn",
      h1: ["Vinduspuss for hus og hytter"],
      paragraphs: [
        "Klarsyn hjelper deg raskt med alle vindusbehov i hjemmet ditt.",
        "Med over 20 års erfaring i vindusbransjen er vi Hamars faste partner for alle vindusbehov.",
      ],
      buttons: ["Bestill vask"],
    });
    const sentences = headlineVariants(sample).heroCopy.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.filter((sentence) => /vindusbehov/.test(sentence)).length).toBeLessThanOrEqual(1);
  });

  it("does not use a caption without a verb as the proof sentence", () => {
    const sample = page({
      title: "Maler i Hamar | Fargerik",
      paragraphs: ["Fargerik maler hus og hytter.", "Bilder fra 300 oppdrag — hus, hytter og låver."],
    });
    expect(headlineVariants(sample).heroCopy).not.toMatch(/Bilder fra/);
  });
});

describe("advice that fits the site", () => {
  const club = page({
    title: "Nordbygda IL",
    h1: ["Velkommen"],
    paragraphs: [
      "Trening for alle årsklasser hver tirsdag. Bli medlem i klubben, og møt opp på trening.",
      "Styret ønsker nye medlemmer velkommen til årsmøtet.",
    ],
  });

  it("reads the kind of site from its words, and says nothing when it is unclear", () => {
    expect(siteKind(club)).toBe("club");
    expect(
      siteKind(
        page({
          title: "Hjem",
          paragraphs: ["Rørlegger med mesterbrev. Vi tar oppussing av bad og reparasjon av rør."],
        }),
      ),
    ).toBe("craft");
    expect(siteKind(page({ title: "Hjem", paragraphs: ["Velkommen."] }))).toBeNull();
    expect(exampleHeadline("club")).toBeNull();
  });

  it("gives an advice example that fits a lawyer as well as an accountant", () => {
    expect(exampleHeadline("advice")).not.toMatch(/regnskap/i);
  });

  it("gives a club advice in its own terms and no tradesman's example", () => {
    const { variants, heroCopy, label } = headlineVariants(club);
    expect(variants).toEqual([]);
    // no suggestions: the label does not say there are
    expect(label).toBe(ADVICE_LABEL);
    expect(heroCopy).toMatch(/hva dere driver med/);
    expect(heroCopy).not.toMatch(/Elektriker|For eksempel/);
  });
});

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
