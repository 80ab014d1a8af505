// Who the page is from: the brand, exactly as the page writes it ("Berg & Sønn", "frisk fot",
// "NORDLI"). Read from the logo link, a legal name ("… AS"), "Velkommen til …", the title part
// that is a name (first or last: "Tallkraft – regnskap for …" and "Regnskap … | Tallkraft" alike),
// or the subject of an offer ("Nordlys Tannklinikk tilbyr …").

import { titleSegments } from "../copy/text-signals.ts";
import type { PageText } from "../copy/types.ts";
import { clauses, escapeRegExp, lower, squash } from "./phrase.ts";
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

/** A name the page also writes in lower case ("Regnskap" in "… regnskap for …") is a word, not a name. */
function isWordOnPage(name: string, text: string): boolean {
  if (/\s/.test(name) || name === name.toLocaleUpperCase("nb")) return false;
  return new RegExp(`(?<![\\p{L}])${escapeRegExp(lower(name))}(?![\\p{L}])`, "u").test(text);
}

function fromLogo(page: PageText): string | null {
  for (const link of page.links) {
    if (!/^(?:\/|\.\/|\/index\.html?|#|#top)$/.test(link.href.trim())) continue;
    const text = squash(link.text.replace(/\blogo\b/gi, ""));
    if (!text || /\d/.test(text) || text.split(" ").length > 4) continue;
    if (GENERIC_TITLE.test(text) || /^til forsiden$/i.test(text)) continue;
    return stripLegal(text);
  }
  return null;
}

const SUFFIX_ANYWHERE = /\s(?:AS|ASA|ANS|DA|BA|NUF)(?![\p{L}])/u;

function fromLegalName(sources: readonly string[]): string | null {
  const legal = new RegExp(`(${NAME})\\s+(?:AS|ASA|ANS|DA|BA|NUF)(?![\\p{L}])`, "u");
  for (const source of sources) {
    // The name pattern is tried at every capital and digit and reads on to the end of the run, so
    // a long text is only read with it when it has a legal suffix at all (a cheap, linear test).
    // Still slow on a long run of capitals or digits with «AS» after it: see docs/security.md.
    if (!SUFFIX_ANYWHERE.test(source)) continue;
    const match = legal.exec(source);
    if (!match?.[1]) continue;
    const tokens = match[1].split(/\s+/);
    while (tokens.length > 1 && COMPANY_START_STOP.has(lower(tokens[0] ?? ""))) tokens.shift();
    const name = tokens.join(" ");
    if (!COMPANY_START_STOP.has(lower(name)) && name !== "&") return name;
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

function fromSubject(page: PageText): string | null {
  const subject = new RegExp(
    `^(${NAME_TOKEN}(?:\\s+${NAME_TOKEN}){0,3})\\s+(?:${OFFER_VERBS}|${ACTIVITY_VERBS}|hjelper)(?![\\p{L}])`,
    "u",
  );
  for (const clause of page.paragraphs.flatMap(clauses)) {
    const name = subject.exec(clause)?.[1];
    if (name && !NOT_COMPANY.has(lower(name.split(" ")[0] ?? ""))) return stripLegal(name);
  }
  return null;
}

const MAX_BRAND_LENGTH = 100;

/**
 * The brand as the page writes it, or null. A name in capitals in the title ("MATBOKSEN AS") is
 * written as the running text writes it ("Matboksen leverer …") when the text has it.
 */
export function findBrand(page: PageText, text: string): string | null {
  const brand =
    fromLogo(page) ??
    fromLegalName([page.title, ...page.paragraphs]) ??
    fromWelcome(page) ??
    fromTitle(page, text) ??
    fromSubject(page);
  // A name is a few words; a longer "name" (a title of 50 KB) is not one, and as a regex it threw.
  if (!brand || brand.length > MAX_BRAND_LENGTH) return null;
  const inText = new RegExp(`(?<![\\p{L}])${escapeRegExp(brand)}(?![\\p{L}])`, "iu").exec(
    page.paragraphs.join("\n"),
  )?.[0];
  return inText ?? brand;
}
