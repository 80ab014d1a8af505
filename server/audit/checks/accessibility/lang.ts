import { looksNorwegian } from "../../copy/text-signals.ts";
import { BOKMAL_MARKERS, bokmalPages, NYNORSK_MARKERS } from "../../spelling/standard.ts";

// Which <html lang> to advise, and when a declared one is wrong (issue 25): a nynorsk site is told
// "nn", not "nb"; a template's default "en" on Norwegian text is a wrong language, not a right one.
// The nynorsk reading is the spelling's (spelling/standard.ts), the Norwegian reading the copy
// rule's (copy/text-signals.ts).

/** "nn" when most of the texts are written in nynorsk, else "nb". */
export function norwegianLang(texts: string[]): "nb" | "nn" {
  const pages = texts.filter((text) => text.trim()).map((text, index) => ({ url: String(index), text }));
  if (!pages.length) return "nb";
  const nynorsk = pages.length - bokmalPages(pages).length;
  return nynorsk > pages.length / 2 ? "nn" : "nb";
}

/** The tag to advise for pages with these texts: `<html lang="nb">` or `<html lang="nn">`. */
export const langTag = (texts: string[]) => `<html lang="${norwegianLang(texts)}">`;

const MARKERS = new Set([...BOKMAL_MARKERS, ...NYNORSK_MARKERS]);
/** Norwegian words a page must hold besides its æ, ø and å before an English lang is called wrong. */
const ENOUGH_MARKERS = 3;

function norwegianWords(text: string): number {
  let found = 0;
  for (const token of text.toLowerCase().split(/[\s\u00a0]+/)) {
    if (MARKERS.has(token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))) found++;
  }
  return found;
}

/**
 * True when a page says it is in English (lang "en", "en-US", …) but its text is Norwegian: the
 * usual leftover of an English template. Other languages are left alone (Danish shares æ and ø).
 */
export function wrongEnglishLang(lang: string | null | undefined, text: string): boolean {
  const primary = lang?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary !== "en") return false;
  return looksNorwegian(text) && norwegianWords(text) >= ENOUGH_MARKERS;
}
