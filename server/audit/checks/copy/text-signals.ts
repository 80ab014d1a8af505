// What the rules look for in a text: phrases, facts (see facts.ts), quotes, title parts and the
// language.

import { LETTER, words } from "./readability.ts";
import type { PageText } from "./types.ts";

export { specifics } from "./facts.ts";

function lowerWords(text: string): string[] {
  return words(text).map((word) => word.toLocaleLowerCase("nb"));
}

/** Whole-word/phrase occurrences of each phrase (case-insensitive) in a text. */
export function countPhrases(text: string, phrases: readonly string[]): Map<string, number> {
  const tokens = lowerWords(text);
  const counts = new Map<string, number>();
  for (const phrase of phrases) {
    const parts = lowerWords(phrase);
    if (parts.length === 0) continue;
    let count = 0;
    for (let i = 0; i + parts.length <= tokens.length; i++) {
      if (parts.every((part, j) => tokens[i + j] === part)) count++;
    }
    if (count > 0) counts.set(phrase, count);
  }
  return counts;
}

export function sum(counts: Map<string, number>): number {
  let total = 0;
  for (const count of counts.values()) total += count;
  return total;
}

/** Title segments split at the usual separators: "Regnskap i Sandnes | Tallhuset AS", "Hjem|Firma". */
export function titleSegments(title: string): string[] {
  return title
    .split(/\s+[|–—·•-]\s+|\s*\|\s*|\s+::\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A title segment that only says which page of the site this is: «Hjem», «Forside», «Home». */
export const HOME_PAGE_WORDS =
  "hjem|heim|home|home ?page|forside[n]?|startside[n]?|hovedside[n]?|start|index";
const HOME_PAGE = new RegExp(`^(?:${HOME_PAGE_WORDS})$`, "i");

/**
 * The part of the title that stands for the page's headline when it has no h1: the first segment,
 * past one that only names the page («Hjem|Firma» gives «Firma»).
 */
export const titleHead = (title: string): string => {
  const segments = titleSegments(title);
  return segments.find((segment) => !HOME_PAGE.test(segment)) ?? segments[0] ?? "";
};

// Quotes of three or more words: «…», “…”, „…“ and "…".
const QUOTE = /«([^»\n]{3,400})»|“([^”\n]{3,400})”|„([^“”\n]{3,400})[“”]|"([^"\n]{3,400})"/g;

export function quotes(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(QUOTE)) {
    const inner = match[1] ?? match[2] ?? match[3] ?? match[4] ?? "";
    if (words(inner).length >= 3) found.push(inner.trim());
  }
  return found;
}

// What follows a quoted testimonial: "…», sier Kari", a full name ("…» Kari Nordmann, Skien",
// "…» – Kari Nordmann") or a first name after a dash or on its own line ("…»\nKari, Skien"). A quote followed by the next sentence of the page is not one.
const SPEAKER_AFTER =
  /^[\s.!?]*(?:,\s*(?:sier|skriver|forteller|mener)\s+\p{Lu}|[–—-]?\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{Ll}.]*)+\s*(?:[,(\n]|$)|(?:[–—-]|\n)\s*\p{Lu}\p{Ll}+\s*[,(\n])/u;
// A quote a review section sets with its marks on lines of their own ("“\nTekst …\n”"): typographic
// marks may hold line breaks here, up to a length a review has. Straight ones only a line break
// inside a sentence, before a word in lower case (the source's own wrapping: «Veldig\nfornøyd»).
const LONG_QUOTE =
  /«([^»]{3,600}?)»|“([^”]{3,600}?)”|„([^“”]{3,600}?)[“”]|"((?:[^"\n]|\n(?=\p{Ll})){3,400})"/gu;
// Lines of one to three capitals between a review and its name: an avatar's initials ("AH").
const INITIALS = /^(?:[ \t]*\n[ \t]*\p{Lu}{1,3}[ \t]*(?=\n))+/u;
/** Words a quote needs to be a sentence someone said, not a label or a term in quotes. */
const TESTIMONIAL_WORDS = 5;

/**
 * Quoted sentences that someone is named as saying: «…», sier Kari / «…» – Kari Nordmann. A quoted
 * button name or term ("trykk «Send inn»") is not a testimonial.
 */
export function testimonialQuotes(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(LONG_QUOTE)) {
    const inner = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? "").replace(/\s+/g, " ").trim();
    if (words(inner).length < TESTIMONIAL_WORDS) continue;
    const end = match.index + match[0].length;
    const after = text.slice(end, end + 120).replace(INITIALS, "");
    if (SPEAKER_AFTER.test(after)) found.push(inner);
  }
  return found;
}

/**
 * The business speaking, not a customer: «hos oss», «våre egne …», «vi serverer …». A template's
 * review block is often filled with the owner's own words («Alt vi serverer bygger på våre egne
 * oppskrifter. — Fra kjøkkenet»); a customer says «vi fikk», not what «vi» sell.
 */
const OWN_VOICE =
  /(?<![\p{L}])(?:hos oss|våre egne|vårt eget|vår egen|vi (?:serverer|tilbyr|leverer|lager|selger|produserer))(?![\p{L}])/iu;

/** What others say on the page: testimonials the markup marks, and quoted sentences with a name. */
export function testimonialsOf(page: PageText, text: string): string[] {
  const all = (page.testimonials ?? []).map((item) => item.replace(/\s+/g, " ").trim()).filter(Boolean);
  // a quote inside a marked block is that block's, the owner's too
  const quoted = testimonialQuotes(text).filter((quote) => !all.some((item) => item.includes(quote)));
  // where most marked blocks speak as the business, the template's review cards hold its own words
  const others = all.filter((item) => !OWN_VOICE.test(item));
  return [...(others.length < all.length - others.length ? [] : others), ...quoted];
}

/** The text without anything in quotes: other people's words are not the page's own claims. */
export function withoutQuotes(text: string): string {
  return text.replace(LONG_QUOTE, " ");
}

/** True when the text's letters look Norwegian: enough æ/ø/å, and not Swedish ä/ö. */
export function looksNorwegian(text: string): boolean {
  const letters = text.match(LETTER) ?? [];
  if (letters.length < 40) return false;
  let norwegian = 0;
  let swedish = 0;
  for (const letter of letters) {
    const lower = letter.toLowerCase();
    if (lower === "æ" || lower === "ø" || lower === "å") norwegian++;
    else if (lower === "ä" || lower === "ö") swedish++;
  }
  return norwegian / letters.length >= 0.004 && swedish < norwegian / 2;
}
