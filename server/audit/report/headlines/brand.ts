// Who the page is from: the brand, exactly as the page writes it ("Berg & Sønn", "frisk fot",
// "NORDLI"). Only from places a business names itself: the logo link to the start page when the
// title or the text says the same name, a legal name ("… AS"), the «©» line, "Velkommen til …",
// the title part that is a name (first or last: "Tallkraft – regnskap for …" and
// "Regnskap … | Tallkraft" alike), or the subject of an offer that the page names twice. Never from
// a link to "#" (a placeholder or a menu toggle), a menu word, a language switch or a social link.

import { titleSegments } from "../../checks/copy/text-signals.ts";
import type { PageText } from "../../checks/copy/types.ts";
import { asWord, clauses, escapeRegExp, lower, squash } from "./phrase.ts";
import {
  ACTIVITY_VERBS,
  COMPANY_START_STOP,
  GENERIC_TITLE,
  LEGAL_SUFFIX,
  NAME_NOUNS,
  NOT_COMPANY,
  OFFER_VERBS,
} from "./vocabulary.ts";

const NAME_TOKEN = String.raw`(?:[\p{Lu}\d][\p{L}\d'’.-]*|&)`;
const NAME = String.raw`${NAME_TOKEN}(?:\s+(?:${NAME_TOKEN}|og))*`;

/** "Berg & Sønn", "Rørlegger Hansen", "Fjordvik kommune": capitalised words, "&", a name noun. */
export function looksLikeName(text: string): boolean {
  const tokens = squash(text).split(" ");
  if (tokens.length === 0 || tokens.length > 4 || GENERIC_TITLE.test(text)) return false;
  return tokens.every(
    (token, index) =>
      /^[\p{Lu}\d]/u.test(token) ||
      token === "&" ||
      (index > 0 && (token === "og" || NAME_NOUNS.has(lower(token)))),
  );
}

const stripLegal = (name: string) => name.replace(LEGAL_SUFFIX, "").trim();

/** The page's text without e-mail addresses and web addresses («post@firma.no» names no word). */
const withoutAddresses = (text: string) => text.replace(/\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+/g, " ");

/** A name the page also writes in lower case ("Regnskap" in "… regnskap for …") is a word, not a name. */
function isWordOnPage(name: string, text: string): boolean {
  if (/\s/.test(name) || name === name.toLocaleUpperCase("nb")) return false;
  return new RegExp(`(?<![\\p{L}])${escapeRegExp(lower(name))}(?![\\p{L}])`, "u").test(
    withoutAddresses(text),
  );
}

/** The text a business writes itself in: title, headings and paragraphs (not link texts). */
const ownText = (page: PageText) => [page.title, ...page.h1, ...page.headings, ...page.paragraphs].join("\n");

/** Where the start page is: "/", "./", "index.html". Not "#" or "#top": a placeholder or a jump. */
const HOME = /^(?:\/|\.\/|(?:\.?\/)?index\.html?)$/;
/** Link words that are no name: the menu, a language switch, "Logo for …" without the name. */
const LINK_WORDS = /^(?:til forsiden|hjem|forside|home|image|bilde|meny|menu|[A-ZÆØÅ]{2})$/i;

/**
 * The logo: a link to the start page whose words the title or the text also says, or, when nothing
 * else names the business, any such link that is no menu word.
 */
function fromLogo(page: PageText, confirmed = true): string | null {
  const own = ownText(page);
  for (const link of page.links) {
    if (!HOME.test(link.href.trim())) continue;
    const text = stripLegal(
      squash(link.text.replace(/^logo\s+(?:for|til)\s+/i, "").replace(/\blogo\b/gi, "")),
    );
    if (!text || /\d/.test(text) || text.split(" ").length > 4) continue;
    if (GENERIC_TITLE.test(text) || LINK_WORDS.test(text)) continue;
    if (own.includes(text) || (!confirmed && /^[\p{Lu}\d]/u.test(text))) return text;
  }
  return null;
}

const SUFFIX_ANYWHERE = /\s(?:AS|ASA|ANS|DA|BA|NUF)(?![\p{L}])/u;

/** Every legal name ("Berg & Sønn AS") in the sources, without the suffix. */
function legalNames(sources: readonly string[]): string[] {
  const legal = new RegExp(`(${NAME})\\s+(?:AS|ASA|ANS|DA|BA|NUF)(?![\\p{L}])`, "gu");
  const found: string[] = [];
  for (const source of sources) {
    // The name pattern is tried at every capital and digit and reads on to the end of the run, so
    // a long text is only read with it when it has a legal suffix at all (a cheap, linear test).
    // Still slow on a long run of capitals or digits with «AS» after it: see docs/security.md.
    if (!SUFFIX_ANYWHERE.test(source)) continue;
    for (const match of source.matchAll(legal)) {
      const tokens = (match[1] ?? "").split(/\s+/);
      while (
        tokens.length > 1 &&
        (COMPANY_START_STOP.has(lower(tokens[0] ?? "")) || /^\d+$/.test(tokens[0] ?? ""))
      )
        tokens.shift();
      const name = tokens.join(" ");
      if (name && !COMPANY_START_STOP.has(lower(name)) && name !== "&" && !/^\d+$/.test(name))
        found.push(name);
    }
  }
  return found;
}

/** The legal name the page uses most ("Firma AS" in the footer over "Firma og Sønner AS" in the title). */
function fromLegalName(page: PageText): string | null {
  const names = legalNames([page.title, ...page.paragraphs]);
  if (names.length === 0) return null;
  const text = ownText(page);
  const uses = (name: string) => text.split(name).length - 1;
  return [...names].sort((a, b) => uses(b) - uses(a) || names.indexOf(a) - names.indexOf(b))[0] ?? null;
}

/** "© 2025 Berg & Sønn AS · Personvern": the name after the sign and the year. */
function fromCopyright(page: PageText): string | null {
  const copyright =
    /(?:©|\([cC]\)|[Cc]opyright)\s*(?:©\s*)?(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*)?([\p{Lu}\d][^\n.·|•,]{1,60})/u;
  for (const paragraph of page.paragraphs) {
    const found = copyright.exec(paragraph)?.[1];
    if (!found) continue;
    const name = stripLegal(squash(found.split(/\s(?:alle|all|-|–)\s/i)[0] ?? ""));
    if (name && name.split(" ").length <= 6 && !/\d/.test(name) && !GENERIC_TITLE.test(name)) return name;
  }
  return null;
}

function fromWelcome(page: PageText): string | null {
  const welcome = new RegExp(
    `\\b[Vv]elkommen til\\s+(${NAME_TOKEN}(?:\\s+(?:${NAME_TOKEN}|${[...NAME_NOUNS].join("|")})){0,3})`,
    "u",
  );
  for (const source of [...page.h1, page.title]) {
    const name = welcome.exec(source)?.[1];
    if (name) return stripLegal(name);
  }
  return null;
}

function fromTitle(page: PageText, text: string): string | null {
  const segments = titleSegments(page.title).map(stripLegal);
  const names = segments.filter((segment) => looksLikeName(segment) && !isWordOnPage(segment, text));
  if (segments.length === 1) {
    const only = names[0];
    // A one-part title that is a name, and not just the h1 repeated as an offer
    return only && !/\s(?:i|på|for|til)\s/.test(only) ? only : null;
  }
  if (names.length <= 1) return names[0] ?? null;
  const uses = (name: string) => text.split(name).length - 1;
  return [...names].sort((a, b) => uses(b) - uses(a) || segments.indexOf(b) - segments.indexOf(a))[0] ?? null;
}

/** "Nordlys Tannklinikk tilbyr …", when the page names it twice: once could be anyone's name. */
function fromSubject(page: PageText): string | null {
  const subject = new RegExp(
    `^(${NAME_TOKEN}(?:\\s+${NAME_TOKEN}){0,3})\\s+(?:${OFFER_VERBS}|${ACTIVITY_VERBS}|hjelper)(?![\\p{L}])`,
    "u",
  );
  const own = ownText(page);
  for (const clause of page.paragraphs.flatMap(clauses)) {
    const name = subject.exec(clause)?.[1];
    if (!name || NOT_COMPANY.has(lower(name.split(" ")[0] ?? ""))) continue;
    const bare = stripLegal(name);
    if (own.split(bare).length - 1 >= 2) return bare;
  }
  return null;
}

const MAX_BRAND_LENGTH = 100;

/**
 * The brand as the page writes it, or null. A name in capitals in the title ("MATBOKSEN AS") is
 * written as the running text writes it ("Matboksen leverer …") when the text has it, and so is a
 * name the logo splits in two ("Tall Huset") that the text writes as one word.
 */
export function findBrand(page: PageText, text: string): string | null {
  const brand =
    fromLogo(page) ??
    fromLegalName(page) ??
    fromCopyright(page) ??
    fromWelcome(page) ??
    fromTitle(page, text) ??
    fromSubject(page) ??
    fromLogo(page, false);
  // A name is a few words; a longer "name" (a title of 50 KB) is not one, and as a regex it threw.
  if (!brand || brand.length > MAX_BRAND_LENGTH) return null;
  const visible = [...page.h1, ...page.paragraphs].join("\n");
  if (visible.includes(brand)) return brand;
  const written = (name: string) => asWord(name, "iu").exec(visible)?.[0];
  // joined, as a word of the text: not the same letters in a web or e-mail address («sandvikil.no»)
  const joined = brand.includes(" ")
    ? new RegExp(
        `(?<![\\p{L}\\d@./-])${escapeRegExp(brand.replace(/\s+/g, ""))}(?![\\p{L}\\d@/-]|\\.\\p{L})`,
        "iu",
      ).exec(visible)?.[0]
    : undefined;
  return written(brand) ?? joined ?? brand;
}
