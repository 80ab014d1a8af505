// What the rules look for in a text: phrases, facts (see facts.ts), quotes, title parts and the
// language.

import { LETTER, words } from "./readability.ts";

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

/** Title segments split at the usual separators: "Regnskap i Sandnes | Tallhuset AS". */
export function titleSegments(title: string): string[] {
  return title
    .split(/\s+[|–—·•-]\s+|\s*\|\s*|\s+::\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

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
