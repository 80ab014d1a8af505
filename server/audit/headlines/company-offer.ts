// Who the page is from and what it offers, read from the title, the h1 and the first paragraphs.

import { sentences, words } from "../copy/readability.ts";
import { countPhrases, titleSegments } from "../copy/text-signals.ts";
import type { PageText } from "../copy/types.ts";
import { capture, lower, squash } from "./phrase.ts";
import { COMPANY_START_STOP, LEGAL_SUFFIX, NOT_COMPANY, OFFER_VERBS, SUBJECT_COMPANY } from "./vocabulary.ts";

export function findCompany(page: PageText, text: string): string | null {
  const welcome = /\b[Vv]elkommen til\s+((?:[\p{Lu}\d][\p{L}\d&'-]*)(?:\s+[\p{Lu}\d][\p{L}\d&'-]*){0,2})/u;
  const legal =
    /((?:[\p{Lu}\d][\p{L}\d&'-]*\s+){0,2}[\p{Lu}\d][\p{L}\d&'-]*)\s+(?:AS|ASA|ANS|DA|BA|NUF)(?![\p{L}])/u;
  for (const source of [page.title, text]) {
    const match = legal.exec(source);
    if (!match?.[1]) continue;
    const tokens = match[1].split(/\s+/);
    while (tokens.length > 1 && COMPANY_START_STOP.has(lower(tokens[0] ?? ""))) tokens.shift();
    const name = tokens.join(" ");
    if (!COMPANY_START_STOP.has(lower(name))) return name;
  }
  for (const source of [...page.h1, page.title]) {
    const match = welcome.exec(source);
    if (match?.[1]) return match[1].replace(LEGAL_SUFFIX, "");
  }
  const segments = titleSegments(page.title);
  const last = segments[segments.length - 1];
  if (segments.length >= 2 && last && words(last).length <= 4) return last.replace(LEGAL_SUFFIX, "");
  for (const clause of [...page.paragraphs, ...page.h1].flatMap(sentences)) {
    const name = SUBJECT_COMPANY.exec(clause)?.[1];
    if (name && !NOT_COMPANY.has(lower(name.split(" ")[0] ?? ""))) return name;
  }
  return null;
}

export function findOffer(page: PageText, company: string | null, text: string): string | null {
  const offerPatterns = [
    new RegExp(`\\b(?:${OFFER_VERBS})\\s+`, "iu"),
    /\bhjelper(?:\s+[\p{L}-]+){1,3}?\s+med\s+/iu,
  ];
  const h1Clauses = page.h1.flatMap(sentences);
  const fromH1 = capture(h1Clauses, offerPatterns, 6, true);
  if (fromH1) return fromH1;

  const isCompany = (segment: string) =>
    company !== null && lower(segment.replace(LEGAL_SUFFIX, "")) === lower(company);
  const segment = titleSegments(page.title).find(
    (item) =>
      !isCompany(item) &&
      !/^(hjem|forside|velkommen|startside|home|index|untitled)\b/i.test(item) &&
      !/[:!?]/.test(item),
  );
  if (segment && titleSegments(page.title).length >= 2 && words(segment).length <= 6) {
    return segment.replace(LEGAL_SUFFIX, "");
  }

  const paragraphClauses = [...page.paragraphs.slice(0, 5), text].flatMap(sentences);
  const fromText = capture(paragraphClauses, offerPatterns, 6, true);
  if (fromText) return fromText;

  const h1 = page.h1.map(squash).find(Boolean);
  if (h1 && words(h1).length <= 5 && !/[!?]/.test(h1) && !isCompany(h1) && !/^velkommen\b/i.test(h1)) {
    const pronouns = countPhrases(h1, ["du", "deg", "dere", "vi", "oss", "vår", "våre", "vårt"]);
    if (pronouns.size === 0) return h1.replace(/[.:]$/, "");
  }
  if (segment && words(segment).length <= 6 && !isCompany(segment)) return segment.replace(LEGAL_SUFFIX, "");
  return company;
}
