// Ogilvy's rules for the body copy: the reader before the company, specifics instead of
// superlatives, a clear next step and what other customers say.

import type { Finding } from "../types.ts";
import { counted, listCounts, nb, quoteList, round1 } from "./format.ts";
import { countPhrases, quotes, specifics, sum } from "./text-signals.ts";
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

export function readerFocusRules(text: string, totalWords: number, add: Add): CopyAnalysis["readerFocus"] {
  const youWords = sum(countPhrases(text, YOU_WORDS));
  const weWords = sum(countPhrases(text, WE_WORDS));
  const ratio = weWords === 0 ? null : Math.round((youWords / weWords) * 100) / 100;
  if (weWords > youWords) {
    const severe = weWords >= 2 * youWords && weWords >= 3;
    add({
      id: "reader-focus",
      severity: severe ? "problem" : "warning",
      title: "Teksten handler mer om bedriften din enn om leseren",
      detail: `Teksten bruker «vi», «oss» og «vår» ${counted(weWords, "gang", "ganger")}, men «du», «deg» og «din» ${youWords === 0 ? "aldri" : `bare ${counted(youWords, "gang", "ganger")}`}. Leseren leter etter sitt eget utbytte, ikke etter hvem du er.`,
      fix: "Skriv om setninger som starter med «Vi …» så de starter med leseren: «Vi tilbyr rask levering» blir «Du får varene innen to dager».",
    });
  } else if (youWords === 0) {
    if (totalWords >= 30) {
      add({
        id: "reader-focus",
        severity: "warning",
        title: "Teksten snakker ikke direkte til leseren",
        detail: "Teksten har ingen «du», «deg» eller «din». Upersonlig tekst er lett å hoppe over.",
        fix: "Snakk til leseren som «du» (eller «dere» til en bedrift), og fortell hva leseren får.",
      });
    }
  } else {
    add({
      id: "reader-focus",
      severity: "good",
      title: "Teksten snakker til leseren",
      detail: `Teksten bruker «du», «deg» og «din» ${counted(youWords, "gang", "ganger")} og «vi», «oss» og «vår» ${weWords === 0 ? "aldri" : counted(weWords, "gang", "ganger")}.`,
      fix: "Fortsett slik: start avsnitt med det leseren får, ikke med hva du gjør.",
    });
  }
  return { youWords, weWords, ratio };
}

export function specificsRules(text: string, totalWords: number, add: Add): CopyAnalysis["specifics"] {
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
          "Teksten sier ikke hva det koster, hvor raskt du svarer eller hvor mange kunder du har hjulpet. Årstall, telefonnumre og åpningstider teller ikke her – de sier ikke hva kunden får. Ogilvy: jo mer konkret du er, jo mer troverdig blir du.",
        fix: "Bytt ut vage påstander med tall du kan stå for: hvor raskt du svarer, hvor mange kunder du har hjulpet, hva det koster og hva kundene har oppnådd.",
      });
    } else if (per100Words < 1) {
      add({
        id: "specifics",
        severity: "warning",
        title: "Teksten har for få konkrete tall",
        detail: `Teksten har ${counted(specificList.length, "konkret tall", "konkrete tall", "ett")} (${quoteList(examples)}) i ${nb(totalWords)} ord, altså ${nb(per100Words)} per 100 ord. Målet er minst ett per 100 ord.`,
        fix: "Legg til flere konkrete tall: svartid, antall kunder, priser eller resultater du kan dokumentere.",
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

export function superlativeRules(text: string, totalWords: number, add: Add): CopyAnalysis["superlatives"] {
  const superlativeCounts = countPhrases(text, SUPERLATIVES);
  const superlativeTotal = sum(superlativeCounts);
  const superlatives = [...superlativeCounts].map(([word, count]) => ({ word, count }));
  if (superlativeTotal > 0) {
    add({
      id: "superlatives",
      severity: superlativeTotal >= 3 ? "problem" : "warning",
      title: "Teksten bruker tomme superlativer",
      detail: `Teksten bruker ${listCounts(superlativeCounts)}. Slike ord koster ingenting å skrive, og leseren tror dem ikke.`,
      fix: "Bytt hver superlativ med et bevis: i stedet for «markedsledende», skriv hvor mange kunder du har eller hva de oppnådde.",
    });
  } else if (totalWords > 0) {
    add({
      id: "superlatives",
      severity: "good",
      title: "Teksten har ingen tomme superlativer",
      detail: "Teksten unngår ord som «beste», «ledende» og «unik».",
      fix: "Fortsett å la fakta gjøre jobben.",
    });
  }
  return superlatives;
}

export function ctaRules(page: PageText, add: Add): CopyAnalysis["cta"] {
  const actionTexts = [...page.buttons, ...page.links.map((link) => link.text)]
    .map((item) => item.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const strong = new Set<string>();
  const weak = new Set<string>();
  for (const item of actionTexts) {
    if (countPhrases(item, WEAK_CTA_PHRASES).size > 0) weak.add(item);
    else if (countPhrases(item, STRONG_CTA_PHRASES).size > 0) strong.add(item);
  }
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
      fix: "Skriv knappen som en handling med utbytte: «Bestill gratis vurdering», «Få tilbud i dag» eller «Ring oss».",
    });
  } else {
    add({
      id: "cta",
      severity: "problem",
      title: "Siden mangler en oppfordring til handling",
      detail:
        "Siden har ingen knapp eller lenke som ber leseren gjøre noe – som «kontakt», «bestill», «prøv» eller «få tilbud».",
      fix: "Avslutt siden med én tydelig knapp som sier hva leseren får: «Bestill en gratis samtale» eller «Få tilbud».",
    });
  }
  return { strong: [...strong], weak: [...weak] };
}

export function socialProofRules(text: string, add: Add): CopyAnalysis["socialProof"] {
  const quoteList_ = quotes(text);
  const proofSignals = [...countPhrases(text, PROOF_WORDS).keys()];
  if (quoteList_.length > 0) {
    add({
      id: "social-proof",
      severity: "good",
      title: "Siden viser hva andre sier",
      detail: `Siden har ${counted(quoteList_.length, "sitat", "sitater", "ett")}${quoteList_.length === 1 ? ":" : ", blant annet"} «${quoteList_[0]}»${/[.!?…]$/.test(quoteList_[0] ?? "") ? "" : "."}`,
      fix: "Sett navn, rolle og bedrift under hvert sitat – det gjør det troverdig.",
    });
  } else if (proofSignals.length > 0) {
    add({
      id: "social-proof",
      severity: "warning",
      title: "Du nevner kunder, men lar dem ikke snakke",
      detail: `Teksten nevner ${quoteList(proofSignals)}, men har ingen sitater fra kunder.`,
      fix: "Legg inn et kort sitat fra en fornøyd kunde, med navn og bedrift, nær handlingsknappen.",
    });
  } else {
    add({
      id: "social-proof",
      severity: "warning",
      title: "Siden har ingen kundesitater eller referanser",
      detail:
        "Siden har ingen sitater, omtaler eller referanser. Ogilvy: leserne tror mer på andre kunder enn på deg.",
      fix: "Legg inn ett eller to korte kundesitater med navn, eller vis til en kundehistorie.",
    });
  }
  return { quotes: quoteList_.length, signals: proofSignals };
}
