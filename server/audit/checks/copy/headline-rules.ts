// Ogilvy: five times as many people read the headline as the body copy, so it must promise the
// reader something — ideally with a number or news.

import { joinAnd } from "#app/lib/format-nb.ts";
import { exampleHeadline } from "../../report/headlines/example.ts";
import { isSociety, siteKind, societyHeadline } from "../../report/headlines/kind.ts";
import { GLUED, SECTION_NAMES, unglue, withoutH1 } from "../../report/headlines/offer.ts";
import { lower, tokens } from "../../report/headlines/phrase.ts";
import type { Finding } from "../../types.ts";
import { counted, short, someOf } from "./format.ts";
import { copyCheck } from "./page-copy.ts";
import { words } from "./readability.ts";
import { countPhrases, specifics, titleHead, titleSegments } from "./text-signals.ts";
import type { PageText } from "./types.ts";
import { BENEFIT_WORDS, NEWS_PHRASES } from "./word-lists.ts";

// Greetings and page names in front of a headline, and the lower-case words that are part of a
// name ("Fjordvik kommune", "Solsikken barnehage", "Berg og Sønn").
const GREETING =
  /^(?:(?:hei|hallo),?\s+og\s+)?(?:velkommen(?:\s+til)?|hjem|forside|startside|hjemmeside|home|welcome|hei|hallo)(?![\p{L}])/iu;
const NAME_WORDS = new Set("og kommune fylkeskommune barnehage idrettslag gård as".split(" "));
// Small words that make a phrase of a text in capitals: a name seldom has them.
const SMALL_WORDS = new Set(
  "for i til med på av fra om en et ei er du deg din vi oss vår hva hvor når slik klar ny nytt nye".split(
    " ",
  ),
);

/**
 * True when the headline promises nothing: a greeting, a page name or only a name ("Velkommen",
 * "Hjem", "Velkommen til Berg & Sønn", "Tallkraft"), whatever numbers the rest of the page holds.
 * A lower-case word ("Rørlegger i Bergen") says at least what is offered.
 */
export function promisesNothing(headline: string): boolean {
  if (specifics(headline).length > 0) return false;
  if (countPhrases(headline, BENEFIT_WORDS).size > 0) return false;
  const rest = words(headline.trim().replace(GREETING, ""));
  // Text in capitals ("KLAR FOR SESONGEN?") is not a name by itself: read it in lower case, and
  // take it for a name only when it has no small word a name seldom has.
  if (rest.length > 0 && rest.every((word) => word === word.toLocaleUpperCase("nb"))) {
    const lowered = rest.map((word) => word.toLocaleLowerCase("nb"));
    return !(lowered.length >= 4 || lowered.some((word) => SMALL_WORDS.has(word)));
  }
  return rest.every((word) => /^[\p{Lu}\d]/u.test(word) || NAME_WORDS.has(word));
}

/**
 * A headline that opens with the reader's possessive and the business's trade: «Din tannlege på
 * …», «Ditt verksted i …». It says whose the business is, not what the reader gets; «svar fra dine
 * egne dokumenter» says what the reader gets.
 */
const OPENS_WITH_POSSESSIVE = /^(din|ditt|dine|deres)\s/iu;
/** The possessive a headline opens with, in lower case («din»), or undefined. */
const openingPossessive = (headline: string) =>
  OPENS_WITH_POSSESSIVE.exec(headline.trim())?.[1]?.toLowerCase();
/** «uten skjulte kostnader»: what the reader is spared, up to three words (not «uten tvil»). */
const SPARED = /(?<![\p{L}])uten\s+(?!tvil(?![\p{L}]))\p{L}+(?:\s+\p{L}+){0,2}/iu;
/** «siden 1992»: how long the business has done what the headline offers, a fact the reader can weigh. */
const SINCE_YEAR = /(?<![\p{L}])siden\s+(?:1[89]|20)\d\d(?!\d)/iu;
/** «rapport samme dag»: how fast, without a number. */
const SAME_DAY = /(?<![\p{L}])samme\s+dag(?![\p{L}])/iu;
/** «2 års garanti», «fornøydgaranti»: a guarantee is a promise. */
const GUARANTEE = /(?<![\p{L}-])[\p{L}-]*garanti(?:en)?(?![\p{L}])/iu;

/**
 * What in a headline points to what the reader gets, as the report quotes it: the reader's own
 * words («du», «få», «gratis» …), a concrete number, what the reader is spared, since when, a
 * guarantee, «samme dag». None, and the headline promises the reader nothing. The suggestions are held to
 * this too: the report never proposes a headline it would fault on the same page.
 */
export function promiseSignals(headline: string): string[] {
  const found = [...countPhrases(headline, BENEFIT_WORDS).keys()];
  // «Din tannlege på …» says whose dentist, not what the reader gets: that possessive alone is no promise
  const opening = openingPossessive(headline);
  const reader = found.length === 1 && found[0] === opening ? [] : found;
  const signals = reader.slice(0, 4).map((word) => `«${word}»`);
  for (const pattern of [SPARED, SINCE_YEAR, GUARANTEE, SAME_DAY]) {
    const found = pattern.exec(headline)?.[0];
    // the years count beside the offer («Rørlegger i Bergen siden 1987»), not beside a name alone
    const alone = pattern === SINCE_YEAR && found && promisesNothing(headline.replace(found, ""));
    if (found && !alone) signals.push(`«${lower(found)}»`);
  }
  if (specifics(headline).length > 0) signals.push("et konkret tall");
  return signals;
}

/**
 * The part of the title that stands for a missing h1: the first that says more than a name
 * («Renhold Lillevik AS – Din renholdspartner i Lillevik» gives the second), else the first that is
 * not a page's name («Hjem|Firma» gives «Firma»).
 */
function titleHeadline(title: string): string {
  return titleSegments(title).find((segment) => !promisesNothing(segment)) ?? titleHead(title);
}

/** ", for eksempel «…»" with an example that fits the kind of site, or nothing (a club, an unknown kind). */
function forExample(page: PageText): string {
  const example = exampleHeadline(page);
  return example ? `, for eksempel «${example}»` : "";
}

/**
 * The page's headline among its h1s: the first, but past a logo set as an h1 before it (the site's
 * name alone, which the title holds as whole words too).
 */
export function mainH1(page: PageText): string | undefined {
  const h1s = page.h1.map((item) => item.trim()).filter(Boolean);
  const title = ` ${tokensOf(page.title ?? "")} `;
  const logo = (h1: string) =>
    promisesNothing(h1) && words(h1).length <= 4 && title.includes(` ${tokensOf(h1)} `);
  return h1s.find((h1, index) => index === h1s.length - 1 || !logo(h1));
}

const tokensOf = (text: string) => tokens(text).join(" ");

/** Words as a headline's length is counted: «Sameiet Storgata 5» is three, a number counts as one. */
export const headlineWordCount = (text: string) =>
  text.split(/\s+/).filter((token) => /[\p{L}\d]/u.test(token)).length;

/** The longest headline the length finding calls fine; suggestions are held to it too. */
export const MAX_HEADLINE_WORDS = 12;

/**
 * A page without an h1 often shows a headline all the same, marked as an h2 («Velkommen til
 * Solbakken» at the top): its first heading, when that is an h2 of three words or more and no
 * section's name («Om oss», «Kontakt», «Tjenester:»). Null otherwise.
 */
function headlineMarkedH2(page: PageText): string | null {
  const first = page.firstHeading;
  if (first?.level !== 2 || headlineWordCount(first.text) < 3) return null;
  return /:$/.test(first.text) || SECTION_NAMES.test(first.text) ? null : first.text;
}

/** Does the page show this text as one of its other headings (an h2 or below)? */
const shownAsHeading = (page: PageText, text: string) =>
  page.headings.some((heading) => lower(heading.trim()) === lower(text.trim()));

/**
 * How to give a page without an h1 one: mark the h2 that may already stand at the top as the h1,
 * or add one. `says` is what a club's headline says; null for a business.
 */
function noH1Fix(page: PageText, says: string | null, title: string): string {
  // the title's words on the page already: that heading is the one to mark
  if (shownAsHeading(page, title))
    return `Gjør overskriften «${short(title)}» til h1, og la den si ${says ?? "hva leseren får"}.`;
  const h2 = headlineMarkedH2(page);
  if (h2)
    return `Sidens første overskrift, «${short(h2)}», er merket som h2. Er det den som står øverst, gjør den til h1, og la den si ${says ?? "hva leseren får"}.`;
  return says
    ? `Legg til én synlig h1 øverst på siden som sier ${says}.`
    : "Legg til én synlig h1 øverst på siden med løftet ditt til leseren.";
}

/** What the headline (the main h1, else the title's first part) promises the reader. */
function headlineFindings(page: PageText): Finding[] {
  const findings: Finding[] = [];
  const add = (finding: Finding) => findings.push(finding);
  const kind = siteKind(page);
  const club = isSociety(kind);
  const firstH1 = mainH1(page);
  // words a line break in the markup ran together, parted again where the page shows how
  const h1 = firstH1 && unglue(firstH1, withoutH1(page, page.bodyText));
  const fromTitle = titleHeadline(page.title);
  const headlineText = h1 ?? fromTitle;
  const source = h1 ? "h1" : fromTitle ? "title" : "none";
  const headlineWords = headlineWordCount(headlineText);
  const signals = promiseSignals(headlineText);
  // «Din tannlege på …»: the reader is named, but promised nothing (promiseSignals)
  const possessive = openingPossessive(headlineText);
  const newsWords = [...countPhrases(headlineText, NEWS_PHRASES).keys()];
  // Words the markup ran together ("tjenesteri Byen" from a line break) are neither quoted nor
  // counted: the reader would see a headline the page does not show.
  const glued = GLUED.test(headlineText);
  const named = glued ? "Overskriften" : `«${short(headlineText)}»`;

  // An h1 empty as served: the visitor may see a headline a script writes in, which we cannot read,
  // so the title is not judged in its place
  if (!h1 && (page.emptyH1 ?? 0) > 0) {
    add({
      id: "headline-h1-empty",
      severity: "warning",
      title: "Overskriften står ikke i HTML-en",
      detail:
        "Teksten i overskriften står ikke i siden slik den sendes, så vi kunne ikke lese hva den lover leseren.",
      fix: club
        ? `Skriv overskriften rett i HTML-en, og la den si ${societyHeadline(kind)}.`
        : "Skriv overskriften rett i HTML-en, og la den si hva du tilbyr og hva leseren får.",
    });
    return findings;
  }
  if (source === "none") {
    add({
      id: "headline-missing",
      severity: "problem",
      title: "Siden mangler en overskrift",
      detail:
        "Siden har verken en hovedoverskrift (h1) eller en sidetittel. Ogilvy regnet med at fem ganger så mange leser overskriften som brødteksten – uten overskrift mister du de fleste leserne.",
      fix: club
        ? `Skriv én h1 øverst på siden som sier ${societyHeadline(kind)}.`
        : `Skriv én h1 øverst på siden som sier hva du tilbyr og hva leseren får${forExample(page)}.`,
    });
  } else {
    if (source === "title") {
      const wholeTitle = headlineText === page.title.trim();
      add({
        id: "headline-no-h1",
        severity: "warning",
        title: "Siden mangler en synlig hovedoverskrift (h1)",
        detail: `Vi brukte ${wholeTitle ? "sidetittelen" : "en del av sidetittelen,"} «${short(headlineText)}»${wholeTitle ? "" : ","} som overskrift, ${shownAsHeading(page, headlineText) ? "og den står også på siden, men som en mindre overskrift, ikke som h1." : "men sidetittelen vises bare i nettleserfanen og i søkeresultatene."}`,
        fix: noH1Fix(page, club ? societyHeadline(kind) : null, headlineText),
      });
    }
    if (glued || source === "title") {
      // no length verdict on words the markup ran together, nor on a title standing in for an h1:
      // the visitor sees no headline, and «Behold lengden» beside «mangler en h1» contradicts it
    } else if (headlineWords > MAX_HEADLINE_WORDS) {
      add({
        id: "headline-length",
        severity: "warning",
        title: "Overskriften er lang",
        detail: `${named} har ${headlineWords} ord. Lange overskrifter blir skumlest, og løftet drukner.`,
        fix: "Kort den ned til 12 ord eller færre, og behold bare det viktigste løftet. Resten kan stå i ingressen.",
      });
    } else if (headlineWords < 3) {
      add({
        id: "headline-length",
        severity: "warning",
        title: "Overskriften er for kort til å love noe",
        detail: `${named} er bare ${counted(headlineWords, "ord", "ord", "ett")}. ${headlineWords === 1 ? "Et navn eller et enkelt ord sier ikke" : "Så få ord sier sjelden"} hva leseren får.`,
        fix: "Skriv en overskrift på 3–12 ord som sier hvem siden er for og hva leseren får ut av den.",
      });
    } else {
      add({
        id: "headline-length",
        severity: "good",
        title: "Overskriften har en god lengde",
        detail: `${named} har ${headlineWords} ord – kort nok til å leses på et øyeblikk.`,
        fix: "Behold lengden når du tester nye varianter.",
      });
    }
    if (signals.length > 0) {
      add({
        id: "headline-benefit",
        severity: "good",
        title: "Overskriften snakker om leserens utbytte",
        detail: `Overskriften har ${joinAnd(signals)} – det peker mot det leseren får.`,
        fix: "Sjekk at løftet er konkret: hva får leseren, og hvor raskt?",
      });
    } else if (promisesNothing(headlineText)) {
      add({
        id: "headline-benefit",
        severity: "problem",
        title: source === "title" ? "Sidetittelen lover ingenting" : "Overskriften lover ingenting",
        // «sier ikke hva du tilbyr» is untrue of a name that says the trade («Lillevik Regnskap»); a
        // title is no headline the visitor reads on the page, but the first line of a search result
        detail:
          source === "title"
            ? `${named} sier ikke hva leseren får. Sidetittelen er det søkeresultatet viser først, og her er den bare en hilsen eller et navn.`
            : `${named} sier ikke hva leseren får. Overskriften er det de fleste leser. Her er den bare en hilsen eller et navn.`,
        // a title keeps the name, at its end; a headline leaves it to the logo
        fix:
          source === "title"
            ? `Skriv en sidetittel som sier ${club ? societyHeadline(kind) : `hva du tilbyr og hva kunden får${forExample(page)}`}, med navnet til slutt.`
            : club
              ? `Skriv en overskrift som sier ${societyHeadline(kind)}. Navnet kan stå i logoen.`
              : `Skriv en overskrift som sier hva du tilbyr og hva kunden får${forExample(page)}. Firmanavnet kan stå i logoen.`,
      });
    } else {
      add({
        id: "headline-benefit",
        severity: "warning",
        title:
          source === "title" ? "Sidetittelen lover ikke leseren noe" : "Overskriften lover ikke leseren noe",
        detail: possessive
          ? `${named} snakker til leseren («${possessive}»), men sier ikke hva leseren får: ingen tall og ingen ord som «få», «spar», «enklere» eller «slik».`
          : `${named} mangler et tydelig utbytte for leseren: ingen tall og ingen ord som «få», «spar», «enklere», «slik» eller «du».`,
        fix: club
          ? `Skriv om overskriften så den sier ${kind === "housing" ? societyHeadline(kind) : "hva dere driver med og hvordan man blir med"}.`
          : `Skriv om overskriften så den sier hva leseren får${forExample(page)}. Bruk et tall fra siden hvis du har et.`,
      });
    }
    if (newsWords.length > 0) {
      add({
        id: "headline-news",
        severity: "good",
        title: "Overskriften har nyhetsverdi",
        detail: `Overskriften bruker ${someOf(newsWords)}. Ogilvy fant at overskrifter med nyheter blir lest av flere.`,
        fix: "Bruk nyhetsord bare når det faktisk er noe nytt, og bytt dem ut når nyheten er gammel.",
      });
    }
  }

  return findings;
}

export const headline = copyCheck("copy-headline", ({ page }) => headlineFindings(page));
