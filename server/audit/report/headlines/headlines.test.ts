import { describe, expect, it } from "vitest";
import { words } from "../../checks/copy/readability.ts";
import type { PageText } from "../../checks/copy/types.ts";
import { ACCOUNTANT_PAGE, page } from "../../gather/page/page-text.fixture.ts";
import { builtHero } from "./hero.fixture.ts";
import { repeatsHeadline } from "./hero-copy.ts";
import { headlineParts } from "./parts.ts";
import { HEADLINE_LABEL, headlineVariants } from "./variants.ts";

const ACCOUNTANT = ACCOUNTANT_PAGE;

const CONSULTANCY = page({
  title: "Bedriftsrådgivning for kommuner – Fjordkraft Consulting",
  h1: ["Vi hjelper dere med å digitalisere saksbehandlingen"],
  headings: [
    "Kortere saksbehandlingstid",
    "Trygg håndtering av personvern",
    "Opplæring for de ansatte",
    "Kontakt oss",
  ],
  paragraphs: [
    "Fjordkraft Consulting hjelper kommuner med digitalisering av saksbehandling. Dere får en fast kontaktperson og en plan på 30 dager.",
    "Slik at dere kan bruke mer tid på innbyggerne.",
  ],
  buttons: ["Be om et møte"],
  links: [{ text: "Ring 51 23 45 67", href: "tel:51234567" }],
});

const CAFE = page({
  title: "Nyhet: Nye Kafé Solsiden åpner",
  h1: ["Nå åpner vi endelig dørene"],
  paragraphs: [
    "Kafé Solsiden serverer kaffe, bakst og lunsj. Du får 20 % rabatt den første uken, uten medlemskap.",
  ],
  buttons: ["Se menyen"],
});

const BOASTFUL = page({
  title: "Velkommen",
  h1: ["Velkommen til Nordic Solutions"],
  headings: ["Om oss", "Våre tjenester"],
  paragraphs: [
    "Vi er markedsledende innen innovative og sømløse løsninger for bedriftsmarkedet, og vi leverer kvalitetsløsninger i verdensklasse.",
    "Vi har de beste konsulentene, og vår unike metodikk gjør oss til en ledende aktør i Skandinavia.",
  ],
  links: [{ text: "Les mer", href: "/om" }],
});

const PLUMBER = page({
  title: "Rørlegger Hansen",
  h1: ["Rørlegger i Bergen"],
  paragraphs: ["Trenger du rørlegger? Vi kommer samme dag."],
  links: [{ text: "Kontakt", href: "/kontakt" }],
});

// The page behind the sample report (tests/fixture-sites.ts), as the audit reads it.
const SAMPLE = page({
  title: "Regnskap for små bedrifter i Stavanger | Tallkraft",
  h1: ["Spar 10 timer i måneden på regnskapet"],
  headings: ["Spar 10 timer i måneden på regnskapet", "Dette får du"],
  paragraphs: [
    "Du sender bilagene, vi fører regnskapet. Du får en rapport den 5. hver måned og svar innen 24 timer.",
    "Fast pris fra dag én. Over 120 bedrifter i Rogaland har spart tid med oss siden 2015.",
  ],
  links: [
    { text: "Tallkraft", href: "/" },
    { text: "Se priser på regnskap", href: "/priser" },
  ],
  buttons: ["Book gratis samtale"],
});

// Words the formulas add themselves; every variant must also carry at least one word from the page.
const TEMPLATE_WORDS = new Set(
  "få du deg dere uten grunner til å velge med kan trenger hos siden tre fire fem seks sju".split(" "),
);

function pageWords(sample: PageText): Set<string> {
  const text = [
    sample.title,
    sample.bodyText,
    ...sample.links.map((link) => link.text),
    ...sample.buttons,
  ].join(" ");
  return new Set(words(text).map((word) => word.toLowerCase()));
}

const digits = (text: string) => text.match(/\d+/g) ?? [];

describe("headlineVariants", () => {
  // the café says what it serves only as «Kafé Solsiden serverer …», and no headline opens with the name
  it.each([
    ["an accountant", ACCOUNTANT, 2],
    ["a consultancy addressing 'dere'", CONSULTANCY, 2],
    ["a café", CAFE, 1],
    ["the sample report's page", SAMPLE, 2],
  ])("gives distinct variants, at most five, from the page's own words for %s", (_name, sample, least) => {
    const result = headlineVariants(sample);
    expect(result.label).toBe(HEADLINE_LABEL);
    expect(result.label).toBe("Regelbaserte forslag laget av sidens egne ord, uten AI");
    expect(result.variants.length).toBeGreaterThanOrEqual(least);
    expect(result.variants.length).toBeLessThanOrEqual(5);
    const keys = result.variants.map((variant) => variant.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);

    const own = pageWords(sample);
    const numbers = new Set(digits([sample.title, sample.bodyText].join(" ")));
    for (const variant of [...result.variants, result.heroCopy].filter(Boolean)) {
      expect(variant).toBe(variant.trim());
      expect(variant).not.toMatch(/\s{2}/);
      expect(variant.charAt(0)).toBe(variant.charAt(0).toUpperCase());
      const fromPage = words(variant).filter(
        (word) => !TEMPLATE_WORDS.has(word.toLowerCase()) && own.has(word.toLowerCase()),
      );
      expect(fromPage.length, variant).toBeGreaterThan(0);
      for (const number of digits(variant))
        expect(numbers.has(number), `${number} in «${variant}»`).toBe(true);
    }
  });

  it("builds the formulas from the accountant page's offer, fact, benefit and pain", () => {
    const result = headlineVariants(ACCOUNTANT);
    // what the company does stays in the hero text: no headline opens with the name
    expect(result.variants.join("\n")).not.toMatch(/^Tallhuset/m);
    expect(result.variants).toEqual([
      "Regnskapsfører i Sandnes – fast pris og svar innen 24 timer",
      "Regnskapsfører i Sandnes – uten papirarbeid",
      "Trenger du regnskapsfører i Sandnes?",
      "Få fast pris og svar innen 24 timer",
      "Med Tallhuset kan du bruke tiden på kundene dine",
    ]);
    // under the first headline, the hero says what it does not: «svar innen 24 timer» is said already
    expect(result.heroCopy).toBe(
      "Tallhuset hjelper små bedrifter med regnskap, lønn og MVA. Du slipper papirarbeid. Bestill gratis vurdering i dag.",
    );
  });

  it("keeps the sample report's date whole and does not say «får du» twice", () => {
    const result = headlineVariants(SAMPLE);
    expect(result.variants).toEqual([
      "Regnskap for små bedrifter i Stavanger – svar innen 24 timer",
      "Få en rapport den 5. hver måned og svar innen 24 timer",
      "Over 120 bedrifter i Rogaland har spart tid med oss siden 2015",
    ]);
    // built alone, the hero says the offer and the page's monthly report; under the first headline
    // («… – svar innen 24 timer») both are said already, and the page's proof opens it instead
    expect(builtHero(SAMPLE)).toBe(
      "Tallkraft tilbyr regnskap for små bedrifter i Stavanger. Du får en rapport den 5. hver måned og svar innen 24 timer. Book gratis samtale i dag.",
    );
    // every sentence of it is one of the suggestions already: the headlines stand alone
    expect(result.heroCopy).toBe("");
  });

  it("reads the parts of a page", () => {
    expect(headlineParts(ACCOUNTANT)).toMatchObject({
      brand: "Tallhuset",
      offer: { text: "regnskapsfører i Sandnes", kind: "trade" },
      benefitVerb: "bruke tiden på kundene dine",
      pain: "papirarbeid",
      fact: { phrase: "fast pris og svar innen 24 timer", kind: "promise" },
      cta: "Bestill gratis vurdering",
      plural: false,
    });
    expect(headlineParts(CAFE)).toMatchObject({
      brand: "Kafé Solsiden",
      gettable: "kaffe, bakst og lunsj",
      benefitNoun: "20 % rabatt den første uken",
      // "uten medlemskap" is not a burden the reader is spared
      pain: null,
    });
    expect(headlineParts(PLUMBER)).toMatchObject({
      brand: "Rørlegger Hansen",
      offer: { text: "rørlegger i Bergen", kind: "trade" },
    });
  });

  it("does not take a brand-first title's brand for the offer, and keeps its case", () => {
    const brandFirst = page({
      title: "Fjellvik Digital – nettsider, webapplikasjoner og AI",
      h1: ["Velkommen"],
      paragraphs: ["Du får svar innen 24 timer og en fast kontaktperson."],
    });
    expect(headlineParts(brandFirst)).toMatchObject({
      brand: "Fjellvik Digital",
      offer: { text: "nettsider, webapplikasjoner og AI" },
    });
    const all = [...headlineVariants(brandFirst).variants, headlineVariants(brandFirst).heroCopy].join("\n");
    expect(all).toContain("Nettsider, webapplikasjoner og AI – svar innen 24 timer");
    expect(all).not.toMatch(/fjellvik Digital|Få Fjellvik/);
  });

  it("addresses an organisation as 'dere' when the page does", () => {
    const result = headlineVariants(CONSULTANCY);
    expect(result.variants.some((variant) => /\bdere\b/.test(variant))).toBe(true);
    expect(result.variants.join(" ")).not.toMatch(/\b(du|deg)\b/i);
    expect(result.heroCopy).not.toMatch(/\b(du|deg)\b/i);
    expect(result.variants).toContain("Med Fjordkraft Consulting kan dere bruke mer tid på innbyggerne");
    // the phone number is not a selling point
    expect(result.variants.join(" ")).not.toMatch(/51|23|45|67/);
  });

  it("uses none of the English-shaped formulas", () => {
    for (const sample of [ACCOUNTANT, CONSULTANCY, CAFE, SAMPLE]) {
      const all = [...headlineVariants(sample).variants, headlineVariants(sample).heroCopy].join("\n");
      expect(all).not.toMatch(
        /Hvordan .* hjelper|Alt (du|dere) trenger å vite|enkelt forklart|for (deg|dere) som vil|Derfor bør|Dette får (du|dere) med|mer ut av|^Ny: /m,
      );
    }
  });

  it("says what to change instead of inventing sentences when the page offers too little", () => {
    const boastful = headlineVariants(BOASTFUL);
    expect(boastful.variants).toEqual([]);
    // a page of no clear kind gets no example (an electrician's would fit it no better than any)
    expect(boastful.heroCopy).toBe(
      "Overskriften «Velkommen til Nordic Solutions» sier ikke hva leseren får. Skriv i overskriften hva du tilbyr og hvor, og gi leseren ett konkret løfte.",
    );
    // «Trenger du rørlegger i Bergen?» says no more than the page's own «Rørlegger i Bergen»
    const plumber = headlineVariants(PLUMBER);
    expect(plumber.variants).toEqual([]);
    expect(plumber.heroCopy).toMatch(/^Siden har nesten ingen tekst/);
  });

  it("never reuses empty superlatives", () => {
    const result = headlineVariants(BOASTFUL);
    const all = [...result.variants, result.heroCopy].join(" ").toLowerCase();
    for (const word of [
      "markedsledende",
      "verdensklasse",
      "beste",
      "unike",
      "ledende",
      "innovative",
      "sømløse",
    ]) {
      expect(all).not.toMatch(new RegExp(`\\b${word}\\b`));
    }
  });

  it("invents no numbers on a page without digits", () => {
    const result = headlineVariants(
      page({
        title: "Tannlege i Tromsø – Nordlys Tannklinikk",
        h1: ["Trygg tannbehandling for hele familien"],
        paragraphs: ["Vi tar oss god tid, og du får alltid vite prisen før behandlingen starter."],
        buttons: ["Bestill time"],
      }),
    );
    expect(result.variants.length).toBeGreaterThanOrEqual(2);
    expect([...result.variants, result.heroCopy].join(" ")).not.toMatch(/\d/);
  });

  it("writes a hero paragraph of two or three sentences with a call to action", () => {
    for (const sample of [ACCOUNTANT, CONSULTANCY, CAFE, SAMPLE]) {
      const { heroCopy, variants } = headlineVariants(sample);
      if (!heroCopy) continue;
      const sentences = heroCopy.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
      expect(sentences.length, heroCopy).toBeGreaterThanOrEqual(2);
      expect(sentences.length, heroCopy).toBeLessThanOrEqual(3);
      expect(sentences.at(-1)).toMatch(/ i dag\.$/);
      // none of it says the first headline again, or another one word for word
      for (const sentence of sentences.slice(0, -1)) {
        expect(repeatsHeadline(sentence, variants[0] ?? "", headlineParts(sample).brand), sentence).toBe(
          false,
        );
        expect(variants.map((variant) => `${variant}.`)).not.toContain(sentence);
      }
    }
    // the page's own verb leaves room for its own fact: no "får du … får du"
    expect(builtHero(CAFE)).toBe(
      "Kafé Solsiden serverer kaffe, bakst og lunsj. Du får 20 % rabatt den første uken, uten medlemskap. Ta kontakt i dag.",
    );
    // under «Få 20 % rabatt den første uken» the rabatt is said already
    expect(headlineVariants(CAFE).heroCopy).toBe(
      "Kafé Solsiden serverer kaffe, bakst og lunsj. Ta kontakt i dag.",
    );
  });

  it("returns no variants and no hero text for a page without words", () => {
    expect(headlineVariants(page({ bodyText: " " }))).toEqual({
      variants: [],
      heroCopy: "",
      label: HEADLINE_LABEL,
    });
  });
});
