import { genitiveAfter } from "./split.ts";
import type { PageInStandard } from "./standard.ts";
import { wordsToCheck } from "./words.ts";

// Where each word stands on the pages the spelling check reads (decision 023): the evidence it
// weighs before it calls a word a slip or a word meant.

/** Where a word stands on the pages read: how often, on which pages, beside which words. */
export interface Occurrences {
  written: string;
  count: number;
  pages: string[];
  contexts: { before: string; after: string }[];
  /** The words that follow it with only a space between, each with the pages it does so on. */
  nexts: Map<string, string[]>;
}

/**
 * Is the word written as meant? Repetition alone is no evidence (issue 25): a footer or a shared
 * paragraph repeats its typo on every page. A word is taken as meant only when it stands in two
 * clearly different places, with other words on both sides ("gryffel" in two sentences).
 */
export const inDifferentPlaces = ({ contexts }: Occurrences) =>
  contexts.some((one, index) =>
    contexts.slice(index + 1).some((other) => one.before !== other.before && one.after !== other.after),
  );

export function occurrencesIn(pages: PageInStandard[]) {
  const onSite = new Map<string, Occurrences>();
  for (const { url, text } of pages)
    for (const { word, written, before, after, next } of wordsToCheck(text)) {
      const seen: Occurrences = onSite.get(word) ?? {
        written,
        count: 0,
        pages: [],
        contexts: [],
        nexts: new Map(),
      };
      if (next && !genitiveAfter(before)) {
        const pages = seen.nexts.get(next) ?? [];
        if (!pages.includes(url)) seen.nexts.set(next, [...pages, url]);
      }
      seen.count++;
      if (!seen.pages.includes(url)) seen.pages.push(url);
      if (!seen.contexts.some((context) => context.before === before && context.after === after))
        seen.contexts.push({ before, after });
      onSite.set(word, seen);
    }
  return onSite;
}
