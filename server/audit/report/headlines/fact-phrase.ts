import { lower } from "./phrase.ts";
import type { Fact } from "./types.ts";
import {
  NOT_A_PRICE,
  NOT_NOUNS,
  POSSESSIVES,
  PREPOSITIONS,
  PRONOUNS,
  PROOF_NOUNS,
  SKILLED_STAFF,
  SKILLED_STAFF_MIN,
  SUBJECTS,
  TERM_NOUNS,
} from "./vocabulary.ts";

// One fact read where it stands in its clause (fact.ts finds them): the number with the words that
// make it whole ("svar innen 24 timer", "dekkskift fra 690 kr", "over 2 000 fornøyde kunder"), what
// kind of fact it is, whether it can stand alone in a headline, and how strong it is.

const QUALIFIERS = new Set(
  "innen på fra over under opptil for etter minst bare kun ca. rundt nesten hele med til".split(" "),
);
const UNIT_LINKS = new Set(["per", "pr", "i", "hver"]);
/** What "per", "i" and "hver" count in: "per kuvert", "i måneden", not "i hele" (fylket). */
const UNITS =
  /^(?:år|året|måned|måneden|mnd|uke|uka|uken|døgn|døgnet|dag|dagen|time|timen|natt|natten|person|personen|kuvert|stk|gang|sesong|sesongen|elev|deltaker|barn|voksen)$/u;
/** What is open or on call round the clock: "åpent 24/7", "døgnvakt 24/7", not "tilgjengelige 24/7". */
const ALWAYS_HEADS = /^(?:åpent|døgnåpent|\p{L}*vakt|\p{L}*service|\p{L}*telefon|support|hjelp|utrykning)$/u;
const DURATION = /(?:timer|time|minutter|min|sekunder|dager|dag|virkedager|døgn|uker|uke|måneder|mnd)$/;
const GENITIVE = /(?:års|dagers|timers|ukers|måneders)$/;
/** A measure, not a promise or a proof: an age, a distance, a size, a range ("5–50 ansatte"). */
const MEASURE = /(?:\d\s?[–—-]\s?\d|\s(?:år|km|meter|m²|m2|kg|GB|TB|stk)$)/;
/** Verbs after a fact that make it the subject: "Første samtale på 30 minutter er gratis". */
const FINITE_AFTER = new Set("er var blir har koster varer tar gjelder får gir".split(" "));

// Words that belong in front of the head noun: "fri frakt", "skriftlig tilbud", "tre retter".
const FRONT = new Set(
  "en et ei fri gratis fast faste ny nye rask raske skriftlig personlig egen samme lokal lokale to tre fire fem seks sju åtte ni ti".split(
    " ",
  ),
);

/** Words after which a pair of nouns begins: "får tre retter og dessert". */
const PAIR_OPENERS = new Set("får gir tilbyr leverer med og".split(" "));

const bare = (token: string | undefined) => (token ?? "").replace(/[.,!?;:]+$/, "");
const ended = (token: string | undefined) => bare(token) !== (token ?? "");
const isWord = (token: string) =>
  /^\p{Ll}[\p{Ll}-]*$/u.test(token) && !NOT_NOUNS.has(token) && !PRONOUNS.has(token);

/** Words in front of a head noun that belong to it: "tre kvalifiserte kandidater", "fast pris". */
function leading(before: string[], at: number): string[] {
  const taken: string[] = [];
  for (let i = at - 1; i >= 0 && taken.length < 2; i--) {
    const token = i === 0 ? lower(bare(before[i])) : bare(before[i]);
    if (ended(before[i]) || !(FRONT.has(token) || (isWord(token) && /e$/.test(token)))) break;
    taken.unshift(token);
  }
  return taken;
}

/**
 * The noun a fact is about, with the words that belong to it: "svar" in "Du får svar innen 24
 * timer", "svar på søknaden", "tre retter og dessert"; not "svarer" in "som svarer innen 30 minutter".
 */
function headNoun(before: string[], offset: number): string | null {
  const at = before.length - offset;
  const token = bare(before[at]);
  const previous = lower(bare(before[at - 1]));
  if (!token || ended(before[at])) return null;
  const word = at === 0 ? lower(token.charAt(0)) + token.slice(1) : token;
  if (!isWord(word) || SUBJECTS.has(previous) || QUALIFIERS.has(word)) return null;
  // the reader's own: "Du kan endre din bestilling innen 48 timer" promises nothing
  if (POSSESSIVES.has(previous)) return null;
  if (previous === "og" || previous === "eller") {
    // the second half of a pair of nouns: "tre retter og dessert for 795 kr", whole; but after
    // "en rapport hver måned og", "svar innen 24 timer" stands alone
    const first = bare(before[at - 2]);
    const lead = lower(bare(before[at - 3]));
    const opens = at - 2 === 0 || FRONT.has(lead) || PAIR_OPENERS.has(lead);
    if (!isWord(first) || ended(before[at - 2]) || !opens) return word;
    return [...leading(before, at - 2), first, previous, word].join(" ");
  }
  if (PREPOSITIONS.has(previous) && at >= 2) {
    // inside a phrase: "svar på søknaden innen 2 uker", whole or not at all
    const noun = bare(before[at - 2]);
    const inFront = lower(bare(before[at - 3]));
    if (!isWord(noun) || ended(before[at - 2]) || SUBJECTS.has(inFront) || POSSESSIVES.has(inFront))
      return null;
    return [...leading(before, at - 2), noun, previous, word].join(" ");
  }
  return [...leading(before, at), word].join(" ");
}

/**
 * A fact reads at most a few words on either side, so only a window of the clause around it is
 * split into words: splitting the whole clause per fact was quadratic in a long clause of numbers.
 * A word cut by the window's edge is left out, as if the window ended before it.
 */
const WINDOW = 300;

/** True when `at` falls inside a word, between two characters that are not white space. */
const inWord = (text: string, at: number) => /\S\S/.test(text.slice(at - 1, at + 1));

function wordsAround(clause: string, from: number, to: number): { before: string[]; after: string[] } {
  const start = Math.max(0, from - WINDOW);
  const before = clause.slice(start, from).trim().split(/\s+/).filter(Boolean);
  if (start > 0 && inWord(clause, start)) before.shift();
  const end = Math.min(clause.length, to + WINDOW);
  const after = clause.slice(to, end).trim().split(/\s+/).filter(Boolean);
  if (end < clause.length && inWord(clause, end)) after.pop();
  return { before, after };
}

/**
 * A fact as a headline writes it, with the page's numbers and words: «fra 599 kr i timen» for «fra
 * kun 599,- / timen» (the «fra» already says it is the lowest; «,-» and a slash are a price tag's
 * shorthand), «på 2 minutter» for «på 2 min» (a headline spells its units out).
 */
export function inHeadlineStyle(phrase: string): string {
  return phrase
    .replace(/(?<![\p{L}])fra (?:kun|bare) (?=\d)/giu, (found) => found.replace(/\s(?:kun|bare)/iu, ""))
    .replace(/(\d)\s?,-(?=\s|$)/g, "$1 kr")
    .replace(/(kr|kroner)\s?\/\s?(timen|time)(?![\p{L}])/giu, "$1 i timen")
    .replace(/(?<![\d,.])1 min(?![\p{L}.])/gu, "1 minutt")
    .replace(/(\d) min(?![\p{L}.])/gu, "$1 minutter");
}

export function factIn(
  clause: string,
  match: { text: string; index: number; length: number },
  speaksToYou: boolean,
): Fact | null {
  const { before, after } = wordsAround(clause, match.index, match.index + match.length);
  const number = match.text;
  // "fra 10 til 500 ansatte": the second number of a range
  const inRange = /\d\s+til$/.test(clause.slice(Math.max(0, match.index - WINDOW), match.index).trimEnd());
  const kind: Fact["kind"] = /\d\/\d/.test(number)
    ? "always"
    : MEASURE.test(number) || inRange
      ? "measure"
      : /(?:kr|kroner|NOK|,-)$|^kr/.test(number)
        ? "price"
        : /(?:%|prosent)$/.test(number)
          ? "percent"
          : DURATION.test(number)
            ? "promise"
            : "proof";

  const parts: string[] = [];
  const qualifier = lower(bare(before[before.length - 1]));
  let head: string | null = null;
  if (QUALIFIERS.has(qualifier) && !ended(before[before.length - 1])) {
    // a price «fra kun 599,-» is not «kun 599,-»: the «fra» says it is the lowest
    const earlier = lower(bare(before[before.length - 2]));
    const both =
      kind === "price" &&
      earlier === "fra" &&
      /^(?:kun|bare)$/.test(qualifier) &&
      !ended(before[before.length - 2]);
    head = headNoun(before, both ? 3 : 2);
    if (both) parts.push(earlier);
    parts.push(qualifier);
  } else {
    head = headNoun(before, 1);
    // "åpent 24/7", "timepris 1 350 kr"; a proof counts its own noun ("120 bedrifter")
    if (kind === "proof" || kind === "promise") head = null;
  }
  if (head) parts.unshift(head);
  parts.push(number);

  let index = 0;
  const clean = (at: number) => lower(bare(after[at]));
  if (kind === "proof" || GENITIVE.test(number)) {
    // "120 bedrifter", "2 000 fornøyde kunder", "30 års erfaring", "30 dagers åpent kjøp"
    const first = clean(0);
    const second = clean(1);
    if (isWord(first) && !ended(after[0]) && /[et]$/.test(first) && isWord(second)) {
      parts.push(first, second);
      index = 2;
    } else if (isWord(first)) {
      parts.push(first);
      index = 1;
    }
  }
  // "98 % fornøyde elever": a share that proves something
  if (index === 0 && kind === "percent" && PROOF_NOUNS.test(`${clean(0)} ${clean(1)}`) && !ended(after[0])) {
    parts.push(clean(0), clean(1));
    index = 2;
  }
  if (index === 0 && kind === "percent" && /^(?:rabatt|avslag)$/.test(clean(0))) {
    parts.push(clean(0));
    index = 1;
  }
  if (index === 0 && kind === "percent" && clean(0) === "på" && isWord(clean(1))) {
    parts.push("på", clean(1));
    index = 2;
    if (/e$/.test(clean(1)) && isWord(clean(2)) && !ended(after[1])) {
      parts.push(clean(2));
      index = 3;
    }
  }
  const link = clean(index);
  const linked = bare(after[index + 1]);
  if (
    (index === 0 || !ended(after[index - 1])) &&
    UNIT_LINKS.has(link) &&
    UNITS.test(linked) &&
    kind !== "proof"
  ) {
    parts.push(link, linked);
    index += 2;
  }
  // a price per hour written with a slash («599,- / timen», «450 kr/time») keeps what it is per,
  // spaced as the page spaces it
  const slash = after[index] ?? "";
  const glued = slash.length > 1;
  const slashed = slash.startsWith("/") ? bare(glued ? slash.slice(1) : (after[index + 1] ?? "")) : "";
  if (index === 0 && kind === "price" && UNITS.test(slashed)) {
    if (glued) parts[parts.length - 1] = `${parts.at(-1)}/${slashed}`;
    else parts.push("/", slashed);
  }
  const text = inHeadlineStyle(parts.join(" "));
  const afterNumber = parts.slice(parts.indexOf(number) + 1).join(" ");
  // "2 års garanti", "30 dagers åpent kjøp": a term the reader is promised
  const term = GENITIVE.test(number) && TERM_NOUNS.test(afterNumber);
  const counted = kind === "proof" && !term ? afterNumber : "";
  if (kind === "proof" && !term && !counted) return null;
  const proves =
    PROOF_NOUNS.test(counted) ||
    (SKILLED_STAFF.test(counted) && Number(number.replace(/\D/g, "")) >= SKILLED_STAFF_MIN);
  // the subject of its sentence says nothing alone: "Første samtale på 30 minutter er gratis"
  const subject = (index === 0 || !ended(after[index - 1])) && FINITE_AFTER.has(clean(index));

  // A price is the offer's: "fra 690 kr", "dekkskift fra 690 kr"; not an add-on or a fee.
  const price =
    kind === "price" && (head ? !NOT_A_PRICE.test(head) : /^(?:fra|kun|bare)$/.test(parts[0] ?? ""));
  const standalone =
    kind !== "measure" &&
    !subject &&
    (term ||
      price ||
      (kind === "promise" && head !== null) ||
      (kind === "always" && head !== null && ALWAYS_HEADS.test(head)) ||
      (kind === "percent" &&
        (parts.includes("på") ||
          index > 0 ||
          (head !== null && /^(?:fra|kun|bare)$/.test(parts[1] ?? "")))) ||
      proves);
  const rank =
    (head ? 4 : 0) +
    ({ promise: 3, price: 2, percent: 2, always: 2, proof: 1, measure: 0 } as const)[kind] +
    (proves ? 2 : 0) +
    (speaksToYou ? 1 : 0);
  return { phrase: text, kind: term ? "promise" : kind, standalone, rank: rank + (term ? 3 : 0) };
}
