import { defineCheck, failed, passed, warned } from "../types.ts";
import { businessName } from "./business-name.ts";
import { emailIn, postalAddressIn } from "./contact.ts";
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

export const contactDetails = defineCheck({
  id: "legal-contact",
  category: "privacy",
  weight: 1,
  needs: ["finalUrl", "page", "crawl"],
  run: (artifacts) => {
    const pages = pagesRead(artifacts);
    const text = siteText(pages);
    // The start page's closed dialogs too: a footer link often opens the contact details in one.
    const contactText = `${text}\n${artifacts.page.dialogText ?? ""}`;
    const hrefs = pages.flatMap((read) => read.links.map((link) => link.href));
    const missing = [
      ...(businessName(pages, artifacts) || /org\.?\s*n/i.test(text) ? [] : ["navnet på virksomheten"]),
      ...(postalAddressIn(contactText) ? [] : ["en postadresse med postnummer"]),
      ...(emailIn(contactText, hrefs) ? [] : ["en e-postadresse"]),
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
    // A start page that links nowhere we could read (a menu written by a script, robots.txt): say so.
    const onlyStart = Boolean(artifacts.crawl) && pages.length === 1;
    const finding = {
      id: "legal-contact-missing",
      severity: "warning" as const,
      title: missing.length === 1 ? "En kontaktopplysning mangler" : "Kontaktopplysninger mangler",
      detail: `Vi fant ikke ${missing.length > 1 ? `${missing.slice(0, -1).join(", ")} eller ${missing.at(-1)}` : missing[0]} ${onlyStart ? "på forsiden, og den lenker ikke til andre sider vi kunne lese. Står opplysningene på en annen side, bør forsiden lenke dit" : "på sidene vi leste"}. Ehandelsloven § 8 krever at den som tilbyr tjenester på nett, viser navn, geografisk adresse og e-postadresse, og kunder stoler mer på en side som sier hvem som står bak.`,
      fix: "Legg navn, besøks- eller postadresse og e-postadresse i bunnteksten, så står de på hver side.",
    };
    return missing.length === 3
      ? failed({ ...finding, severity: "problem" })
      : warned(finding, 1 - missing.length / 3);
  },
});
