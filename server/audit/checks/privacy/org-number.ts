import { defineCheck, failed, passed, warned } from "../types.ts";
import { companyOfSite } from "./business-name.ts";
import { FORM_NAMES, inForetaksregisteret, pagesRead, siteText } from "./site-text.ts";

// The organisation number (decision 024). A business registered in Brønnøysund shows it on its web
// pages (foretaksregisterloven § 10-2 for AS, ASA, ANS, DA, NUF and SA; ehandelsloven § 8 for anyone selling
// online). It has nine digits and a mod-11 check digit; a typo in it sends customers and the
// authorities to the wrong company, or to none.

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];

/** Whether nine digits are a valid organisasjonsnummer (weights 3 2 7 6 5 4 3 2, mod 11). */
export function validOrgNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[8]);
}

// «Org.nr.», «Org nr», «Orgnr», «Org no», «Org.no.», «Organisasjonsnummer», «Foretaksnr.»,
// «MVA-nr.» (the VAT number is the org.nr.), and in a sentence: «Vårt org.nr. er …»; its digits
// in threes apart by a space, a dot or a hyphen («987-654-325»).
const LABELLED =
  /(?:\b(?:org(?:anisasjons)?|mva)\.?\s*-?\s*(?:n(?:umme)?r|no)\.?|\borganisasjonsnummer|\bforetaks(?:nummer|nr\.?))(?:\s+er)?\s*:?\s*(?:NO\s*)?((?:\d[\s\u00a0.-]?){8}\d)\b/gi;
const VAT = /\bNO\s?((?:\d[\s\u00a0]?){8}\d)\s?MVA\b/g;

/** The numbers the text calls an org.nr. (or a VAT number), as nine digits, each once. */
export function orgNumbersIn(text: string): string[] {
  const found = [...text.matchAll(LABELLED), ...text.matchAll(VAT)].map((match) =>
    (match[1] ?? "").replace(/\D/g, ""),
  );
  return [...new Set(found.filter((digits) => digits.length === 9))];
}

/** One digit nine times («000 000 000», «999 999 999»): a template's number, never assigned. */
export const placeholderOrgNumber = (digits: string) => /^(\d)\1{8}$/.test(digits);

export const formatOrgNumber = (digits: string) => digits.replace(/(\d{3})(\d{3})(\d{3})/, "$1 $2 $3");

export const orgNumber = defineCheck({
  id: "legal-org-number",
  category: "privacy",
  weight: 2,
  needs: ["finalUrl", "page", "crawl"],
  run: (artifacts) => {
    const pages = pagesRead(artifacts);
    const text = siteText(pages);
    const numbers = orgNumbersIn(text);
    // A business in Foretaksregisteret writes the number and the word together: where the number
    // is missing or a template's, one finding says both.
    const registered = () => {
      const company = companyOfSite(pages, artifacts);
      return company && inForetaksregisteret(company.form) ? company : null;
    };
    const placeholder = numbers.find(placeholderOrgNumber);
    if (placeholder) {
      const withWord = registered() && !/foretaksregisteret/i.test(text);
      return failed({
        id: "legal-org-number-invalid",
        severity: "problem",
        title: `Organisasjonsnummeret ${formatOrgNumber(placeholder)} står igjen fra en mal`,
        detail:
          "Nummeret er ikke ditt: det finnes ikke i Enhetsregisteret, så kunder og offentlige etater som slår det opp, finner ikke bedriften din.",
        fix: withWord
          ? "Skriv ditt eget organisasjonsnummer fra brreg.no, fulgt av ordet «Foretaksregisteret», på alle sidene der det står: «Org.nr. 999 999 999 Foretaksregisteret»."
          : "Skriv inn ditt eget organisasjonsnummer fra brreg.no på alle sidene der det står.",
      });
    }
    const invalid = numbers.filter((digits) => !validOrgNumber(digits));
    if (invalid.length)
      return failed({
        id: "legal-org-number-invalid",
        severity: "problem",
        title: `Organisasjonsnummeret ${formatOrgNumber(invalid[0] ?? "")} er ikke gyldig`,
        detail:
          "Kontrollsifferet stemmer ikke, så nummeret finnes ikke i Enhetsregisteret. Kunder og offentlige etater som slår det opp, finner ikke bedriften din.",
        fix: "Sjekk nummeret på brreg.no og rett det på alle sidene der det står.",
      });
    if (numbers.length)
      return passed({
        id: "legal-org-number-ok",
        severity: "good",
        title: "Organisasjonsnummeret står på nettstedet",
        detail: `Vi fant ${numbers.map(formatOrgNumber).join(" og ")}, med riktig kontrollsiffer.`,
        fix: "",
      });
    const company = registered();
    const withWord = company && !/foretaksregisteret/i.test(text);
    const finding = {
      id: "legal-org-number-missing",
      title: "Organisasjonsnummeret står ikke på nettstedet",
      detail: company
        ? `${company.name} er et ${FORM_NAMES[company.form]} og skal vise organisasjonsnummeret${withWord ? " og ordet «Foretaksregisteret»" : ""} på nettstedet sitt. Vi fant ${withWord ? "ingen av delene" : "ikke nummeret"} på sidene vi leste. Nummeret gjør det også lett for kunder å sjekke hvem de handler med.`
        : "Vi fant ikke noe organisasjonsnummer på sidene vi leste. Driver du en registrert virksomhet, skal nummeret stå på nettstedet, og det gjør det lett for kunder å sjekke hvem de handler med.",
      fix: withWord
        ? "Skriv «Org.nr. 999 999 999 Foretaksregisteret» med ditt eget nummer i bunnteksten, så står det på hver side."
        : "Skriv «Org.nr. 999 999 999» med ditt eget nummer i bunnteksten, så står det på hver side.",
    };
    return company
      ? failed({ ...finding, severity: "problem" })
      : warned({ ...finding, severity: "warning" }, 0.5);
  },
});
