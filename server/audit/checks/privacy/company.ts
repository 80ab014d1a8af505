import { defineCheck, failed, passed, warned } from "../types.ts";
import { businessName } from "./business-name.ts";
import { companyForm, pagesRead, siteText } from "./site-text.ts";

// Who is behind the site (decision 024): "Foretaksregisteret" beside the org.nr. of an AS, ASA or NUF
// (the Brønnøysund registers' rule for business documents and web pages, foretaksregisterloven
// § 10-2), and the name, address and e-mail ehandelsloven § 8 asks every service provider to show.

export const foretaksregisteret = defineCheck({
  id: "legal-foretaksregisteret",
  category: "privacy",
  weight: 1,
  needs: ["finalUrl", "page", "crawl"],
  run: (artifacts) => {
    const text = siteText(pagesRead(artifacts));
    const company = companyForm(text);
    if (!company) return { score: null, findings: [] };
    if (/foretaksregisteret/i.test(text))
      return passed({
        id: "legal-foretaksregisteret-ok",
        severity: "good",
        title: "«Foretaksregisteret» står ved foretaksnavnet",
        detail: `${company.name} viser at foretaket er registrert i Foretaksregisteret, slik reglene krever.`,
        fix: "",
      });
    return failed({
      id: "legal-foretaksregisteret-missing",
      severity: "problem",
      title: "Ordet «Foretaksregisteret» mangler",
      detail: `Et ${company.form} skal skrive «Foretaksregisteret» sammen med organisasjonsnummeret på nettsidene sine, ikke bare nummeret. Vi fant ${company.name}, men ikke ordet.`,
      fix: "Skriv for eksempel «Org.nr. 123 456 789 Foretaksregisteret» i bunnteksten.",
    });
  },
});

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** A Norwegian postal address: a four-digit postcode before a place name ("4006 Stavanger"). */
const POSTCODE = /\b\d{4}\s+[A-ZÆØÅ][a-zæøåA-ZÆØÅ-]+/;

export const contactDetails = defineCheck({
  id: "legal-contact",
  category: "privacy",
  weight: 1,
  needs: ["finalUrl", "page", "crawl"],
  run: (artifacts) => {
    const pages = pagesRead(artifacts);
    const text = siteText(pages);
    const hasEmail =
      EMAIL.test(text) || pages.some((read) => read.links.some((link) => link.href.startsWith("mailto:")));
    const missing = [
      ...(businessName(pages, artifacts) || /org\.?\s*n/i.test(text) ? [] : ["navnet på virksomheten"]),
      ...(POSTCODE.test(text) ? [] : ["en postadresse med postnummer"]),
      ...(hasEmail ? [] : ["en e-postadresse"]),
    ];
    if (!missing.length)
      return passed({
        id: "legal-contact-ok",
        severity: "good",
        title: "Navn, adresse og e-post er lett å finne",
        detail:
          "Besøkende ser hvem som står bak nettsiden og hvordan de når dere, slik ehandelsloven krever.",
        fix: "",
      });
    const finding = {
      id: "legal-contact-missing",
      severity: "warning" as const,
      title: missing.length === 1 ? "En kontaktopplysning mangler" : "Kontaktopplysninger mangler",
      detail: `Vi fant ikke ${missing.length > 1 ? `${missing.slice(0, -1).join(", ")} eller ${missing.at(-1)}` : missing[0]} på sidene vi leste. Ehandelsloven § 8 krever at den som tilbyr tjenester på nett, viser navn, geografisk adresse og e-postadresse, og kunder stoler mer på en side som sier hvem som står bak.`,
      fix: "Legg navn, besøks- eller postadresse og e-postadresse i bunnteksten, så står de på hver side.",
    };
    return missing.length === 3
      ? failed({ ...finding, severity: "problem" })
      : warned(finding, 1 - missing.length / 3);
  },
});
