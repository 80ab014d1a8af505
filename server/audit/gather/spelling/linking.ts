// Which first parts the dictionary always joins with a linking «s» (decision 023). No list of
// endings says it of every word: «vedlikehold» and «fødselsdag» end in no -het or -skap, yet the
// dictionary writes «vedlikeholdsavtale» and «fødselsdagsgave» and never «vedlikehold» or
// «fødselsdag» straight before another word. The dictionary's own compounds tell: read once when the speller loads, from its word file,
// a first part it lists in at least three compounds with the «s» and in none without is one that
// takes it.

/** A first part this long at least: short ones are too often chance cuts («bank» in «banks…»). */
const MIN_HEAD = 5;
/** A last part this long at least, so an ending («-ene», «-lig») is not taken for a word. */
const MIN_TAIL = 4;
/** Compounds with the «s» a first part needs in the list before it is said always to take one. */
const MIN_WITH_S = 3;

const LOWER_CASE_WORD = /^\p{Ll}+$/u;

/**
 * The first parts the dictionary's word file (Hunspell's .dic: a count, then one «word/flags» a
 * line) always joins with a linking «s». The file is sorted, so every word that begins with a
 * listed word follows it: one pass with a stack of the words the current one begins with finds
 * each compound's first part without a table of all the words.
 */
export function linkingSHeads(dic: Buffer, inDictionary: (word: string) => boolean): Set<string> {
  const withS = new Map<string, number>();
  const without = new Set<string>();
  const prefixes: string[] = [];
  const text = dic.toString("utf8");
  for (let start = text.indexOf("\n") + 1; start > 0; ) {
    const end = text.indexOf("\n", start);
    const line = text.slice(start, end < 0 ? text.length : end);
    start = end < 0 ? -1 : end + 1;
    const flags = line.indexOf("/");
    const word = (flags < 0 ? line : line.slice(0, flags)).trim();
    if (!LOWER_CASE_WORD.test(word)) continue;
    while (prefixes.length && !word.startsWith(prefixes.at(-1) as string)) prefixes.pop();
    for (const head of prefixes) {
      if (head.length < MIN_HEAD || without.has(head)) continue;
      const tail = word.slice(head.length);
      const count = withS.get(head) ?? 0;
      if (tail.startsWith("s")) {
        if (count < MIN_WITH_S && tail.length > MIN_TAIL && inDictionary(tail.slice(1)))
          withS.set(head, count + 1);
      } else if (tail.length >= MIN_TAIL && inDictionary(tail)) without.add(head);
    }
    prefixes.push(word);
  }
  return new Set(
    [...withS].filter(([head, count]) => count >= MIN_WITH_S && !without.has(head)).map(([head]) => head),
  );
}
