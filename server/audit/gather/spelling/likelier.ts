import { slipAtJoint } from "./compound.ts";
import { asciiMoreThanOnce, EDIT_RANK } from "./edits.ts";

// When a word the check would leave alone (a compound of known words, an inflected form) is still
// read as a slip (decision 023).

/**
 * Is a slip a likelier reading than a compound or an inflected form? When it is a consonant
 * doubled or written single ("komune", "kvalitett"), bokmål's most common misspelling, at a joint
 * of the compound (compound.ts, slipAtJoint), two or more «ø», «å» written as «o», «a» («spor» +
 * «smal» is «spørsmål»), the definite plural of a noun in -er with an e too many, or when the site
 * itself writes the word meant elsewhere, but not as the stem of this word ("design" beside
 * "designet").
 */
export const overrides = (
  word: string,
  candidate: string,
  rank: number,
  onSite: ReadonlyMap<string, number>,
  known: (word: string) => boolean,
) =>
  (rank === EDIT_RANK.double && doubledAtJoint(word, candidate, known)) ||
  asciiMoreThanOnce(word, candidate) ||
  isPluralSlip(word, candidate) ||
  (onSite.has(candidate) && !word.startsWith(candidate));

/** The run of the consonant a doubling slip changed, in the word as written: is it at a joint? */
function doubledAtJoint(word: string, candidate: string, known: (word: string) => boolean) {
  let at = 0;
  while (at < word.length && word[at] === candidate[at]) at++;
  const letter = candidate.length < word.length ? word[at] : candidate[at];
  if (word[at] !== letter) at--;
  let end = at;
  while (at > 0 && word[at - 1] === letter) at--;
  while (word[end + 1] === letter) end++;
  return slipAtJoint(word, at, end, known);
}

/** «trenerene» for «trenerne»: a slip likelier than the compound it also splits into («trene» + «rene»). */
const isPluralSlip = (word: string, candidate: string) =>
  word.endsWith("erene") && candidate === `${word.slice(0, -5)}erne`;
