// What the page offers: the service as a noun phrase ("regnskap for små bedrifter i Stavanger"),
// whether it is a trade ("rørlegger i Bergen"), a place ("et bakeri på Frogner") or a service, what
// the customer gets ("klipp, farge og styling") and what the company does ("maler hus og hytter").

import { words } from "../../checks/copy/readability.ts";
import { countPhrases, titleSegments } from "../../checks/copy/text-signals.ts";
import type { PageText } from "../../checks/copy/types.ts";
import { SUPERLATIVES } from "../../checks/copy/word-lists.ts";
import { looksLikeName } from "./brand.ts";
import { asWord, capture, clauses, escapeRegExp, inline, lower, squash } from "./phrase.ts";
import type { Offer } from "./types.ts";
import { AT_PLACE, untitle } from "./untitle.ts";
import {
  ACTIVITY_VERBS,
  GENERIC_TITLE,
  IMPERATIVES,
  LEGAL_SUFFIX,
  NOISE,
  namesNothing,
  OFFER_VERBS,
  PREPOSITIONS,
  PRONOUNS,
  promisesOnly,
  TRADES,
  VENUES,
} from "./vocabulary.ts";

const FINITE_VERBS = new Set(
  `er var har kan vil skal får gir ligger holder heter finnes ${OFFER_VERBS} ${ACTIVITY_VERBS}`.split(
    /[\s|]+/,
  ),
);

/** Trade, place or service, read from the words in front of the first preposition. */
export function classify(nounPhrase: string): Pick<Offer, "kind" | "article"> {
  const head = nounPhrase.split(/,|\s(?:i|på|for|til|med|fra|av|hos|som|og|uten)\s/)[0] ?? "";
  for (const token of words(head).map(lower)) {
    if (TRADES.some((trade) => token.endsWith(trade))) return { kind: "trade", article: null };
    const venue = Object.keys(VENUES).find((name) => token.endsWith(name));
    if (venue) return { kind: "venue", article: VENUES[venue] ?? null };
  }
  return { kind: "service", article: null };
}

/** A section's name, not an offer: "Kommende konserter", "Åpningstider", "Nyheter fra klubben". */
export const SECTION_NAMES =
  /^(?:kommende|siste|aktuelt|nyheter|nytt|åpningstider|adresse|kalender|arrangementer|ledige stillinger|ofte stilte|vanlige spørsmål|kontakt|om)(?![\p{L}])/iu;

/** Where a capitalised word may follow in an offer: a place ("i Tromsø", "Hamar og Stange"). */
const PLACE_WORDS = new Set("i på ved fra til rundt over for og & av mot nær utenfor innenfor".split(" "));

/**
 * A name inside the phrase: a capitalised word that is neither a place after "i", "på" … (with
 * the capitalised words that go on its name) nor an abbreviation ("EU-kontroll", "klasse B",
 * "SEO"): "Grendehuset og Nordbygda Vel", "Vestlandets Nordmek-forhandler".
 */
function namesSomeone(text: string, page: string, brand: string | null): boolean {
  const tokens = text.split(" ");
  let inPlace = false;
  return tokens.some((token, index) => {
    const before = lower(tokens[index - 1] ?? "");
    const capital = /^\p{Lu}/u.test(token);
    const placeGoesOn = inPlace && capital;
    inPlace = capital ? AT_PLACE.has(before) || placeGoesOn : false;
    if (!capital || token.length === 1 || token === token.toLocaleUpperCase("nb")) return false;
    if (/^\p{Lu}{2,}-/u.test(token)) return false;
    if (index === 0) return inline(token, page, brand) === token;
    return !PLACE_WORDS.has(before) && !placeGoesOn;
  });
}

/**
 * Words run together where the markup broke a line ("tapetseringi Hamar" from
 * "tapetsering<br>i Hamar"): a noun ending glued to "i" or "på" before a capital.
 */
export const GLUED = /\p{Ll}{2}(?:er|ing|et)(?:i|på)\s+\p{Lu}|\p{Ll}ingi(?![\p{L}])/u;

const GLUED_WORD = /(?<![\p{L}])(\p{L}*\p{Ll}{2}(?:er|ing|et))(i|på)(\s+\p{Lu})/gu;

/**
 * A heading's glued words parted again ("sykkeltjenesteri Byen" → "sykkeltjenester i Byen"), but
 * only where the rest of the page writes the word alone and never the glued form: "bakeri Byen" on
 * a page that says "bakeri" elsewhere stays as it is. `rest` is the page's text without the heading.
 */
export function unglue(heading: string, rest: string): string {
  if (!GLUED.test(heading)) return heading;
  return heading.replace(GLUED_WORD, (whole, word: string, preposition: string, after: string) => {
    return asWord(word, "iu").test(rest) && !asWord(word + preposition, "iu").test(rest)
      ? `${word} ${preposition}${after}`
      : whole;
  });
}

/** The page's text without its h1s, for unglue. */
export const withoutH1 = (page: PageText, text: string) =>
  page.h1.reduce((rest, h1) => (h1.trim() ? rest.split(h1.trim()).join("\n") : rest), text);

/**
 * A noun phrase that can stand as the offer: short, no pronoun, no command, no question, no
 * number, no infinitive, not a name, no name in it, and not a definite form ("Lappen",
 * "Dyreklinikken"). It does not open with a preposition ("Fra tegning til nøkkel" is a slogan).
 */
function asOffer(candidate: string, brand: string | null, page: string): string | null {
  // "Låsesmed i Oslo – døgnvakt 24/7": the part before the dash
  const before = candidate.split(/\s[–—-]\s/)[0] ?? "";
  const text = squash(before.replace(LEGAL_SUFFIX, "")).replace(/[.:]$/, "");
  const tokens = words(text).map(lower);
  if (tokens.length === 0 || tokens.length > 8 || /[!?|]/.test(text)) return null;
  if (GENERIC_TITLE.test(text) || looksLikeName(text) || GLUED.test(text) || NOISE.test(text)) return null;
  if (SECTION_NAMES.test(text)) return null;
  if (PREPOSITIONS.has(tokens[0] ?? "") || tokens.includes("å")) return null;
  // "Slik fungerer det", "Hvordan vi jobber": a page name or a question, not an offer
  if (/^(?:slik|hvordan|hva|hvorfor|hvem|når|her|nå|om|les|dette)(?![\p{L}])/iu.test(text)) return null;
  if (countPhrases(text, SUPERLATIVES).size > 0) return null;
  if (tokens.some((token) => PRONOUNS.has(token)) || IMPERATIVES.has(tokens[0] ?? "")) return null;
  // a range is part of the offer ("IT-drift for bedrifter med 5–50 ansatte"), other numbers not
  // (a range starts where a run of digits starts: tried at every digit, a long run was quadratic)
  if (/\d/.test(text.replace(/(?<!\d)\d+\s?[–-]\s?\d+/g, ""))) return null;
  // a sentence, not a noun phrase ("IT som bare virker" is fine: the verb is in a relative clause)
  const verb = tokens.findIndex((token, index) => index > 0 && FINITE_VERBS.has(token));
  if (verb !== -1 && tokens[verb - 1] !== "som") return null;
  if (brand && lower(text).includes(lower(brand))) return null;
  if (namesSomeone(text, page, brand)) return null;
  const first = text.split(" ")[0] ?? "";
  if (/^\p{Lu}/u.test(first) && /(?:en|et|ene|a)$/u.test(first) && classify(first).kind === "service")
    return null;
  return text;
}

export interface OfferParts {
  offer: Offer | null;
  /** What the customer gets, as the page lists it: "undersøkelse, tannrens og akutthjelp". */
  gettable: string | null;
  /** What the company does, verb first: "maler hus, hytter og leiligheter i Sandefjord". */
  activity: string | null;
  /** What it sells, with the page's verb: "serverer kaffe, bakst og lunsj" (for the hero only). */
  serves: string | null;
}

/**
 * The brand, and its short form without the kind of place in front: "Havgapet" for "Restaurant
 * Havgapet", "Eik" not for "Sykkelverkstedet Eik" (that one is not a kind of place in front).
 */
export function brandForms(brand: string | null): string[] {
  if (!brand) return [];
  const [first, ...rest] = brand.split(" ");
  const kind = lower(first ?? "");
  const generic =
    TRADES.includes(kind) || kind in VENUES || ["frisør", "advokatfirmaet", "tannlege"].includes(kind);
  return generic && rest.length > 0 && /^\p{Lu}/u.test(rest[0] ?? "") ? [brand, rest.join(" ")] : [brand];
}

/**
 * Words after the verb that make it a side line, a courtesy or a denial: "Vi tilbyr også …",
 * "hjelper deg gjerne …", "Vi selger ikke brukte deler".
 */
const ASIDE =
  /^(?:(?:deg|dere|dem|oss)\s+)?(?:også|gjerne|i tillegg|dessuten|blant annet|ikke|aldri|heller ikke)(?![\p{L}])/iu;

/**
 * What follows the business's own verb, when the business is the subject: "Vi tilbyr …", "Tallkraft
 * lager …", "Vi kommer samme dag, leverer …" (a second verb of the same subject) and "Matboksen er
 * et lite firma som lager …". Not a verb after something else ("Som byggmester leverer
 * vi …", "Kjent for …, tilbyr Kroa …"), and not a side line ("Vi tilbyr også …").
 */
export function ownVerb(
  clause: string,
  brand: string | null,
  verbs: string,
): { verb: string; rest: string } | null {
  const subject = `(?:[Vv]i${brandForms(brand)
    .map((form) => `|${escapeRegExp(form)}`)
    .join("")})`;
  const patterns = [
    new RegExp(`^${subject}\\s+(${verbs})\\s+`, "u"),
    new RegExp(`^${subject}\\s[^.!?]*?,\\s+(${verbs})\\s+`, "u"),
    ...(brand
      ? [new RegExp(`^${subject}\\s+er\\s+(?:en|et|ei)\\s[^,.!?]*?\\bsom\\s+(${verbs})\\s+`, "u")]
      : []),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(clause);
    if (!match?.[1]) continue;
    const rest = clause.slice(match.index + match[0].length);
    if (ASIDE.test(rest)) return null;
    return { verb: match[1], rest };
  }
  return null;
}

/**
 * A clause whose only object is a pronoun pointing back («Vi hjelper deg å finne den.»): the
 * object stands in the sentence before, so the clause says nothing alone. A pronoun after an
 * object of its own («… selger varmepumper og monterer dem») is left in.
 */
const POINTS_BACK =
  /^(?:(?:deg|dere|oss)\s+)?(?:(?:med\s+)?å\s+)?\p{L}+\s+(?:den|det|dem|de|disse|dette)[\s.!?…]*$/iu;

/** An answer in a list of questions ("Ja. Vi tilbyr også …"): not how the business describes itself. */
const ANSWER = /^(?:ja|nei|jo)(?:[.,!]|\s*[–—-])/iu;

/**
 * The paragraphs in which the business describes itself: not its answers to a reader's questions,
 * whether the markup marks them (a list of questions) or they open with «Ja.» or «Nei.». An answer
 * speaks of one case («Du får et prisoverslag før vi starter større behandlinger»), not the offer.
 */
export function ownParagraphs(page: PageText): string[] {
  const answers = new Set(page.answers ?? []);
  return pageWide(page).filter((paragraph) => !ANSWER.test(paragraph) && !answers.has(paragraph));
}

/**
 * The paragraphs that speak for the whole page: not one inside a link, a card that leads to one
 * product's own page («Hus: fast pris, svar samme dag»), whose promise is that product's only.
 */
export function pageWide(page: PageText): string[] {
  const cards = new Set(page.linkCards ?? []);
  return page.paragraphs.filter((paragraph) => !cards.has(paragraph));
}

export function findOffer(page: PageText, brand: string | null, text: string): OfferParts {
  const paragraphClauses = ownParagraphs(page).flatMap(clauses);
  let gettable: string | null = null;
  let serves: string | null = null;
  for (const clause of paragraphClauses) {
    const own = ownVerb(clause, brand, OFFER_VERBS);
    if (!own || POINTS_BACK.test(own.rest)) continue;
    gettable = capture([own.rest], [/^/], 12, {
      lists: true,
      accept: (found) => !NOISE.test(found) && !namesNothing(found),
    });
    if (gettable) {
      // "serverer kaffe, bakst og lunsj": the page's own verb, for a sentence that needs no "får"
      serves = `${own.verb} ${gettable}`;
      break;
    }
  }
  let activity: string | null = null;
  for (const clause of paragraphClauses) {
    const own = ownVerb(clause, brand, `${ACTIVITY_VERBS}|${OFFER_VERBS}`);
    if (!own || POINTS_BACK.test(own.rest)) continue;
    const object = capture([own.rest], [/^/], 12, {
      lists: true,
      // "hjelper deg" alone says nothing
      accept: (found) =>
        !NOISE.test(found) && !namesNothing(found) && !promisesOnly(found) && words(found).length >= 2,
    });
    if (object) {
      activity = `${own.verb} ${object}`;
      break;
    }
  }

  // The title's description first ("Regnskap for små bedrifter i Stavanger | Tallkraft", with
  // "siden 1987" or "24/7" left out), then the h1 when it is a noun phrase.
  const candidates = [
    ...titleSegments(page.title).map((segment) =>
      untitle(segment.replace(/\s+(?:siden|fra)\s+(?:19|20)\d{2}$|\s+24\/7$/u, ""), text),
    ),
    // the main headline only: a second h1 is a slide, a news item or an ad
    ...page.h1.slice(0, 1).map((h1) => unglue(h1, withoutH1(page, text)).replace(/\s+24\/7$/u, "")),
    // a verbless first sentence: "Kaffe, bakst og lunsj i hjertet av Bodø."
    ...paragraphClauses.slice(0, 1).filter((clause) => /\s(?:og|i|på|for|fra|med|til)\s/.test(clause)),
  ];
  for (const candidate of candidates) {
    const found = asOffer(candidate, brand, text);
    if (found) {
      const inlined = inline(found, text, brand);
      return { offer: { text: inlined, ...classify(inlined) }, gettable, activity, serves };
    }
  }
  // a name that says the trade: "Tømrer Dahl", "Rørlegger Hansen" offer a tømrer, a rørlegger
  const trade = lower(brand?.split(" ")[0] ?? "");
  if (
    brand?.includes(" ") &&
    TRADES.includes(trade) &&
    !/^(?:mester|leggar|førar|snikkar|målar)$/.test(trade)
  )
    return { offer: { text: trade, kind: "trade", article: null }, gettable, activity, serves };
  return { offer: null, gettable, activity, serves };
}
