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
  /**
   * The next word as written, when nothing but a space stands between them and it is a plain word
   * in lower case: the possible second half of a compound written apart («inngangs dør»).
   */
  next?: string;
}

const MIN_LENGTH = 3;
const ACCENTED = /[áàéèóò]/u;
const ADDRESS = /@|:\/\/|^www\.|\.(no|com|net|org|io|dev|ai|se|dk)\b|\//i;
const EDGE_PUNCTUATION = /^[«»"'“”‘’([{]+|[«»"'“”‘’)\]}.,:;!?…]+$/g;
const WORD = /^\p{L}+(?:-\p{L}+)*$/u;
const TRAILING_PUNCTUATION = /[«»"'“”‘’)\]}.,:;!?…]+$/;
const SENTENCE_END = /[.!?:…]["»”’)]*$/;

interface Read extends WordAt {
  /** Written with a capital inside a sentence: a name, not judged. */
  name: boolean;
}

/**
 * The placeholder text of web templates ("Lorem ipsum dolor sit amet…"): its words that are not
 * also Norwegian. A line with two of them is placeholder, not the site's own text.
 */
const LOREM_IPSUM = new Set(
  (
    "lorem ipsum dolor amet consectetur adipiscing elit eiusmod tempor incididunt labore dolore " +
    "magna aliqua enim minim veniam quis nostrud exercitation ullamco laboris nisi aliquip commodo " +
    "consequat duis aute irure reprehenderit voluptate velit esse cillum fugiat nulla pariatur " +
    "excepteur occaecat cupidatat proident sunt culpa officia deserunt mollit anim laborum"
  ).split(" "),
);
const loremWords = (chunks: string[]) =>
  chunks.filter((chunk) => LOREM_IPSUM.has(chunk.replace(EDGE_PUNCTUATION, "").toLowerCase())).length;
const isPlaceholder = (chunks: string[]) => loremWords(chunks) >= 2;

/**
 * Does a line of the text hold the filler itself («Lorem ipsum dolor sit amet»): three of its words,
 * not a sentence that names it («ingen lorem ipsum her»)?
 */
export const hasLoremIpsum = (text: string) =>
  text.split(/\n+/).some((line) => loremWords(line.split(/[\s\u00a0]+/)) >= 3);

const QUOTE_OPENS = /^[«“"]/;
const QUOTE_CLOSES = /[»”"][.,:;!?…)]*$/;

const capitalised = (chunk: string | undefined) =>
  /^\p{Lu}/u.test(chunk?.replace(EDGE_PUNCTUATION, "") ?? "");

/** Every word of the text that could be judged, names marked, in order. */
function* readWords(text: string): Generator<Read> {
  for (const line of text.split(/\n+/)) {
    let startsSentence = true;
    const chunks = line.split(/[\s\u00a0]+/).filter(Boolean);
    if (isPlaceholder(chunks)) continue;
    const bareAt = (index: number) => (chunks[index] ?? "").replace(EDGE_PUNCTUATION, "").toLowerCase();
    let quoting = false;
    const wholeLineQuoted = QUOTE_OPENS.test(chunks[0] ?? "") && QUOTE_CLOSES.test(chunks.at(-1) ?? "");
    for (const [index, chunk] of chunks.entries()) {
      const bare = chunk.replace(EDGE_PUNCTUATION, "");
      const first = startsSentence;
      startsSentence = SENTENCE_END.test(chunk) || /^[–—-]$/.test(chunk);
      // A quotation inside a sentence is a title or a name, often in another language ("de sang
      // «Tusen takk» for oss"); a line that is all quotation is text (a customer's words).
      const quoted: boolean = quoting || QUOTE_OPENS.test(chunk);
      quoting = quoted && !QUOTE_CLOSES.test(chunk);
      if (quoted && !wholeLineQuoted) continue;
      if (ADDRESS.test(bare) || /\d/.test(bare) || !WORD.test(bare)) continue;
      // A capital at the start of a line followed by another capital is the first word of a name
      // ("Kari Nilsen", "Solberg Bakeri"): bokmål writes no other words that way. Inside running
      // text it is more often a verb before a name ("Ring Kari").
      const startsName = index === 0 && !startsSentence && capitalised(chunks[index + 1]);
      const parts = bare.split("-");
      // A capital part joined to a lower-case one is a name ("Oslo-kontoret", "Sandnes-laget").
      const namedCompound = parts.length > 1 && parts.some((part) => /^\p{Ll}/u.test(part));
      const following = (chunks[index + 1] ?? "").replace(TRAILING_PUNCTUATION, "");
      const next =
        parts.length === 1 && bare === chunk && /^\p{Ll}+$/u.test(following) ? following : undefined;
      for (const part of parts) {
        // a short word is read only with an accent, whose direction can be wrong («óg»)
        if (part.length < MIN_LENGTH && !ACCENTED.test(part)) continue;
        if (/\p{Lu}/u.test(part.slice(1))) continue; // an acronym or a product name
        const name = /^\p{Lu}/u.test(part) && (startsName || namedCompound || !(first && part === parts[0]));
        yield {
          word: part.toLowerCase(),
          written: part,
          before: bareAt(index - 1),
          after: bareAt(index + 1),
          ...(next && { next }),
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

/** The suggestion with a capital where the word as written has one («Idag»: «I dag»). */
export const withCase = (written: string, suggestion: string) =>
  /^\p{Lu}/u.test(written) ? suggestion.charAt(0).toUpperCase() + suggestion.slice(1) : suggestion;

/** The words of one text read as names (a capital inside a sentence), in order. */
export function namedWords(text: string): WordAt[] {
  return [...readWords(text)].filter(({ name }) => name).map(({ name: _, ...word }) => word);
}

/**
 * The names in one text (lower case): words written with a capital inside a sentence. The same
 * word at the start of a line or sentence elsewhere is that name, not a slip.
 */
export function namesIn(text: string): Set<string> {
  return new Set(namedWords(text).map(({ word }) => word));
}

/**
 * The letters of the web and e-mail addresses in one text, in lower case ("post@fjellvik-bygg.no":
 * "post", "fjellvik", "bygg"): a word that stands in an address is a name the site goes by.
 */
export function addressPartsIn(text: string): Set<string> {
  const parts = new Set<string>();
  for (const chunk of text.split(/[\s\u00a0]+/)) {
    const bare = chunk.replace(EDGE_PUNCTUATION, "");
    if (!ADDRESS.test(bare)) continue;
    for (const part of bare.toLowerCase().split(/[^\p{L}]+/u)) if (part.length >= MIN_LENGTH) parts.add(part);
  }
  return parts;
}

/** Does a web or e-mail address hold the word, as written or with æ, ø, å in ASCII ("stromen")? */
export const inAddress = (word: string, addresses: string[]) => {
  const spellings = [
    word,
    word.replace(/æ/g, "ae").replace(/ø/g, "o").replace(/å/g, "a"),
    word.replace(/æ/g, "ae").replace(/ø/g, "oe").replace(/å/g, "aa"),
  ];
  return addresses.some((part) => spellings.some((spelling) => part.includes(spelling)));
};
