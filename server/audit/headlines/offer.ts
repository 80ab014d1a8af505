// What the page offers: the service as a noun phrase ("regnskap for små bedrifter i Stavanger"),
// whether it is a trade ("rørlegger i Bergen"), a place ("et bakeri på Frogner") or a service, what
// the customer gets ("klipp, farge og styling") and what the company does ("maler hus og hytter").

import { words } from "../copy/readability.ts";
import { countPhrases, titleSegments } from "../copy/text-signals.ts";
import type { PageText } from "../copy/types.ts";
import { SUPERLATIVES } from "../copy/word-lists.ts";
import { looksLikeName } from "./brand.ts";
import { capture, clauses, escapeRegExp, inline, lower, squash } from "./phrase.ts";
import type { Offer } from "./types.ts";
import {
  ACTIVITY_VERBS,
  GENERIC_TITLE,
  IMPERATIVES,
  LEGAL_SUFFIX,
  OFFER_VERBS,
  PRONOUNS,
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

/**
 * A noun phrase that can stand as the offer: short, no pronoun, no command, no question, no
 * number, not a name and not a definite form ("Lappen", "Dyreklinikken").
 */
function asOffer(candidate: string, brand: string | null): string | null {
  // "Låsesmed i Oslo – døgnvakt 24/7": the part before the dash
  const before = candidate.split(/\s[–—-]\s/)[0] ?? "";
  const text = squash(before.replace(LEGAL_SUFFIX, "")).replace(/[.:]$/, "");
  const tokens = words(text).map(lower);
  if (tokens.length === 0 || tokens.length > 8 || /[!?|]/.test(text)) return null;
  if (GENERIC_TITLE.test(text) || looksLikeName(text)) return null;
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

export function findOffer(page: PageText, brand: string | null, text: string): OfferParts {
  const paragraphClauses = page.paragraphs.flatMap(clauses);
  let gettable: string | null = null;
  let serves: string | null = null;
  const offerVerb = new RegExp(`(?<![\\p{L}])(${OFFER_VERBS})\\s+`, "u");
  for (const clause of paragraphClauses) {
    const match = offerVerb.exec(clause);
    if (!match?.[1]) continue;
    gettable = capture([clause.slice((match.index ?? 0) + match[0].length)], [/^/], 12, { lists: true });
    if (gettable) {
      // "serverer kaffe, bakst og lunsj": the page's own verb, for a sentence that needs no "får"
      serves = `${match[1]} ${gettable}`;
      break;
    }
  }
  const subject = brand ? `(?:[Vv]i|${escapeRegExp(brand)})` : "[Vv]i";
  const activityPattern = new RegExp(`^${subject}\\s+(${ACTIVITY_VERBS})\\s+`, "u");
  let activity: string | null = null;
  for (const clause of paragraphClauses) {
    const match = activityPattern.exec(clause);
    if (!match?.[1]) continue;
    const object = capture([clause.slice(match[0].length)], [/^/], 12, { lists: true });
    if (object) {
      activity = `${match[1]} ${object}`;
      break;
    }
  }

  // The title's description first ("Regnskap for små bedrifter i Stavanger | Tallkraft", with
  // "siden 1987" or "24/7" left out), then the h1 when it is a noun phrase.
  const candidates = [
    ...titleSegments(page.title).map((segment) =>
      segment.replace(/\s+(?:siden|fra)\s+(?:19|20)\d{2}$|\s+24\/7$/u, ""),
    ),
    ...page.h1.map((h1) => h1.replace(/\s+24\/7$/u, "")),
    // a verbless first sentence: "Kaffe, bakst og lunsj i hjertet av Bodø."
    ...paragraphClauses.slice(0, 1).filter((clause) => /\s(?:og|i|på|for|fra|med|til)\s/.test(clause)),
  ];
  for (const candidate of candidates) {
    const found = asOffer(candidate, brand);
    if (found) {
      const inlined = inline(found, text, brand);
      return { offer: { text: inlined, ...classify(inlined) }, gettable, activity, serves };
    }
  }
  return { offer: null, gettable, activity, serves };
}
