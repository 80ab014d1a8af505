// Words, sentences and LIX (Björnsson's readability index), tuned for Norwegian prose.

import { round1 } from "./format.ts";
import type { LixResult } from "./types.ts";

// A word is a run of letters (and digits mixed in, as in "B2B"), hyphenated parts kept together
// ("e-post", "state-of-the-art"). A run without any letter ("2026", "24") is not a word.
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:[-‐‑][\p{L}\p{M}\p{N}]+)*/gu;
const HAS_LETTER = /\p{L}/u;
export const LETTER = /\p{L}/gu;

/** Words of a text, in order, as written. */
export function words(text: string): string[] {
  return (text.normalize("NFC").match(TOKEN) ?? []).filter((token) => HAS_LETTER.test(token));
}

function letterCount(word: string): number {
  return word.match(LETTER)?.length ?? 0;
}

// Norwegian abbreviations whose dots do not end a sentence ("f.eks.", "ca. 500").
const ABBREVIATION =
  /(?<![\p{L}.])(f\.eks|bl\.a|m\.m|t\.o\.m|f\.o\.m|o\.l|osv|dvs|ca|evt|inkl|ekskl|mht|iht|pga|nr|kl|tlf|mv|jf|jfr)\.(?!\s*(?:$|\n|\p{Lu}))/gu;

/**
 * A word that is an e-mail address: something, "@", something, ".", something. The regex
 * /\S+@\S+\.\S+/ said the same but backtracked on a long word without "@" (4 KB took a second).
 */
function isEmail(token: string): boolean {
  const at = token.indexOf("@", 1);
  return at > 0 && token.lastIndexOf(".", token.length - 2) >= at + 2;
}

/** Removes what is not prose before counting: addresses, abbreviation dots, decimal points. */
function prepare(text: string): string {
  return (
    text
      .normalize("NFC")
      .replace(/\b(?:https?:\/\/|www\.)\S+/gi, " ")
      .replace(/\S+/g, (token) => (isEmail(token) ? " " : token))
      .replace(ABBREVIATION, (match) => match.replaceAll(".", ""))
      // decimals and times ("3.5", "08:00") are not sentence ends
      .replace(/(\d)[.:](?=\d)/g, "$1")
      // nor is an ordinal's dot before a lower-case word ("den 5. hver måned", "1. januar"): kept
      // as a stand-in and given back in sentences()
      .replace(/(\d)\.(?=[ \t\u00a0]+\p{Ll})/gu, `$1${ORDINAL_DOT}`)
  );
}

const ORDINAL_DOT = "\u2024";

function splitSentences(prepared: string): string[] {
  return prepared
    .split(/[.!?:]+|\n/)
    .map((part) => part.trim())
    .filter((part) => words(part).length > 0);
}

/**
 * The share of a text's sentences (as `sentences` splits them) that end at a line break with no
 * mark before it: labels and fragments (a price list, a form's lines), not sentences.
 */
export function unendedShare(text: string): number {
  const lines = prepare(text)
    .split("\n")
    .filter((line) => words(line).length > 0);
  const all = lines.reduce((sum, line) => sum + splitSentences(line).length, 0);
  const unended = lines.filter((line) => !/[.!?:]["»”’)]*\s*$/u.test(line)).length;
  return all ? unended / all : 0;
}

/** Sentences of a text: split at . ! ? : and line breaks; only parts with a word count. */
export function sentences(text: string): string[] {
  return splitSentences(prepare(text)).map((sentence) => sentence.replaceAll(ORDINAL_DOT, "."));
}

/**
 * LIX = words / sentences + 100 × long words / words, where a long word has 7 or more letters
 * (hyphens and digits not counted). Rounded to one decimal; 0 for a text without words.
 * At least one sentence is counted when there are words.
 */
export function lix(text: string): LixResult {
  const prepared = prepare(text);
  const all = words(prepared);
  if (all.length === 0) return { score: 0, words: 0, sentences: 0, longWords: 0 };
  const sentenceCount = Math.max(1, splitSentences(prepared).length);
  const longWords = all.filter((word) => letterCount(word) >= 7).length;
  const score = all.length / sentenceCount + (100 * longWords) / all.length;
  return { score: round1(score), words: all.length, sentences: sentenceCount, longWords };
}

/** Fewer words than this are a menu, a slogan or a form, not prose: LIX says nothing about them. */
export const LIX_MIN_WORDS = 100;
/** The label in place of a LIX level when there was too little body text to measure. */
export const TOO_LITTLE_TEXT = "For lite tekst til å måle lesbarheten";

/** Norwegian label for a LIX score. */
export function lixLevel(score: number): string {
  if (score < 25) return "Svært lettlest";
  if (score < 35) return "Lettlest";
  if (score < 45) return "Middels";
  if (score < 55) return "Vanskelig";
  return "Svært vanskelig";
}
