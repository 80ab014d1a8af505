// Concrete facts in a text: the numbers a reader can use ("svar innen 24 timer", "over 120 kunder",
// "fra 1 490 kr"). Years, phone and organisation numbers, postal codes and street numbers, dates,
// clock times and opening hours, product names ("Microsoft 365"), prices and counts of 0 are numbers too,
// but they say nothing about what the customer gets, so they are blanked out before counting.

const MONTHS =
  "januar|februar|mars|april|mai|juni|juli|august|september|oktober|november|desember|jan|feb|mar|apr|jun|jul|aug|sep|sept|okt|nov|des";
const UNITS =
  "%|prosent|kr|kroner|NOK|,-|timer|timers|time|minutter|min|sekunder|sek|dager|dagers|dag|virkedager|døgn|uker|ukers|uke|måneder|måneders|mnd|år|års|km|meter|m²|m2|kg|kB|KB|MB|GB|TB|stk";
const DASH = "[–—-]";
const YEAR_CONTEXT = new Set(
  "siden i fra til etablert grunnlagt startet startet åpnet år året våren sommeren høsten vinteren © copyright".split(
    " ",
  ),
);

// What is a number but not a fact, in the order it is blanked out.
const NOT_FACTS: RegExp[] = [
  // a CMS shortcode shown as text, where the plugin did not run: «[contact-form-7 id="5"]»
  /\[[a-z][\w-]*(?:\s+[\w-]+=(?:["“”″][^\]]*?["“”″]|['‘’][^\]]*?['‘’]|[^\s\]]+))+\s*\/?\]/g,
  // addresses on the web: "www.byen.no/side?id=123", "post@byen.no", and long ids of ten digits or more
  /(?:https?:\/\/|www\.)\S+|(?<![\p{L}\d._%+-])[\p{L}\d._%+-]+@[\p{L}\d.-]+|(?<![\p{L}\d-])[\p{L}\d-]+\.(?:no|com|net|org|io)\/\S*|(?<!\d)\d{10,}/gu,
  // organisation numbers however they are spaced: "org.nr. 912 345 678", "Org nr: 912345678 MVA"
  /\borg\.?\s?(?:nr|nummer)\.?:?\s?(?:NO\s?)?\d[\d\s\u00a0]{7,12}\d/giu,
  // a phone number after +47, also a template's not filled in: "+47 000 00 000", "+47 XX XX XX XX"
  /\+47(?:[\s\u00a0]?[\dxX]){8}(?![\dxX])/gu,
  // list numbers: "01", "02" as labels, "1." or "2)" at the start of a line
  /(?<![\d.,])0\d(?!\d|[.,]\d)/gu,
  /^[ \t]*\d{1,2}[.)](?=[ \t]+\S)/gmu,
  // dates: "5. mai", "5 mai", "1. januar 2026", "12.06.2025", and ordinals: "den 5. hver måned", "1. etasje"
  new RegExp(`(?<!\\d)\\d{1,2}\\.?\\s?(?:${MONTHS})\\.?(?![\\p{L}])(?:\\s(?:19|20)\\d{2}(?!\\d))?`, "giu"),
  /(?<![\d.])\d{1,2}\.\d{1,2}\.(?:\d{2,4})?(?![\d])/g,
  /(?<![\d.,])\d{1,2}\.(?=\s+\p{Ll})/gu,
  // phone and organisation numbers: eight or nine digits, in groups or not, with or without +47
  /(?:\+47[\s\u00a0]?)?(?<![\d,.])\d(?:[\s\u00a0]?\d){7,8}(?!\d|[.,]\d|\s?(?:kr|kroner|NOK)(?![\p{L}]))/gu,
  // clock times: "kl. 08.00", "klokken 10", "10:00", "07.30–20.00"
  new RegExp(
    `(?:\\b(?:kl\\.?|klokka|klokken)\\s?)\\d{1,2}(?:[.:]\\d{2})?(?:\\s?${DASH}\\s?\\d{1,2}(?:[.:]\\d{2})?)?`,
    "giu",
  ),
  new RegExp(
    `(?<![\\d.,])(?:[01]?\\d|2[0-4])[.:][0-5]\\d(?:\\s?${DASH}\\s?(?:[01]?\\d|2[0-4])[.:][0-5]\\d)?(?!\\d|[.,]\\d|\\s?(?:${UNITS})(?![\\p{L}]))`,
    "gu",
  ),
  // prices of nothing: "0 kr", "kr 0,-"
  /(?<![\d.,])(?<!\d[\s\u00a0])(?:kr\.?\s?0(?:,-)?|0\s?(?:kr|kroner|,-))(?![\d\p{L}])/giu,
  // counts of nothing: a counter a script has not yet run up ("0 år", "0 kunder"); not "0,5",
  // "0–24", or "0 %", which is an offer («0 % rente»)
  new RegExp(
    `(?<![\\d.,])0(?![\\d]|[.,]\\d|\\s?${DASH}|\\s?(?:%|prosent)(?![\\p{L}]))(?:\\s?(?:${UNITS})(?![\\p{L}]))?`,
    "giu",
  ),
  // postal codes ("4306 Sandnes", also after a house number: "Storgata 5 4306 Sandnes"), post boxes and numbers after a name ("Storgata 12", "Microsoft 365")
  /(?<![\d.,])\d{4}(?=\s+\p{Lu}\p{Ll})/gu,
  /\b(?:postboks|pb\.?)\s?\d+/giu,
  /(?<=\p{L}(?:gata|gaten|gate|veien|vegen|vei|veg|plass|plassen|torget|torg|allé|bakken|brygga|stien)\s)\d+[a-zA-Z]?(?![\d\p{L}])/giu,
  // (not the first group of a number with thousands spaces: «Vask av enebolig Fastpris 7 500 kr»)
  // (a capital word that opens a line is its first word, not a name: «Opptil 130 personer»)
  /(?<=[\p{Ll},][ \t\u00a0]+\p{Lu}[\p{L}-]*[ \t\u00a0])\d+[a-zA-Z]?(?![\d/]|[.,]\d|[ \u00a0]\d{3}(?!\d)|\s?(?:%|kr)(?![\p{L}]))/gu,
  // how long ago a review or a post was written, as a line or a label ends: «7 måneder siden»,
  // «Per H. · for 2 uker siden»; not «40 år siden vi startet», a fact of the business
  /(?<![\d.,])\d+\s?(?:minutter|minutt|timer|time|dager|dag|døgn|uker|uke|måneder|måned|år)\s+siden(?=[ \t\u00a0]*(?:$|[·|•,)]))/gimu,
  // a model's or a standard's number joined to its capitals: «XR-200/210», «COVID-19», «EN-1090»
  /(?<=(?<![\p{L}])\p{Lu}{1,5}-)\d+(?:\/\d+)?(?![\d\p{L}])/gu,
];

// Opening hours: "08–16", "man–fre 9 - 17", unless a unit or a counted noun follows ("2–3 dager").
const HOURS = new RegExp(
  `(?<![\\d.,])(?:[01]?\\d|2[0-4])\\s?${DASH}\\s?(?:[01]?\\d|2[0-4])(?![\\d:/]|[.,]\\d)`,
  "gu",
);
const AFTER_HOURS = new Set(
  "og eller i på fra til med unntatt utenom hver alle hverdager helg helgen helgene samt mandag tirsdag onsdag torsdag fredag lørdag søndag man tir ons tor fre lør søn".split(
    " ",
  ),
);

// Read at a given place with lastIndex (sticky), not on a slice of the rest of the text.
const UNIT_AT = new RegExp(`\\s?(?:${UNITS})(?![\\p{L}])`, "uy");
const NEXT_WORD_AT = /\s+(\p{Ll}+)/uy;
const PLURAL_AT = /\s*\p{Ll}+er(?![\p{L}])/uy;

const test = (pattern: RegExp, text: string, at: number) => {
  pattern.lastIndex = at;
  return pattern.exec(text);
};

function isHours(text: string, end: number): boolean {
  if (test(UNIT_AT, text, end)) return false;
  const next = test(NEXT_WORD_AT, text, end)?.[1];
  return next === undefined || AFTER_HOURS.has(next);
}

// A fact: a number with thousands spaces, decimals, a range ("5–50"), a fraction ("24/7"),
// "9 av 10", an optional "kr" before and a unit after.
const FACT = new RegExp(
  `(?<![\\p{L}\\d])(?:kr\\.?\\s?)?(?:\\d{1,3}(?:[ \\u00a0]\\d{3})+(?!\\d)|\\d+(?:[.,]\\d+)?)(?:\\s?${DASH}\\s?\\d+(?:[.,]\\d+)?|\\/\\d+|\\s+av\\s+\\d+)?\\+?(?:\\s?(?:${UNITS})(?![\\p{L}]))?`,
  "giu",
);

/** The text with the given spans (in order, not overlapping) replaced by spaces, in one pass. */
function blank(text: string, spans: [number, number][]): string {
  if (spans.length === 0) return text;
  const parts: string[] = [];
  let at = 0;
  for (const [from, to] of spans) {
    parts.push(text.slice(at, from), " ".repeat(to - from));
    at = to;
  }
  parts.push(text.slice(at));
  return parts.join("");
}

const SPACE = /\s/;
/** Longer than any word of YEAR_CONTEXT with its punctuation: a longer word is not looked at whole. */
const LONGEST_CONTEXT = 16;

/** The word before `index`, lower-cased, as the last of text.slice(0, index).split(/\s+/); "" if long. */
function wordBefore(text: string, index: number): string {
  let end = index;
  while (end > 0 && SPACE.test(text.charAt(end - 1))) end--;
  let start = end;
  while (start > 0 && !SPACE.test(text.charAt(start - 1))) {
    start--;
    if (end - start > LONGEST_CONTEXT) return "";
  }
  return text.slice(start, end).toLocaleLowerCase("nb");
}

/** True for a bare year (1900–2099) that is not counted: "siden 1987", "i 2024", "2015." */
function isYear(text: string, index: number, match: string): boolean {
  if (!/^(?:19|20)\d{2}$/.test(match)) return false;
  if (YEAR_CONTEXT.has(wordBefore(text, index).replace(/[.,:]$/, ""))) return true;
  // "2000 kunder": a plural noun after the number makes it a count
  return !test(PLURAL_AT, text, index + match.length);
}

// A bare number counts something only when a word follows that it can count: "120 kunder",
// "15 faste ansatte". "Steg 2", "01 Tjenester" or a number at the end of a line counts nothing.
const COUNTED_WORD_AT = /[ \t\u00a0]+(\p{Ll}{2,})/uy;
/** The noun a number counts, with an adjective in -e before it: «erfarne tannleger». */
/**
 * What a number counts: the word after it, and with an adjective in -e the noun after that, a
 * plural of five letters or more («erfarne tannleger», «faste kunder»), not a verb or an adverb
 * («12 ansatte har», «8 påmeldte per kurs»).
 */
const WHAT_IT_COUNTS_AT =
  /[ \t\u00a0]+(\p{Ll}{2,}e[ \t\u00a0]+(?!(?:etter|under|eller|over|hverandre)(?!\p{L}))\p{Ll}{3,}(?:er|ere|ar)(?!\p{L})|\p{Ll}{2,})/uy;
const NOT_COUNTED = new Set("i på og eller til fra av med om for som er".split(" "));

function countsSomething(text: string, end: number): boolean {
  const next = test(COUNTED_WORD_AT, text, end)?.[1];
  return next !== undefined && !NOT_COUNTED.has(next);
}

/** The text with every number that is not a fact replaced by spaces (same length). */
export function withoutNonFacts(text: string): string {
  // Each pattern reads the text as the patterns before it left it, and blanks all its matches at
  // once: blanking one match at a time copied the whole text per number.
  let rest = text.normalize("NFC");
  const span = (match: RegExpExecArray): [number, number] => [match.index, match.index + match[0].length];
  for (const pattern of NOT_FACTS) rest = blank(rest, [...rest.matchAll(pattern)].map(span));
  const hours = [...rest.matchAll(HOURS)].filter((match) => isHours(rest, match.index + match[0].length));
  return blank(rest, hours.map(span));
}

export interface FactMatch {
  /** As written, spaces squashed: "24 timer", "1 490 kr", "24/7". */
  text: string;
  index: number;
  /** Length of the match as written in the text. */
  length: number;
}

/** The concrete facts of a text, in order. */
export function factMatches(text: string): FactMatch[] {
  const source = text.normalize("NFC");
  const rest = withoutNonFacts(source);
  const found: FactMatch[] = [];
  for (const match of rest.matchAll(FACT)) {
    const raw = match[0];
    const index = match.index ?? 0;
    if (isYear(source, index, raw.trim())) continue;
    if (/^\d+$/.test(raw.trim()) && !countsSomething(source, index + raw.trimEnd().length)) continue;
    const trimmed = raw.trimEnd();
    found.push({ text: trimmed.replace(/\s+/g, " "), index, length: trimmed.length });
  }
  return found;
}

/** A number written as a word, not «en» or «ei», which are articles as often as numbers. */
const NUMBER_WORDS =
  "ett|én|to|tre|fire|fem|seks|sju|syv|åtte|ni|ti|elleve|tolv|femten|tjue|tretti|førti|femti|hundre";
const WORD_UNITS =
  "minutt|minutter|sekunder|timer|time|døgn|dager|dag|virkedager|uker|uke|måneder|måned|år|års|prosent|kroner";
/**
 * A number in words with its unit: «på under ett minutt», «svar innen to virkedager», «tre år»;
 * not «hundre prosent», which says «completely» («vi gir hundre prosent»).
 */
const WORD_FACT = new RegExp(
  `(?<![\\p{L}\\d])(?!hundre\\s+prosent)(?:${NUMBER_WORDS})\\s+(?:${WORD_UNITS})(?![\\p{L}])`,
  "giu",
);

/**
 * Numbers and measured facts in a text ("24 timer", "kr 499", "30 %", «ett minutt»), without
 * years and the like, in order.
 */
export function specifics(text: string): string[] {
  const source = text.normalize("NFC");
  const inWords = [...source.matchAll(WORD_FACT)].map((match) => ({
    text: match[0].replace(/\s+/g, " "),
    index: match.index,
  }));
  // A bare number is quoted with what it counts: «12 kunder», «7 erfarne tannleger», not «12».
  const counted = factMatches(source).map((match) =>
    /^\d+$/.test(match.text)
      ? {
          ...match,
          text: `${match.text} ${test(WHAT_IT_COUNTS_AT, source, match.index + match.length)?.[1] ?? ""}`.trim(),
        }
      : match,
  );
  return [...counted, ...inWords].sort((a, b) => a.index - b.index).map((match) => match.text);
}
