// The made-up example headline that advice gives («For eksempel: «Tømrer i Lillevik – svar innen
// [antall] timer».»). It names the page's own trade and the page's own town, or shows where they go
// («[i/på sted]»): a builder told «Elektriker i Porsgrunn …», or a firm in Skien told «… i Molde»,
// learns that we did not read the page (issue 25). The promise after the dash is the shape of one,
// with the number left open for the owner to fill in: a number of ours beside the page's own trade
// and town reads as a finished claim, and readers found it untrue («plass til 80 gjester» for a
// hall that seats 120, «time innen tre dager» for a clinic that takes referrals only).

import { words } from "../../checks/copy/readability.ts";
import type { PageText } from "../../checks/copy/types.ts";
import { POSTCODE_PLACE } from "../../checks/privacy/contact.ts";
import { type SiteKind, siteKind } from "./kind.ts";
import { escapeRegExp, lower } from "./phrase.ts";

interface ExampleShape {
  /** The trades the example may name, in their base form; the page must name one. */
  trades: readonly string[];
  /** Said where the page names none of them; without it the kind gets no example. */
  otherwise?: string;
  /** The promise after the dash. */
  promise: string;
  /** The promise where the page names one of the trades, when it differs. */
  tradePromise?: string;
}

const EXAMPLES: Partial<Record<SiteKind, ExampleShape>> = {
  craft: {
    trades: ["rørlegger", "elektriker", "tømrer", "snekker", "maler", "murer", "blikkenslager", "taktekker"],
    promise: "svar innen [antall] timer",
  },
  health: {
    trades: [
      "tannlege",
      // a specialist before the general practitioner the page may name as the one who refers
      "hudlege",
      "øyelege",
      "fastlege",
      "lege",
      "fysioterapeut",
      "manuellterapeut",
      "kiropraktor",
      "naprapat",
      "osteopat",
      "psykolog",
      "logoped",
      "veterinær",
    ],
    promise: "time innen [antall] dager",
  },
  beauty: { trades: ["frisør", "barber", "hudpleier", "massør"], promise: "ledig time innen [antall] dager" },
  photo: {
    trades: ["fotograf", "boligfotograf", "bryllupsfotograf", "portrettfotograf"],
    promise: "bildene klare innen [antall] dager",
  },
  food: { trades: ["restaurant", "pub", "kafé", "café", "bakeri"], promise: "åpent [dager og klokkeslett]" },
  venue: {
    trades: [
      "selskapslokale",
      "forsamlingslokale",
      "forsamlingshus",
      "festlokale",
      "grendehus",
      "samfunnshus",
    ],
    promise: "plass til [antall] gjester",
  },
  advice: {
    trades: ["advokat", "regnskapsfører", "revisor", "eiendomsmegler"],
    promise: "svar innen [antall] timer",
  },
  web: { trades: [], otherwise: "Nettsider", promise: "ferdig på [antall] uker" },
  // a course, not a driving school, unless the page is one: the kind holds yoga and language courses
  school: {
    trades: ["trafikkskole", "kjøreskole"],
    otherwise: "Nybegynnerkurs",
    promise: "oppstart [dato]",
    // a driving school has no one start: its pupils book hours
    tradePromise: "ledig kjøretime innen [antall] dager",
  },
};

/** A trade noun as written in running text: «tømreren», «tømrere», «tannlegene», «huset». */
const NOUN_ENDINGS = ["", "en", "et", "er", "ere", "erne", "ene", "ens", "s"];

/** The trade of the list the page names most often, in its base form, or undefined. */
function pageTrade(page: PageText, trades: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const token of words(
    lower([page.title, ...page.h1, ...page.headings, ...page.paragraphs].join(" ")),
  )) {
    const trade = trades.find((each) => NOUN_ENDINGS.some((ending) => token === each + ending));
    if (trade) counts.set(trade, (counts.get(trade) ?? 0) + 1);
  }
  // a specialist the page names («hudlege») before the trade it is one of («lege»), then the most
  // often named, and on a tie the one listed first
  const named = [...counts].filter(
    ([trade]) => ![...counts.keys()].some((other) => other !== trade && other.endsWith(trade)),
  );
  return named.sort((a, b) => b[1] - a[1] || trades.indexOf(a[0]) - trades.indexOf(b[0]))[0]?.[0];
}

/** All the words of the page the example reads: title, headings, paragraphs and the body text. */
const pageWords = (page: PageText) =>
  [page.title, ...page.h1, ...page.headings, ...page.paragraphs, page.bodyText].join("\n");

/** A postcode and the blanks after it: «3018 Drammen» without them is «Drammen». */
const POSTCODE = /^\d{4}[ \t\u00a0]{1,3}/;
/** A place of several words goes on after its first («8622 Mo i Rana»): its first word is not it. */
const GOES_ON = /^[ \t\u00a0]+(?:i|på)[ \t\u00a0]/;

/**
 * Where the business is, as the page itself says it: the place of a postcode on the page (read as
 * the contact check reads it), with the preposition the page's own text puts before it («i
 * Drammen», «på Stord»), or null. Bokmål says «på Hamar» and «i Gjøvik» by custom, not by rule, so
 * a place the page never writes after «i» or «på» is not used.
 */
export function pagePlace(page: PageText): string | null {
  const text = pageWords(page);
  for (const match of text.matchAll(POSTCODE_PLACE)) {
    if (GOES_ON.test(text.slice(match.index + match[0].length))) continue;
    const town = match[0].replace(POSTCODE, "");
    const said = new RegExp(`(?<![\\p{L}])(i|på)\\s+(${escapeRegExp(town)})(?![\\p{L}-])`, "iu").exec(text);
    // the page's own spelling in running text («Bergen», not «BERGEN»)
    if (said?.[1] && said[2] && /^\p{Lu}\p{Ll}/u.test(said[2])) return `${lower(said[1])} ${said[2]}`;
  }
  // no postcode, but the headline or the title says where: «Fotograf i Ringsaker», «Storstua på Helgøya»
  for (const line of [...page.h1, page.title]) {
    const said = HEADLINE_PLACE.exec(line);
    if (said?.[1] && said[2] && !NOT_A_PLACE.test(said[2])) return `${lower(said[1])} ${said[2]}`;
  }
  return null;
}

/**
 * «i Ringsaker», «på Helgøya» in a headline: a capitalised word after «i» or «på» that ends the
 * phrase (the line, or a dash, a bar or a comma after it); not «i Mo» nor «i Rana» of «i Mo i Rana».
 */
const HEADLINE_PLACE =
  /(?<![\p{L}])(?<!(?:i|på)\s\p{Lu}[\p{L}-]*\s)(i|på)\s+(\p{Lu}\p{Ll}[\p{L}-]*)(?=\s*(?:$|[–—|,.!:]|\s-\s))/u;
/** Capitalised words after «i» or «på» that are no place the business is in. */
const NOT_A_PLACE = /^(?:Norge|Facebook|Instagram|Google|Finn|Vipps|Helsenorge)$/u;

/** The page says it takes work all over the country: «oppdrag over hele landet», «landsdekkende». */
const NATIONWIDE = /(?<![\p{L}])(?:(?:i|over)\s+hele\s+(?:landet|Norge)|landsdekkende)(?![\p{L}])/iu;

/**
 * The page says a patient needs a referral: «må være henvist fra lege», «krever henvisning»; not
 * «trenger ikke henvisning», which is a promise.
 */
const REFERRAL_ONLY =
  /(?<![\p{L}])(?:må\s+(?:være|bli)\s+henvist|(?:må|trenger|krever)\s+(?:du\s+)?(?:ha\s+)?(?:en\s+)?henvisning|henvisning\s+(?:fra\s+\p{L}+\s+)?(?:er\s+nødvendig|kreves))(?![\p{L}])/iu;

/** Does the page say its patients must be referred? Then a quick time is no promise it can make. */
export const takesReferredOnly = (page: PageText) => REFERRAL_ONLY.test(pageWords(page));

const capital = (word: string) => word.charAt(0).toLocaleUpperCase("nb") + word.slice(1);

/**
 * A made-up example headline that fits the site, or null where a commercial promise would not fit
 * (a club, a choir, a society), the kind is unknown, or the example would have to name a trade or
 * a product the page does not (a shop's example would name another shop's goods).
 */
export function exampleHeadline(page: PageText, kind: SiteKind | null = siteKind(page)): string | null {
  const shape = kind ? EXAMPLES[kind] : undefined;
  if (!shape) return null;
  // a clinic that takes referred patients only cannot promise a time soon; it gets no example
  if (kind === "health" && takesReferredOnly(page)) return null;
  const trade = pageTrade(page, shape.trades);
  const what = trade ? capital(trade) : shape.otherwise;
  if (!what) return null;
  const promise = (trade && shape.tradePromise) || shape.promise;
  // a firm that works all over the country is not tied to its office's town («for»: «i hele
  // landet» reads as offices everywhere)
  const where = NATIONWIDE.test(pageWords(page)) ? "for hele landet" : (pagePlace(page) ?? "[i/på sted]");
  return `${what} ${where} – ${promise}`;
}
