// A title in Title Case, as English writes titles, read as bokmål writes it (decision 031).

import { asWord, capitalisedMidSentence, lower } from "./phrase.ts";

/** Where a place's name of several words may start: «på Carl Berners plass», «i Nedre Eiker». */
export const AT_PLACE = new Set("i på ved nær utenfor innenfor rundt".split(" "));

/**
 * A title written in Title Case, as English writes titles («Leirskole og Overnatting i Fjelldalen»):
 * each capitalised word after the first is written small where the page's text writes it so and
 * never with a capital inside a sentence. Places keep their capitals (after «i», «på» …, and the
 * places listed after one: «i Fjelldalen, Nordlandet»). Where another capitalised word cannot be
 * written small (the text writes it both ways, or never small), or where no word is small, the
 * title is left as it is.
 */
export function untitle(segment: string, text: string): string {
  const tokens = segment.split(" ");
  // Title Case keeps its small words small («og», «i»); words all capitalised may be a name («Berg & Sønn»)
  if (!tokens.some((token) => /^\p{Ll}/u.test(token))) return segment;
  const place: boolean[] = [];
  let kept = false;
  const lowered = tokens.map((token, index) => {
    const before = tokens[index - 1] ?? "";
    const capital = /^\p{Lu}/u.test(token);
    place[index] =
      capital &&
      (AT_PLACE.has(lower(before)) ||
        (place[index - 1] === true && before.endsWith(",")) ||
        (lower(before) === "og" && place[index - 2] === true));
    const bare = token.replace(/[.,:;]$/, "");
    if (index === 0 || !capital || place[index] || !/^\p{Lu}\p{Ll}+$/u.test(bare)) return token;
    const small = lower(bare);
    if (!asWord(small).test(text) || capitalisedMidSentence(bare, text)) {
      kept = true;
      return token;
    }
    return small + token.slice(bare.length);
  });
  const changed = lowered.some((token, index) => token !== tokens[index]);
  return changed && !kept ? lowered.join(" ") : segment;
}
