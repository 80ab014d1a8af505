// Cutting a usable phrase out of the page's sentences, and casing it for use mid-sentence.

import { words } from "../copy/readability.ts";
import { countPhrases } from "../copy/text-signals.ts";
import { SUPERLATIVES } from "../copy/word-lists.ts";
import { BREAK_WORDS, LEADING_ADVERBS, PREPOSITIONS, TRAILING_STOP } from "./vocabulary.ts";

export const squash = (text: string) => text.replace(/\s+/g, " ").trim();
export const lower = (text: string) => text.toLocaleLowerCase("nb");

export function cap(text: string): string {
  return text.charAt(0).toLocaleUpperCase("nb") + text.slice(1);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Cleans a phrase captured after a pattern: cuts it at clause boundaries, shortens it at a natural
 * break when it is longer than `max` words (or gives up), and drops dangling function words.
 */
export function phrase(rest: string, max: number, options: { commas?: boolean } = {}): string | null {
  // An ordinal's dot ("den 5. hver måned") does not end the phrase: held as a stand-in meanwhile.
  const held = rest.replace(/(\d)\.(?=[ \u00a0]+\p{Ll})/gu, "$1\u2024");
  let text = (held.split(/[;–—()[\]«»"“”]|\s-\s|[.!?:](?:\s|$)/)[0] ?? "").replaceAll("\u2024", ".");
  if (!options.commas) text = text.split(",")[0] ?? "";
  text = text.split(/\s(?:men|fordi|mens|hvis|slik at|så)\s/)[0] ?? "";
  let tokens = squash(text).split(" ").filter(Boolean);
  while (tokens.length > 0 && LEADING_ADVERBS.has(lower(tokens[0] ?? ""))) tokens.shift();
  if (tokens.length > max) {
    let cut = -1;
    for (let i = Math.min(max, tokens.length - 1); i >= 2; i--) {
      if (BREAK_WORDS.has(lower(tokens[i] ?? ""))) {
        cut = i;
        break;
      }
    }
    if (cut === -1) return null;
    tokens = tokens.slice(0, cut);
    // "en rapport hver måned og svar" is half of a pair: end before the "og" instead.
    const and = tokens.lastIndexOf("og");
    if (and >= 2 && tokens.length - and <= 2) tokens = tokens.slice(0, and);
  }
  while (tokens.length > 0) {
    const last = tokens[tokens.length - 1] ?? "";
    const bare = lower(last.replace(/[,.!?]+$/, ""));
    if (TRAILING_STOP.has(bare) || bare === "") tokens.pop();
    else break;
  }
  const result = tokens.join(" ").replace(/[,.!?]+$/, "");
  if (!result || words(result).length === 0) return null;
  const first = lower(tokens[0] ?? "");
  if (first === "å" || first === "at" || first === "ikke" || first === "av" || PREPOSITIONS.has(first))
    return null;
  // Empty superlatives are what the audit criticises; never reuse them in a suggestion.
  if (countPhrases(result, SUPERLATIVES).size > 0) return null;
  return result;
}

/** First capture of any pattern in any clause, cleaned by `phrase`. */
export function capture(
  clauses: readonly string[],
  patterns: readonly RegExp[],
  max: number,
  commas = false,
) {
  for (const pattern of patterns) {
    for (const clause of clauses) {
      const match = pattern.exec(clause);
      if (!match) continue;
      const found = phrase(clause.slice(match.index + match[0].length), max, { commas });
      if (found) return found;
    }
  }
  return null;
}

/**
 * Lower-cases the first letter of a phrase used mid-sentence, unless the first word looks like a
 * name: all capitals ("SEO"), an inner capital ("WordPress"), or capitalised mid-sentence on the
 * page and never written in lower case.
 */
export function inline(text: string, pageText: string): string {
  const first = text.split(/[\s,]/)[0] ?? "";
  if (!first) return text;
  if (first.length > 1 && first === first.toLocaleUpperCase("nb")) return text;
  if (/\p{Lu}/u.test(first.slice(1))) return text;
  const lowered = lower(first.charAt(0)) + first.slice(1);
  if (lowered === first) return text;
  const escaped = escapeRegExp(lowered);
  if (new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "u").test(pageText))
    return lowered + text.slice(first.length);
  const midSentence = new RegExp(`[\\p{Ll},]\\s+${escapeRegExp(first)}(?![\\p{L}])`, "u");
  if (midSentence.test(pageText)) return text;
  return lowered + text.slice(first.length);
}
