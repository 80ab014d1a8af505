// The headline formulas, in order of preference. Each is natural bokmål for any filling of its
// slots, or it is not here: no "Hvordan X hjelper deg å …", "Alt du trenger å vite om …",
// "… – enkelt forklart" or "… for deg som vil ha …" (English shapes), no brand used as the offer,
// and no headline that opens with the brand: «Malermester Dahl maler hus» speaks of the company,
// and the same report tells the owner that the name belongs in the logo (the sentence is the
// hero text's to use, hero-copy.ts).
// Not here either, since real sites showed them wrong more often than right: "{N} grunner til å
// velge {brand}" (N was the number of subheadings, not reasons the page gives), the page's own
// question (often a form's or a menu's), and "{what} hos {brand}" (a quality is not had "hos").

import { words } from "../../checks/copy/readability.ts";
import { cap, sharesWord } from "./phrase.ts";
import type { HeadlineParts } from "./types.ts";
import { SUPERLATIVE, withoutPraise } from "./vocabulary.ts";

/** Capitalised places in a phrase: "Hamar" and "Stange" in "… i Hamar og Stange". */
export function places(text: string): string[] {
  return [...text.matchAll(/(?:\s(?:i|på|og)\s)(\p{Lu}[\p{L}-]*)/gu)].map((match) => match[1] ?? "");
}

/**
 * "Siden 2014" said of the whole offer: the sentence that gives the year names no place, or every
 * place the offer names ("… i Hamar og Stange siden 2012" is wrong when only Stange is that old).
 */
function sinceFits(offer: string, clause: string | null): boolean {
  const said = places(` ${clause ?? ""}`);
  return said.length === 0 || places(` ${offer}`).every((place) => said.includes(place));
}

/** The offer's last place followed by a region after a comma, and nothing after it. */
const PLACE_THEN_REGION = /(\s(?:i|på)\s\p{Lu}[\p{L}-]*),\s\p{Lu}[\p{L}-]*$/u;

/** "søke erstatning og å klage" after «kan»: the second infinitive marker goes. */
const afterModal = (verb: string) => verb.replace(/\s(og|eller)\så\s/g, " $1 ");

/**
 * What the reader can do with the company: «Med Tallhuset kan du …», or, where the page says it
 * helps the reader do it, «Med Tallhuset får du hjelp til å …» (the reader does not do it alone).
 */
export const withBrand = (brand: string, subject: string, verb: string, helped: boolean) =>
  helped
    ? `Med ${brand} får ${subject} hjelp til å ${afterModal(verb)}`
    : `Med ${brand} kan ${subject} ${afterModal(verb)}`;

/**
 * The formulas filled, best first. An array is one formula with stand-ins: the first of them that
 * passes the guard is shown, the others not ("Regnskap – svar innen 24 timer" and, only when the
 * guard drops that one, the page's next fact).
 */
export function formulas(parts: HeadlineParts): (string | (string | null)[] | null)[] {
  const { brand, offer, gettable, benefitNoun: noun, benefitVerb: verb, pain, since } = parts;
  const subject = parts.plural ? "dere" : "du";
  // one word ("Tømrer") is no headline before a dash or "siden", nor in a question: «Trenger du
  // tømrer?» says nothing of this business; «Trenger du tømrer i Bergen?» says where
  // a title's «i Fjelldalen, Nordlandet» (a place and its region) is said «i Fjelldalen» in a headline
  const said = offer && { ...offer, text: offer.text.replace(PLACE_THEN_REGION, "$1") };
  const head = said && words(said.text).length >= 2 && !SUPERLATIVE.test(said.text) ? cap(said.text) : null;
  const short = said !== null && words(said.text).length <= 6;
  // what the reader gets, without the praise every firm gives («høy kvalitet»); a guarantee left
  // alone is had «med» («– med fornøydgaranti»: a bare noun after the dash reads as a label), or
  // comes «og» after an offer that has its «med» already («… med blikk for detaljer – og …»)
  const kept = gettable && withoutPraise(gettable);
  const joined = head && /\smed\s/u.test(head) ? "og" : "med";
  const promised = kept && kept !== gettable && /^\p{L}*garanti$/u.test(kept) ? `${joined} ${kept}` : kept;
  return [
    // What is offered, and the page's strongest fact: "Regnskap for små bedrifter – svar innen 24 timer";
    // the next one stands in when the guard drops the first
    parts.facts.map((item) => (head && !sharesWord(head, item.phrase) ? `${head} – ${item.phrase}` : null)),
    // What the reader avoids: "Fysioterapeut i Haugesund – uten henvisning fra lege"
    head && pain && short ? `${head} – uten ${pain}` : null,
    // The trade, plainly: "Trenger du rørlegger i Bergen?"
    said?.kind === "trade" && words(said.text).length >= 2 ? `Trenger ${subject} ${said.text}?` : null,
    // Experience: "Rørlegger i Bergen siden 1987", when the year is said of the whole offer
    head && since && words(head).length <= 5 && !/\bsiden\b/.test(head) && sinceFits(head, parts.sinceClause)
      ? `${head} siden ${since}`
      : null,
    // What the reader gets, where the page promises it: "Få fast pris og svar innen 24 timer"
    noun ? `Få ${noun}` : null,
    // What the reader can do with the company, where the page says so: "Med Tallhuset kan du …"
    brand && verb ? withBrand(brand, subject, verb, parts.benefitHelped === true) : null,
    // The page's own proof, opening with it: "Over 9 av 10 elever består oppkjøringen på første forsøk"
    parts.proofHeadline,
    // What is offered, and what it is: "Sjømat i Ålesund – fisk og skalldyr fra lokale fiskere"
    head && promised && !sharesWord(head, promised) && words(`${head} ${promised}`).length <= 12
      ? `${head} – ${promised}`
      : null,
  ];
}
