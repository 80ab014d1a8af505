import { displayUrl, pageKey } from "../../gather/crawl/site-url.ts";
import { list } from "../site/findings.ts";
import { defineCheck } from "../types.ts";
import { pagesRead } from "./site-text.ts";

// A form that asks for a fødselsnummer (decision 040). Personopplysningsloven § 12 lets a business
// process one only where it has an objective need for secure identification and the number is
// needed for it, and a number gone astray opens the way to identity theft. The rule cannot know
// the need, so it asks the owner to weigh it; it applies only where a form asks.

/** What a field asking for the number is named by: its label, hint, name or id. */
const NATIONAL_ID =
  /f(?:ø|o|oe)dselsn(?:ummer|r)|personn(?:ummer|r)|birth[_ -]?number|national[_ -]?id(?:entity)?[_ -]?(?:number|no)?\b|\bssn\b/i;

/** Does a field's naming ask for the number («Fødselsnummer (11 siffer)», name="birth_number")? */
export const asksForNationalId = (naming: string) => NATIONAL_ID.test(naming);

export const nationalIdInForms = defineCheck({
  id: "legal-national-id",
  category: "privacy",
  weight: 1,
  needs: ["finalUrl", "page", "crawl"],
  run: (artifacts) => {
    const site = new URL(artifacts.finalUrl);
    const seen = new Set<string>();
    const asking = pagesRead(artifacts).filter((read) => {
      const key = pageKey(read.url);
      if (seen.has(key) || !(read.formFields ?? []).some(asksForNationalId)) return false;
      seen.add(key);
      return true;
    });
    // No form asks: nothing to weigh, and no score either way.
    if (!asking.length) return { score: null, findings: [] };
    const where = asking.map((read) =>
      pageKey(read.url) === pageKey(site) ? "forsiden" : displayUrl(read.url, site),
    );
    const one = asking.length === 1;
    return {
      score: 0.5,
      findings: [
        {
          id: "legal-national-id-asked",
          severity: "warning",
          title: one ? "Skjemaet ber om fødselsnummer" : "Skjemaene ber om fødselsnummer",
          detail: `${one ? "Skjemaet" : "Skjemaene"} på ${list(where)} ber om fødselsnummer. Etter personopplysningsloven § 12 kan du bare behandle fødselsnummer når du har saklig behov for sikker identifisering, og nummeret er nødvendig for å få det til. Et fødselsnummer på avveie kan misbrukes til identitetstyveri.`,
          fix: "Fjern feltet hvis du ikke trenger nummeret. Trenger du det, be om det først når det trengs, og skriv i personvernerklæringen hvorfor du ber om det og hvor lenge du tar vare på det.",
        },
      ],
    };
  },
});
