import { EDIT_RANK, oneEditAway } from "./edits.ts";
import type { Speller } from "./speller.ts";
import { bokmalPages, type PageInStandard } from "./standard.ts";
import { namesIn, wordsToCheck } from "./words.ts";

// Possible typos in the visible text of the bokmål pages read (decision 023). A word is flagged
// only when the dictionary lacks it, it is not an English or software term, it does not stand in
// two clearly different places (there it is meant), and one slip away there is a known word,
// which is then the suggestion. At most ten are reported, the most certain first.

export type TextOfPage = PageInStandard;

export interface PossibleTypo {
  /** As written on the page. */
  written: string;
  suggestion: string;
  /** The pages it stands on, each once. */
  pages: string[];
}

export interface SpellingResult {
  /** Running words in the text read: the measure of false alarms per 1 000 words. */
  words: number;
  /** Bokmål pages read; nynorsk pages are not read with a bokmål list (spelling/standard.ts). */
  pages: number;
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

/** Where a word stands on the pages read: how often, on which pages, beside which words. */
interface Occurrences {
  written: string;
  count: number;
  pages: string[];
  contexts: { before: string; after: string }[];
}

/**
 * Is the word written as meant? Repetition alone is no evidence (issue 25): a footer or a shared
 * paragraph repeats its typo on every page. A word is taken as meant only when it stands in two
 * clearly different places, with other words on both sides ("gryffel" in two sentences).
 */
const inDifferentPlaces = ({ contexts }: Occurrences) =>
  contexts.some((one, index) =>
    contexts.slice(index + 1).some((other) => one.before !== other.before && one.after !== other.after),
  );

function occurrencesIn(pages: TextOfPage[]) {
  const onSite = new Map<string, Occurrences>();
  for (const { url, text } of pages)
    for (const { word, written, before, after } of wordsToCheck(text)) {
      const seen = onSite.get(word) ?? { written, count: 0, pages: [], contexts: [] };
      seen.count++;
      if (!seen.pages.includes(url)) seen.pages.push(url);
      if (!seen.contexts.some((context) => context.before === before && context.after === after))
        seen.contexts.push({ before, after });
      onSite.set(word, seen);
    }
  return onSite;
}

export function findTypos(pages: TextOfPage[], speller: Speller, foreign: Foreign): SpellingResult {
  const bokmal = bokmalPages(pages);
  const words = bokmal.reduce((sum, { text }) => sum + runningWords(text), 0);
  const onSite = occurrencesIn(bokmal);
  const counts = new Map([...onSite].map(([word, { count }]) => [word, count]));
  const names = new Set(bokmal.flatMap(({ text }) => [...namesIn(text)]));
  const typos: (PossibleTypo & { certainty: number })[] = [];
  for (const [word, occurrences] of onSite) {
    const { written } = occurrences;
    if (inDifferentPlaces(occurrences) || speller.known(word)) continue;
    // A name: one the list holds («Kari», «Sandnes»), or one the site writes as a name elsewhere.
    if (written !== word && (speller.listed(written) || names.has(word))) continue;
    if (!hasNorwegianLetters(word) && foreign(word)) continue;
    const guess = bestGuess(word, speller, counts);
    if (!guess) continue;
    const suggestion = /^\p{Lu}/u.test(written)
      ? guess.suggestion.charAt(0).toUpperCase() + guess.suggestion.slice(1)
      : guess.suggestion;
    typos.push({ written, suggestion, pages: occurrences.pages, certainty: guess.certainty });
  }
  typos.sort((a, b) => b.certainty - a.certainty);
  return {
    words,
    pages: bokmal.length,
    typos: typos
      .slice(0, MAX_TYPOS)
      .map(({ written, suggestion, pages }) => ({ written, suggestion, pages })),
  };
}
