import { count, joinAnd } from "#app/lib/format-nb.ts";
import { displayUrl, pageKey } from "../../gather/crawl/site-url.ts";
import type { Finding } from "../../types.ts";
import { decodeURIComponentSafe, pagesRead, type ReadPage } from "../privacy/site-text.ts";
import { list } from "../site/findings.ts";
import { defineCheck } from "../types.ts";
import { COPY_RULES } from "./page-copy.ts";

// What a site template leaves behind and a visitor sees: a phone number nobody answers
// («+47 12 34 56 78», «000 00 000», «999 99 999») and «Lorem ipsum» filler (decision 039). Only
// what cannot be meant is said: a number counts when it is written as a Norwegian phone number
// and its eight digits are one digit repeated or counted in a row, which no subscriber has. A
// form field's example («+47 000 00 000» in a field) is no text a visitor reads, and so not read.

/** A blank or a hyphen between a phone number's groups. */
const S = "[ \\u00a0-]";
/** Eight digits as a phone number is written: «+47 12 34 56 78», «999 99 999», «4000 0000», or x's. */
const PHONE = new RegExp(
  `(?<![\\p{L}\\d+.,/-])((?:\\+|00)47${S}?)?((?:[\\dx]{3}${S}[\\dx]{2}${S}[\\dx]{3}|[\\dx]{2}(?:${S}[\\dx]{2}){3}|[\\dx]{4}${S}[\\dx]{4}))(?![\\p{L}\\d]|[.,]\\d)`,
  "giu",
);
/** Eight digits with nothing between them count only behind +47: «+4799999999». */
const PHONE_UNSPACED = /(?<![\p{L}\d])(?:\+|00)47[ \u00a0]?(\d{8})(?![\p{L}\d])/gu;
/** A number no one has: one digit eight times, a count up or down, or x's for the digits. */
const MADE_UP = /^(?:(\d)\1{7}|12345678|23456789|87654321|01234567|x{8})$/i;
const FILLER = /\blorem ipsum\b/i;

/** A number's eight digits (or x's), without +47 and spaces: one number however it is written. */
const digitsOf = (number: string) =>
  number
    .replace(/^(?:\+|00)47/, "")
    .replace(/[^\dx]/gi, "")
    .toLowerCase();

/** Does the text show a template's number (a button «Ring 000 00 000», a link «tel:+4700000000»)? */
export const hasPlaceholderNumber = (text: string) => placeholderNumbersIn(text).length > 0;

/** The placeholder numbers one text shows, as written. */
export function placeholderNumbersIn(text: string): string[] {
  const found = new Set<string>();
  for (const pattern of [PHONE, PHONE_UNSPACED])
    for (const match of text.matchAll(pattern)) {
      const written = match[0].trim();
      if (MADE_UP.test(digitsOf(written))) found.add(written);
    }
  return [...found];
}

/** The numbers behind `tel:` links: «tel:+4799999999» under a link that shows a name. */
const telNumbers = (page: ReadPage) =>
  page.links.flatMap(({ href }) => {
    if (!/^tel:/i.test(href)) return [];
    const local = digitsOf(decodeURIComponentSafe(href.slice(4)));
    return MADE_UP.test(local) ? [local.replace(/(\d{3})(\d{2})(\d{3})/, "$1 $2 $3")] : [];
  });

/** Each page once: «/» and «/index.html» are one page. */
function onePerPage(pages: ReadPage[]) {
  const seen = new Set<string>();
  return pages.filter((page) => {
    const key = pageKey(page.url);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** «på forsiden», «på /kontakt.html og /om», «på 6 sider, blant annet forsiden». */
function where(urls: string[], start: string) {
  const site = new URL(start);
  const named = urls.map((url) => (pageKey(url) === pageKey(start) ? "forsiden" : displayUrl(url, site)));
  if (named.length <= 3) return `på ${list(named)}`;
  const first = named.includes("forsiden") ? "forsiden" : named[0];
  return `på ${count(named.length, "side", "sider")}, blant annet ${first}`;
}

/** What gives a number away, as the finding says it: «X-er i stedet for sifre». */
function tell(number: string) {
  const digits = digitsOf(number);
  if (/^x+$/.test(digits)) return "X-er i stedet for sifre";
  return /^(\d)\1+$/.test(digits) ? "samme siffer åtte ganger" : "sifrene i rekkefølge";
}

function phoneFinding(numbers: Map<string, string[]>, start: string): Finding {
  const shown = [...numbers.keys()];
  const tells = [...new Set(shown.map(tell))];
  const pages = [...new Set([...numbers.values()].flat())];
  const one = shown.length === 1;
  return {
    id: "placeholder-phone",
    severity: "problem",
    title: one ? "Telefonnummeret ser ut som et eksempel" : "Telefonnumrene ser ut som eksempler",
    detail: `Vi fant ${one ? "nummeret" : "numrene"} ${list(shown.map((number) => `«${number}»`))} ${where(pages, start)}. Et nummer med ${joinAnd(tells, "eller")} er typisk for maler: ${one ? "det er et eksempel" : "de er eksempler"} som skulle vært byttet ut, og den som ringer, kommer ikke fram.`,
    fix: "Skriv ditt eget nummer der eksemplet står, eller fjern det hvis du ikke tar imot telefoner.",
  };
}

function fillerFinding(urls: string[], start: string): Finding {
  return {
    id: "placeholder-text",
    severity: "warning",
    title: "Fylltekst står igjen på nettstedet",
    detail: `«Lorem ipsum» står ${where(urls, start)}. Det er latinsk fylltekst fra en mal, og den forteller leseren at siden ikke er ferdig.`,
    fix: "Skriv din egen tekst der fyllteksten står, eller skjul siden til den er ferdig.",
  };
}

export const placeholders = defineCheck({
  id: "copy-placeholders",
  category: "copy",
  group: COPY_RULES,
  needs: ["finalUrl", "page", "crawl"],
  run: (artifacts) => {
    const pages = onePerPage(pagesRead(artifacts));
    const numbers = new Map<string, string[]>();
    for (const page of pages)
      for (const number of [...placeholderNumbersIn(page.text), ...telNumbers(page)]) {
        // One number however it is written: «999 99 999» shown, «tel:99999999» behind it.
        const same = [...numbers.keys()].find((shown) => digitsOf(shown) === digitsOf(number));
        const key = same ?? number;
        numbers.set(key, [...new Set([...(numbers.get(key) ?? []), page.url])]);
      }
    const filler = pages.filter((page) => FILLER.test(page.text)).map((page) => page.url);
    const findings = [
      ...(numbers.size ? [phoneFinding(numbers, artifacts.finalUrl)] : []),
      ...(filler.length ? [fillerFinding(filler, artifacts.finalUrl)] : []),
    ];
    return { score: findings.length ? 0 : 1, findings };
  },
});
