import type { PageText } from "../../checks/copy/types.ts";
import { artifactsFor } from "../../checks/test-artifacts.ts";
import type { Artifacts } from "../../checks/types.ts";
import { extractPage } from "./extract.ts";
import type { PageData } from "./page-data.ts";

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

/**
 * The page model a page's text comes from (copyTextOf gives the text back): the first heading as
 * given, then the h2s and h3s as h2,
 * links outside the menus unless said, the form's buttons the buttons unless given, nothing else.
 */
export function pageData(text: PageText): PageData {
  return {
    ...extractPage(""),
    title: text.title,
    h1: text.h1,
    emptyH1: text.emptyH1 ?? 0,
    headings: [
      ...(text.firstHeading ? [text.firstHeading] : []),
      ...text.headings.map((heading) => ({ level: 2, text: heading })),
    ],
    paragraphs: text.paragraphs,
    links: text.links.map((link) => ({
      ...link,
      label: null,
      inNavigation: link.inNavigation ?? false,
      inSentence: link.inSentence ?? false,
    })),
    buttons: text.buttons,
    formButtons: text.formButtons ?? text.buttons,
    unlinkedButtons: text.unlinkedButtons ?? [],
    testimonials: text.testimonials ?? [],
    reviewLabels: text.reviewLabels ?? [],
    keyFigures: text.keyFigures ?? [],
    bodyText: text.bodyText,
    lang: text.lang,
  };
}

/** The artifacts of an audit of a page with this text, as the copy checks read it; nothing else gathered. */
export const textArtifacts = (text: PageText): Artifacts => artifactsFor("", { page: pageData(text) });
