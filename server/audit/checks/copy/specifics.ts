// Ogilvy: specifics instead of superlatives. A number the reader can check is believed; «beste»
// and «markedsledende» cost nothing to write and are not.

import { isSociety, type SiteKind } from "../../report/headlines/kind.ts";
import type { Finding } from "../../types.ts";
import { counted, listCounts, nb, round1, short, someCounted } from "./format.ts";
import { copyCheck, type PageCopy } from "./page-copy.ts";
import { countPhrases, specifics, sum, withoutQuotes } from "./text-signals.ts";
import { SUPERLATIVES } from "./word-lists.ts";

type Kind = SiteKind | null;

/** The numbers that would make the text concrete, for the kind of site. */
function factIdeas(kind: Kind): string {
  switch (kind) {
    case "club":
      return "hvor mange som er med, hva det koster å være med og hvilke aldersgrupper dere har";
    case "housing":
      return "hvor mange boliger dere har, når styret svarer på henvendelser og når neste dugnad er";
    case "health":
      return "hvor lenge man venter på time, hva en time koster og hvor lenge den varer";
    case "food":
      // not when the kitchen is open: opening hours do not count here, as the finding says
      return "hvor mange gjester du har plass til og hva en rett koster";
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

/** At most three facts, each with how often it stands; «blant annet» when there are more. */

function specificsFinding({ text, words: totalWords, kind }: PageCopy): Finding {
  const specificList = specifics(text);
  const per100Words = round1((specificList.length / totalWords) * 100);
  if (specificList.length === 0) {
    return {
      id: "specifics",
      severity: "problem",
      title: "Teksten har ingen tall som viser hva leseren får",
      detail:
        "Teksten har ingen tall som sier hva leseren får. Årstall, telefonnumre og åpningstider teller ikke her. Jo mer konkret teksten er, jo mer troverdig blir den.",
      fix: `Bytt ut vage påstander med tall du kan stå for, for eksempel ${factIdeas(kind)}.`,
    };
  }
  if (per100Words < 1) {
    return {
      id: "specifics",
      severity: "warning",
      title: "Teksten har for få konkrete tall",
      detail: `Teksten har ${counted(specificList.length, "konkret tall", "konkrete tall", "ett")} (${someCounted(tally(specificList))}) i ${nb(totalWords)} ord, altså ${nb(per100Words)} per 100 ord. Målet er minst ett per 100 ord.`,
      fix: `Legg til flere tall du kan stå for, for eksempel ${factIdeas(kind)}.`,
    };
  }
  // A number with its unit says what it counts («30 %»); a bare one («11,5») only on its page.
  const bare = (fact: string) => Number(/^[\d\s\u00a0.,/+–-]+$/.test(fact));
  // each fact once, with how often it stands: «3 750 kr» to ganger, not two facts of which one is shown
  const examples = tally([...specificList].sort((a, b) => bare(a) - bare(b)));
  return {
    id: "specifics",
    severity: "good",
    title: "Teksten er konkret",
    detail: `Teksten har ${counted(specificList.length, "konkret tall", "konkrete tall", "ett")}${examples.size > 3 ? "," : ":"} ${someCounted(examples)} – ${nb(per100Words)} per 100 ord.`,
    fix: "Pass på at tallene stemmer og er oppdaterte.",
  };
}

export const concreteFacts = copyCheck("copy-specifics", (copy) => [specificsFinding(copy)]);

/**
 * Superlatives in the page's own words: quoted text and testimonials are left out, and so are the
 * titles of the review cards («Beste tannlegen i byen»), since a customer's words are not the
 * business's claim.
 */
function superlativeFinding({ text, testimonials, kind, page }: PageCopy): Finding {
  let own = withoutQuotes(text);
  for (const quoted of [...testimonials, ...(page.reviewLabels ?? [])])
    if (quoted.trim()) own = own.split(quoted.trim()).join(" ");
  const superlativeCounts = countPhrases(own, SUPERLATIVES);
  const superlativeTotal = sum(superlativeCounts);
  if (superlativeTotal > 0) {
    return {
      id: "superlatives",
      severity: superlativeTotal >= 3 ? "problem" : "warning",
      title: "Teksten bruker tomme superlativer",
      detail: `Teksten bruker ${listCounts(superlativeCounts)}. Slike ord koster ingenting å skrive, og leseren tror dem ikke.`,
      fix:
        isSociety(kind) || kind === "health"
          ? "Bytt ut hver superlativ med et bevis: et tall eller et eksempel leseren kan sjekke."
          : "Bytt ut hver superlativ med et bevis: i stedet for «markedsledende», skriv hvor mange kunder du har eller hva de oppnådde.",
    };
  }
  const hasFacts = specifics(text).length > 0;
  return {
    id: "superlatives",
    severity: "good",
    title: "Teksten har ingen tomme superlativer",
    detail: "Teksten unngår ord som «beste», «ledende» og «unik».",
    fix: hasFacts
      ? "La fakta fortsatt tale for seg selv."
      : "Når du vil fremheve noe, bruk et tall eller et eksempel i stedet for et stort ord.",
  };
}

export const superlatives = copyCheck("copy-superlatives", (copy) => [superlativeFinding(copy)]);
