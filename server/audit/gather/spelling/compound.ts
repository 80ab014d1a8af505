// Forms Norwegian builds freely that the dictionary does not list (decision 023). Its compound
// flag is on too few words (12 000 of 334 000), joins only parts of four letters or more
// ("bilpleie") and a linking "s" or "e" only where that form is listed; loanwords lack their
// inflected forms ("podkasten"); and suffixes make adjectives of any noun ("prismessig"). A word
// built so from words the dictionary knows is far more often right than a slip, so the check
// leaves it alone. These forms are never suggested: a suggestion is a word the dictionary knows.

type Known = (word: string) => boolean;

/** The shortest first part ("bil", "hår", "tak"), and the shortest last part. */
const MIN_HEAD = 3;
const MIN_TAIL = 4;
/** A last part of three letters ("tid", "hår", "uke") only after a first part this long. */
const SHORT_TAIL_AFTER = 5;
const MAX_PARTS = 4;
const DOUBLE_END = /([bcdfghjklmnpqrstvwxz])\1$/;
/** A first part that lends its doubled consonant is four letters or more: «opp», «all», «ett» are too common. */
const MIN_SHARING_HEAD = 4;

/** Endings of nouns and verbs: definite and plural forms, past participles. */
const INFLECTIONS = ["en", "et", "a", "er", "ene", "ne", "t"];
/** Suffixes that make an adjective of a word. */
const SUFFIXES = [
  "messig",
  "messige",
  "aktig",
  "aktige",
  "isk",
  "iske",
  "sk",
  "ske",
  "fri",
  "frie",
  "løs",
  "løse",
];

const headKnown = (head: string, known: Known) =>
  known(head) || (head.length > MIN_HEAD && /[se]$/.test(head) && known(head.slice(0, -1)));

/**
 * Where a compound's first part may end: each cut leaves a known head of at least three letters,
 * joined directly or by a linking "s" or "e", with no triple letter across the joint ("trafikkkork"
 * is written "trafikkork").
 */
export function compoundHeads(word: string, known: Known): number[] {
  const cuts: number[] = [];
  for (let cut = MIN_HEAD; cut <= word.length - 3; cut++) {
    if (word.length - cut < MIN_TAIL && cut < SHORT_TAIL_AFTER) continue;
    const head = word.slice(0, cut);
    if (/(.)\1$/.test(head) && word[cut] === head.at(-1)) continue;
    if (headKnown(head, known)) cuts.push(cut);
  }
  return cuts;
}

/** Does the word split into known words? */
export function splitsIntoWords(word: string, known: Known, parts = 2, maxParts = MAX_PARTS): boolean {
  if (parts > maxParts) return false;
  return compoundHeads(word, known).some((cut) => {
    const tail = word.slice(cut);
    // Where three of one consonant would meet, bokmål writes two («akutt» + «time»: «akuttime»).
    const shared =
      cut >= MIN_SHARING_HEAD && DOUBLE_END.test(word.slice(0, cut)) ? word.charAt(cut - 1) + tail : null;
    return [tail, shared].some(
      (last) => last && (known(last) || splitsIntoWords(last, known, parts + 1, maxParts)),
    );
  });
}

/** Common nouns of three letters that end compounds after a short first part («utebod», «heltre»). */
const SHORT_NOUN_TAILS = new Set(
  "tre bod hus bil tak vei rom bad båt dør lys sal sko tog fly kai bok hår ski mat tid dag".split(" "),
);

/**
 * A first part of three or four letters before one of those nouns: too short a split to leave the
 * word alone (above), too likely a compound to read a less common slip into it. `known` is asked
 * of the first part only, and should not know abbreviations («tir» + «dag» is a slip).
 */
export function shortCompound(word: string, known: Known): boolean {
  const head = word.slice(0, -MIN_HEAD);
  return (
    SHORT_NOUN_TAILS.has(word.slice(-MIN_HEAD)) &&
    head.length >= MIN_HEAD &&
    head.length < SHORT_TAIL_AFTER &&
    known(head)
  );
}

/** A known word, or a compound of known words. */
const built = (word: string, known: Known, maxParts = MAX_PARTS) =>
  known(word) || splitsIntoWords(word, known, 2, maxParts);

/**
 * A form the dictionary does not list but Norwegian builds: a compound of known words, or a known
 * word or compound with an inflection ("podkasten"), a suffix ("prismessig") or the genitive
 * "s" ("verkstedets").
 */
export function leftAlone(word: string, known: Known, maxParts = MAX_PARTS): boolean {
  if (splitsIntoWords(word, known, 2, maxParts)) return true;
  for (const ending of [...INFLECTIONS, ...SUFFIXES, "s"]) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if (stem.length < 3 || (ending === "ne" && !stem.endsWith("er"))) continue;
    if (built(stem, known, maxParts) || (SUFFIXES.includes(ending) && headKnown(stem, known))) return true;
    // A noun in -el, -en, -er loses its "e" before an ending: "fiber", "fibrene".
    const full = `${stem.slice(0, -1)}e${stem.slice(-1)}`;
    if (INFLECTIONS.includes(ending) && /[^e][lnr]$/.test(stem) && built(full, known, maxParts)) return true;
  }
  return false;
}

/**
 * A compound that only chance cuts make of known words: three parts or more, and no reading in two
 * («sykkel» + «rep» + «rasjon» for a «sykkelreparasjon» with its «a» left out). Short
 * words fit almost anywhere into a long one, so such a split is weak evidence that the word is meant.
 * A two-part reading may take a word the dictionary lists with a capital: inside a compound it is
 * written small («hytteinternett», as «Internett»).
 */
export const onlyInManyParts = (word: string, known: Known) =>
  leftAlone(word, known) &&
  !leftAlone(word, (part) => known(part) || known(part.charAt(0).toUpperCase() + part.slice(1)), 2);

/**
 * Two solid parts: a first part of four letters or more and a last part the dictionary knows, one of
 * them the six letters or more a slip is read into («sykkel» + «reparasjon», «vannlednings» + «reparasjon»).
 */
export const inTwoSolidParts = (word: string, known: Known) =>
  compoundHeads(word, known).some((cut) => {
    const tail = word.slice(cut);
    return cut >= SOLID_HEAD && known(tail) && Math.max(cut, tail.length) >= SOLID_PART;
  });

/** A word from another language this long, after a known first part, is a compound («hårstyling»). */
const MIN_FOREIGN_TAIL = 5;

/**
 * Norwegian joins English words as freely as its own («hårstyling», «festplanning»), and the
 * dictionary knows neither the compound nor the English part: a known first part before an English
 * word is such a compound, not a slip for the Norwegian word one letter from its last part.
 */
export const foreignTail = (word: string, known: Known, foreign: Known) =>
  compoundHeads(word, known).some((cut) => word.length - cut >= MIN_FOREIGN_TAIL && foreign(word.slice(cut)));

/** The endings Norwegian puts on a borrowed English verb or noun: «hashet», «streamer», «loggen». */
const BORROWED_ENDINGS = ["ene", "et", "er", "en", "es"];
/** A stem this long at least: shorter English words are too often Norwegian ones mis-stemmed. */
const MIN_BORROWED_STEM = 4;

/** An English word with a Norwegian ending: «hashet» (hash), «chattet» is «chatt» + «et», not this. */
export const borrowedWithEnding = (word: string, known: Known, foreign: Known) =>
  BORROWED_ENDINGS.some((ending) => {
    const stem = word.slice(0, -ending.length);
    return word.endsWith(ending) && stem.length >= MIN_BORROWED_STEM && foreign(stem) && !known(stem);
  });

/**
 * The endings of first parts that always take a linking "s" («regnskapssystem»,
 * «sikkerhetsrutine», «kvalitetssikring»): of "-tet" only "-itet" and "-etet".
 */
const ALWAYS_S_ENDINGS = ["skap", "het", "dom", "else", "sjon", "[ie]tet", "nad"];
/** The same, and "-ing": most words in -ing are verbal nouns, which take the "s" too. */
const LINKING_S_AFTER = new RegExp(`(${[...ALWAYS_S_ENDINGS, "ing"].join("|")})$`);
const ALWAYS_LINKING_S = new RegExp(`(${ALWAYS_S_ENDINGS.join("|")})$`);

/** A first part this long before its linking "s" is read as left out («regnskap» + «fører»). */
const LINKING_S_HEAD = 6;

/**
 * Does this first part always take the linking "s" before this last part? Not after "-ing" (a word
 * in -ing is not always a verbal noun: «kylling», «booking»), not a definite form
 * («universitetet»), and not where the ending is the noun «skap» or «dom», which the dictionary
 * joins without «s» to this last part («kjøkkenskap» + «dører», as «skapdører»). A first part the
 * dictionary itself always joins with one (`listed`, linking.ts) takes it whatever its ending.
 */
export function takesLinkingS(head: string, tail: string, known: Known, listed?: Known): boolean {
  if (listed?.(head)) return true;
  if (!ALWAYS_LINKING_S.test(head) || !known(head)) return false;
  if (head.endsWith("et") && known(head.slice(0, -2))) return false;
  const noun = /(skap|dom)$/.exec(head)?.[1];
  return !(noun && known(noun + tail));
}

/**
 * The compound with the linking "s" written, where it is left out after a first part that always
 * takes one («regnskapfører» for «regnskapsfører», «sikkerhetrutine»), or null. A last part that
 * starts with "s" is left to the doubled-consonant rule (slipAtJoint): there the one "s" may be
 * either part's.
 */
export function linkingSLeftOut(word: string, known: Known, listed?: Known): string | null {
  for (const cut of compoundHeads(word, known)) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (head.length < LINKING_S_HEAD || tail.startsWith("s") || tail.length < MIN_TAIL) continue;
    if (!takesLinkingS(head, tail, known, listed) || !built(tail, known)) continue;
    return `${head}s${tail}`;
  }
  return null;
}

/**
 * A split that is more than chance: a first part of four letters or more (three-letter words are
 * many: «kon», «res», «ned»), and the part with the slip in it a word of six letters or more. A
 * chance cut of a misspelt word leaves a short word far more often than a long one («fort» +
 * «sete» in a misspelt «fortsette», «siker» + «het» in a misspelt «sikkerhet»).
 */
const SOLID_HEAD = 4;
const SOLID_PART = 6;

/**
 * Is a consonant doubled or written single in a compound likelier a slip than the compound as
 * written? `at` and `end` are the first and last index of that consonant's run in the word.
 * - Inside a part, no, when the split is a solid one: the part as written is a word of its own
 *   (a technique's plural «…teknikker» beside a technician, «…tekniker»), and both readings are
 *   right.
 * - At a joint, a letter the two parts share dropped («overasket» for «overrasket»), yes.
 * - A linking "s" after a word, only after the first parts that always take one
 *   («regnskapsystem»); after others it may or may not be written, and both forms are in use.
 */
export function slipAtJoint(word: string, at: number, end: number, known: Known): boolean {
  for (const cut of compoundHeads(word, known)) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if (head.length < SOLID_HEAD || !built(tail, known)) continue;
    if (end < cut - 1 && head.length >= SOLID_PART && known(head)) return false;
    if (at > cut && known(tail) && tail.length >= SOLID_PART) return false;
    if (at > cut && !known(tail) && !slipAtJoint(tail, at - cut, end - cut, known)) return false;
  }
  const before = word.slice(0, at);
  const linkingS = word[at] === "s" && before.length >= MIN_HEAD && known(before);
  return !linkingS || LINKING_S_AFTER.test(before);
}
