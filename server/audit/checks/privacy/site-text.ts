import { absolute, displayUrl, pageKey } from "../../gather/crawl/site-url.ts";
import type { FormField } from "../../gather/page/page-data.ts";
import type { Artifacts } from "../types.ts";

// The pages the legal checks read: every HTML page the crawl read, or the start page alone.

export interface ReadPage {
  url: string;
  text: string;
  links: { text: string; href: string }[];
  /** The page's `<html lang>`; null or left out when it has none. */
  lang?: string | null;
  /** The page's form fields and what they are named by (CrawledPage.formFields); left out when not read. */
  formFields?: FormField[];
}

export function pagesRead({
  finalUrl,
  page,
  crawl,
}: Pick<Artifacts, "finalUrl" | "page" | "crawl">): ReadPage[] {
  const crawled = (crawl?.pages ?? []).filter((read) => read.html && read.status < 400);
  if (crawled.length)
    return crawled.map(({ finalUrl: url, text, links, lang, formFields }) => ({
      url,
      text,
      links,
      lang,
      formFields,
    }));
  const links = page.links.map(({ text, href }) => ({ text, href: absolute(href, finalUrl) }));
  return [
    {
      url: finalUrl,
      text: page.bodyText,
      links,
      lang: page.lang,
      formFields: page.formFields,
    },
  ];
}

/** Each page once, however many addresses it was read under: «/» and «/index.html» are one. */
export function eachPageOnce<Page extends { url: string }>(pages: Page[]): Page[] {
  const seen = new Set<string>();
  return pages.filter(({ url }) => {
    const key = pageKey(url);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A page as a finding names it: «forsiden», or its path on the site («/kontakt»). */
export const pageName = (url: string, start: string) =>
  pageKey(url) === pageKey(start) ? "forsiden" : displayUrl(url, new URL(start));

/** All the text of the pages read, for facts that may stand on any page (usually the footer). */
export const siteText = (pages: ReadPage[]) => pages.map((read) => read.text).join("\n");

/** Does the link lead to a page of this kind, by its text or its address? */
export const linksTo = (pattern: RegExp, link: { text: string; href: string }) =>
  pattern.test(link.text) || pattern.test(decodeURIComponentSafe(link.href));

/** The address decoded for reading, or as written when it is no valid escape. */
export function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// The company form (decision 024): «Firma AS» names the business and says it is registered in
// Foretaksregisteret. A site shows other businesses' names too (partners, customers, the web
// agency), and an English twin page may spell the name in English, so every «… AS» is a candidate
// and the one the site itself goes by wins.

/** The forms a business name ends in. All but ENK are registered in Foretaksregisteret by law. */
export type BusinessForm = "AS" | "ASA" | "ANS" | "DA" | "NUF" | "SA" | "ENK";
export interface Company {
  name: string;
  form: BusinessForm;
}

/** AS, ASA, ANS, DA, NUF and SA must be in Foretaksregisteret; an ENK only in some cases. */
export const inForetaksregisteret = (form: BusinessForm) => form !== "ENK";

/** The form as a sentence says it, after «et»: «Fjellbakeriet AS er et aksjeselskap», not «et AS». */
export const FORM_NAMES: Record<BusinessForm, string> = {
  AS: "aksjeselskap",
  ASA: "allmennaksjeselskap",
  ANS: "ansvarlig selskap",
  DA: "selskap med delt ansvar",
  NUF: "norskregistrert utenlandsk foretak",
  SA: "samvirkeforetak",
  ENK: "enkeltpersonforetak",
};

const FORM = /(?<![\p{L}\p{N}&-])(ASA|ANS|AS|DA|NUF|SA|ENK)(?![\p{L}\p{N}])/gu;
/** A word of a name: «Fjellbakeriet», «Sør-Lom», «4T», «Bakst&Brød». */
const CAPITALISED = /^[\p{Lu}\p{N}][\p{L}\p{N}&.'’+-]*$/u;
const LOWER = /^\p{Ll}[\p{Ll}-]*$/u;
const YEAR = /^(?:19|20)\d\d$/;
/** Words that join two parts of a name: «Berg & Sønn AS», «Lunde og Hauge ANS». */
const JOINS = new Set(["&", "og", "+"]);
/** Small words that end a name read backwards: «Velkommen til | Firma AS», «Vi er et lite AS». */
const NOT_IN_A_NAME = new Set(
  (
    "i på av til for fra med hos ved om mot under over etter som at er var har hadde ble blir kan skal vil må " +
    "et en ei den det de dem vi jeg du han hun oss meg deg sitt sin sine vårt vår våre ditt din dine deres " +
    "eget egen egne nytt ny nye lite liten lille stort stor store eller men så nå også eier eies eid driver " +
    "drives drevet startet stiftet etablert kjøpt kjøpte heter het tilhører copyright the of and by to in at is a an"
  ).split(" "),
);
/** A heading over other businesses' names: partners, sponsors, customers, suppliers. */
const LIST_HEADING =
  /\b(?:(?:samarbeids)?partner(?:e|ne|s)?|sponsor(?:er|ene|s)?|hovedsponsor(?:er)?|kunder|kundene|referanser|referansekunder|oppdragsgivere|leverandører|forhandlere|medlemsbedrifter|clients|customers|suppliers|samarbeider med)\b/i;
/** The web agency's credit line: «Design: Byrå AS», «Nettsiden er laget av Byrå AS». */
const CREDIT =
  /(?:\b(?:web)?design(?:et)?|\butvikl(?:et|ing)|\b(?:nettside|nettsted|hjemmeside)\p{L}*(?:\s+\p{L}+){0,2}|\b(?:powered|made|developed|designed|built)\s+by)\s*(?:av|by)?\s*:?\s*$/iu;
const COPYRIGHT_LINE = /©|\(c\)|copyright/i;
/** A line that gives the legal name: the org.nr., the VAT number, «Foretaksregisteret». */
const OFFICIAL_LINE = /\borg(?:anisasjons)?\.?\s*-?\s*n(?:umme)?r|\borg\.?\s*no\b|foretaksregister|\bmva\b/i;
/** «Drives av …», «Eies av …»: the company behind the brand. */
const RUN_BY = /\b(?:drives|drevet|eies|eid|eiet)\s+av\s*:?\s*$/i;

/** The name before a company form on its line, read backwards from the form, as words. */
function nameBefore(line: string, end: number): string[] {
  const words = line.slice(Math.max(0, end - 160), end).split(/[ \t\u00a0]+/);
  words.pop(); // what stood right before the form: an empty string after the blank
  const name: string[] = [];
  for (let i = words.length - 1; i >= 0 && name.length < 6; i--) {
    const word = words[i] ?? "";
    // «Copyright Firma AS», «Velkommen Til Firma AS»: a small word stops the name in capitals too.
    if (!word || YEAR.test(word) || NOT_IN_A_NAME.has(word.toLocaleLowerCase("nb"))) break;
    if (JOINS.has(word) || CAPITALISED.test(word) || (LOWER.test(word) && !NOT_IN_A_NAME.has(word)))
      name.unshift(word);
    else break;
  }
  // A name begins with a capital: «og», «&» and lower-case words before it are not part of it.
  while (name.length && !CAPITALISED.test(name[0] ?? "")) name.shift();
  return name;
}

const tokens = (name: string) =>
  name
    .toLocaleLowerCase("nb")
    // «Kafé» and «Kafe» are one name; æ, ø, å are letters of their own and stay
    .replace(/[éèêëáàâíìîóòôúùû]/g, (letter) => letter.normalize("NFD").charAt(0))
    .replace(/&/g, " og ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** How the words before a form fit the name the site shows: 2 it ends in it, 1 one holds the other. */
function fitToShown(words: string[], shown: string[]): { level: number; words: string[] } {
  if (!shown.length) return { level: 0, words };
  // «Kontakt Firma Lom» against «Firma Lom»: the name is the words that match, from the end.
  for (let start = 0; start < words.length; start++) {
    const tail = words.slice(start);
    if (tokens(tail.join(" ")).join(" ") === shown.join(" ")) return { level: 2, words: tail };
  }
  const mine = ` ${tokens(words.join(" ")).join(" ")} `;
  const theirs = ` ${shown.join(" ")} `;
  return { level: mine.includes(theirs) || theirs.includes(mine) ? 1 : 0, words };
}

const NORWEGIAN = /^(?:no|nb|nn|nob|nno|nor)(?:$|[-_])/i;

interface Candidate extends Company {
  pages: Set<string>;
  norwegian: boolean;
  fits: number;
  copyright: boolean;
  /** On a line with the org.nr. or «Foretaksregisteret», or after «drives av»: the legal name. */
  official: boolean;
  order: number;
}

/**
 * The company the site goes by: a name and its form («Firma AS», «Lunde & Hauge ANS», «Firma ENK»).
 * Never a name in a list of partners or customers, or in the web agency's credit line. Of several,
 * the one on a Norwegian page (when one has any), that fits the name the site shows elsewhere
 * (`shown`, from business-name.ts), on the most pages, on the «©» line, first seen.
 */
export function companyOf(
  pages: Pick<ReadPage, "url" | "text" | "lang">[],
  shown?: string | null,
): Company | null {
  const shownWords = tokens(shown ?? "");
  if (/^(?:asa|ans|as|da|nuf|sa|enk)$/.test(shownWords.at(-1) ?? "")) shownWords.pop();
  const candidates = new Map<string, Candidate>();
  let order = 0;
  for (const page of pages) {
    const norwegian = !page.lang?.trim() || NORWEGIAN.test(page.lang.trim());
    let inList = 0;
    for (const line of page.text.split("\n")) {
      const trimmed = line.trim();
      const copyright = COPYRIGHT_LINE.test(trimmed);
      // A list of names runs from its heading to the first sentence or «©» line, at most 30 lines.
      if (inList && (copyright || trimmed.split(/\s+/).length > 8 || /[.!?]$/.test(trimmed))) inList = 0;
      else if (inList) inList--;
      if (
        trimmed.length <= 60 &&
        trimmed.split(/\s+/).length <= 6 &&
        LIST_HEADING.test(trimmed) &&
        !copyright
      ) {
        inList = 30;
        continue;
      }
      if (inList) continue;
      for (const match of line.matchAll(FORM)) {
        const form = match[1] as BusinessForm;
        const before = nameBefore(line, match.index ?? 0);
        if (!before.length) continue;
        // «DA» and «SA» are also words («DA VI STARTET»): a name in capitals alone is no name then.
        if ((form === "DA" || form === "SA") && !/\p{Ll}/u.test(before.join(" "))) continue;
        const { level, words } = fitToShown(before, shownWords);
        const start = line.lastIndexOf(words.join(" "), match.index);
        if (CREDIT.test(line.slice(Math.max(0, start - 80), Math.max(start, 0)))) continue;
        const name = `${words.join(" ")} ${form}`;
        const key = `${tokens(name).join(" ")}`;
        const candidate = candidates.get(key) ?? {
          name,
          form,
          pages: new Set<string>(),
          norwegian: false,
          fits: level,
          copyright: false,
          official: false,
          order: order++,
        };
        candidate.pages.add(page.url);
        candidate.norwegian ||= norwegian;
        candidate.copyright ||= copyright;
        candidate.official ||= OFFICIAL_LINE.test(line) || RUN_BY.test(line.slice(0, Math.max(start, 0)));
        candidates.set(key, candidate);
      }
    }
  }
  const best = [...candidates.values()].sort(
    (a, b) =>
      Number(b.norwegian) - Number(a.norwegian) ||
      b.fits - a.fits ||
      b.pages.size - a.pages.size ||
      Number(b.copyright) - Number(a.copyright) ||
      a.order - b.order,
  )[0];
  // A name that neither holds nor is held by the name the site shows is another business the text
  // names (a clinic the owner works at, a landlord), unless the site gives it as its legal name: on
  // its «©» line, beside its org.nr., after «drives av», or on every page it has (the footer).
  const ownName = (candidate: Candidate) =>
    candidate.fits > 0 ||
    candidate.copyright ||
    candidate.official ||
    (pages.length > 1 && candidate.pages.size === pages.length) ||
    !shownWords.length;
  if (best && ownName(best)) return { name: best.name, form: best.form };
  // «Vi er et enkeltpersonforetak»: the form without the letters, named by the name the site shows.
  const enk = pages.some((page) =>
    /\b(?:vi|jeg|firmaet|bedriften|virksomheten)\s+(?:er|drives som|er registrert som)\s+(?:et\s+)?enkeltpersonforetak\b/i.test(
      page.text,
    ),
  );
  return enk && shown?.trim() ? { name: shown.trim(), form: "ENK" } : null;
}

/** The company form in one text, with no name shown elsewhere to go by. */
export const companyForm = (text: string) => companyOf([{ url: "", text, lang: null }]);
