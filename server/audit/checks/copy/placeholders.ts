import { count, joinAnd } from "#app/lib/format-nb.ts";
import { hasLoremIpsum } from "../../gather/spelling/words.ts";
import type { Finding } from "../../types.ts";
import {
  decodeURIComponentSafe,
  eachPageOnce,
  pageName,
  pagesRead,
  type ReadPage,
} from "../privacy/site-text.ts";
import { list } from "../site/findings.ts";
import { defineCheck } from "../types.ts";
import { COPY_RULES } from "./page-copy.ts";

// What a site template leaves behind and a visitor sees: a phone number nobody answers
// («+47 12 34 56 78», «000 00 000», «+47 XXX XX XXX») and «Lorem ipsum» filler (decision 039). Only
// what cannot be meant is said: a number counts when it is written as a phone number is (grouped
// 3-2-3, or behind +47 or «Tlf.») and its digits are one digit eight times, counted up from 0 or
// 1 (no Norwegian number starts with either), or x's. A form field's example («+47 000 00 000»
// in a field) is no text a visitor reads, and so not read.

/** A blank or a hyphen between a phone number's groups. */
const S = "[ \\u00a0-]";
/** A digit, or an x standing for one. */
const D = "[\\dx]";
/** Eight digits as a phone number is grouped: «999 99 999», «12 34 56 78», «4000 0000»; +47 in front. */
const PHONE = new RegExp(
  `(?<![\\p{L}\\d+.,/-])(?<!\\d${S})((?:\\+|00)47${S}?)?(${D}{3}${S}${D}{2}${S}${D}{3}|${D}{2}(?:${S}${D}{2}){3}|${D}{4}${S}${D}{4})(?!${S}?${D}|[\\p{L}\\d]|[.,]\\d)`,
  "giu",
);
/** The mobile grouping, which no countdown, code or price is written in: «000 00 000». */
const MOBILE_GROUPS = /^\d{3}\D\d{2}\D\d{3}$/;
/** A word for a phone number just before the digits: «Tlf.», «Telefon:», «Ring». */
const PHONE_WORD = /(?:^|[^\p{L}])(?:tlf|telefon|tel|mobil|mob|ring|phone)[.:]?\s{0,3}$/iu;
/** Eight digits with nothing between them count only behind +47: «+4799999999». */
const PHONE_UNSPACED = /(?<![\p{L}\d])(?:\+|00)47[ \u00a0]?(\d{8})(?![\p{L}\d])/gu;
/** A number no one has: one digit eight times, 12345678 or 01234567, or x's for three digits or more. */
const madeUp = (digits: string) =>
  /^(?:(\d)\1{7}|12345678|01234567)$/.test(digits) || (/^[\dx]{8}$/.test(digits) && /x.*x.*x/.test(digits));

/** A number's eight digits (or x's), without +47 and spaces: one number however it is written. */
const digitsOf = (number: string) =>
  number
    .trim()
    .replace(/^(?:\+|00)47/, "")
    .replace(/[^\dx]/gi, "")
    .toLowerCase();

/** Does the text show a template's number (a button «Ring 000 00 000», a link «tel:+4700000000»)? */
export const hasPlaceholderNumber = (text: string) => placeholderNumbersIn(text).length > 0;

/** The placeholder numbers one text shows, as written. */
export function placeholderNumbersIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(PHONE)) {
    const [written, prefix, groups = ""] = match;
    const digits = digitsOf(groups);
    if (!madeUp(digits)) continue;
    // Grouped otherwise («00 00 00 00», «1111 1111»), the digits may be a countdown or a code:
    // only +47, a word for a phone number before them, or x's say they are one.
    const before = text.slice(Math.max(0, match.index - 20), match.index);
    if (prefix || MOBILE_GROUPS.test(groups) || digits.includes("x") || PHONE_WORD.test(before))
      found.add(written.trim());
  }
  for (const match of text.matchAll(PHONE_UNSPACED)) if (madeUp(match[1] ?? "")) found.add(match[0].trim());
  return [...found];
}

/** The template's number a `tel:` or `sms:` link dials («tel:+47XXXXXXXX»), its eight digits, or null. */
export function dialledPlaceholder(href: string): string | null {
  const target = href.trim();
  if (!/^(?:tel|sms):/i.test(target)) return null;
  const local = digitsOf(decodeURIComponentSafe(target.slice(4)));
  return madeUp(local) ? local : null;
}

/** The numbers behind `tel:` links: «tel:+4799999999» under a link that shows a name. */
const telNumbers = (page: ReadPage) =>
  page.links.flatMap(({ href }) => {
    const local = /^tel:/i.test(href) ? dialledPlaceholder(href) : null;
    return local ? [local.replace(/(\d{3})(\d{2})(\d{3})/, "$1 $2 $3")] : [];
  });

/** «på forsiden», «på /kontakt.html og /om», «på 6 sider, blant annet forsiden». */
function where(urls: string[], start: string) {
  const named = urls.map((url) => pageName(url, start));
  if (named.length <= 3) return `på ${list(named)}`;
  const first = named.includes("forsiden") ? "forsiden" : named[0];
  return `på ${count(named.length, "side", "sider")}, blant annet ${first}`;
}

/** What gives a number away, as the finding says it: «åtte like sifre». */
function tell(number: string) {
  const digits = digitsOf(number);
  if (digits.includes("x")) return "X-er i stedet for sifre";
  return /^(\d)\1+$/.test(digits) ? "åtte like sifre" : "sifrene i rekkefølge";
}

function phoneFinding(numbers: { shown: string; pages: Set<string> }[], start: string): Finding {
  const shown = numbers.map((number) => number.shown);
  const tells = [...new Set(shown.map(tell))];
  const pages = [...new Set(numbers.flatMap((number) => [...number.pages]))];
  const one = shown.length === 1;
  return {
    id: "placeholder-phone",
    severity: "problem",
    title: one ? "Telefonnummeret ser ut som et eksempel" : "Telefonnumrene ser ut som eksempler",
    detail: `Vi fant ${one ? "nummeret" : "numrene"} ${list(shown.map((number) => `«${number}»`))} ${where(pages, start)}. Et nummer med ${joinAnd(tells, "eller")} er typisk for maler, så trolig er ${one ? "det et eksempel" : "de eksempler"} som skulle vært byttet ut. Da kommer ikke den som ringer, fram til deg.`,
    fix: one
      ? "Skriv ditt eget nummer der eksempelnummeret står, også i en lenke bak det, eller fjern nummeret."
      : "Skriv ditt eget nummer der eksempelnumrene står, også i lenkene bak dem, eller fjern numrene.",
  };
}

function fillerFinding(urls: string[], start: string): Finding {
  return {
    id: "placeholder-text",
    severity: "warning",
    title: "Fylltekst står igjen på nettstedet",
    detail: `Fylltekst av typen «Lorem ipsum» står ${where(urls, start)}. Den skulle vært byttet ut, og den forteller leseren at siden ikke er ferdig.`,
    fix: "Skriv din egen tekst der fyllteksten står, eller fjern den delen til du har tekst å sette inn.",
  };
}

export const placeholders = defineCheck({
  id: "copy-placeholders",
  category: "copy",
  group: COPY_RULES,
  needs: ["finalUrl", "page", "crawl"],
  run: (artifacts) => {
    const pages = eachPageOnce(pagesRead(artifacts));
    // One number however it is written («999 99 999» shown, «tel:99999999» behind it): by its
    // digits, shown as first written, with every page it stands on.
    const numbers = new Map<string, { shown: string; pages: Set<string> }>();
    for (const page of pages)
      for (const number of [...placeholderNumbersIn(page.text), ...telNumbers(page)]) {
        const digits = digitsOf(number);
        const seen = numbers.get(digits) ?? { shown: number, pages: new Set<string>() };
        seen.pages.add(page.url);
        numbers.set(digits, seen);
      }
    const filler = pages.filter((page) => hasLoremIpsum(page.text)).map((page) => page.url);
    const findings = [
      ...(numbers.size ? [phoneFinding([...numbers.values()], artifacts.finalUrl)] : []),
      ...(filler.length ? [fillerFinding(filler, artifacts.finalUrl)] : []),
    ];
    return { score: findings.length ? 0 : 1, findings };
  },
});
