import type { PageText } from "../../checks/copy/types.ts";

/** A page's extracted text for tests: the visible body text follows from the parts unless given. */
export function page(overrides: Partial<PageText> = {}): PageText {
  const base: PageText = {
    title: "",
    h1: [],
    headings: [],
    paragraphs: [],
    links: [],
    buttons: [],
    bodyText: "",
    lang: "nb",
    ...overrides,
  };
  if (!overrides.bodyText) {
    base.bodyText = [
      ...base.h1,
      ...base.headings,
      ...base.paragraphs,
      ...base.buttons,
      ...base.links.map((link) => link.text),
    ].join("\n");
  }
  return base;
}

/** A du-focused accountant's page with numbers, a clear call to action and a customer quote. */
export const ACCOUNTANT_PAGE = page({
  title: "Regnskapsfører i Sandnes | Tallhuset AS",
  h1: ["Slik får du mer tid til kundene dine"],
  headings: ["Fast pris hver måned", "Svar innen 24 timer", "Alt på ett sted", "Kontakt oss"],
  paragraphs: [
    "Tallhuset hjelper små bedrifter med regnskap, lønn og MVA. Du får fast pris og svar innen 24 timer.",
    "Du sender bilag fra mobilen, så du kan bruke tiden på kundene dine. Uten papirarbeid og uten skjulte kostnader.",
    "«Vi sparer fem timer hver måned etter at vi byttet til Tallhuset», sier Kari Nordmann i Sandnes Bakeri.",
  ],
  links: [
    { text: "Les mer", href: "/om" },
    { text: "Bestill gratis vurdering", href: "/kontakt" },
  ],
  buttons: ["Bestill gratis vurdering"],
});
