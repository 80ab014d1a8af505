// Reads the formula slots from the page: brand and offer, what the reader gets or avoids, the
// facts, the call to action, and how it addresses the reader.

import { words } from "../../checks/copy/readability.ts";
import { countPhrases } from "../../checks/copy/text-signals.ts";
import type { PageText } from "../../checks/copy/types.ts";
import { STRONG_CTA_PHRASES, WEAK_CTA_PHRASES } from "../../checks/copy/word-lists.ts";
import { findBrand } from "./brand.ts";
import { badgeClauses, CONDITIONAL, figureClauses, findFacts, sameDayBadges } from "./fact.ts";
import { findOffer, ownParagraphs, pageWide } from "./offer.ts";
import { capture, clauses, escapeRegExp, lower, squash } from "./phrase.ts";
import type { HeadlineParts } from "./types.ts";
import { BURDENS, IMPERATIVES, NOISE } from "./vocabulary.ts";

const CONTACT_VERBS =
  /^(?:ringe|kontakte|ta kontakt|lese|se|finne|klikke|sende|besøke|følge|logge|laste|bestille|booke|melde|endre|slette|når som helst)(?![\p{L}])/iu;
const usable = (found: string) => !NOISE.test(found);

/** Words a promised noun phrase may open with: an article or a number word, or a noun that is a promise. */
const NOUN_OPENERS = new Set(
  "en et ei fri gratis fast faste ny nye rask raske skriftlig personlig egen eget egne samme lokal lokale to tre fire fem seks sju åtte ni ti svar time timer tilbud pris priser prisen hjelp rabatt garanti levering befaring oversikt rådgivning veiledning tilgang vite".split(
    " ",
  ),
);

/**
 * A noun phrase after «Få»: it opens with an article, a number word or a promise noun ("et raskt
 * tilbud", "svar innen 24 timer", "vite prisen …"), or it is a list ("klipp, farge og styling").
 * Not an infinitive ("lære faget"), an adverb ("først etter …") or one bare word ("beskjed").
 */
function nounPhrase(found: string): boolean {
  if (words(found).length < 2) return false;
  // a quote or a visit with nothing but praise ("et raskt og ærlig tilbud") is the call to action,
  // not a promise: any business gives one; with its term ("tilbud innen 2 dager") it is a promise
  if (QUOTE_ONLY.test(found) && !/\d|\s(?:etter|innen|på|for|med|fra|til|i|av|per|hos)\s/u.test(found))
    return false;
  // «tilbud om bedøvelse» is a choice offered on the way, not what the reader comes for
  if (/^(?:et\s+)?tilbud\s+om\s/iu.test(found)) return false;
  // a loose adverb at the end reads unfinished: "Få et klart svar snart"
  if (/\s(?:tidlig|raskt|fort|snart|alltid|også|gjerne|nå)$/iu.test(found)) return false;
  if (/,/.test(found) && /\s(?:og|eller)\s/.test(found)) return true;
  // a noun with its term: "skisser innen 3 uker"
  if (/^\p{Ll}+\s(?:innen|fra)\s\d/u.test(found)) return true;
  return NOUN_OPENERS.has(lower(found.split(" ")[0] ?? "")) || /^\d/.test(found);
}

/** A quote, a price estimate, a visit or an answer, with nothing but praise before it («et raskt og ærlig tilbud»). */
const QUOTE_ONLY = /(?:^|\s)(?:tilbud|pristilbud|prisoverslag|befaring|vurdering|svar)$/iu;

const TRAILING = /[\s→›»>!.]/u;

/**
 * "Bestill time →" without the arrow, dots and spaces at the end. Not /[\s→›»>!.]+$/: tried at
 * every dot of a long run of dots that is not at the end, it read the rest of the run each time.
 */
function withoutTrailingArrows(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING.test(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

function findCta(page: PageText): string | null {
  const candidates = [...page.buttons, ...page.links.map((link) => link.text)]
    .map((item) => withoutTrailingArrows(squash(item)))
    // a button's words, not a link's whole card: no digits, no "·" or "|" between parts, no arrow
    // inside, and not "… her" (that points at the button, it does not ask for anything)
    .filter((item) => item && words(item).length <= 5 && !/\d|[·|•→›»]/.test(item) && !/\sher$/i.test(item))
    // «BESTILL TIME» is written as a sentence
    .map((item) => (item === item.toLocaleUpperCase("nb") ? lower(item) : item));
  const strong = candidates.filter(
    (item) =>
      countPhrases(item, STRONG_CTA_PHRASES).size > 0 && countPhrases(item, WEAK_CTA_PHRASES).size === 0,
  );
  // A CTA that starts with the action verb and says what the reader gets (two words or more).
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
  const h1 = new Set(page.h1.map((item) => lower(squash(item))));
  const headings = page.headings.filter((heading) => !h1.has(lower(squash(heading))));
  const clauseList = [...page.h1, ...pageWide(page), ...headings].flatMap(clauses);
  // what the business says of itself, without its answers in a list of questions ("Ja. Vi …")
  const ownClauses = [...page.h1, ...ownParagraphs(page), ...headings].flatMap(clauses);

  let youCount = 0;
  for (const count of countPhrases(text, ["du", "deg", "din", "ditt", "dine"]).values()) youCount += count;
  let pluralCount = 0;
  for (const count of countPhrases(text, ["dere", "deres"]).values()) pluralCount += count;

  const brand = findBrand(page, text);
  const { offer, gettable, activity, serves } = findOffer(page, brand, text);
  const figures = [...figureClauses(page.keyFigures ?? []), ...badgeClauses(text)];
  const facts = findFacts([...clauseList, ...figures], text, brand, sameDayBadges(text));

  // What the reader can do thanks to the business: only where the page says so — "…, så du kan
  // …", "Vi hjelper deg å …". Not any "du kan" (that is often the reader's own doing or a duty:
  // "regnskap du kan lite på", "du kan si opp"), and not "lar deg" said of something else.
  const own = brand ? `(?:[Vv]i|${escapeRegExp(brand)})` : "[Vv]i";
  const purpose = ownClauses.filter((clause) => !IMPERATIVES.has(lower(clause.split(" ")[0] ?? "")));
  const helps = ownClauses.filter((clause) => new RegExp(`^${own}\\s+hjelper\\s`, "u").test(clause));
  const canDo = capture(purpose, [/(?:^|,\s*|\s)(?:så|slik at)\s+(?:du|dere)\s+kan\s+/iu], 7, {
    accept: (found) => usable(found) && !CONTACT_VERBS.test(found) && words(found).length >= 2,
  });
  const helpedTo = canDo
    ? null
    : capture(helps, [/\bhjelper\s+(?:deg|dere)\s+(?:med\s+)?å\s+/iu], 7, {
        accept: (found) => usable(found) && !CONTACT_VERBS.test(found) && words(found).length >= 2,
      });
  const benefitVerb = canDo ?? helpedTo;
  // What the reader gets, where the page promises it: "Du får …", "Hos oss får du …", "Vi gir
  // deg …"; not an object put first ("Sertifikatet får du først …"), a condition ("Når du …, får
  // du …"), a job ad ("Hos oss får du lære faget …") or a phrase cut in two.
  const promises = ownClauses.filter((clause) => !CONDITIONAL.test(clause));
  const benefitNoun = capture(
    promises,
    [
      /(?:^|[,–—]\s*|\bog\s+)(?:du|dere)\s+(?:får|vil få)\s+(?:alltid\s+)?/iu,
      /^(?:hos\s+[^,.!?]{1,40}?|her|med\s+oss|da)\s+får\s+(?:du|dere)\s+(?:alltid\s+)?/iu,
      new RegExp(`(?:^|[,–—]\\s*)${own}\\s+gir\\s+(?:deg|dere)\\s+(?:alltid\\s+)?`, "u"),
    ],
    9,
    { lists: true, accept: (found) => usable(found) && nounPhrase(found) },
  );
  // Only a burden the reader is glad to be rid of: "uten bindingstid", not "uten medlemskap"
  const pain =
    [
      capture(clauseList, [/\buten\s+/iu], 4),
      capture(clauseList, [/(?:^|[.!]\s+)ingen\s+/iu], 4),
      capture(clauseList, [/\bslipper\s+(?:du|dere)\s+/iu], 4),
    ].find((found) => found !== null && BURDENS.test(found)) ?? null;
  return {
    brand,
    offer,
    gettable,
    activity,
    serves,
    benefitNoun,
    benefitVerb,
    ...(helpedTo && { benefitHelped: true }),
    pain,
    ...facts,
    cta: findCta(page),
    plural: pluralCount > youCount,
  };
}
