// Numbers, counts and lists in the Norwegian finding texts: a decimal comma (formatNumber), "ett
// ord" and "to ord", "«a», «b» og «c»".

import { formatNumber, joinAnd } from "#app/lib/format-nb.ts";

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Norwegian number for texts: "36,9", "1 200". */
export const nb = (value: number) => formatNumber(value, 1);

/**
 * A count with the right form of the noun: "ett ord", "2 ord", "én gang", "3 ganger", "ingen sitater".
 * `one` is the numeral for one: "ett" for neuter nouns, "én" for the others.
 */
export function counted(count: number, singular: string, plural: string, one: "én" | "ett" = "én"): string {
  if (count === 0) return `ingen ${plural}`;
  if (count === 1) return `${one} ${singular}`;
  return `${SPELLED[count] ?? nb(count)} ${plural}`;
}

// Small numbers are written in letters in running text.
const SPELLED = ["", "", "to", "tre", "fire", "fem", "seks", "sju", "åtte", "ni", "ti", "elleve", "tolv"];

/** "«beste» to ganger, «ledende» og «unik»": a count only for words used more than once, at most `max`. */
export function listCounts(counts: Map<string, number>, max = Number.POSITIVE_INFINITY): string {
  return joinAnd(
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, max)
      .map(([word, count]) => (count > 1 ? `«${word}» ${counted(count, "gang", "ganger")}` : `«${word}»`)),
  );
}

/** A text cut after a whole word when it is longer than `max` characters: "Lang tekst …". */
export function short(text: string, max = 70): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1).replace(/\s+\S*$/, "");
  return `${cut.replace(/[\s,.;:–—-]+$/, "")} …`;
}

/**
 * The page's own words in our quotation marks, cut to about `max` characters. Quotation marks
 * inside become single ones, as Norwegian writes a quote within a quote: «Hun sa: ‘Takk.’»
 */
export function quoted(text: string, max = 70): string {
  const cut = short(text, max);
  // a quote within the quote that the cut leaves open loses its opening mark, not left dangling
  // (read before «’» is written for «»», since an apostrophe is one too: «Kari’s»)
  const open = cut.lastIndexOf("«");
  const balanced = open > cut.lastIndexOf("»") ? cut.slice(0, open) + cut.slice(open + 1) : cut;
  return `«${balanced.replace(/«/g, "‘").replace(/»/g, "’")}»`;
}

/**
 * "«a», «b» og «c»", at most `max` items, each cut to about 70 characters. A button's or a
 * heading's own full stop goes («Les mer.»): in a list inside our sentence it would stand before
 * the sentence's own and read «Les mer.».»; an ellipsis stays.
 */
export function quoteList(items: readonly string[], max = 3): string {
  return joinAnd(items.slice(0, max).map((item) => quoted(item.trim().replace(/(?<!\.)\.$/, ""))));
}

/** «blant annet » where a list of `total` items shows only `max`: a list is read as all there is. */
const partOf = (total: number, max: number) => (total > max ? "blant annet " : "");

/** quoteList, with «blant annet» before it when it leaves some out. */
export const someOf = (items: readonly string[], max = 3): string =>
  `${partOf(items.length, max)}${quoteList(items, max)}`;

/** listCounts, with «blant annet» before it when it leaves some out. */
export const someCounted = (counts: Map<string, number>, max = 3): string =>
  `${partOf(counts.size, max)}${listCounts(counts, max)}`;
