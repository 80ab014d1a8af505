import { joinAnd } from "#app/lib/format-nb.ts";
import { isSociety } from "../../report/headlines/kind.ts";
import { copyOf } from "../copy/page-copy.ts";
import { defineCheck, failed, passed, warned } from "../types.ts";
import { businessName, companyOfSite } from "./business-name.ts";
import { emailIn, postalAddressIn } from "./contact.ts";
import { formatOrgNumber, orgNumbersIn, placeholderOrgNumber } from "./org-number.ts";
import { FORM_NAMES, inForetaksregisteret, pagesRead, siteText } from "./site-text.ts";

// Who is behind the site (decision 024): "Foretaksregisteret" beside the org.nr. of a business
// registered there (AS, ASA, ANS, DA, NUF, SA; the Brønnøysund registers' rule for business
// documents and web pages, foretaksregisterloven § 10-2), and the name, geographic address and
// e-mail ehandelsloven § 8 asks every service provider to show.

/** A «Postboks» line: a postal address, but not where the business is. */
const POSTBOX =
  /(?<![\p{L}\d])(?:postboks|postb\.|pb\.?|boks|p\.?[ \t\u00a0]?o\.?[ \t\u00a0]?box)[ \t\u00a0]*\d{1,5}/iu;

/** «Lom sentrum, » or «Sentrum, »: a town's centre, all that stands before the postcode. */
const CENTRE =
  /^[ \t\u00a0]*(?:\p{Lu}[\p{L}-]{0,40}[ \t\u00a0]{1,3})?(?:[Ss]entrum|SENTRUM)[ \t\u00a0]*,?[ \t\u00a0]*$/u;

/**
 * «Lom sentrum, 2686 Lom», «Adresse: Sentrum, 2686 Lom», «Bakeriet · Lom sentrum, 2686 Lom»: a
 * town's centre and its postcode, with no number before them on the line (a house number would
 * make it a street) and nothing but a label or a name before the separator. It says which town,
 * not where in it the business is. Read without a pattern that scans back: a line can be long.
 */
function centreOnly(line: string): boolean {
  const postcode = /(?<!\d)\d{4}(?!\d)/.exec(line);
  if (!postcode) return false;
  const before = line.slice(0, postcode.index);
  if (/\d/.test(before)) return false;
  return CENTRE.test(before.split(/[·|–:]/).at(-1) ?? "");
}

/**
 * The first geographic address in the text: a postal address on a line without a «Postboks» and
 * not a town's centre alone. A site that shows only a postbox, or only «Lom sentrum, 2686 Lom», has
 * a postal address but not the geographic one § 8 asks for.
 */
export const geographicAddressIn = (text: string): string | null =>
  postalAddressIn(
    text
      .split("\n")
      .map((line) => (POSTBOX.test(line) || centreOnly(line) ? "" : line))
      .join("\n"),
  );

export const foretaksregisteret = defineCheck({
  id: "legal-foretaksregisteret",
  category: "privacy",
  weight: 1,
  needs: ["finalUrl", "page", "crawl"],
  run: (artifacts) => {
    const pages = pagesRead(artifacts);
    const text = siteText(pages);
    const company = companyOfSite(pages, artifacts);
    if (!company || !inForetaksregisteret(company.form)) return { score: null, findings: [] };
    if (/foretaksregisteret/i.test(text))
      return passed({
        id: "legal-foretaksregisteret-ok",
        severity: "good",
        title: "«Foretaksregisteret» står ved foretaksnavnet",
        detail: `${company.name} viser at foretaket er registrert i Foretaksregisteret, slik reglene krever.`,
        fix: "",
      });
    // Without an org.nr. the org.nr. check says both in one finding («Org.nr. … Foretaksregisteret»):
    // this check still counts the missing word, but does not give the same fix twice.
    const number = orgNumbersIn(text).find((digits) => !placeholderOrgNumber(digits));
    if (!number) return { score: 0, findings: [] };
    return failed({
      id: "legal-foretaksregisteret-missing",
      severity: "problem",
      title: "Ordet «Foretaksregisteret» mangler",
      detail: `Et ${FORM_NAMES[company.form]} skal skrive «Foretaksregisteret» sammen med organisasjonsnummeret på nettstedet sitt, ikke bare nummeret. Vi fant ${company.name} og nummeret ${formatOrgNumber(number)}, men ikke ordet.`,
      fix: `Skriv «Org.nr. ${formatOrgNumber(number)} Foretaksregisteret» i bunnteksten, så står det på hver side.`,
    });
  },
});

/** «A eller B», «A, B eller C»: what «verken» and «ingen» ask for. */
const orList = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} eller ${items.at(-1)}` : (items[0] ?? "");

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
    const name = Boolean(businessName(pages, artifacts) || /org\.?\s*n/i.test(text));
    const address = Boolean(postalAddressIn(contactText));
    // A «Postboks» or a town's centre is a postal address, not the geographic address the law asks for.
    const noStreet = address && !geographicAddressIn(contactText);
    const postboxOnly = noStreet && POSTBOX.test(contactText);
    const email = Boolean(emailIn(contactText, hrefs));
    if (name && address && !noStreet && email)
      return passed({
        id: "legal-contact-ok",
        severity: "good",
        title: "Navn, adresse og e-post er lette å finne",
        detail:
          "Besøkende ser hvem som står bak nettstedet og hvordan de kan nå deg, slik ehandelsloven krever.",
        fix: "",
      });
    const missing = [
      ...(name ? [] : ["navnet på virksomheten"]),
      ...(address ? [] : ["postadresse med postnummer"]),
      ...(email ? [] : ["e-postadresse"]),
    ];
    // A start page that links nowhere we could read (a menu written by a script, robots.txt): say so.
    const onlyStart = Boolean(artifacts.crawl) && pages.length === 1;
    const where = onlyStart
      ? "på forsiden, og den lenker ikke til andre sider vi kunne lese. Står opplysningene på en annen side, bør forsiden lenke dit"
      : "på sidene vi leste";
    const notFound =
      missing.length > 1
        ? `Vi fant verken ${orList(missing)} ${where}.`
        : missing[0] === "navnet på virksomheten"
          ? `Vi fant ikke navnet på virksomheten ${where}.`
          : missing.length
            ? `Vi fant ingen ${missing[0]} ${where}.`
            : "";
    const postbox = postboxOnly
      ? missing.length
        ? "Adressen vi fant, er en postboks, og den er ikke nok."
        : `Vi fant bare en postboksadresse ${where}, og den er ikke nok.`
      : noStreet
        ? "Adressen vi fant, oppgir bare sentrum, ikke gate og husnummer."
        : "";
    const shortOf = missing.length + (noStreet ? 1 : 0);
    const toWrite = [
      ...(name ? [] : ["navnet på virksomheten"]),
      ...(address && !noStreet ? [] : ["gateadressen med postnummer og sted"]),
      ...(email ? [] : ["e-postadressen"]),
    ];
    // what the law asks for, said where the address we found is not enough
    const seat = "adressen der virksomheten holder til";
    const notEnough =
      address && !noStreet
        ? ""
        : postboxOnly
          ? ` En postboks er ikke nok: loven krever ${seat}.`
          : ` Loven krever ${seat}${noStreet ? ", ikke bare stedet" : ""}.`;
    // a club has members, a housing association residents, not customers
    const kind = copyOf(artifacts.page)?.kind ?? null;
    const readers =
      kind === "housing" ? "beboere og besøkende" : isSociety(kind) ? "medlemmer og besøkende" : "kunder";
    const finding = {
      id: "legal-contact-missing",
      severity: "warning" as const,
      title:
        !missing.length && noStreet
          ? "Gateadressen mangler"
          : shortOf === 1
            ? "En kontaktopplysning mangler"
            : "Kontaktopplysninger mangler",
      detail: `${[notFound, postbox].filter(Boolean).join(" ")} Ehandelsloven § 8 krever at den som tilbyr tjenester på nett, viser navn, geografisk adresse og e-postadresse, og ${readers} stoler mer på et nettsted som sier hvem som står bak.`,
      fix: `Skriv ${joinAnd(toWrite)} i bunnteksten, så står ${toWrite.length > 1 ? "de" : toWrite[0] === "navnet på virksomheten" ? "det" : "den"} på hver side.${notEnough}`,
    };
    return missing.length === 3
      ? failed({ ...finding, severity: "problem" })
      : warned(finding, 1 - shortOf / 3);
  },
});
