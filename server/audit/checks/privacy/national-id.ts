import type { FormField } from "../../gather/page/page-data.ts";
import { list } from "../site/findings.ts";
import { defineCheck } from "../types.ts";
import { eachPageOnce, pageName, pagesRead } from "./site-text.ts";

// A form that asks for a fødselsnummer (decision 040). Personopplysningsloven § 12 lets a business
// process one only where it has an objective need for secure identification and the number is
// needed for it, and a number gone astray opens the way to identity theft. The rule cannot know
// the need, so it asks the owner to weigh it; it applies only where a form asks.

/** What a field asking for the number is named by: its label, hint, name or id. */
const NATIONAL_ID =
  /f(?:ø|o|oe)dselsn(?:ummer|r)|personn(?:ummer|r)|birth[_ -]?number|national[_ -]?id(?:entity)?[_ -]?(?:number|no)?\b|\bssn\b/i;

/** A hint that warns against the number rather than asking for it: «Ikke skriv fødselsnummer her». */
const WARNS = /(?:ikke|aldri|uten)\s(?:\S+\s){0,3}(?:f(?:ø|o|oe)dsels|person)n/i;
/** The fields a number is typed into; a checkbox, a list or a message field does not ask for one. */
const TYPED_IN = new Set(["text", "tel", "number", "password", "search"]);

/** Does a field ask for the number («Fødselsnummer (11 siffer)», name="birth_number")? */
export const asksForNationalId = ({ type, naming }: FormField) =>
  TYPED_IN.has(type) && NATIONAL_ID.test(naming) && !WARNS.test(naming);

export const nationalIdInForms = defineCheck({
  id: "legal-national-id",
  category: "privacy",
  weight: 1,
  needs: ["finalUrl", "page", "crawl"],
  run: (artifacts) => {
    const asking = eachPageOnce(pagesRead(artifacts)).filter((read) =>
      (read.formFields ?? []).some(asksForNationalId),
    );
    // No form asks: nothing to weigh, and no score either way.
    if (!asking.length) return { score: null, findings: [] };
    const where = asking.map((read) => pageName(read.url, artifacts.finalUrl));
    const one = asking.length === 1;
    return {
      score: 0.5,
      findings: [
        {
          id: "legal-national-id-asked",
          severity: "warning",
          title: one ? "Skjemaet ber om fødselsnummer" : "Skjemaene ber om fødselsnummer",
          detail: `${one ? "Skjemaet" : "Skjemaene"} på ${list(where)} ber om fødselsnummer. Etter personopplysningsloven § 12 kan fødselsnummer bare behandles når det er saklig behov for sikker identifisering, og metoden er nødvendig for å oppnå slik identifisering. Et fødselsnummer på avveie kan misbrukes til identitetstyveri.`,
          fix: "Fjern feltet hvis du ikke trenger nummeret. Trenger du det, så be om det bare der sikker identifisering er nødvendig, og skriv i personvernerklæringen hvorfor du ber om det og hvor lenge du lagrer det.",
        },
      ],
    };
  },
});
