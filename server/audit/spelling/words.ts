// The words of a page's visible text the spelling check may judge (decision 023). Left alone: names
// (a capital letter inside a sentence), acronyms and product names (a capital after the first
// letter), anything with a digit, web and e-mail addresses, and words under three letters. A
// capital at the start of a sentence, a line or a heading is not a name: that word is read in lower
// case.

export interface WordAt {
  /** The word as the check reads it: lower case, hyphenated parts apart. */
  word: string;
  /** The word as it stands on the page. */
  written: string;
  /** The words either side on its line (lower case, "" at an end): where the word stands. */
  before: string;
  after: string;
}

const MIN_LENGTH = 3;
const ADDRESS = /@|:\/\/|^www\.|\.(no|com|net|org|io|dev|ai|se|dk)\b|\//i;
const EDGE_PUNCTUATION = /^[«»"'“”‘’([{]+|[«»"'“”‘’)\]}.,:;!?…]+$/g;
const WORD = /^\p{L}+(?:-\p{L}+)*$/u;
const SENTENCE_END = /[.!?:…]["»”’)]*$/;

interface Read extends WordAt {
  /** Written with a capital inside a sentence: a name, not judged. */
  name: boolean;
}

/** Every word of the text that could be judged, names marked, in order. */
function* readWords(text: string): Generator<Read> {
  for (const line of text.split(/\n+/)) {
    let startsSentence = true;
    const chunks = line.split(/[\s\u00a0]+/).filter(Boolean);
    const bareAt = (index: number) => (chunks[index] ?? "").replace(EDGE_PUNCTUATION, "").toLowerCase();
    for (const [index, chunk] of chunks.entries()) {
      const bare = chunk.replace(EDGE_PUNCTUATION, "");
      const first = startsSentence;
      startsSentence = SENTENCE_END.test(chunk) || /^[–—-]$/.test(chunk);
      if (ADDRESS.test(bare) || /\d/.test(bare) || !WORD.test(bare)) continue;
      for (const part of bare.split("-")) {
        if (part.length < MIN_LENGTH) continue;
        if (/\p{Lu}/u.test(part.slice(1))) continue; // an acronym or a product name
        const name = /^\p{Lu}/u.test(part) && !(first && part === bare.split("-")[0]);
        yield {
          word: part.toLowerCase(),
          written: part,
          before: bareAt(index - 1),
          after: bareAt(index + 1),
          name,
        };
      }
    }
  }
}

/** The words to judge in one text, in order. */
export function wordsToCheck(text: string): WordAt[] {
  return [...readWords(text)].filter(({ name }) => !name).map(({ name: _, ...word }) => word);
}

/**
 * The names in one text (lower case): words written with a capital inside a sentence. The same
 * word at the start of a line or sentence elsewhere is that name, not a slip.
 */
export function namesIn(text: string): Set<string> {
  return new Set([...readWords(text)].filter(({ name }) => name).map(({ word }) => word));
}
