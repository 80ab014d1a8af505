import { ALLOWED } from "./allow.ts";
import { WRITTEN_APART } from "./apart.ts";
import { asciiInNames } from "./ascii.ts";
import {
  borrowedWithEnding,
  compoundHeads,
  foreignTail,
  inTwoSolidParts,
  leftAlone,
  linkingSLeftOut,
  onlyInManyParts,
  shortCompound,
} from "./compound.ts";
import { acuteFor, asciiOnce, EDIT_RANK, oneEditAway } from "./edits.ts";
import { fixedCaseFor } from "./fixed-case.ts";
import { agentPluralFor, overrides } from "./likelier.ts";
import { inDifferentPlaces, occurrencesIn } from "./occurrences.ts";
import type { Speller } from "./speller.ts";
import { writtenApart } from "./split.ts";
import { bokmalPages, type PageInStandard } from "./standard.ts";
import { addressPartsIn, inAddress, namedWords, withCase } from "./words.ts";

// Possible typos in the visible text of the bokmål pages read (decision 023). The check would
// rather say less and be right. A word is flagged only when the dictionary lacks it; it is not a
// name (a capital inside a sentence, a word of the site's web or e-mail address), an English or
// software term, or a compound or inflected form of known words (compound.ts); it does not stand
// in two clearly different places, unless its slip is a consonant doubled or written single in a
// word of one part or a linking «s» left out after a part that always takes one (compound.ts);
// and one typical slip away (edits.ts) stands a word of the
// dictionary, the only one that close, which is then the word meant. A fixed expression written
// as one word («idag», apart.ts) is flagged wherever it stands. At most ten are reported, the most
// certain first.

export type TextOfPage = PageInStandard;

export interface PossibleTypo {
  /** As written on the page. */
  written: string;
  suggestion: string;
  /** The pages it stands on, each once. */
  pages: string[];
  /** A fixed expression written as one word (apart.ts): the suggestion is sure, not a guess. */
  apart?: true;
  /** A compound written as two words (split.ts), «inngangs dør»: as sure. */
  split?: true;
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

/** Shorter words are not judged; below the second length, only for the surest slips. */
const MIN_LENGTH = 5;
const MIN_LENGTH_WEAK_SLIP = 6;
/** A slip this likely or likelier (a doubled consonant, æ, ø, å in ASCII) needs no more length. */
const SURE_RANK = EDIT_RANK.letters;
/** A fixed expression written as one word is as sure as a slip to a word the site itself writes. */
const SURE_APART = 6;

const runningWords = (text: string) => text.split(/\s+/).filter((token) => /\p{L}/u.test(token)).length;
const hasNorwegianLetters = (word: string) => /[æøå]/.test(word);

/** Three of one letter in a row: never bokmål («trafikkork», not «trafikkkork»). */
const TRIPLE = /(\p{L})\1\1/u;
const TRIPLES = new RegExp(TRIPLE, "gu");
/** In a word with three of one letter, a first part this long is corrected before a known last part. */
const MIN_HEAD_CORRECTED = 5;
/**
 * A compound's last part this long at least is corrected: a chance cut leaves short ones («lig»),
 * and one of four letters is one slip from too many short words («pruk» read as «purk»).
 */
const MIN_TAIL_CORRECTED = 5;
const MIN_TAIL_KNOWN = 5;

/**
 * The dictionary's words one slip away, each with how common that slip is; for one part of a
 * compound, with the rest of the word around it.
 */
function slipsTo(word: string, speller: Speller, found = new Map<string, number>(), head = "", tail = "") {
  for (const edit of oneEditAway(word)) {
    if (edit.word === word || edit.word.length < 3) continue;
    // Where three of one letter meet at a joint, bokmål writes two («billett» + «tjenesten»).
    const candidate = (head + edit.word + tail).replace(TRIPLES, "$1$1");
    if (candidate === head + word + tail) continue;
    const rank = EDIT_RANK[edit.kind];
    if (rank >= (found.get(candidate) ?? Number.POSITIVE_INFINITY)) continue;
    if (speller.inDictionary(edit.word)) found.set(candidate, rank);
  }
  return found;
}

/**
 * The words that may have been meant, each with how common its slip is: a word of the dictionary
 * one slip away, or, when there is none and the word is no compound of known words, the compound
 * with its last part corrected ("kundeserivce": "kunde" + "service"). A word with three of one
 * letter is misspelt for sure, so there its first part is corrected too, before a last part the
 * dictionary knows ("bilettteller": "billett" + "teller", written «billetteller»).
 */
function candidates(word: string, speller: Speller, foreign: Foreign, compound: boolean) {
  const found = slipsTo(word, speller);
  if (compound || found.size) return found;
  for (const cut of compoundHeads(word, speller.known)) {
    const tail = word.slice(cut);
    if (cut >= 4 && tail.length >= MIN_TAIL_CORRECTED && !speller.known(tail))
      slipsTo(tail, speller, found, word.slice(0, cut));
  }
  if (!TRIPLE.test(word)) return found;
  for (let cut = MIN_HEAD_CORRECTED; cut <= word.length - MIN_TAIL_KNOWN; cut++) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (!speller.known(head) && !foreign(head) && speller.inDictionary(tail))
      slipsTo(head, speller, found, "", tail);
  }
  return found;
}

/**
 * The word meant and how certain the slip is (higher is surer: a long word, a common slip, a
 * word meant that stands on the site), or null when two or more other words are as close: then
 * which one was meant cannot be told.
 */
function bestGuess(found: Map<string, number>, word: string, onSite: ReadonlyMap<string, number>) {
  if (!found.size) return null;
  const ranked = [...found].sort(
    ([a, rankA], [b, rankB]) => (onSite.get(b) ?? 0) - (onSite.get(a) ?? 0) || rankA - rankB,
  );
  const [suggestion, rank] = ranked[0] as [string, number];
  const asClose = ranked.filter(([other, otherRank]) => other !== suggestion && otherRank <= rank + 1);
  if (!onSite.has(suggestion) && asClose.length >= 2) return null;
  const certainty = word.length + (onSite.has(suggestion) ? 6 : 0) - 2 * rank - Math.min(found.size - 1, 4);
  return { suggestion, rank, certainty };
}

/**
 * A word of three or four letters is judged for one slip only, the surest: a consonant doubled or
 * written single («ogg» for «og», «tomm» for «tom»), where exactly one word of the dictionary is that
 * slip away. Not a word without a vowel («hmm»), an English or software word, or an abbreviation.
 */
function doubledInShortWord(word: string, speller: Speller, foreign: Foreign) {
  if (!/[aeiouyæøå]/.test(word) || TRIPLE.test(word) || foreign(word)) return null;
  const meant = new Set(
    [...oneEditAway(word)]
      .filter((edit) => edit.kind === "double" && edit.word.length >= 2 && speller.inDictionary(edit.word))
      .map((edit) => edit.word),
  );
  return meant.size === 1 ? ([...meant][0] as string) : null;
}

export function findTypos(
  pages: TextOfPage[],
  speller: Speller,
  foreign: Foreign,
  max = MAX_TYPOS,
): SpellingResult {
  const bokmal = bokmalPages(pages);
  const words = bokmal.reduce((sum, { text }) => sum + runningWords(text), 0);
  const onSite = occurrencesIn(bokmal);
  const counts = new Map([...onSite].map(([word, { count }]) => [word, count]));
  const named = bokmal.map(({ url, text }) => ({ url, names: namedWords(text) }));
  const names = new Set(named.flatMap((page) => page.names.map(({ word }) => word)));
  const addresses = [...new Set(bokmal.flatMap(({ text }) => [...addressPartsIn(text)]))];
  const typos: (PossibleTypo & { certainty: number })[] = [];
  // A compound's first part: a word of the dictionary, not an abbreviation allow.ts adds («tir»).
  const firstPart = (part: string) => speller.inDictionary(part) && !ALLOWED.has(part);
  for (const [word, occurrences] of onSite) {
    const { written } = occurrences;
    const apart = WRITTEN_APART.get(word);
    // A name: one the list holds («Kari», «Sandnes»), one the site writes as a name elsewhere, or
    // one in its web or e-mail addresses.
    const isName = () =>
      (written !== word && (speller.known(written) || names.has(word))) || inAddress(word, addresses);
    const acute = apart ? null : acuteFor(word, speller.inDictionary);
    // A plural in -erer is known to the list anyway: only a name the site writes is left alone.
    const plural = apart || acute ? null : agentPluralFor(word, speller.known);
    const serviceName = fixedCaseFor(word, written);
    const sure =
      apart ??
      (serviceName && !inAddress(word, addresses) ? serviceName : null) ??
      (acute && !isName() ? acute : null) ??
      (plural && !names.has(word) && !inAddress(word, addresses) ? plural : null);
    if (sure) {
      // Sure wherever and however often it stands: the writer who joins «i dag» once, or writes
      // «idè» or «sykepleierer» once, does it always.
      typos.push({
        written,
        suggestion: sure === serviceName ? sure : withCase(written, sure),
        pages: occurrences.pages,
        ...(apart && { apart: true }),
        certainty: word.length + SURE_APART,
      });
      continue;
    }
    // a word of two letters is read only for its accent (words.ts)
    if (word.length < 3) continue;
    for (const [next, pages] of occurrences.nexts) {
      const joined = writtenApart(word, next, speller);
      if (joined)
        typos.push({
          written: `${written} ${next}`,
          suggestion: withCase(written, joined),
          pages,
          split: true,
          certainty: joined.length,
        });
    }
    if (speller.known(word)) continue;
    if (word.length < MIN_LENGTH) {
      const short = doubledInShortWord(word, speller, foreign);
      if (short && !isName() && !inDifferentPlaces(occurrences))
        typos.push({
          written,
          suggestion: withCase(written, short),
          pages: occurrences.pages,
          certainty: word.length,
        });
      continue;
    }
    if (isName()) continue;
    if (!hasNorwegianLetters(word) && foreign(word)) continue;
    const compound = leftAlone(word, speller.known);
    const manyParts = compound && onlyInManyParts(word, speller.known);
    // An English last part («hårstyling») is not corrected to a Norwegian word; the whole word still may be.
    const englishTail = !compound && foreignTail(word, speller.known, foreign);
    const linked =
      compound && word.length >= MIN_LENGTH_WEAK_SLIP
        ? linkingSLeftOut(word, speller.known, speller.alwaysLinkingS)
        : null;
    if (linked) {
      typos.push({
        written,
        suggestion: withCase(written, linked),
        pages: occurrences.pages,
        certainty: word.length,
      });
      continue;
    }
    const found = candidates(word, speller, foreign, (compound && !manyParts) || englishTail);
    // A slip that leaves two solid parts is likelier than a split only chance cuts make
    const likelier = ([candidate, rank]: [string, number]) =>
      overrides(word, candidate, rank, counts, speller.known) ||
      (manyParts && inTwoSolidParts(candidate, speller.known));
    if (compound && ![...found].some(likelier)) continue;
    const guess = bestGuess(found, word, counts);
    // A short word's swapped letters count only in lower case between two known words: inside a
    // Norwegian sentence, not a name in a line of names («kari nordmann»).
    const swapInText = (rank: number) =>
      rank === EDIT_RANK.swap &&
      written === word &&
      occurrences.contexts.some(({ before, after }) => speller.known(before) && speller.known(after));
    // A short compound («utebod») is flagged only for the surest slips, as a short word mostly is.
    const weakSlipIgnored = (rank: number) =>
      shortCompound(word, firstPart) || (word.length < MIN_LENGTH_WEAK_SLIP && !swapInText(rank));
    if (!guess || (guess.rank > SURE_RANK && weakSlipIgnored(guess.rank))) continue;
    // A word in two different sentences is taken as meant («gryffel»), unless its slip is a
    // consonant doubled or written single in a word of one part: that writer slips every time.
    if (inDifferentPlaces(occurrences) && (compound || guess.rank > EDIT_RANK.double)) continue;
    // One «a» or «o» read as «å» or «ø» in an English word with a Norwegian ending («hashet» is no
    // «håshet»): the loan is likelier than the slip.
    if (asciiOnce(word, guess.suggestion) && borrowedWithEnding(word, speller.known, foreign)) continue;
    typos.push({
      written,
      suggestion: withCase(written, guess.suggestion),
      pages: occurrences.pages,
      certainty: guess.certainty,
    });
  }
  // Not a name the site's addresses hold, and not a word already flagged in lower case.
  for (const slip of asciiInNames(named, speller)) {
    const word = slip.written.toLowerCase();
    if (inAddress(word, addresses) || typos.some((typo) => typo.written.toLowerCase() === word)) continue;
    typos.push({ ...slip, certainty: slip.written.length });
  }
  typos.sort((a, b) => b.certainty - a.certainty);
  return {
    words,
    pages: bokmal.length,
    typos: typos.slice(0, max).map(({ certainty: _, ...typo }) => typo),
  };
}
