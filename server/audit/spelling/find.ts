import { EDIT_RANK, oneEditAway } from "./edits.ts";
import type { Speller } from "./speller.ts";
import { wordsToCheck } from "./words.ts";

// Possible typos in the visible text of the pages read (decision 023). A word is flagged only when
// the dictionary lacks it, it is not an English or software term, it stands once on the whole
// site (a word written twice is meant), and one slip away there is a known word, which is then the
// suggestion. At most ten are reported, the most certain first.

export interface TextOfPage {
  url: string;
  text: string;
}

export interface PossibleTypo {
  /** As written on the page. */
  written: string;
  suggestion: string;
  url: string;
}

export interface SpellingResult {
  /** Running words in the text read: the measure of false alarms per 1 000 words. */
  words: number;
  typos: PossibleTypo[];
}

export const MAX_TYPOS = 10;

/** Is the word (lower case) a term from another language: English, or a software term? */
export type Foreign = (word: string) => boolean;

const runningWords = (text: string) => text.split(/\s+/).filter((token) => /\p{L}/u.test(token)).length;
const hasNorwegianLetters = (word: string) => /[æøå]/.test(word);

/**
 * The known words one slip away, each with how common that slip is. The whole word is tried, and
 * for a compound, the slip within its last part ("kundeserivce": "kunde" + "service").
 */
function candidates(word: string, speller: Speller, depth = 0): Map<string, number> {
  const found = new Map<string, number>();
  const add = (candidate: string, rank: number) => {
    if (candidate !== word && rank < (found.get(candidate) ?? Number.POSITIVE_INFINITY))
      found.set(candidate, rank);
  };
  for (const edit of oneEditAway(word))
    if (edit.word.length >= 3 && speller.listed(edit.word)) add(edit.word, EDIT_RANK[edit.kind]);
  if (depth < 2)
    for (const cut of speller.heads(word)) {
      const tail = word.slice(cut);
      if (speller.known(tail)) continue;
      for (const [fixed, rank] of candidates(tail, speller, depth + 1)) add(word.slice(0, cut) + fixed, rank);
    }
  return found;
}

/** The most likely word meant, and how certain we are that it was a slip (higher is surer). */
function bestGuess(word: string, speller: Speller, onSite: ReadonlyMap<string, number>) {
  const found = candidates(word, speller);
  if (!found.size) return null;
  const ranked = [...found].sort(
    ([a, rankA], [b, rankB]) => (onSite.get(b) ?? 0) - (onSite.get(a) ?? 0) || rankA - rankB,
  );
  const [suggestion, rank] = ranked[0] as [string, number];
  const certainty = word.length + (onSite.has(suggestion) ? 6 : 0) - 2 * rank - Math.min(found.size - 1, 4);
  return { suggestion, certainty };
}

export function findTypos(pages: TextOfPage[], speller: Speller, foreign: Foreign): SpellingResult {
  const onSite = new Map<string, number>();
  const firstSeen = new Map<string, { written: string; url: string }>();
  let words = 0;
  for (const { url, text } of pages) {
    words += runningWords(text);
    for (const { word, written } of wordsToCheck(text)) {
      onSite.set(word, (onSite.get(word) ?? 0) + 1);
      if (!firstSeen.has(word)) firstSeen.set(word, { written, url });
    }
  }
  const typos: (PossibleTypo & { certainty: number })[] = [];
  for (const [word, { written, url }] of firstSeen) {
    if ((onSite.get(word) ?? 0) > 1 || speller.known(word)) continue;
    if (written !== word && speller.listed(written)) continue; // a name the list holds: «Kari», «Sandnes»
    if (!hasNorwegianLetters(word) && foreign(word)) continue;
    const guess = bestGuess(word, speller, onSite);
    if (!guess) continue;
    const suggestion = /^\p{Lu}/u.test(written)
      ? guess.suggestion.charAt(0).toUpperCase() + guess.suggestion.slice(1)
      : guess.suggestion;
    typos.push({ written, suggestion, url, certainty: guess.certainty });
  }
  typos.sort((a, b) => b.certainty - a.certainty);
  return {
    words,
    typos: typos.slice(0, MAX_TYPOS).map(({ written, suggestion, url }) => ({ written, suggestion, url })),
  };
}
