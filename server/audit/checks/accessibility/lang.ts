import { BOKMAL_MARKERS, NYNORSK_MARKERS } from "../../gather/spelling/standard.ts";
import { looksNorwegian } from "../copy/text-signals.ts";

// Which <html lang> to advise, and when a declared one is wrong (issue 25): a nynorsk site is told
// "nn", not "nb"; a template's default "en" on Norwegian text is a wrong language, not a right one.
// The words that tell nynorsk from bokmål are the spelling's (spelling/standard.ts), the Norwegian
// reading the copy rule's (copy/text-signals.ts).

/** A text speaks for its written standard with this many marker words, this share of one kind. */
const CLEAR_MARKERS = 3;
const CLEAR_SHARE = 3 / 4;

/**
 * "nn" when the texts are clearly nynorsk, "nb" when clearly bokmål, null when they hold too few of
 * the words that tell the two apart (a short start page): then the advice names both.
 */
export function norwegianLang(texts: string[]): "nb" | "nn" | null {
  const text = texts.join(" ");
  const nynorsk = markerWords(text, NYNORSK);
  const bokmal = markerWords(text, BOKMAL);
  const all = nynorsk + bokmal;
  if (all < CLEAR_MARKERS) return null;
  if (nynorsk >= CLEAR_SHARE * all) return "nn";
  return bokmal >= CLEAR_SHARE * all ? "nb" : null;
}

/** The tag to advise for pages with these texts; both when the texts do not tell. */
export function langTag(texts: string[]): string {
  const lang = norwegianLang(texts);
  return lang ? `<html lang="${lang}">` : '<html lang="nb"> (eller lang="nn" hvis teksten er på nynorsk)';
}

const NYNORSK = new Set(NYNORSK_MARKERS);
const BOKMAL = new Set(BOKMAL_MARKERS);

function markerWords(text: string, markers: Set<string>): number {
  let found = 0;
  for (const token of text.toLowerCase().split(/[\s\u00a0]+/)) {
    if (markers.has(token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))) found++;
  }
  return found;
}

/** Norwegian words a page must hold besides its æ, ø and å before an English lang is called wrong. */
const ENOUGH_MARKERS = 3;

const norwegianWords = (text: string) => markerWords(text, NYNORSK) + markerWords(text, BOKMAL);

/**
 * True when a page says it is in English (lang "en", "en-US", …) but its text is Norwegian: the
 * usual leftover of an English template. Other languages are left alone (Danish shares æ and ø).
 */
export function wrongEnglishLang(lang: string | null | undefined, text: string): boolean {
  const primary = lang?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary !== "en") return false;
  return looksNorwegian(text) && norwegianWords(text) >= ENOUGH_MARKERS;
}
