// The words one slip away from a typo, each with the kind of slip (decision 023). Only the slips a
// writer typically makes and that seldom turn one word into another are tried: a consonant doubled
// or written single ("komune", "tilegg"), two letters swapped ("prosjket"), a letter left out
// ("bedift"), the last letter of a long word left out ("uforpliktend"), the Norwegian letters written
// in ASCII ("ae", "oe", "aa", "o", "a" for æ, ø, å; "a" for æ too), and the definite plural of a noun in -er with
// an e too many ("lederene").
// Not tried: a letter too many or a wrong letter, any change to the first letter, and the last
// letter of a shorter word. Those are as often another word, a name, a dialect or a foreign form
// as a slip, and the check would rather say less and be right.

const LETTERS = "abcdefghijklmnopqrstuvwxyzæøåé";
const CONSONANT = /[bcdfghjklmnpqrstvwxz]/;

/** A Norwegian letter written as one ASCII letter on a keyboard without it («personvernerklaring»). */
const ASCII_FOR: Record<string, string> = { ø: "o", å: "a", æ: "a" };

export type EditKind = "double" | "letters" | "keyboard" | "ending" | "letter" | "swap" | "insert" | "end";

/** How likely each kind of slip is: the most common first. */
export const EDIT_RANK: Record<EditKind, number> = {
  double: 0,
  letters: 0.5,
  keyboard: 0.5,
  ending: 0.5,
  letter: 1,
  swap: 1,
  insert: 2,
  end: 2,
};

/** A word's last letter left out is read as a slip only in a word this long («tilgjengeli»). */
const MIN_LENGTH_END = 7;

/** Æ, ø, å written as two ASCII letters on a keyboard or in a tool without them. */
export const ASCII_PAIRS = [
  ["ae", "æ"],
  ["oe", "ø"],
  ["aa", "å"],
] as const;

/** The word with one of these pairs read as its Norwegian letter, at each place it stands. */
export function* asciiRead(word: string, pairs: readonly (readonly [string, string])[] = ASCII_PAIRS) {
  for (const [ascii, letter] of pairs)
    for (let at = word.indexOf(ascii); at >= 0; at = word.indexOf(ascii, at + 1))
      yield word.slice(0, at) + letter + word.slice(at + 2);
}

/** A grave accent that ends the word or its stem: «idè», «idèen», «komitèer»; not «karrièrer». */
const GRAVE_AT_STEM_END = /è(?:en|er|ene|ens|ers|enes|ernes)?$/;

/**
 * «idè» for «idé»: bokmål's accent rises. A grave accent at the end of the stem, where the word
 * with the acute one is in the dictionary itself, is a slip at any length, however often it
 * stands. Loanwords that keep a grave accent have it inside the stem («crème», «karrière»).
 */
export function acuteFor(word: string, inDictionary: (word: string) => boolean): string | null {
  if (inDictionary(word)) return null;
  if (GRAVE_AT_STEM_END.test(word)) {
    const acute = word.replace(GRAVE_AT_STEM_END, (ending) => `é${ending.slice(1)}`);
    return inDictionary(acute) ? acute : null;
  }
  return accentTurned(word, inDictionary);
}

/**
 * An acute accent on a letter bokmål writes with a grave one (òg, à): «óg» is «òg». Not «é»: bokmål's
 * own accent is the acute one, and loanwords with «è» keep it on purpose («karrière»).
 */
const TURNED: Record<string, string> = { á: "à", ó: "ò" };

/**
 * «óg» for «òg»: the one accent of the word turned the wrong way, where the word with it turned is in
 * the dictionary itself and the word as written is not. An accent is set on purpose, so the slip
 * is its direction, and it is sure at any length.
 */
function accentTurned(word: string, inDictionary: (word: string) => boolean): string | null {
  const accents = [...word].flatMap((letter, at) => (letter in TURNED ? [at] : []));
  if (accents.length !== 1) return null;
  const at = accents[0] ?? 0;
  const turned = `${word.slice(0, at)}${TURNED[word[at] ?? ""]}${word.slice(at + 1)}`;
  return inDictionary(turned) ? turned : null;
}

/** Is the suggestion the word with one «a» or «o» read as «å» or «ø», and nothing else? */
export function asciiOnce(word: string, suggestion: string) {
  if (word.length !== suggestion.length) return false;
  const changed = [...word].flatMap((letter, at) => (letter === suggestion[at] ? [] : [at]));
  const at = changed[0] ?? -1;
  return changed.length === 1 && ASCII_FOR[suggestion[at] ?? ""] === word[at];
}

/** Ø and å written as «o» and «a» more than once: a keyboard without them writes every one so («sporsmal»). */
const MAX_ASCII_PLACES = 5;
function* allInAscii(word: string) {
  const places = [...word].flatMap((letter, at) => (letter === "o" || letter === "a" ? [at] : []));
  if (places.length < 2 || places.length > MAX_ASCII_PLACES) return;
  for (let set = 1; set < 1 << places.length; set++) {
    const chosen = places.filter((_, index) => set & (1 << index));
    if (chosen.length < 2) continue;
    const letters = [...word];
    for (const at of chosen) letters[at] = letters[at] === "o" ? "ø" : "å";
    yield letters.join("");
  }
}

/** Is the candidate the word with two or more of its «o» and «a» read as «ø» and «å»? */
export function asciiMoreThanOnce(word: string, candidate: string) {
  if (word.length !== candidate.length) return false;
  let read = 0;
  for (let at = 0; at < word.length; at++) {
    if (word[at] === candidate[at]) continue;
    if (ASCII_FOR[candidate[at] as string] !== word[at]) return false;
    read++;
  }
  return read >= 2;
}

export function* oneEditAway(word: string): Generator<{ word: string; kind: EditKind }> {
  // The definite plural of a noun in -er written with an e too many: «lederene» for «lederne».
  if (word.endsWith("erene")) yield { word: `${word.slice(0, -5)}erne`, kind: "ending" };
  for (const read of asciiRead(word)) yield { word: read, kind: "letters" };
  for (const read of allInAscii(word)) yield { word: read, kind: "keyboard" };
  for (let at = 0; at < word.length; at++) {
    const letter = word[at] as string;
    const consonant = CONSONANT.test(letter);
    // The first letter stays (but for ø, å written in ASCII).
    if (at > 0) {
      if (consonant && (word[at + 1] === letter || word[at - 1] === letter))
        yield { word: word.slice(0, at) + word.slice(at + 1), kind: "double" };
      if (at + 1 < word.length && word[at + 1] !== letter)
        yield { word: word.slice(0, at) + word[at + 1] + letter + word.slice(at + 2), kind: "swap" };
    }
    for (const [norwegian, ascii] of Object.entries(ASCII_FOR))
      if (ascii === letter)
        yield { word: word.slice(0, at) + norwegian + word.slice(at + 1), kind: "letter" };
    const through = word.slice(0, at + 1);
    const rest = word.slice(at + 1);
    if (consonant) yield { word: through + letter + rest, kind: "double" };
    if (rest)
      for (const other of LETTERS)
        if (other !== letter || !consonant) yield { word: through + other + rest, kind: "insert" };
  }
  // (a final consonant written single is a doubling, above)
  const last = word.at(-1) ?? "";
  if (word.length >= MIN_LENGTH_END)
    for (const other of LETTERS)
      if (other !== last || !CONSONANT.test(last)) yield { word: word + other, kind: "end" };
}
