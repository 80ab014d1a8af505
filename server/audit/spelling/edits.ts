// The words one edit away from a typo (Damerau–Levenshtein distance 1) and the Norwegian letters
// written in ASCII ("ae", "oe", "aa" for æ, ø, å). A word the dictionary lacks is flagged only when
// one of these is a known word: that candidate is then the suggestion.

const LETTERS = "abcdefghijklmnopqrstuvwxyzæøåé";

/** A Norwegian letter typed on a keyboard without it. */
const ASCII_FOR: Record<string, string> = { æ: "ae", ø: "o", å: "a" };

export type EditKind = "double" | "swap" | "letters" | "delete" | "insert" | "replace";

/** How likely each kind of edit is to be a real slip: the most common slips first. */
export const EDIT_RANK: Record<EditKind, number> = {
  double: 0,
  letters: 0,
  swap: 1,
  delete: 2,
  insert: 2,
  replace: 3,
};

export function* oneEditAway(word: string): Generator<{ word: string; kind: EditKind }> {
  for (const [ascii, letter] of [
    ["ae", "æ"],
    ["oe", "ø"],
    ["aa", "å"],
  ] as const) {
    for (let at = word.indexOf(ascii); at >= 0; at = word.indexOf(ascii, at + 1))
      yield { word: word.slice(0, at) + letter + word.slice(at + 2), kind: "letters" };
  }
  for (let at = 0; at < word.length; at++) {
    const letter = word[at] as string;
    const deleted = word.slice(0, at) + word.slice(at + 1);
    yield { word: deleted, kind: word[at + 1] === letter || word[at - 1] === letter ? "double" : "delete" };
    yield { word: word.slice(0, at) + letter + word.slice(at), kind: "double" };
    if (at + 1 < word.length && word[at + 1] !== letter)
      yield { word: word.slice(0, at) + word[at + 1] + letter + word.slice(at + 2), kind: "swap" };
    for (const other of LETTERS) {
      if (other === letter) continue;
      const ascii = (ASCII_FOR[other] ?? "").includes(letter);
      yield { word: word.slice(0, at) + other + word.slice(at + 1), kind: ascii ? "letters" : "replace" };
      yield { word: word.slice(0, at) + other + word.slice(at), kind: "insert" };
    }
  }
  for (const other of LETTERS) yield { word: word + other, kind: "insert" };
}
