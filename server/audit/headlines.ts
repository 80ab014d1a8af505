// Rule-based headline suggestions for the audit report (no AI): Ogilvy-style formulas filled with
// the page's own words. The parts — what the page offers, who offers it, what the reader gets,
// what the reader avoids, one measured fact, the page's own call to action — are lifted from the
// page's text by simple patterns. Numbers are never invented: a variant that would contain a digit
// sequence not found on the page is dropped.

import {
  countPhrases,
  type PageText,
  STRONG_CTA_PHRASES,
  SUPERLATIVES,
  sentences,
  titleSegments,
  WEAK_CTA_PHRASES,
  words,
} from "./copy.ts";

export const HEADLINE_LABEL = "Regelbaserte forslag laget av sidens egne ord (uten AI)";

export interface HeadlineSuggestions {
  variants: string[];
  heroCopy: string;
  label: string;
}

/** The page's own words, sorted into the slots the formulas need. Exported for tests. */
export interface HeadlineParts {
  /** What the page offers, as a noun phrase: "regnskap, lønn og MVA". */
  offer: string | null;
  /** Company name without legal suffix: "Tallhuset". */
  company: string | null;
  /** What the reader gets, as a noun phrase: "svar innen 24 timer". */
  benefitNoun: string | null;
  /** What the reader can do, as an infinitive phrase: "bruke tiden på kundene". */
  benefitVerb: string | null;
  /** What the reader avoids: "skjulte kostnader". */
  pain: string | null;
  /** A measured fact from the page: "innen 24 timer". */
  specific: string | null;
  /** A sentence from the page with a number, addressed to the reader. */
  factSentence: string | null;
  /** Subheadings that read like reasons (used for "Tre grunner til …"). */
  reasons: number;
  /** A short question to the reader, as the page asks it: "Trenger du rørlegger?" */
  question: string | null;
  /** The page's strongest call to action (button or link text). */
  cta: string | null;
  /** The page addresses an organisation as "dere" rather than "du". */
  plural: boolean;
  /** The page itself announces something new. */
  news: boolean;
}

const MAX_VARIANTS = 8;
const MAX_VARIANT_WORDS = 16;

// Words a captured phrase may not end with, and where a too-long phrase may be cut.
const TRAILING_STOP = new Set(
  "og eller men for i til på med fra hos som å at en et ei den det de du deg dere vi oss så av om når hvis fordi mens helt veldig".split(
    " ",
  ),
);
const BREAK_WORDS = new Set("for i til på med fra hos som og eller av uten innen hver når".split(" "));
const LEADING_ADVERBS = new Set("også alltid nå da gjerne bare enkelt raskt lett faktisk".split(" "));
const NOT_NOUNS = new Set(
  "og er var har kan vil skal blir ble som i på til for med av fra om at det den de du vi siden".split(" "),
);
const OFFER_VERBS =
  "leverer|tilbyr|selger|utvikler|lager|bygger|designer|produserer|serverer|reparerer|installerer|arrangerer|driver med";
// "Tallhuset hjelper …", "Kafé Solsiden serverer …": a capitalised subject in front of an offer verb.
const SUBJECT_COMPANY = new RegExp(
  `^\\s*([\\p{Lu}][\\p{L}&'-]+(?:\\s+[\\p{Lu}][\\p{L}&'-]+){0,2})\\s+(?:${OFFER_VERBS}|hjelper)(?![\\p{L}])`,
  "u",
);
const NOT_COMPANY = new Set(
  "vi du dere de det dette den denne disse her nå alle hver vår våre vårt teamet firmaet selskapet bedriften han hun som".split(
    " ",
  ),
);
const UNIT_LINKS = new Set(["per", "pr", "i", "hver", "om"]);
const PREPOSITIONS = new Set("innen på etter om fra under siden med til".split(" "));
const SPELLED = ["", "", "", "Tre", "Fire", "Fem", "Seks", "Sju"];
const NOT_REASONS =
  /kontakt|om oss|hvem er|kundene sier|spørsmål|faq|nyheter|blogg|artikler|adresse|åpningstid|følg oss|^informasjonskapsler|^cookie|^personvern|^meny|nyhetsbrev/i;
const LEGAL_SUFFIX = /\s+(?:AS|ASA|ANS|DA|SA|BA|NUF)\.?$/u;
const COMPANY_START_STOP = new Set(
  "kontakt om ring velkommen til hos fra med copyright levert laget av og i på for ©".split(" "),
);

// ---------------------------------------------------------------------------------------------
// Small text helpers

const squash = (text: string) => text.replace(/\s+/g, " ").trim();
const lower = (text: string) => text.toLocaleLowerCase("nb");

function cap(text: string): string {
  return text.charAt(0).toLocaleUpperCase("nb") + text.slice(1);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Cleans a phrase captured after a pattern: cuts it at clause boundaries, shortens it at a natural
 * break when it is longer than `max` words (or gives up), and drops dangling function words.
 */
function phrase(rest: string, max: number, options: { commas?: boolean } = {}): string | null {
  let text = rest.split(/[;–—()[\]«»"“”]|\s-\s|[.!?:](?:\s|$)/)[0] ?? "";
  if (!options.commas) text = text.split(",")[0] ?? "";
  text = text.split(/\s(?:men|fordi|mens|hvis|slik at|så)\s/)[0] ?? "";
  let tokens = squash(text).split(" ").filter(Boolean);
  while (tokens.length > 0 && LEADING_ADVERBS.has(lower(tokens[0] ?? ""))) tokens.shift();
  if (tokens.length > max) {
    let cut = -1;
    for (let i = Math.min(max, tokens.length - 1); i >= 2; i--) {
      if (BREAK_WORDS.has(lower(tokens[i] ?? ""))) {
        cut = i;
        break;
      }
    }
    if (cut === -1) return null;
    tokens = tokens.slice(0, cut);
  }
  while (tokens.length > 0) {
    const last = tokens[tokens.length - 1] ?? "";
    const bare = lower(last.replace(/[,.!?]+$/, ""));
    if (TRAILING_STOP.has(bare) || bare === "") tokens.pop();
    else break;
  }
  const result = tokens.join(" ").replace(/[,.!?]+$/, "");
  if (!result || words(result).length === 0) return null;
  const first = lower(tokens[0] ?? "");
  if (first === "å" || first === "at" || first === "ikke" || first === "av" || PREPOSITIONS.has(first))
    return null;
  // Empty superlatives are what the audit criticises; never reuse them in a suggestion.
  if (countPhrases(result, SUPERLATIVES).size > 0) return null;
  return result;
}

/** First capture of any pattern in any clause, cleaned by `phrase`. */
function capture(clauses: readonly string[], patterns: readonly RegExp[], max: number, commas = false) {
  for (const pattern of patterns) {
    for (const clause of clauses) {
      const match = pattern.exec(clause);
      if (!match) continue;
      const found = phrase(clause.slice(match.index + match[0].length), max, { commas });
      if (found) return found;
    }
  }
  return null;
}

/**
 * Lower-cases the first letter of a phrase used mid-sentence, unless the first word looks like a
 * name: all capitals ("SEO"), an inner capital ("WordPress"), or capitalised mid-sentence on the
 * page and never written in lower case.
 */
function inline(text: string, pageText: string): string {
  const first = text.split(/[\s,]/)[0] ?? "";
  if (!first) return text;
  if (first.length > 1 && first === first.toLocaleUpperCase("nb")) return text;
  if (/\p{Lu}/u.test(first.slice(1))) return text;
  const lowered = lower(first.charAt(0)) + first.slice(1);
  if (lowered === first) return text;
  const escaped = escapeRegExp(lowered);
  if (new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, "u").test(pageText))
    return lowered + text.slice(first.length);
  const midSentence = new RegExp(`[\\p{Ll},]\\s+${escapeRegExp(first)}(?![\\p{L}])`, "u");
  if (midSentence.test(pageText)) return text;
  return lowered + text.slice(first.length);
}

// ---------------------------------------------------------------------------------------------
// Reading the parts

function findCompany(page: PageText, text: string): string | null {
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

function findOffer(page: PageText, company: string | null, text: string): string | null {
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

function findSpecific(clauses: readonly string[]): { specific: string; sentence: string } | null {
  const number =
    /(?<![\p{L}\d])(?:kr\.?\s?)?(?:\d{1,3}(?:[  ]\d{3})+(?!\d)|\d+(?:[.,]\d+)?)\+?(?:\s?(?:%|prosent|kr|kroner|,-)(?![\p{L}]))?/giu;
  const pre = new Set(
    "over under innen på fra til opptil bare kun ca om etter siden med hver mer enn minst nesten rundt".split(
      " ",
    ),
  );
  let best: { specific: string; sentence: string; rank: number } | null = null;
  for (const clause of clauses) {
    if (/tlf|telefon|ring\s+oss|org\.?\s?nr|organisasjonsnummer|mva\s?nr|postboks/i.test(clause)) continue;
    // a postal address: "4306 Sandnes"
    if (/(?<!\d)\d{4}\s+\p{Lu}\p{Ll}/u.test(clause)) continue;
    for (const match of clause.matchAll(number)) {
      const digits = match[0].replace(/\D/g, "");
      if (digits.length >= 7) continue;
      const before = clause.slice(0, match.index).trimEnd().split(/\s+/);
      const after = clause
        .slice((match.index ?? 0) + match[0].length)
        .trimStart()
        .split(/\s+/);
      const parts: string[] = [];
      const previous = lower(before[before.length - 1] ?? "").replace(/[.,]$/, "");
      if (pre.has(previous)) {
        parts.push(previous === "ca" ? "ca." : previous);
        // "svar innen 24 timer": keep the noun in front of a preposition, but not a verb ("svarer")
        const head = (before[before.length - 2] ?? "").replace(/[.,]$/, "");
        if (
          PREPOSITIONS.has(previous) &&
          /^\p{Ll}+$/u.test(head) &&
          !head.endsWith("er") &&
          !NOT_NOUNS.has(head) &&
          !TRAILING_STOP.has(head)
        ) {
          parts.unshift(head);
        }
      }
      parts.push(match[0].trim());
      const hasUnit = /[%,]|kr|prosent/i.test(match[0].replace(/^\d+,\d+/, ""));
      let rank = (parts.length > 1 ? 1 : 0) + (hasUnit ? 2 : 0);
      const clean = (token: string | undefined) => (token ?? "").replace(/[.,!?;:]+$/, "");
      const ended = (token: string | undefined) => clean(token) !== (token ?? "");
      const isNoun = (token: string) => /^\p{L}+$/u.test(token) && !NOT_NOUNS.has(lower(token));
      let index = 0;
      // "500 bedrifter", "20 % rabatt", then "per måned", "i døgnet"
      if (isNoun(clean(after[0])) && !UNIT_LINKS.has(lower(clean(after[0])))) {
        parts.push(clean(after[0]));
        rank += 2;
        index = 1;
      }
      const link = after[index] ?? "";
      if (
        (index === 0 || !ended(after[0])) &&
        UNIT_LINKS.has(lower(link)) &&
        /^\p{L}+$/u.test(clean(after[index + 1]))
      ) {
        parts.push(link, clean(after[index + 1]));
        rank += 1;
      }
      if (/^(19|20)\d\d$/.test(match[0].trim()) && parts.length <= 2) rank -= 2;
      if (countPhrases(clause, ["du", "deg", "din", "dine", "ditt", "dere", "deres"]).size > 0) rank += 1;
      if (!best || rank > best.rank) best = { specific: parts.join(" "), sentence: clause, rank };
    }
  }
  return best && best.rank > 0 ? { specific: best.specific, sentence: best.sentence } : null;
}

function findQuestion(text: string): string | null {
  for (const match of text.matchAll(/[^.!?\n]+\?/g)) {
    const question = squash(match[0]);
    const count = words(question).length;
    if (count < 3 || count > 10) continue;
    if (countPhrases(question, ["du", "deg", "din", "dine", "ditt", "dere", "deres"]).size === 0) continue;
    if (countPhrases(question, SUPERLATIVES).size > 0) continue;
    return question;
  }
  return null;
}

function findCta(page: PageText): string | null {
  const candidates = [...page.buttons, ...page.links.map((link) => link.text)]
    .map((item) => squash(item).replace(/[\s→›»>!.]+$/u, ""))
    .filter((item) => item && words(item).length <= 8);
  const strong = candidates.filter(
    (item) =>
      countPhrases(item, STRONG_CTA_PHRASES).size > 0 && countPhrases(item, WEAK_CTA_PHRASES).size === 0,
  );
  // Prefer a CTA that starts with the action verb and says what the reader gets (two words or more).
  const startsWithAction = (item: string) =>
    STRONG_CTA_PHRASES.some((cta) => lower(item).startsWith(`${cta} `) || lower(item) === cta);
  return (
    strong.find((item) => startsWithAction(item) && words(item).length >= 2) ??
    strong.find((item) => startsWithAction(item)) ??
    null
  );
}

/** Reads the formula slots from the page. */
export function headlineParts(page: PageText): HeadlineParts {
  const text = page.bodyText.trim()
    ? page.bodyText
    : [page.title, ...page.h1, ...page.headings, ...page.paragraphs, ...page.buttons].join("\n");
  const clauses = [...page.h1, ...page.paragraphs, ...page.headings, text].flatMap(sentences);

  const you = countPhrases(text, ["du", "deg", "din", "ditt", "dine"]);
  const youPlural = countPhrases(text, ["dere", "deres"]);
  let youCount = 0;
  for (const count of you.values()) youCount += count;
  let pluralCount = 0;
  for (const count of youPlural.values()) pluralCount += count;

  const company = findCompany(page, text);
  const offerRaw = findOffer(page, company, text);
  const offer = offerRaw && offerRaw !== company ? inline(offerRaw, text) : offerRaw;

  const benefitVerb = capture(
    clauses,
    [
      /\b(?:så|slik at)\s+(?:du|dere)\s+kan\s+/iu,
      /\bhjelper\s+(?:deg|dere)\s+(?:med\s+)?å\s+/iu,
      /\blar\s+(?:deg|dere)\s+/iu,
      /\bgjør det (?:enkelt|enklere|lett|lettere) å\s+/iu,
      /\b(?:du|dere)\s+kan\s+/iu,
    ],
    7,
  );
  const benefitNoun = capture(
    clauses,
    [/\b(?:du|dere)\s+får\s+/iu, /\bfår\s+(?:du|dere)\s+/iu, /\bgir\s+(?:deg|dere)\s+/iu, /^\s*få\s+/iu],
    9,
  );
  const pain = capture(clauses, [/\buten\s+/iu, /\bslipper\s+(?:du|dere)\s+/iu, /\bslutt på\s+/iu], 4);
  const fact = findSpecific(clauses);
  const reasons = new Set(
    page.headings
      .map(squash)
      .filter(
        (heading) => words(heading).length >= 2 && words(heading).length <= 10 && !NOT_REASONS.test(heading),
      )
      .map(lower),
  ).size;
  const newsText = [page.title, ...page.h1, ...page.headings, ...page.paragraphs.slice(0, 3)].join("\n");

  return {
    offer,
    company,
    benefitNoun,
    benefitVerb,
    pain,
    specific: fact?.specific ?? null,
    factSentence:
      fact && words(fact.sentence).length <= 20 && /\b(du|dere)\b/i.test(fact.sentence)
        ? fact.sentence
        : null,
    reasons,
    question: findQuestion([...page.h1, ...page.headings, ...page.paragraphs].join("\n")),
    cta: findCta(page),
    plural: pluralCount > youCount,
    news:
      countPhrases(newsText, ["ny", "nye", "nytt", "nyhet", "lansert", "lanserer", "introduserer"]).size > 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Formulas

function formulas(parts: HeadlineParts): (string | null)[] {
  const { offer, company, benefitNoun: noun, benefitVerb: verb, pain, specific } = parts;
  const subject = parts.plural ? "dere" : "du";
  const object = parts.plural ? "dere" : "deg";
  const who = company ?? offer;
  const hasOwnOffer = offer !== null && offer !== company;
  const without = pain ? ` – uten ${pain}` : "";
  const spelled = SPELLED[Math.min(parts.reasons, 7)] ?? "";
  // "Få X – innen 24 timer" reads badly; a fact after a dash must not start with a preposition.
  const fact =
    specific && !PREPOSITIONS.has(lower(specific.split(" ")[0] ?? "")) && /\p{L}{3}/u.test(specific)
      ? specific
      : null;

  return [
    // "How to" with a promise (Ogilvy's most-read headline form)
    noun
      ? `Slik får ${subject} ${noun}${without}`
      : verb
        ? `Slik kan ${subject} ${verb}${without}`
        : offer
          ? `Slik får ${subject} mer ut av ${offer}`
          : null,
    // The offer with a fact from the page
    hasOwnOffer && fact ? `Få ${offer} – ${fact}` : null,
    // Reasons, counted from the page's own subheadings
    parts.reasons >= 3 && who ? `${spelled} grunner til å velge ${who}` : null,
    // News
    offer && noun
      ? `${parts.news ? "Ny: " : ""}${offer} som gir ${object} ${noun}`
      : offer && verb
        ? `${parts.news ? "Ny: " : ""}${offer} som lar ${object} ${verb}`
        : null,
    // How the company helps
    who && verb
      ? `Hvordan ${who} hjelper ${object} å ${verb}`
      : who && noun
        ? `Hvordan ${who} hjelper ${object} å få ${noun}`
        : company && hasOwnOffer
          ? `Hvordan ${company} hjelper ${object} med ${offer}`
          : null,
    // Question
    verb ? `Vil ${subject} ${verb}?` : noun ? `Vil ${subject} ha ${noun}?` : null,
    // For the reader who wants the benefit
    hasOwnOffer && verb
      ? `${offer} for ${object} som vil ${verb}`
      : hasOwnOffer && noun
        ? `${offer} for ${object} som vil ha ${noun}`
        : null,
    hasOwnOffer && company ? `Få ${offer} fra ${company}` : null,
    pain && offer ? `${offer} – uten ${pain}` : null,
    // Without an offer: the benefit alone, and the page's own question to the reader
    noun ? `Få ${noun}` : null,
    verb ? `Klar til å ${verb}?` : null,
    pain && noun ? `${noun} – uten ${pain}` : null,
    parts.question && parts.question.length <= 80 ? parts.question : null,
    // Fallbacks that only need the offer or the name
    offer ? `Dette får ${subject} med ${offer}` : null,
    who ? `Derfor bør ${subject} velge ${who}` : null,
    offer ? `Slik kommer ${subject} i gang med ${offer}` : null,
    offer ? `Alt ${subject} trenger å vite om ${offer}` : null,
    offer ? `${offer} – enkelt forklart` : null,
  ];
}

function heroCopy(parts: HeadlineParts): string {
  const { offer, company, benefitNoun: noun, benefitVerb: verb, pain } = parts;
  const subject = parts.plural ? "dere" : "du";
  const object = parts.plural ? "dere" : "deg";
  const who = company ?? offer;
  const sentencesOut: string[] = [];

  if (who && verb) sentencesOut.push(`Med ${who} kan ${subject} ${verb}.`);
  else if (who && noun) sentencesOut.push(`Med ${who} får ${subject} ${noun}.`);
  else if (company && offer && offer !== company)
    sentencesOut.push(`Hos ${company} får ${subject} ${offer}.`);
  else if (offer && offer !== company) sentencesOut.push(`Her får ${subject} ${offer}.`);
  else if (company) sentencesOut.push(`Her ser ${subject} hva ${company} kan gjøre for ${object}.`);
  else return "";

  const first = lower(sentencesOut[0] ?? "");
  const fact = parts.factSentence ? squash(parts.factSentence).replace(/[.!?]*$/, ".") : null;
  const candidates = [
    fact && !(noun && first.includes(lower(noun)) && lower(fact).includes(lower(noun))) ? cap(fact) : null,
    pain ? `${cap(subject)} slipper ${pain}.` : null,
    verb && noun ? `${cap(subject)} får ${noun}.` : null,
    company && offer && offer !== company && !first.includes(lower(offer))
      ? `Hos ${company} får ${subject} ${offer}.`
      : null,
  ];
  const second = candidates.find((candidate) => candidate && !first.includes(lower(candidate.slice(0, -1))));
  if (second) sentencesOut.push(second);

  const cta = parts.cta;
  if (cta && words(cta).length >= 2) {
    sentencesOut.push(/\b(i dag|nå)$/i.test(cta) ? `${cap(cta)}.` : `${cap(cta)} i dag.`);
  } else {
    sentencesOut.push(`Ta kontakt i dag for en prat om hva som passer for ${object}.`);
  }
  return sentencesOut.map((sentence) => cap(squash(sentence))).join(" ");
}

/** Digit sequences on the page; a suggestion may only use these. */
function pageNumbers(page: PageText): Set<string> {
  const all = [page.title, ...page.h1, ...page.headings, ...page.paragraphs, ...page.buttons, page.bodyText]
    .concat(page.links.map((link) => link.text))
    .join("\n");
  return new Set(all.match(/\d+/g) ?? []);
}

function usesOnlyPageNumbers(text: string, numbers: Set<string>): boolean {
  return (text.match(/\d+/g) ?? []).every((digits) => numbers.has(digits));
}

/**
 * At least five headline variants and a rewritten hero paragraph (two or three sentences ending in
 * a call to action), built from the page's own words. Rule-based: no AI, no invented numbers.
 * A page without any usable words gets no variants and an empty hero text.
 */
export function headlineVariants(page: PageText): HeadlineSuggestions {
  const parts = headlineParts(page);
  const numbers = pageNumbers(page);
  const seen = new Set<string>();
  const variants: string[] = [];
  for (const raw of formulas(parts)) {
    if (!raw) continue;
    const variant = cap(squash(raw).replace(/\s+([,.!?])/g, "$1"));
    const key = lower(variant)
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
    if (!key || seen.has(key)) continue;
    if (words(variant).length > MAX_VARIANT_WORDS) continue;
    if (!usesOnlyPageNumbers(variant, numbers)) continue;
    seen.add(key);
    variants.push(variant);
    if (variants.length === MAX_VARIANTS) break;
  }
  let hero = heroCopy(parts);
  if (!usesOnlyPageNumbers(hero, numbers)) hero = hero.replace(/[^.!?]*\d[^.!?]*[.!?]\s*/g, "").trim();
  return { variants, heroCopy: hero, label: HEADLINE_LABEL };
}
