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
}

const MIN_LENGTH = 3;
const ADDRESS = /@|:\/\/|^www\.|\.(no|com|net|org|io|dev|ai|se|dk)\b|\//i;
const EDGE_PUNCTUATION = /^[«»"'“”‘’([{]+|[«»"'“”‘’)\]}.,:;!?…]+$/g;
const WORD = /^\p{L}+(?:-\p{L}+)*$/u;
const SENTENCE_END = /[.!?:…]["»”’)]*$/;

/** The words to judge in one text, in order. */
export function wordsToCheck(text: string): WordAt[] {
  const words: WordAt[] = [];
  for (const line of text.split(/\n+/)) {
    let startsSentence = true;
    for (const chunk of line.split(/[\s\u00a0]+/)) {
      if (!chunk) continue;
      const bare = chunk.replace(EDGE_PUNCTUATION, "");
      const first = startsSentence;
      startsSentence = SENTENCE_END.test(chunk) || /^[–—-]$/.test(chunk);
      if (ADDRESS.test(bare) || /\d/.test(bare) || !WORD.test(bare)) continue;
      for (const part of bare.split("-")) {
        if (part.length < MIN_LENGTH) continue;
        if (/\p{Lu}/u.test(part.slice(1))) continue; // an acronym or a product name
        const capital = /^\p{Lu}/u.test(part);
        if (capital && !(first && part === bare.split("-")[0])) continue; // a name
        words.push({ word: part.toLowerCase(), written: part });
      }
    }
  }
  return words;
}
