// The rewritten hero paragraph: what the business does or the reader gets, in the page's own words
// and only where the page says it of itself; one sentence of proof or benefit (the page's own when
// it has one); and the page's call to action. No verb twice ("får du … får du"), and no second
// sentence that repeats the first.

import { words } from "../../checks/copy/readability.ts";
import { countPhrases } from "../../checks/copy/text-signals.ts";
import { WE_WORDS } from "../../checks/copy/word-lists.ts";
import { cap, contentWords, lower, sharesWord, squash, tokens } from "./phrase.ts";
import { places, withBrand } from "./templates.ts";
import type { HeadlineParts } from "./types.ts";
import { promisesOnly, SUPERLATIVE } from "./vocabulary.ts";

const VERBS = ["får", "kan", "slipper", "gir", "trenger"];
const verbsOf = (sentence: string) => VERBS.filter((verb) => new RegExp(`\\b${verb}\\b`, "i").test(sentence));
const startsWithCapital = (name: string) => /^\p{Lu}/u.test(name);

/** An offer that names people, not a service: "eksperter på …", "rådgivere", "rørleggere". */
const PEOPLE = /(?:ist|ister|ert|erter|ere|folk|partner|partnere|leverandør|leverandører)$/u;

/** Abstract nouns ("helse", "trygghet", "kvalitet", "velvære"): a state or a quality, not a service. */
const ABSTRACT_ENDINGS = "else|het|heten|tet|være|omsorg";
const ABSTRACT = new RegExp(`(?:${ABSTRACT_ENDINGS})$`, "u");

/** An offer that ends in «med» and an abstract noun: «… med god samvittighet», «… med omsorg». */
const WITH_FEELING = new RegExp(`\\smed\\s(?:\\p{L}+\\s)?\\p{L}*(?:${ABSTRACT_ENDINGS})$`, "u");

/** The offer's words before a preposition or a comma: «moderne tannklinikk» of «… med trygg behandling». */
const headOf = (text: string, andEnds = false) =>
  text.split(
    andEnds
      ? /,|\s(?:i|på|for|til|med|fra|av|hos|som|og|uten|innen)\s/
      : /,|\s(?:i|på|for|til|med|fra|av|hos|som|uten|innen)\s/,
  )[0] ?? "";

/** A word of the name, as it is or in its definite form («elsjekk» of «Elsjekken»). */
function inName(brand: string, word: string): boolean {
  return words(lower(brand)).some((part) =>
    ["", "en", "et", "a", "ene"].some((ending) => part === word + ending),
  );
}

/**
 * Does the sentence say again what the name says? «Fjordby Paintball tilbyr paintball» and
 * «Elsjekken tilbyr elsjekk» (the offer's head is a word of the name), «Lillevik Sykkel tilbyr
 * sykkelservice i Lillevik» (the place is): the reader has just read it once. A list that names the
 * name's word among others («Nettverk Nord drifter PC-er, nettverk og …») is left as it is.
 */
export function repeatsName(brand: string, phrase: string, head: string | null): boolean {
  if (places(` ${phrase}`).some((place) => inName(brand, lower(place)))) return true;
  return head !== null && words(lower(head)).some((word) => word.length >= 4 && inName(brand, word));
}

/** "Nordbakk Bygg tilbyr rehabilitering av gamle hus i Bergen.": a service the page names as its offer. */
function offers(parts: HeadlineParts): string | null {
  const { brand, offer } = parts;
  if (!brand || !startsWithCapital(brand) || offer?.kind !== "service" || SUPERLATIVE.test(offer.text))
    return null;
  if (repeatsName(brand, offer.text, headOf(offer.text, true))) return null;
  const noun = lower(headOf(offer.text, true).split(" ").at(-1) ?? "");
  if (PEOPLE.test(noun)) return null;
  // nobody offers "tannhelse", "trygghet" or "kvalitet": an abstract noun is not a service
  if (ABSTRACT.test(lower(headOf(offer.text).split(" ").at(-1) ?? ""))) return null;
  // «… med god samvittighet», «… med omsorg»: a slogan's feeling is the reader's; after «tilbyr»
  // it reads as the business's own
  if (WITH_FEELING.test(lower(offer.text))) return null;
  return `${brand} tilbyr ${offer.text}.`;
}

/** First sentences, best first, each made of what the page says of itself. */
function openings(parts: HeadlineParts, subject: string): string[] {
  const { brand, offer, gettable, activity, benefitVerb: verb, benefitNoun: noun } = parts;
  const named = brand !== null && startsWithCapital(brand);
  return [
    named && activity && !repeatsName(brand, activity, null) ? `${brand} ${activity}.` : null,
    offer?.kind === "trade" && words(offer.text).length >= 2 ? `Trenger ${subject} ${offer.text}?` : null,
    // «Hos Firma får du høy kvalitet og fornøydgaranti» says what every firm says, not what it sells
    brand && gettable && !promisesOnly(gettable) ? `Hos ${brand} får ${subject} ${gettable}.` : null,
    brand && verb ? `${withBrand(brand, subject, verb, parts.benefitHelped === true)}.` : null,
    // «Hos Firma får du … før vi starter»: the name and «vi» in one sentence speak twice, so
    // where the page says «vi» the sentence is the reader's alone
    brand && noun
      ? countPhrases(noun, WE_WORDS).size > 0
        ? `${cap(subject)} får ${noun}.`
        : `Hos ${brand} får ${subject} ${noun}.`
      : null,
    description(parts),
    offers(parts),
    !brand && gettable ? `Her får ${subject} ${gettable}.` : null,
    // the page's own sentence of proof, when nothing else opens the paragraph
    parts.proofHeadline ? `${parts.proofHeadline}.` : null,
  ].filter((sentence): sentence is string => sentence !== null);
}

/**
 * A description, when nothing better can be said: "Puls Gym er et treningssenter på Lambertseter."
 * A place and more than a place is run, not been: "Fru Berg driver kafé og catering i Lillevik."
 */
function description(parts: HeadlineParts): string | null {
  const { brand, offer } = parts;
  if (!brand || !startsWithCapital(brand) || offer?.kind !== "venue" || SUPERLATIVE.test(offer.text))
    return null;
  // «Tannklinikken Nord er en moderne tannklinikk»: the name says it already
  const head = headOf(offer.text);
  const named = lower(brand);
  // the first word, or any longer word of the head («tannklinikk» in «Tannklinikken Nord»)
  if (words(lower(head)).some((word, at) => (at === 0 || word.length >= 4) && named.includes(word)))
    return null;
  if (/\s(?:og|&)\s/.test(head)) return `${brand} driver ${offer.text}.`;
  return `${brand} er ${offer.article} ${offer.text}.`;
}

/** Four words or numbers in a row that both sentences have. */
function overlaps(a: string, b: string): boolean {
  const first = tokens(a);
  const second = ` ${tokens(b).join(" ")} `;
  for (let i = 0; i + 4 <= first.length; i++)
    if (second.includes(` ${first.slice(i, i + 4).join(" ")} `)) return true;
  return false;
}

/** A long content word (eight letters or more) that both sentences have: the same thing said twice. */
const repeatsLongWord = (a: string, b: string) => sharesWord(a, b, 8);

function closing(cta: string | null): string {
  if (!cta || words(cta).length < 2) return "Ta kontakt i dag.";
  // "Book time i dag", but "Prøv gratis i 7 dager", "Prøv en uke gratis" and "Handle nå" as they are
  const timed =
    /(?<![\p{L}])(?:i dag|nå|dager?|uker?|måned|måneder)(?![\p{L}])/iu.test(cta) || words(cta).length > 4;
  return `${cap(cta)}${timed ? "" : " i dag"}.`;
}

/**
 * Two or three sentences ending in a call to action, or "" when there is no safe first sentence,
 * or when all it could say is the headline's question and the call («Trenger du rørlegger i Bergen?
 * Ta kontakt i dag.»): that tells the reader nothing the headline did not.
 */
export function heroCopy(parts: HeadlineParts, headlines: readonly string[] = []): string {
  const subject = parts.plural ? "dere" : "du";
  // written for the first headline, it says nothing that one says again, and no sentence of it is
  // one of the other headlines word for word: the reader would read it twice
  const [over, ...others] = headlines;
  const bare = (text: string) =>
    lower(text)
      .replace(/[.!?]+$/, "")
      .trim();
  const fresh = (sentence: string) =>
    (over === undefined || !repeatsHeadline(sentence, over, parts.brand)) &&
    others.every((other) => bare(other) !== bare(sentence));
  const seconds = [
    parts.factSentence,
    parts.proofSentence,
    parts.pain
      ? /^(?:henvisning|depositum|forskudd)/.test(parts.pain)
        ? `${cap(subject)} trenger ikke ${parts.pain}.`
        : `${cap(subject)} slipper ${parts.pain}.`
      : null,
    parts.benefitNoun ? `${cap(subject)} får ${parts.benefitNoun}.` : null,
    parts.priceSentence,
  ]
    .filter((sentence): sentence is string => sentence !== null)
    .filter(fresh);
  const secondFor = (first: string) =>
    seconds.find(
      (candidate) =>
        !overlaps(first, candidate) &&
        !repeatsLongWord(first, candidate) &&
        verbsOf(candidate).every((verb) => !verbsOf(first).includes(verb)),
    ) ?? null;
  const firsts = openings(parts, subject).filter(fresh);
  const described = description(parts);
  // The best opening that leaves room for the page's own fact, or for any second sentence.
  const first =
    firsts.find((candidate) => secondFor(candidate) === seconds[0]) ??
    firsts.find((candidate) => secondFor(candidate) !== null) ??
    firsts[0] ??
    (described && fresh(described) ? described : null);
  if (!first) return "";
  // a call to action that says again what the first sentence said ("… et tilbud. Få et tilbud
  // i dag.") gives way to the plain one
  const cta = parts.cta && sharesWord(first, parts.cta) ? null : parts.cta;
  const second = secondFor(first);
  if (first.endsWith("?") && !second) return "";
  return [first, second, closing(cta)]
    .filter((sentence): sentence is string => Boolean(sentence))
    .map(squash)
    .join(" ");
}

/** Verbs that only carry a sentence about the offer: without them, what is left is the offer. */
const CARRIERS = new Set("tilbyr driver leverer lager selger serverer trenger hjelper".split(" "));

/**
 * Does the sentence say nothing but what the headline says, the name and a carrying verb aside?
 * «Nordbakk Bygg tilbyr rehabilitering i Lillevik.» under «Rehabilitering i Lillevik siden 1990».
 */
export function saysAgain(sentence: string, headline: string, brand: string | null): boolean {
  const named = new Set(contentWords(brand ?? ""));
  const said = new Set(contentWords(headline));
  const own = contentWords(sentence).filter((word) => !named.has(word) && !CARRIERS.has(word));
  return own.length > 0 && own.every((word) => said.has(word));
}

/**
 * A hero sentence that says the headline again, in its words or by its number («Eieren har over 40
 * års erfaring.» under «… – over 40 års erfaring»).
 */
export function repeatsHeadline(sentence: string, headline: string, brand: string | null): boolean {
  const numbers = new Set(headline.match(/\d+/g) ?? []);
  return saysAgain(sentence, headline, brand) || (sentence.match(/\d+/g) ?? []).some((n) => numbers.has(n));
}
