import { ASCII_PAIRS, asciiRead } from "./edits.ts";
import type { Speller } from "./speller.ts";
import { type WordAt, withCase } from "./words.ts";

// Æ and ø written in ASCII in a word with a capital inside a sentence (decision 023). The check
// reads such a word as a name and leaves it alone, but a keyboard or a publishing tool without
// the Norwegian letters writes names and words alike: «Dagens Naeringsliv». A long word that
// becomes exactly one common word of the dictionary when «ae» or «oe» is read as «æ» or «ø» is
// that word. Not «aa»: it is the old spelling of «å» that names keep on purpose («Gaarder»,
// «Gaardsbutikken», «Aasen»); and a name in the site's own web or e-mail address is left alone
// by the caller.

const MIN_LENGTH = 8;
/** «ae» and «oe», not «aa». */
const IN_NAMES = ASCII_PAIRS.filter(([ascii]) => ascii !== "aa");

export interface AsciiSlip {
  written: string;
  suggestion: string;
  pages: string[];
}

/** The slips among each page's words read as names (words.ts, namedWords). */
export function asciiInNames(pages: { url: string; names: WordAt[] }[], speller: Speller): AsciiSlip[] {
  const found = new Map<string, AsciiSlip>();
  for (const { url, names } of pages)
    for (const { word, written } of names) {
      const seen = found.get(word);
      if (seen) {
        if (!seen.pages.includes(url)) seen.pages.push(url);
        continue;
      }
      if (word.length < MIN_LENGTH || speller.known(written)) continue;
      const words = [...new Set(asciiRead(word, IN_NAMES))].filter((read) => speller.inDictionary(read));
      if (words.length !== 1) continue;
      found.set(word, { written, suggestion: withCase(written, words[0] as string), pages: [url] });
    }
  return [...found.values()];
}
