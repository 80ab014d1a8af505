// The page's concrete facts, the only numbers a suggestion may carry: a promise ("svar innen 24
// timer"), a price ("dekkskift fra 690 kr"), a proof ("over 2 000 fornøyde kunder") or "åpent
// 24/7". Years, phone numbers, clock times and dates are not facts (copy/facts.ts). Each fact is
// kept with the words that make it whole (fact-phrase.ts), and with the sentence it came from;
// the year the business started is read apart (since.ts).

import { factMatches } from "../../checks/copy/facts.ts";
import { words } from "../../checks/copy/readability.ts";
import { countPhrases } from "../../checks/copy/text-signals.ts";
import { SUPERLATIVES } from "../../checks/copy/word-lists.ts";
import { factIn } from "./fact-phrase.ts";
import { lower } from "./phrase.ts";
import { findSince, saidOfPerson } from "./since.ts";
import type { Fact, HeadlineParts } from "./types.ts";

/** The facts the page states, as the headline parts name them (types.ts). */
export type PageFacts = Pick<
  HeadlineParts,
  | "fact"
  | "facts"
  | "factSentence"
  | "priceSentence"
  | "proofSentence"
  | "proofHeadline"
  | "since"
  | "sinceClause"
>;

const YOU = /\b(?:du|deg|din|dine|ditt|dere|deres)\b/i;
/** Numbers a hero sentence must not show: phone numbers, clock times. */
const NOT_FOR_HERO = /\d(?:[\s\u00a0]?\d){7}|\bkl\.|\bklokken\b|\d[.:]\d\d(?!\d)|\b(?:tlf|telefon|ring)\b/i;

/** What a proof counts when it sells: "over 2 000 fornøyde kunder", "9 av 10 elever". */
const STRONG_PROOF =
  /(?:kunder|bedrifter|elever|boliger|medlemmer|oppdrag|prosjekter|pasienter|gjester|familier|erfaring)$| av \d+| (?:meter|km)$/;

/** A clause whose facts are conditions or the reader's duties, not promises: "Hvis du …", "Du må …". */
export const CONDITIONAL =
  /^(?:hvis|når|dersom|ved|om|etter|før)(?![\p{L}])|(?<![\p{L}])(?:du|dere)\s+(?:kan|må|skal|bør)(?![\p{L}])/iu;
/** A verb that makes a sentence of a line: a caption ("Bilder fra 300 oppdrag — …") has none. */
const FINITE =
  /(?<![\p{L}])(?:er|har|var|ble|blir|får|gir|kan|vil|skal|tar|kommer|svarer|jobber|holder|ligger|arbeider|hjelper|leverer|tilbyr|selger|bruker|velger|anbefaler)(?![\p{L}])/iu;
/** A proof that opens its sentence: "Over 120 bedrifter …", "2 000 kunder …". */
const OPENS_WITH_PROOF = /^(?:over|mer enn|nesten|hele|rundt|opptil|\d)/iu;

/** A key figure's number, "20+", "1 200" or "98 %" (PageText.keyFigures). */
const FIGURE = /^([1-9]\d{0,2}(?:[\s\u00a0]?\d{3})*)(\+?)((?:[\s\u00a0]?%)?)$/u;
/** Its caption: one to three words, no sentence ("Års erfaring", "FORNØYDE KUNDER"). */
const CAPTION = /^\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*){0,2}$/u;

/** A figure worth a headline: not a year («2009» over «Etablert»), and at least 10 unless «5+». */
function figure(number: string) {
  const match = FIGURE.exec(number);
  if (!match) return null;
  const [, digits = "", plus, percent] = match;
  const value = Number(digits.replace(/\D/g, ""));
  if (/^(?:19|20)\d\d$/.test(digits) && !plus && !percent) return null;
  if (value < (plus || percent ? 2 : 10)) return null;
  return `${plus ? "over " : ""}${digits}${percent ? " %" : ""}`;
}

/** A caption as it reads inside a clause: "Års erfaring" and "ÅRS ERFARING" are "års erfaring". */
function inClause(caption: string) {
  if (caption === caption.toLocaleUpperCase("nb")) return lower(caption);
  return /^\p{Lu}\p{Ll}/u.test(caption) ? lower(caption.charAt(0)) + caption.slice(1) : caption;
}

/**
 * The page's key figures (PageText.keyFigures: a number and its caption, as the markup pairs them)
 * read as the clauses they say: «20+» over «Års erfaring» is "over 20 års erfaring". Only the
 * facts are read from these clauses: one without a full stop is never a sentence or a headline.
 */
export function figureClauses(figures: readonly (readonly [string, string])[]): string[] {
  return figures.flatMap(([written, caption]) => {
    const number = figure(written.trim());
    return number && CAPTION.test(caption.trim()) ? [`${number} ${inClause(caption.trim())}`] : [];
  });
}

/** A badge's words: a short line with a number and no sentence («98 % fornøyde elever»). */
const BADGE = /^[^.!?]*\d[^.!?]*$/u;

/**
 * The page's badges read as facts: a line of at most six words that is one proof or share and
 * nothing else («98 % fornøyde elever», «Over 500 fornøyde kunder»), as sites set them under the
 * headline. A price stays out (a line of a price list names one item of many), and so does a
 * line with anything beside the fact («Ring 400 00 000 i dag»).
 */
export function badgeClauses(text: string): string[] {
  return text.split("\n").flatMap((raw) => {
    const line = raw.trim();
    if (!BADGE.test(line) || words(line).length > 6) return [];
    const [match, ...more] = factMatches(line);
    if (!match || more.length > 0) return [];
    const fact = factIn(line, match, false);
    const whole = fact !== null && lower(fact.phrase) === lower(line);
    return whole && fact.standalone && (fact.kind === "proof" || fact.kind === "percent") ? [line] : [];
  });
}

/** A badge that promises the day itself: «Rapport samme dag», «Akutt time samme dag». */
const SAME_DAY_BADGE = /^(\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*){0,2})\s+samme\s+dag$/u;
/** Words that make a sentence of a line, or put someone else first: «Vi svarer samme dag». */
const NO_BADGE = /^(?:vi|du|dere|de|jeg|han|hun|det|den|alle|de fleste)(?![\p{L}])/iu;

/**
 * The page's «… samme dag» badges as promises, set apart as badges are, with no sentence around
 * them («Rapport samme dag» under the headline). Not a sentence with a verb or a subject («Vi svarer
 * samme dag.», «De fleste reparasjoner gjøres samme dag»): that one says more than a badge.
 */
export function sameDayBadges(text: string): Fact[] {
  return text.split("\n").flatMap((raw) => {
    const line = raw.trim();
    const match = SAME_DAY_BADGE.exec(line);
    if (!match || NO_BADGE.test(line) || FINITE.test(line)) return [];
    return [{ phrase: lower(line), kind: "promise" as const, standalone: true, rank: 7 }];
  });
}

export function findFacts(
  clauseList: readonly string[],
  text: string,
  brand: string | null = null,
  badges: readonly Fact[] = [],
): PageFacts {
  const facts: Fact[] = [...badges];
  let factSentence: string | null = null;
  let priceSentence: string | null = null;
  let proofSentence: string | null = null;
  let proofHeadline: string | null = null;
  for (const clause of clauseList) {
    // a customer's words («Vi fikk svar innen 2 timer!») are no promise of the business
    if (/^[«"“„'‘]/u.test(clause)) continue;
    const you = YOU.test(clause);
    // a condition, a duty, or a fact of a person in the business («Kari har 20 års erfaring»),
    // not of the business: none stands for the offer
    const conditional = CONDITIONAL.test(clause) || saidOfPerson(clause, brand);
    let found = factMatches(clause)
      .map((match) => factIn(clause, match, you))
      .filter((item): item is Fact => item !== null);
    // Several prices in one sentence belong to several things ("S fra 400 kr, M 600 kr"), and a
    // condition or a duty is no promise: none of them can stand for the offer.
    const prices = found.filter((item) => item.kind === "price").length;
    if (conditional || prices > 1)
      found = found.map((item) =>
        conditional || item.kind === "price" ? { ...item, standalone: false } : item,
      );
    for (const item of found)
      if (item.standalone && !facts.some((other) => other.phrase === item.phrase)) facts.push(item);
    const count = words(clause).length;
    const sentence =
      /[.!]$/.test(clause) &&
      /^\p{Lu}/u.test(clause) &&
      !NOT_FOR_HERO.test(clause) &&
      countPhrases(clause, SUPERLATIVES).size === 0;
    const standalone = found.filter((item) => item.standalone);
    if (!sentence || standalone.length === 0 || count > 18) continue;
    if (!factSentence && you) factSentence = clause;
    const price = count <= 6 && standalone.some((item) => item.kind === "price" || item.kind === "percent");
    if (!priceSentence && price && !you) priceSentence = clause;
    const proves = standalone.some((item) => item.kind === "proof" || item.kind === "always");
    if (!proofSentence && proves && !you && count <= 14 && FINITE.test(clause)) proofSentence = clause;
    const strong = standalone.some((item) => item.kind === "proof" && STRONG_PROOF.test(item.phrase));
    if (!proofHeadline && strong && !you && count <= 12 && OPENS_WITH_PROOF.test(clause))
      proofHeadline = clause.replace(/[.!]$/, "");
  }
  const since = findSince([...clauseList, ...text.split("\n").map((line) => line.trim())], brand);
  // the strongest first; of two as strong, the one the page says first
  const ranked = facts
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.rank - a.item.rank || a.index - b.index);
  return {
    fact: ranked[0]?.item ?? null,
    facts: ranked.slice(0, 3).map(({ item }) => item),
    factSentence,
    priceSentence,
    proofSentence,
    proofHeadline,
    since: since?.since ?? null,
    sinceClause: since?.sinceClause ?? null,
  };
}
