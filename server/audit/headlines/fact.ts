// The page's concrete facts, the only numbers a suggestion may carry: a promise ("svar innen 24
// timer"), a price ("dekkskift fra 690 kr"), a proof ("over 2 000 fornøyde kunder") or "åpent
// 24/7". Years, phone numbers, clock times and dates are not facts (copy/facts.ts). Each fact is
// kept with the words that make it whole, and with the sentence it came from.

import { factMatches } from "../copy/facts.ts";
import { words } from "../copy/readability.ts";
import { lower } from "./phrase.ts";
import type { Fact, HeadlineParts } from "./types.ts";
import { NOT_NOUNS, PREPOSITIONS, PRONOUNS, PROOF_NOUNS, SUBJECTS } from "./vocabulary.ts";

const QUALIFIERS = new Set(
  "innen på fra over under opptil for etter minst bare kun ca. rundt nesten hele med til".split(" "),
);
const UNIT_LINKS = new Set(["per", "pr", "i", "hver"]);
const DURATION = /(?:timer|time|minutter|min|sekunder|dager|dag|virkedager|døgn|uker|uke|måneder|mnd)$/;
const GENITIVE = /(?:års|dagers|timers|ukers|måneders)$/;
/** A measure, not a promise or a proof: an age, a distance, a size, a range ("5–50 ansatte"). */
const MEASURE = /(?:\d\s?[–—-]\s?\d|\s(?:år|km|meter|m²|m2|kg|GB|TB|stk)$)/;
/** Verbs after a fact that make it the subject: "Første samtale på 30 minutter er gratis". */
const FINITE_AFTER = new Set("er var blir har koster varer tar gjelder får gir".split(" "));
const YOU = /\b(?:du|deg|din|dine|ditt|dere|deres)\b/i;
/** Numbers a hero sentence must not show: phone numbers, clock times. */
const NOT_FOR_HERO = /\d(?:[\s\u00a0]?\d){7}|\bkl\.|\bklokken\b|\d[.:]\d\d(?!\d)|\b(?:tlf|telefon|ring)\b/i;

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
    if (!isWord(noun) || ended(before[at - 2]) || SUBJECTS.has(inFront)) return null;
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

function factIn(
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
    head = headNoun(before, 2);
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
    /^\p{Ll}+$/u.test(linked) &&
    kind !== "proof"
  ) {
    parts.push(link, linked);
    index += 2;
  }
  const text = parts.join(" ");
  const counted = kind === "proof" ? parts.slice(parts.indexOf(number) + 1).join(" ") : "";
  if (kind === "proof" && !counted) return null;
  // the subject of its sentence says nothing alone: "Første samtale på 30 minutter er gratis"
  const subject = (index === 0 || !ended(after[index - 1])) && FINITE_AFTER.has(clean(index));

  const standalone =
    kind !== "measure" &&
    !subject &&
    (head !== null ||
      (kind === "price" && QUALIFIERS.has(parts[0] ?? "")) ||
      (kind === "percent" && (parts.includes("på") || index > 0)) ||
      PROOF_NOUNS.test(counted));
  const rank =
    (head ? 4 : 0) +
    ({ promise: 3, price: 2, percent: 2, always: 2, proof: 1, measure: 0 } as const)[kind] +
    (PROOF_NOUNS.test(counted) ? 2 : 0) +
    (speaksToYou ? 1 : 0);
  return { phrase: text, kind, standalone, rank };
}

/** The facts the page states, as the headline parts name them (types.ts). */
export type PageFacts = Pick<
  HeadlineParts,
  "fact" | "factSentence" | "priceSentence" | "proofSentence" | "proofHeadline" | "since"
>;

/** What a proof counts when it sells: "over 2 000 fornøyde kunder", "9 av 10 elever". */
const STRONG_PROOF =
  /(?:kunder|bedrifter|elever|boliger|medlemmer|oppdrag|prosjekter|pasienter|gjester|familier|erfaring)$| av \d+| (?:meter|km)$/;

export function findFacts(clauseList: readonly string[], text: string): PageFacts {
  let fact: Fact | null = null;
  let factSentence: string | null = null;
  let priceSentence: string | null = null;
  let proofSentence: string | null = null;
  let proofHeadline: string | null = null;
  for (const clause of clauseList) {
    const you = YOU.test(clause);
    const found = factMatches(clause)
      .map((match) => factIn(clause, match, you))
      .filter((item): item is Fact => item !== null);
    for (const item of found) if (item.standalone && (!fact || item.rank > fact.rank)) fact = item;
    const count = words(clause).length;
    const sentence = /[.!]$/.test(clause) && /^\p{Lu}/u.test(clause) && !NOT_FOR_HERO.test(clause);
    if (!sentence || found.length === 0 || count > 18) continue;
    if (!factSentence && YOU.test(clause)) factSentence = clause;
    const price = count <= 6 && found.some((item) => item.kind === "price" || item.kind === "percent");
    if (!priceSentence && price && !YOU.test(clause)) priceSentence = clause;
    const proves = found.some(
      (item) => item.kind === "proof" || item.kind === "always" || / (?:meter|km)$/.test(item.phrase),
    );
    if (!proofSentence && proves && !YOU.test(clause) && count <= 14) proofSentence = clause;
    const strong = found.some(
      (item) =>
        (item.kind === "proof" || item.kind === "measure") &&
        (STRONG_PROOF.test(item.phrase) || (item.kind === "proof" && /\bkunder?\b/.test(clause))),
    );
    if (!proofHeadline && strong && !YOU.test(clause) && count <= 12)
      proofHeadline = clause.replace(/[.!]$/, "");
  }
  const since =
    /\b(?:siden|[Ee]tablert(?: i)?|[Gg]runnlagt(?: i)?|[Ss]tartet(?: i)?)\s+((?:19|20)\d{2})(?!\d)/u.exec(
      text,
    )?.[1] ?? null;
  return { fact, factSentence, priceSentence, proofSentence, proofHeadline, since };
}
