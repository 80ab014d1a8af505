import { compoundHeads, slipAtJoint } from "./compound.ts";
import { asciiMoreThanOnce, EDIT_RANK } from "./edits.ts";

// When a word the check would leave alone (a compound of known words, an inflected form) is still
// read as a slip (decision 023).

/**
 * Is a slip a likelier reading than a compound or an inflected form? When it is a consonant
 * doubled or written single ("komune", "kvalitett"), bokmål's most common misspelling, at a joint
 * of the compound (compound.ts, slipAtJoint), two or more «ø», «å» written as «o», «a» («spor» +
 * «smal» is «spørsmål»), the definite plural of a noun in -er with an e too many, or when the site
 * itself writes the word meant elsewhere, but not as the stem of this word ("design" beside
 * "designet"), or when the dictionary lists the same compound with a linking «s» at its joint.
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
  (rank === EDIT_RANK.insert && linkingSListed(word, candidate, known)) ||
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

/** A word this long at least: shorter ones in -erer are verbs or names as often. */
const MIN_ERER = 8;

/**
 * «sykepleierer» for «sykepleiere»: an agent noun in -er takes -ere in the plural, never -erer,
 * though the dictionary's rules let some through. Where the word less its last «r» is known and no
 * verb in -ere stands behind it (no past tense in -erte: «reparerer» and «planerer» are verbs), the
 * plural in -ere is the word meant. A noun whose plural is -erer («offiserer», «atelierer») has no
 * known form in -ere, and is left alone.
 */
export function agentPluralFor(word: string, known: (word: string) => boolean): string | null {
  if (word.length < MIN_ERER || !word.endsWith("erer")) return null;
  const plural = word.slice(0, -1);
  return known(plural) && !known(`${word.slice(0, -2)}te`) ? plural : null;
}

/** «trenerene» for «trenerne»: a slip likelier than the compound it also splits into («trene» + «rene»). */
const isPluralSlip = (word: string, candidate: string) =>
  word.endsWith("erene") && candidate === `${word.slice(0, -5)}erne`;

/** A first part this long at least: a chance cut leaves short ones («bur» + «s»). */
const MIN_LISTED_HEAD = 4;

/**
 * «fødselsdagfeiring» for «fødselsdagsfeiring»: the candidate, a word the dictionary lists, is the
 * same two parts with a linking «s» between them. The dictionary lists a compound with the linking
 * form its first part takes; the form without it is the slip.
 */
const linkingSListed = (word: string, candidate: string, known: (word: string) => boolean) =>
  compoundHeads(word, known).some(
    (cut) =>
      cut >= MIN_LISTED_HEAD &&
      known(word.slice(cut)) &&
      candidate === `${word.slice(0, cut)}s${word.slice(cut)}`,
  );
