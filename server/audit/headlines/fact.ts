// One measured fact from the page ("svar innen 24 timer"), the only kind of number a suggestion
// may carry.

import { countPhrases } from "../copy/text-signals.ts";
import { lower } from "./phrase.ts";
import { NOT_NOUNS, PREPOSITIONS, TRAILING_STOP, UNIT_LINKS } from "./vocabulary.ts";

export function findSpecific(clauses: readonly string[]): { specific: string; sentence: string } | null {
  const number =
    /(?<![\p{L}\d])(?:kr\.?\s?)?(?:\d{1,3}(?:[  ]\d{3})+(?!\d)|\d+(?:[.,]\d+)?)\+?(?:\s?(?:%|prosent|kr|kroner|,-)(?![\p{L}]))?/giu;
  const pre = new Set(
    "over under innen på fra til opptil bare kun ca om etter siden med hver mer enn minst nesten rundt".split(
      " ",
    ),
  );
  let best: { specific: string; sentence: string; rank: number } | null = null;
  for (const clause of clauses) {
    if (/tlf|telefon|ring\s+oss|org\.?\s?nr|organisasjonsnummer|mva\s?nr|postboks/i.test(clause)) continue;
    // a postal address: "4306 Sandnes"
    if (/(?<!\d)\d{4}\s+\p{Lu}\p{Ll}/u.test(clause)) continue;
    for (const match of clause.matchAll(number)) {
      const digits = match[0].replace(/\D/g, "");
      if (digits.length >= 7) continue;
      const before = clause.slice(0, match.index).trimEnd().split(/\s+/);
      const after = clause
        .slice((match.index ?? 0) + match[0].length)
        .trimStart()
        .split(/\s+/);
      const parts: string[] = [];
      const previous = lower(before[before.length - 1] ?? "").replace(/[.,]$/, "");
      if (pre.has(previous)) {
        parts.push(previous === "ca" ? "ca." : previous);
        // "svar innen 24 timer": keep the noun in front of a preposition, but not a verb ("svarer")
        const head = (before[before.length - 2] ?? "").replace(/[.,]$/, "");
        if (
          PREPOSITIONS.has(previous) &&
          /^\p{Ll}+$/u.test(head) &&
          !head.endsWith("er") &&
          !NOT_NOUNS.has(head) &&
          !TRAILING_STOP.has(head)
        ) {
          parts.unshift(head);
        }
      }
      parts.push(match[0].trim());
      const hasUnit = /[%,]|kr|prosent/i.test(match[0].replace(/^\d+,\d+/, ""));
      let rank = (parts.length > 1 ? 1 : 0) + (hasUnit ? 2 : 0);
      const clean = (token: string | undefined) => (token ?? "").replace(/[.,!?;:]+$/, "");
      const ended = (token: string | undefined) => clean(token) !== (token ?? "");
      const isNoun = (token: string) => /^\p{L}+$/u.test(token) && !NOT_NOUNS.has(lower(token));
      let index = 0;
      // "500 bedrifter", "20 % rabatt", then "per måned", "i døgnet"
      if (isNoun(clean(after[0])) && !UNIT_LINKS.has(lower(clean(after[0])))) {
        parts.push(clean(after[0]));
        rank += 2;
        index = 1;
      }
      const link = after[index] ?? "";
      if (
        (index === 0 || !ended(after[0])) &&
        UNIT_LINKS.has(lower(link)) &&
        /^\p{L}+$/u.test(clean(after[index + 1]))
      ) {
        parts.push(link, clean(after[index + 1]));
        rank += 1;
      }
      if (/^(19|20)\d\d$/.test(match[0].trim()) && parts.length <= 2) rank -= 2;
      if (countPhrases(clause, ["du", "deg", "din", "dine", "ditt", "dere", "deres"]).size > 0) rank += 1;
      if (!best || rank > best.rank) best = { specific: parts.join(" "), sentence: clause, rank };
    }
  }
  return best && best.rank > 0 ? { specific: best.specific, sentence: best.sentence } : null;
}
