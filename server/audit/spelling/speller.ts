import dictionary from "dictionary-nb";
import nspell from "nspell";
import { ALLOWED } from "./allow.ts";

// Which bokmål words are real (decision 023). The word list (dictionary-nb, GPL, server-side only)
// holds roots and their inflections, but compounds only as parts: Norwegian joins words freely
// ("nettsidesjekk", "språkmodell"), so a compound is known when it splits into known parts. The
// list's compound flag is set on too few roots to lean on ("ord", "server", "ytelse" lack it), so
// any root of three letters or more may start a compound, joined directly or by an "s" or "e"
// ("arbeidsdag", "barnehageplass"), and the adverbs that start Norwegian compounds ("inn", "ut",
// "opp") may too. The list also lacks many plurals and definite forms of nouns ending in a vowel
// ("fakturaer", "risikoen", "skjemaet"): a root with one of those endings is known.

export interface Speller {
  /** Is this lower-case word (or a compound of such words) bokmål? */
  known(word: string): boolean;
  /** Is the word itself in the list, not built? */
  listed(word: string): boolean;
  /** Where the word may be cut after a compound's first part: each cut leaves a known head. */
  heads(word: string): number[];
}

const MIN_PART = 4;
const MIN_HEAD = 5;
const MAX_PARTS = 4;
const PARTICLES = new Set([
  "inn",
  "ut",
  "opp",
  "oppe",
  "ned",
  "av",
  "på",
  "til",
  "over",
  "under",
  "ute",
  "inne",
]);
const VOWEL_ENDINGS = /^(.{3,}[aeiouyæøå])(er|ene|en|et|a)$/;

export function createSpeller(): Speller {
  const { data } = nspell(dictionary);
  const isRoot = (word: string) => (data[word]?.length ?? 0) > 0 || ALLOWED.has(word);
  const inflected = (word: string) => {
    const match = VOWEL_ENDINGS.exec(word);
    return match !== null && isRoot(match[1] as string);
  };
  const listed = (word: string) => Object.hasOwn(data, word) || ALLOWED.has(word) || inflected(word);
  const startsCompound = (part: string) => PARTICLES.has(part) || (part.length >= MIN_HEAD && isRoot(part));
  const memo = new Map<string, boolean>();

  function heads(word: string): number[] {
    const cuts: number[] = [];
    for (let cut = 2; cut <= word.length - MIN_PART; cut++) {
      const head = word.slice(0, cut);
      const joined = head.length > MIN_PART && /[se]$/.test(head) && startsCompound(head.slice(0, -1));
      if (!startsCompound(head) && !joined) continue;
      // No triple consonant across the joint: "trafikkkork" is written "trafikkork".
      if (/(.)\1$/.test(head) && word[cut] === head.at(-1)) continue;
      cuts.push(cut);
    }
    return cuts;
  }

  function compound(word: string, parts: number): boolean {
    if (parts > MAX_PARTS) return false;
    return heads(word).some((cut) => {
      const rest = word.slice(cut);
      return listed(rest) || compound(rest, parts + 1);
    });
  }

  return {
    listed,
    heads,
    known(word) {
      if (listed(word)) return true;
      let answer = memo.get(word);
      if (answer === undefined) {
        answer = word.length >= 2 * MIN_PART && compound(word, 2);
        if (memo.size > 50_000) memo.clear();
        memo.set(word, answer);
      }
      return answer;
    },
  };
}
