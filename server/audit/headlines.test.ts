import { describe, expect, it } from "vitest";
import { type PageText, words } from "./copy.ts";
import { WHAT_TO_CHANGE } from "./headlines/variants.ts";
import { HEADLINE_LABEL, headlineParts, headlineVariants } from "./headlines.ts";
import { ACCOUNTANT_PAGE, page } from "./page-text.fixture.ts";

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

// Words the formulas add themselves; every variant must also carry at least one word from the page.
const TEMPLATE_WORDS = new Set(
  "slik får få du deg dere uten grunner til å velge ny som gir hvordan hjelper vil ha for fra dette med derfor bør kommer i gang alt trenger vite om enkelt forklart klar mer ut av tre fire fem seks sju lar kan".split(
    " ",
  ),
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

function digits(text: string): string[] {
  return text.match(/\d+/g) ?? [];
}

describe("headlineVariants", () => {
  it.each([
    ["an accountant", ACCOUNTANT],
    ["a consultancy addressing 'dere'", CONSULTANCY],
    ["a café with news", CAFE],
  ])("gives at least five distinct variants from the page's own words for %s", (_name, sample) => {
    const result = headlineVariants(sample);
    expect(result.label).toBe(HEADLINE_LABEL);
    expect(result.label).toBe("Regelbaserte forslag laget av sidens egne ord (uten AI)");
    expect(result.variants.length).toBeGreaterThanOrEqual(5);
    const keys = result.variants.map((variant) => variant.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);

    const own = pageWords(sample);
    const numbers = new Set(digits([sample.title, sample.bodyText].join(" ")));
    for (const variant of [...result.variants, result.heroCopy]) {
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

  it("builds the formulas from the accountant page's offer, benefit, pain and fact", () => {
    const result = headlineVariants(ACCOUNTANT);
    expect(result.variants).toEqual([
      "Slik får du fast pris og svar innen 24 timer – uten papirarbeid",
      "Få regnskapsfører i Sandnes – svar innen 24 timer",
      "Tre grunner til å velge Tallhuset",
      "Regnskapsfører i Sandnes som gir deg fast pris og svar innen 24 timer",
      "Vil du bruke tiden på kundene dine?",
      "Få regnskapsfører i Sandnes fra Tallhuset",
      "Regnskapsfører i Sandnes – uten papirarbeid",
      "Få fast pris og svar innen 24 timer",
    ]);
    expect(result.heroCopy).toBe(
      "Med Tallhuset kan du bruke tiden på kundene dine. Du får fast pris og svar innen 24 timer. Bestill gratis vurdering i dag.",
    );
  });

  it("reads the parts of a page", () => {
    expect(headlineParts(ACCOUNTANT)).toMatchObject({
      offer: "regnskapsfører i Sandnes",
      company: "Tallhuset",
      benefitVerb: "bruke tiden på kundene dine",
      pain: "papirarbeid",
      specific: "svar innen 24 timer",
      reasons: 3,
      cta: "Bestill gratis vurdering",
      plural: false,
    });
    expect(headlineParts(CAFE)).toMatchObject({
      offer: "kaffe, bakst og lunsj",
      company: "Kafé Solsiden",
      benefitNoun: "20 % rabatt den første uken",
      news: true,
    });
    expect(headlineParts(PLUMBER)).toMatchObject({
      offer: "rørlegger i Bergen",
      question: "Trenger du rørlegger?",
    });
  });

  it("addresses an organisation as 'dere' when the page does", () => {
    const result = headlineVariants(CONSULTANCY);
    expect(result.variants.some((variant) => /\bdere\b/.test(variant))).toBe(true);
    expect(result.variants.join(" ")).not.toMatch(/\b(du|deg)\b/i);
    expect(result.heroCopy).toMatch(/\bdere\b/);
    expect(result.variants).toContain("Vil dere bruke mer tid på innbyggerne?");
    // the phone number is not a selling point
    expect(result.variants.join(" ")).not.toMatch(/51|23|45|67/);
  });

  it("uses none of the English-shaped formulas", () => {
    for (const sample of [ACCOUNTANT, CONSULTANCY, CAFE]) {
      const all = [...headlineVariants(sample).variants, headlineVariants(sample).heroCopy].join("\n");
      expect(all).not.toMatch(
        /Hvordan .* hjelper|Alt (du|dere) trenger å vite|enkelt forklart|for (deg|dere) som vil|Derfor bør|Dette får (du|dere) med|mer ut av|^Ny: /m,
      );
    }
  });

  it("says what to change instead of inventing sentences when the page offers too little", () => {
    for (const sample of [BOASTFUL, PLUMBER])
      expect(headlineVariants(sample)).toEqual({
        variants: [],
        heroCopy: WHAT_TO_CHANGE,
        label: HEADLINE_LABEL,
      });
    expect(WHAT_TO_CHANGE).not.toMatch(/\d/);
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
    const result = headlineVariants(PLUMBER);
    expect([...result.variants, result.heroCopy].join(" ")).not.toMatch(/\d/);
  });

  it("writes a hero paragraph of two or three sentences with a call to action", () => {
    for (const sample of [ACCOUNTANT, CONSULTANCY, CAFE]) {
      const { heroCopy } = headlineVariants(sample);
      const sentenceCount = heroCopy.split(/(?<=[.!?])\s+/).length;
      expect(sentenceCount, heroCopy).toBeGreaterThanOrEqual(2);
      expect(sentenceCount, heroCopy).toBeLessThanOrEqual(3);
      expect(heroCopy).toMatch(/\b(du|deg|dere)\b/i);
      expect(heroCopy.split(/(?<=[.!?])\s+/).at(-1)).toMatch(/ i dag\b/);
    }
    expect(headlineVariants(CAFE).heroCopy).toBe(
      "Hos Kafé Solsiden får du kaffe, bakst og lunsj. Du slipper medlemskap. Ta kontakt i dag for en prat om hva som passer for deg.",
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
