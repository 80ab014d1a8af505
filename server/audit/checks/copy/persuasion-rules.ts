// Ogilvy's rules for the body copy: the reader before the company, specifics instead of
// superlatives, a clear next step and what others say. The advice follows the kind of site
// (headlines/kind.ts): a club is not told about customers and prices, and a health site is not
// told to publish patient quotes (helsepersonelloven § 13 asks health marketing to be sober).

import type { SiteKind } from "../../report/headlines/kind.ts";
import type { Finding } from "../../types.ts";
import { counted, listCounts, nb, quoteList, round1, short } from "./format.ts";
import { words } from "./readability.ts";
import { countPhrases, specifics, sum, testimonialQuotes, withoutQuotes } from "./text-signals.ts";
import type { CopyAnalysis, PageText } from "./types.ts";
import {
  PROOF_WORDS,
  STRONG_CTA_PHRASES,
  SUPERLATIVES,
  WE_WORDS,
  WEAK_CTA_PHRASES,
  YOU_WORDS,
} from "./word-lists.ts";

type Add = (finding: Finding) => void;
type Kind = SiteKind | null;

/** "Vi …" rewritten to start with the reader, in words that fit the kind of site. */
function readerExample(kind: Kind): string {
  switch (kind) {
    case "club":
      return "«Vi trener hver tirsdag» blir «Du kan trene med oss hver tirsdag»";
    case "health":
      return "«Vi har ledige timer» blir «Du får time innen en uke»";
    case "shop":
      return "«Vi tilbyr rask levering» blir «Du får varene innen to dager»";
    default:
      return "«Vi svarer raskt» blir «Du får svar innen en arbeidsdag»";
  }
}

/** Vi-words count as too many only with a clear margin over the du-words. */
const WE_MARGIN = 1.5;

export function readerFocusRules(
  text: string,
  totalWords: number,
  add: Add,
  kind: Kind = null,
): CopyAnalysis["readerFocus"] {
  const youWords = sum(countPhrases(text, YOU_WORDS));
  const weWords = sum(countPhrases(text, WE_WORDS));
  const ratio = weWords === 0 ? null : Math.round((youWords / weWords) * 100) / 100;
  if (weWords > WE_MARGIN * youWords) {
    const severe = weWords >= 2 * youWords && weWords >= 3;
    add({
      id: "reader-focus",
      severity: severe ? "problem" : "warning",
      title:
        kind === "club" || kind === "health"
          ? "Teksten handler mer om dere enn om leseren"
          : "Teksten handler mer om bedriften din enn om leseren",
      detail: `Teksten bruker «vi», «oss» og «vår» ${counted(weWords, "gang", "ganger")}, men «du», «deg» og «din» ${youWords === 0 ? "aldri" : `bare ${counted(youWords, "gang", "ganger")}`}. ${kind === "club" ? "Leseren vil vite hva man får ut av å være med, ikke bare hvem dere er." : "Leseren leter etter sitt eget utbytte, ikke etter hvem du er."}`,
      fix: `Skriv om setninger som starter med «Vi …» så de starter med leseren: ${readerExample(kind)}.`,
    });
  } else if (youWords === 0) {
    if (totalWords >= 30) {
      add({
        id: "reader-focus",
        severity: "warning",
        title: "Teksten snakker ikke direkte til leseren",
        detail: "Teksten har ingen «du», «deg» eller «din». Upersonlig tekst er lett å hoppe over.",
        fix:
          kind === "club"
            ? "Snakk til leseren som «du», og fortell hva man får ut av å være med."
            : "Snakk til leseren som «du» (eller «dere» til en bedrift), og fortell hva leseren får.",
      });
    }
  } else {
    add({
      id: "reader-focus",
      severity: "good",
      title: "Teksten snakker til leseren",
      detail: `Teksten bruker «du», «deg» og «din» ${counted(youWords, "gang", "ganger")} og «vi», «oss» og «vår» ${weWords === 0 ? "aldri" : counted(weWords, "gang", "ganger")}.`,
      fix: "Fortsett slik: start avsnitt med det leseren får.",
    });
  }
  return { youWords, weWords, ratio };
}

/** The numbers that would make the text concrete, for the kind of site. */
function factIdeas(kind: Kind): string {
  switch (kind) {
    case "club":
      return "hvor mange som er med, hva det koster å være med og hvilke aldersgrupper dere har";
    case "health":
      return "hvor lenge man venter på time, hva en time koster og hvor lenge den varer";
    case "food":
      return "hvor mange gjester dere har plass til, hva en rett koster og hvor lenge kjøkkenet er åpent";
    case "venue":
      return "hvor mange gjester lokalet har plass til og hva leien koster";
    default:
      return "hvor raskt du svarer, hvor mange kunder du har hjulpet og hva det koster";
  }
}

/** How often each fact stands in the text: "«1000» to ganger", not "two facts («1000»)". */
function tally(items: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(short(item), (counts.get(short(item)) ?? 0) + 1);
  return counts;
}

export function specificsRules(
  text: string,
  totalWords: number,
  add: Add,
  kind: Kind = null,
): CopyAnalysis["specifics"] {
  const specificList = specifics(text);
  const per100Words = totalWords === 0 ? 0 : round1((specificList.length / totalWords) * 100);
  const examples = [...new Set(specificList)].slice(0, 5);
  if (totalWords > 0) {
    if (specificList.length === 0) {
      add({
        id: "specifics",
        severity: "problem",
        title: "Teksten har ingen konkrete fakta",
        detail:
          "Teksten har ingen tall som sier hva leseren får. Årstall, telefonnumre og åpningstider teller ikke her. Jo mer konkret teksten er, jo mer troverdig blir den.",
        fix: `Bytt ut vage påstander med tall du kan stå for, for eksempel ${factIdeas(kind)}.`,
      });
    } else if (per100Words < 1) {
      add({
        id: "specifics",
        severity: "warning",
        title: "Teksten har for få konkrete tall",
        detail: `Teksten har ${counted(specificList.length, "konkret tall", "konkrete tall", "ett")} (${listCounts(tally(specificList), 3)}) i ${nb(totalWords)} ord, altså ${nb(per100Words)} per 100 ord. Målet er minst ett per 100 ord.`,
        fix: `Legg til flere tall du kan stå for, for eksempel ${factIdeas(kind)}.`,
      });
    } else {
      add({
        id: "specifics",
        severity: "good",
        title: "Teksten er konkret",
        detail: `Teksten har ${counted(specificList.length, "konkret tall", "konkrete tall", "ett")}${specificList.length === 1 ? ":" : ", blant annet"} ${quoteList(examples)} – ${nb(per100Words)} per 100 ord.`,
        fix: "Pass på at tallene stemmer og er oppdaterte.",
      });
    }
  }
  return { count: specificList.length, per100Words, examples };
}

/**
 * Superlatives in the page's own words: quoted text and testimonials are left out, since a
 * customer's words are not the business's claim.
 */
export function superlativeRules(
  text: string,
  totalWords: number,
  add: Add,
  testimonials: readonly string[] = [],
  kind: Kind = null,
): CopyAnalysis["superlatives"] {
  let own = withoutQuotes(text);
  for (const quoted of testimonials) if (quoted.trim()) own = own.split(quoted.trim()).join(" ");
  const superlativeCounts = countPhrases(own, SUPERLATIVES);
  const superlativeTotal = sum(superlativeCounts);
  const superlatives = [...superlativeCounts].map(([word, count]) => ({ word, count }));
  if (superlativeTotal > 0) {
    add({
      id: "superlatives",
      severity: superlativeTotal >= 3 ? "problem" : "warning",
      title: "Teksten bruker tomme superlativer",
      detail: `Teksten bruker ${listCounts(superlativeCounts)}. Slike ord koster ingenting å skrive, og leseren tror dem ikke.`,
      fix:
        kind === "club" || kind === "health"
          ? "Bytt ut hver superlativ med et bevis: et tall eller et eksempel leseren kan sjekke."
          : "Bytt ut hver superlativ med et bevis: i stedet for «markedsledende», skriv hvor mange kunder du har eller hva de oppnådde.",
    });
  } else if (totalWords > 0) {
    const hasFacts = specifics(text).length > 0;
    add({
      id: "superlatives",
      severity: "good",
      title: "Teksten har ingen tomme superlativer",
      detail: "Teksten unngår ord som «beste», «ledende» og «unik».",
      fix: hasFacts
        ? "Fortsett å la fakta gjøre jobben."
        : "Når du vil fremheve noe, bruk et tall eller et eksempel i stedet for et stort ord.",
    });
  }
  return superlatives;
}

/** Most words a button or link text has: a whole card's text is not a call to action. */
const CTA_MAX_WORDS = 6;

/** A link that leads somewhere: not "#", not "javascript:", not empty. */
export function hasRealTarget(href: string): boolean {
  const target = href.trim();
  return target !== "" && !target.startsWith("#") && !/^javascript:/i.test(target);
}

function ctaExamples(kind: Kind): { weak: string; none: string } {
  switch (kind) {
    case "club":
      return { weak: "«Meld deg på», «Bli medlem» eller «Bli med på trening»", none: "«Bli medlem»" };
    case "health":
      return { weak: "«Bestill time» eller «Ring oss»", none: "«Bestill time»" };
    case "food":
      return { weak: "«Bestill bord» eller «Ring oss»", none: "«Bestill bord»" };
    default:
      return {
        weak: "«Bestill gratis vurdering», «Få tilbud i dag» eller «Ring oss»",
        none: "«Bestill en gratis samtale» eller «Få tilbud»",
      };
  }
}

export function ctaRules(page: PageText, add: Add, kind: Kind = null): CopyAnalysis["cta"] {
  const buttons = page.formButtons ?? page.buttons;
  const links = page.links.filter((link) => hasRealTarget(link.href) && link.inNavigation !== true);
  const actionTexts = [...buttons, ...links.map((link) => link.text)]
    .map((item) => item.replace(/\s+/g, " ").trim())
    .filter((item) => item && words(item).length <= CTA_MAX_WORDS);
  const strong = new Set<string>();
  const weak = new Set<string>();
  for (const item of actionTexts) {
    if (countPhrases(item, WEAK_CTA_PHRASES).size > 0) weak.add(item);
    else if (countPhrases(item, STRONG_CTA_PHRASES).size > 0) strong.add(item);
  }
  const examples = ctaExamples(kind);
  if (strong.size > 0) {
    add({
      id: "cta",
      severity: "good",
      title: "Siden har en tydelig handlingsknapp",
      detail: `Siden ber leseren om å handle: ${quoteList([...strong])}.`,
      fix: "Sørg for at den viktigste knappen står synlig både øverst og nederst på siden.",
    });
  } else if (weak.size > 0) {
    add({
      id: "cta",
      severity: "warning",
      title: "Knappene sier ikke hva leseren får",
      detail: `Knappene og lenkene sier bare ${quoteList([...weak])}. Det forteller ikke leseren hva neste steg gir.`,
      fix: `Skriv knappen som en handling med utbytte: ${examples.weak}.`,
    });
  } else {
    add({
      id: "cta",
      severity: "problem",
      title: "Siden mangler en oppfordring til handling",
      detail:
        "Siden har ingen knapp eller lenke som ber leseren gjøre noe – som «kontakt», «bestill», «prøv» eller «meld deg på».",
      fix: `Avslutt siden med én tydelig knapp som sier hva leseren får: ${examples.none}.`,
    });
  }
  return { strong: [...strong], weak: [...weak] };
}

/** What others say on the page: testimonials the markup marks, and quoted sentences with a name. */
export function testimonialsOf(page: PageText, text: string): string[] {
  const marked = (page.testimonials ?? []).map((item) => item.replace(/\s+/g, " ").trim()).filter(Boolean);
  const quoted = testimonialQuotes(text).filter((quote) => !marked.some((item) => item.includes(quote)));
  return [...marked, ...quoted];
}

export function socialProofRules(
  text: string,
  add: Add,
  kind: Kind = null,
  testimonials: readonly string[] = testimonialQuotes(text),
): CopyAnalysis["socialProof"] {
  const proofSignals = [...countPhrases(text, PROOF_WORDS).keys()];
  const result = { quotes: testimonials.length, signals: proofSignals };
  if (kind === "health") {
    // No advice to publish what patients say: health marketing is to be sober and factual.
    add({
      id: "social-proof",
      severity: "info",
      title: "Fortell hva pasienten kan vente seg",
      detail:
        "På en helseside bygger saklig informasjon tillit: hva som skjer ved første time, hvor lenge man venter og hva det koster.",
      fix: "Skriv kort hva pasienten kan vente seg, med ventetid og pris der du kan.",
    });
    return result;
  }
  const club = kind === "club";
  const first = testimonials[0] ?? "";
  if (testimonials.length > 0) {
    add({
      id: "social-proof",
      severity: "good",
      title: "Siden viser hva andre sier",
      detail: `Siden har ${counted(testimonials.length, "sitat", "sitater", "ett")}${testimonials.length === 1 ? ":" : ", blant annet"} «${short(first)}»${/[.!?…]$/.test(short(first)) ? "" : "."}`,
      fix: club
        ? "Sett navn under hvert sitat – da blir sitatene troverdige."
        : "Sett navn under hvert sitat (og bedrift når kunden er en bedrift) – da blir sitatene troverdige.",
    });
  } else if (club) {
    // A club, a choir or a society is not told to collect customer quotes.
  } else if (proofSignals.length > 0) {
    add({
      id: "social-proof",
      severity: "warning",
      title: "Du nevner kunder, men lar dem ikke snakke",
      detail: `Teksten nevner ${quoteList(proofSignals)}, men siden har ingen sitater fra kunder.`,
      fix: "Legg inn et kort sitat fra en fornøyd kunde, med navn, nær handlingsknappen.",
    });
  } else {
    add({
      id: "social-proof",
      severity: "warning",
      title: "Siden har ingen kundesitater eller referanser",
      detail:
        "Siden har ingen sitater, omtaler eller referanser. Leserne tror mer på andre kunder enn på deg.",
      fix: "Legg inn ett eller to korte kundesitater med navn, eller vis til en kundehistorie.",
    });
  }
  return result;
}
