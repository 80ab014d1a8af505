// Cutting a usable phrase out of the page's sentences, and casing it for use mid-sentence. Numbers
// written as one unit stay whole: a range ("5–50", "5 - 50") is never cut at its dash, and an
// ordinal's dot ("den 5. hver måned", "1. mai") or an abbreviation's ("kl. 12") ends nothing.

import { words } from "../../checks/copy/readability.ts";
import { countPhrases } from "../../checks/copy/text-signals.ts";
import { SUPERLATIVES } from "../../checks/copy/word-lists.ts";
import {
  BREAK_WORDS,
  EMPTY_PRICE_CLAIM,
  LEADING_ADVERBS,
  PREPOSITIONS,
  STRANDED,
  TRAILING_STOP,
} from "./vocabulary.ts";

export const squash = (text: string) => text.replace(/\s+/g, " ").trim();
export const lower = (text: string) => text.toLocaleLowerCase("nb");
/** The words and numbers of a text, lower-cased: «Tilbud innen 2 dager!» is four. */
export const tokens = (text: string) =>
  lower(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A text's content words, lower-cased: those of `least` letters or more (four unless said). */
export const contentWords = (text: string, least = 4) =>
  words(lower(text)).filter((word) => word.length >= least);

/** Do two texts share a content word of `least` letters or more ("blomster" in both; "brudebuketter" is another word)? */
export function sharesWord(a: string, b: string, least = 4): boolean {
  const first = new Set(contentWords(a, least));
  return contentWords(b, least).some((word) => first.has(word));
}

export function cap(text: string): string {
  return text.charAt(0).toLocaleUpperCase("nb") + text.slice(1);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** An empty superlative coordinated with another adjective: "unike, vevde", "unik og personlig". */
const EMPTY_ADJECTIVE = new RegExp(
  `(?<![\\p{L}])(?:${SUPERLATIVES.filter((word) => !/\s/.test(word)).join("|")})(?:,\\s*|\\s+og\\s+)(?=\\p{Ll})`,
  "giu",
);

// A dot that ends nothing, held as a one-dot leader while the text is cut.
const HELD = "\u2024";
const ABBREVIATIONS =
  /(?<![\p{L}.])(?:f\.eks|bl\.a|m\.m|o\.l|kl|ca|nr|tlf|inkl|ekskl|evt|dvs|mob|org\.nr|jf)\./giu;

/** Ranges written whole ("5 - 50" → "5–50"); dots that end nothing held. */
export function hold(text: string): string {
  return text
    .replace(/(\d)[ \u00a0]?[–—-][ \u00a0]?(?=\d)/g, "$1–")
    .replace(/(\d)\.(?=[ \u00a0]+\p{Ll})/gu, `$1${HELD}`)
    .replace(ABBREVIATIONS, (match) => match.replaceAll(".", HELD));
}

export const release = (text: string) => text.replaceAll(HELD, ".");

/** The sentences of a text as written, with their end marks: split at . ! ? before a capital, and at line breaks. */
export function clauses(text: string): string[] {
  return hold(text)
    .split(/\n+|(?<=[.!?])\s+(?=[\p{Lu}\d«"“])/u)
    .map((part) => squash(release(part)))
    .filter((part) => words(part).length > 0);
}

// Words that start a new clause or an aside after a comma: "fast pris, og vi rydder etter oss",
// "bedrifter, i hele fylket", "hytteeiere, samt borettslag".
const CLAUSE_START = new Set(
  "og men så du vi jeg dere som der når hvis fordi mens uten eller samt også både enten ofte særlig spesielt blant".split(
    " ",
  ),
);

const SUBJECTS = new Set("jeg du han hun vi dere de det den man".split(" "));

/**
 * Cuts at the first comma where a new clause or an aside starts ("…, og vi rydder etter oss",
 * "…, i tillegg til …"), and keeps what stands before it when that is one phrase or a whole list
 * ("klipp, farge og styling"). Gives up (null) when a comma is inside a phrase: between adjectives
 * ("en lun, stille hytte") or in a list that does not end in "og" ("maling, tapet, gulv
 * osv."), where a cut would leave half of it.
 */
function cutAtComma(text: string): string | null {
  const parts = text.split(",");
  if (parts.length === 1) return text;
  const opens = (part: string) => {
    const first = lower(part.trim().split(" ")[0] ?? "");
    return CLAUSE_START.has(first) || PREPOSITIONS.has(first);
  };
  // an aside without a word to open it: "fisk fra lokale fiskere, rett fra båten til bordet" (a
  // phrase of its own after a whole phrase with a preposition), not "en lun, stille hytte"
  const whole = (text: string) =>
    words(text).length >= 3 && text.split(" ").some((word) => PREPOSITIONS.has(lower(word)));
  const aside = (part: string, index: number) =>
    words(part).length >= 3 && !/\s(?:og|eller)\s/.test(part) && whole(parts.slice(0, index).join(","));
  const at = parts.findIndex((part, index) => index > 0 && (opens(part) || aside(part, index)));
  const kept = at === -1 ? parts : parts.slice(0, at);
  // "deg som driver butikk, eller som vil starte en": a relative clause goes on after "og" or
  // "eller", and a cut there keeps half of whom the page speaks to
  // ("deg som driver butikk, eller vil starte en"): the whole of it is kept when it ends there and
  // goes on without a subject of its own, and the phrase is given up otherwise
  const [joiner, next] = (parts[at]?.trim().split(" ") ?? []).map(lower);
  if ((joiner === "og" || joiner === "eller") && /(?<![\p{L}])som(?![\p{L}])/iu.test(kept.join(","))) {
    const ownSubject = next === undefined || SUBJECTS.has(next);
    return at === parts.length - 1 && !ownSubject ? parts.join(",") : null;
  }
  if (kept.length === 1) return kept[0] ?? "";
  const isList =
    kept.slice(1, -1).every((part) => words(part).length <= 3) &&
    /\s(?:og|eller)\s/.test(kept[kept.length - 1] ?? "");
  return isList ? kept.join(",") : null;
}

/**
 * Cleans a phrase captured after a pattern: cuts it at clause boundaries, shortens it at a natural
 * break when it is longer than `max` words (or gives up), and drops dangling function words.
 */
export function phrase(rest: string, max: number, options: { lists?: boolean } = {}): string | null {
  // an empty superlative among the adjectives goes, the rest stays: "unike, vevde tepper" →
  // "vevde tepper"; alone ("de beste rådgiverne") it makes the phrase unusable (below)
  const held = hold(rest).replace(EMPTY_ADJECTIVE, "");
  let text = held.split(/[;()[\]«»"“”:]|\s[–—-]\s|[.!?](?:\s|$)/u)[0] ?? "";
  // The phrase runs to its sentence's end: what the page wrote there is whole («… kirken arbeider
  // i.», «… som hjelper deg.»), and only a word we cut at may be left dangling.
  const sentence = text;
  const toSentenceEnd = /^(?:[.!?]|\s*$)/u.test(held.slice(text.length));
  // a list or a name cut by a bracket: "klasse B (bil), BE og A" is not "klasse B"
  if (/^\s*\(/.test(held.slice(text.length)) && /\)\s*(?:,|og\b|eller\b)/u.test(held.slice(text.length)))
    return null;
  // without lists, a list is not cut to its first item either: the phrase is given up
  const cut = cutAtComma(text);
  if (cut === null || (!options.lists && cut.includes(","))) return null;
  text = cut;
  text = text.split(/\s(?:men|fordi|mens|hvis|dersom|slik at|så|når)\s/)[0] ?? "";
  let tokens = squash(release(text)).split(" ").filter(Boolean);
  while (tokens.length > 0 && LEADING_ADVERBS.has(lower(tokens[0] ?? ""))) tokens.shift();
  // a list is whole or not at all: "kaffe, te, kakao" of a longer one is half of it
  if (words(tokens.join(" ")).length > max && tokens.some((token) => token.endsWith(","))) return null;
  if (words(tokens.join(" ")).length > max) {
    // A relative clause goes first ("en fast megler som følger deg …"), then a preposition.
    // the token index where the words run past `max`
    let limit = 0;
    for (let counted = 0; limit < tokens.length; limit++) {
      if (/\p{L}/u.test(tokens[limit] ?? "")) counted++;
      if (counted > max) break;
    }
    let cut = tokens.indexOf("som");
    if (cut < 2 || cut > limit) {
      cut = -1;
      for (let i = Math.min(limit, tokens.length - 1); i >= 2; i--) {
        if (BREAK_WORDS.has(lower(tokens[i] ?? ""))) {
          cut = i;
          break;
        }
      }
    }
    if (cut === -1) return null;
    tokens = tokens.slice(0, cut);
    // "en rapport hver måned og svar" is half of a pair: end before the "og" instead.
    const and = tokens.lastIndexOf("og");
    if (and >= 2 && tokens.length - and <= 2) tokens = tokens.slice(0, and);
  }
  const whole = toSentenceEnd && squash(release(sentence)) === tokens.join(" ");
  while (tokens.length > 0) {
    const bare = lower((tokens[tokens.length - 1] ?? "").replace(/[,!?]+$/, ""));
    if (bare === "" || (TRAILING_STOP.has(bare) && !(whole && STRANDED.has(bare)))) tokens.pop();
    else break;
  }
  const result = tokens.join(" ").replace(/[,!?]+$/, "");
  if (!result || words(result).length === 0) return null;
  // A number cut from what follows it: "en rapport den 5", "fra 10".
  if (/\bden \d{1,2}\.?$|\b(?:fra|til|med|over|under) \d+$|\d[–-]$/.test(result)) return null;
  const first = lower(tokens[0] ?? "");
  if (first === "å" || first === "at" || first === "ikke" || PREPOSITIONS.has(first)) return null;
  // Empty superlatives and price claims are what the audit criticises; never reuse them.
  if (countPhrases(result, SUPERLATIVES).size > 0 || EMPTY_PRICE_CLAIM.test(result)) return null;
  return result.replace(/\.$/, "");
}

/** First capture of any pattern in any clause, cleaned by `phrase` and accepted by `accept`. */
export function capture(
  clauseList: readonly string[],
  patterns: readonly RegExp[],
  max: number,
  options: { lists?: boolean; accept?: (found: string) => boolean } = {},
): string | null {
  for (const pattern of patterns) {
    for (const clause of clauseList) {
      const match = pattern.exec(clause);
      if (!match) continue;
      const found = phrase(clause.slice(match.index + match[0].length), max, options);
      if (found && (options.accept?.(found) ?? true)) return found;
    }
  }
  return null;
}

/** The word or phrase as a word of a text, not inside a longer one («bakeri», not «bakerier»). */
export const asWord = (word: string, flags = "u") =>
  new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, flags);

/** Does the text write the word with its capital inside a sentence (after a small word or a comma)? */
export const capitalisedMidSentence = (word: string, text: string) =>
  new RegExp(`[\\p{Ll},][ \\t\\u00a0]+${escapeRegExp(word)}(?![\\p{L}])`, "u").test(text);

/**
 * Lower-cases the first letter of a phrase used mid-sentence, unless the first word looks like a
 * name: all capitals ("SEO"), an inner capital ("WordPress", "IT-drift"), or capitalised
 * mid-sentence on the page and never written in lower case.
 */
export function inline(text: string, page: string, brand: string | null = null): string {
  const pageText = brand ? page.replaceAll(brand, " ") : page;
  const first = text.split(/[\s,]/)[0] ?? "";
  if (!first) return text;
  if (first.length > 1 && first === first.toLocaleUpperCase("nb")) return text;
  if (/\p{Lu}/u.test(first.slice(1))) return text;
  const lowered = lower(first.charAt(0)) + first.slice(1);
  if (lowered === first) return text;
  if (asWord(lowered).test(pageText)) return lowered + text.slice(first.length);
  if (capitalisedMidSentence(first, pageText)) return text;
  return lowered + text.slice(first.length);
}
