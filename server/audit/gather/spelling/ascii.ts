import { oneEditAway } from "./edits.ts";
import type { Speller } from "./speller.ts";
import type { PageInStandard } from "./standard.ts";
import { namedWords } from "./words.ts";

// Æ, ø, å written in ASCII in a word with a capital inside a sentence (decision 023). The check
// reads such a word as a name and leaves it alone, but a keyboard or a publishing tool without
// the Norwegian letters writes names and words alike: «Dagens Naeringsliv». A long word that
// becomes a common word of the dictionary when «ae», «oe» or «aa» is read as «æ», «ø» or «å» is
// that word; a name seldom does («Aasen», «Kjaer» are short, and no common word in lower case).

const MIN_LENGTH = 8;

export interface AsciiSlip {
  written: string;
  suggestion: string;
  pages: string[];
}

export function asciiInNames(pages: PageInStandard[], speller: Speller): AsciiSlip[] {
  const found = new Map<string, AsciiSlip>();
  for (const { url, text } of pages)
    for (const { word, written } of namedWords(text)) {
      const seen = found.get(word);
      if (seen) {
        if (!seen.pages.includes(url)) seen.pages.push(url);
        continue;
      }
      if (word.length < MIN_LENGTH || !/ae|oe|aa/.test(word) || speller.known(written)) continue;
      const meant = [...oneEditAway(word)].filter((edit) => edit.kind === "letters");
      const words = [...new Set(meant.map((edit) => edit.word))].filter((candidate) =>
        speller.inDictionary(candidate),
      );
      if (words.length !== 1) continue;
      const suggestion = (words[0] as string).charAt(0).toUpperCase() + (words[0] as string).slice(1);
      found.set(word, { written, suggestion, pages: [url] });
    }
  return [...found.values()];
}
