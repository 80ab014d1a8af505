// Ogilvy: readers believe other customers more than they believe you. The advice follows the kind
// of site (headlines/kind.ts): a club is not told to collect customer quotes, and a health site is
// not told to publish patient quotes (helsepersonelloven § 13 asks health marketing to be sober).

import { joinAnd } from "#app/lib/format-nb.ts";
import { isSociety } from "../../report/headlines/kind.ts";
import type { Finding } from "../../types.ts";
import { counted, quoted, someOf } from "./format.ts";
import { copyCheck, type PageCopy } from "./page-copy.ts";
import { countPhrases } from "./text-signals.ts";
import { PROOF_WORDS } from "./word-lists.ts";

/** What a patient wants to know before the first visit, and how a page says it. */
const HEALTH_FACTS = [
  { what: "hva som skjer ved første time", said: /første\s+(?:time|besøk|konsultasjon|samtale|gang)/iu },
  {
    what: "hvor lenge man venter",
    said: /ventetid|vente\s+(?:opptil|inntil|i|på)\s|ventelist|time\s+(?:innen|samme)/iu,
  },
  { what: "hva det koster", said: /\d\s?(?:kr|kroner|,-)|\bkr\.?\s?\d|egenandel|prisliste|gratis/iu },
];

function socialProofFindings({ text, kind, testimonials }: PageCopy): Finding[] {
  if (kind === "health") {
    // No advice to publish what patients say: health marketing is to be sober and factual. Only
    // what we did not find is asked for: a clinic that gives its waiting time is not told to.
    const missing = HEALTH_FACTS.filter(({ said }) => !said.test(text)).map(({ what }) => what);
    if (missing.length === 0) return [];
    return [
      {
        id: "social-proof",
        severity: "info",
        title: "Fortell hva pasienten kan vente seg",
        detail: `På en helseside bygger saklig informasjon tillit. Vi fant ingenting på siden om ${joinAnd(missing, "eller")}.`,
        fix: `Skriv kort ${joinAnd(missing)}, der du kan.`,
      },
    ];
  }
  const club = isSociety(kind);
  if (testimonials.length > 0) {
    // a review the page wraps whole in its own quotation marks gets ours alone: «Rask hjelp!»
    const review = testimonials[0] ?? "";
    const first = quoted(/^["“„«]([^"“”„«»]*)["”»]$/u.exec(review)?.[1] ?? review);
    return [
      {
        id: "social-proof",
        severity: "good",
        title: "Siden viser hva andre sier",
        // «Vi fant»: a review the page sets without quotation marks or markup is not counted
        detail: `Vi fant ${counted(testimonials.length, "sitat", "sitater", "ett")} på siden${testimonials.length === 1 ? ":" : ", blant annet"} ${first}${/[.!?…]’?»$/.test(first) ? "" : "."}`,
        fix: club
          ? "Et sitat med fullt navn er det mest troverdige: la navnet stå under hvert sitat."
          : "Et sitat med fullt navn, og bedrift når kunden er en bedrift, er det mest troverdige: la navnet stå under hvert sitat.",
      },
    ];
  }
  // A club, a choir or a society is not told to collect customer quotes.
  if (club) return [];
  const proofSignals = [...countPhrases(text, PROOF_WORDS).keys()];
  if (proofSignals.length > 0) {
    return [
      {
        id: "social-proof",
        severity: "warning",
        title: "Du nevner kunder, men lar dem ikke snakke",
        detail: `Teksten nevner ${someOf(proofSignals)}, men vi fant ingen sitater fra kunder på siden.`,
        fix: "Legg inn et kort sitat fra en fornøyd kunde, med navn, nær handlingsknappen.",
      },
    ];
  }
  return [
    {
      id: "social-proof",
      severity: "warning",
      title: "Siden har ingen kundesitater eller referanser",
      detail:
        "Vi fant ingen sitater fra kunder, ingen omtaler og ingen referanser på siden. Leserne tror mer på andre kunder enn på deg.",
      fix: "Legg inn ett eller to korte kundesitater med navn, eller vis til en kundehistorie.",
    },
  ];
}

export const socialProof = copyCheck("copy-social-proof", socialProofFindings);
