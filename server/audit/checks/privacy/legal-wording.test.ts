import { describe, expect, it } from "vitest";
import { artifactsFor, crawlOf, htmlPage, onlyFinding, outcome } from "../test-artifacts.ts";
import { contactDetails, foretaksregisteret, geographicAddressIn } from "./company.ts";
import { postalAddressIn } from "./contact.ts";
import { orgNumber } from "./org-number.ts";
import { accessibilityStatement, privacyStatement } from "./statements.ts";
import { trackingBeforeConsent } from "./tracking.ts";

// What the legal findings say to the owner of an invented bakery (issue 25): the form it has, the
// number it shows, one finding for one fix, a postbox that is no geographic address, and sentences
// a Norwegian editor signs («nettstedet» for the site, «siden» for a page, «du» to the reader).

const page = (footer: string, main = "<p>Vi baker surdeigsbrød hver morgen.</p>") =>
  htmlPage("<title>Forside</title>", `<main><h1>Forside</h1>${main}</main><footer>${footer}</footer>`);
const alone = (footer: string) => artifactsFor(page(footer));
const NAME = "© 2026 Fjellbakeriet";
const EMAIL = "post@fjellbakeriet.example";

describe("the Foretaksregisteret finding", () => {
  it("names the form found and the number shown, and gives the line to write with that number", () => {
    const finding = onlyFinding(
      foretaksregisteret,
      alone("© 2026 Lunde & Hauge Bakeri ANS · Org.nr. 123 456 785"),
    );
    expect(finding.detail).toBe(
      "Et ansvarlig selskap skal skrive «Foretaksregisteret» sammen med organisasjonsnummeret på nettstedet sitt, ikke bare nummeret. Vi fant Lunde & Hauge Bakeri ANS og nummeret 123 456 785, men ikke ordet.",
    );
    expect(finding.fix).toBe(
      "Skriv «Org.nr. 123 456 785 Foretaksregisteret» i bunnteksten, så står det på hver side.",
    );
  });

  it("is left to the org.nr. finding, once, when the site shows no number", () => {
    const site = alone(`${NAME} AS`);
    expect(outcome(foretaksregisteret, site)).toEqual({ score: 0, findings: [] });
    expect(onlyFinding(orgNumber, site).fix).toContain("«Org.nr. 999 999 999 Foretaksregisteret»");
  });

  it("does not apply to an ENK, which need not be in Foretaksregisteret", () => {
    expect(
      outcome(foretaksregisteret, alone("© Kari Lunde Bakst ENK · Org.nr. 123 456 785")).score,
    ).toBeNull();
  });
});

describe("the contact finding", () => {
  it("says what it found in plain words", () => {
    const ok = onlyFinding(contactDetails, alone(`${NAME} · Bakarvegen 4, 2686 Lom · ${EMAIL}`));
    expect(ok.title).toBe("Navn, adresse og e-post er lette å finne");
    expect(ok.detail).toContain("hvordan de kan nå deg");
    expect(onlyFinding(contactDetails, alone(`${NAME} · ${EMAIL}`)).detail).toMatch(
      /^Vi fant ingen postadresse med postnummer på sidene vi leste\./,
    );
    // no postbox on the site: the fix does not bring one up
    expect(onlyFinding(contactDetails, alone(`${NAME} · ${EMAIL}`)).fix).toBe(
      "Skriv gateadressen med postnummer og sted i bunnteksten, så står den på hver side. Loven krever adressen der virksomheten holder til.",
    );
    expect(onlyFinding(contactDetails, alone(NAME)).detail).toMatch(
      /^Vi fant verken postadresse med postnummer eller e-postadresse på sidene vi leste\./,
    );
  });

  it("asks for the geographic address when only a postbox is shown, in the finding and the fix", () => {
    const finding = onlyFinding(contactDetails, alone(`${NAME} · Postboks 17, 2686 Lom · ${EMAIL}`));
    expect(finding.title).toBe("Gateadressen mangler");
    expect(finding.detail).toMatch(
      /^Vi fant bare en postboksadresse på sidene vi leste, og den er ikke nok\./,
    );
    expect(finding.fix).toBe(
      "Skriv gateadressen med postnummer og sted i bunnteksten, så står den på hver side. En postboks er ikke nok: loven krever adressen der virksomheten holder til.",
    );
    // The fix names what is missing, and the postbox only where the address is the question.
    expect(onlyFinding(contactDetails, alone("Bakarvegen 4, 2686 Lom")).fix).toBe(
      "Skriv navnet på virksomheten og e-postadressen i bunnteksten, så står de på hver side.",
    );
    const both = alone(`${NAME} · Postboks 17, 2686 Lom<br>Bakarvegen 4, 2686 Lom · ${EMAIL}`);
    expect(outcome(contactDetails, both).score).toBe(1);
  });

  it("reads a postbox line as no geographic address, whatever its spelling", () => {
    for (const postbox of [
      "Postboks 17, 2686 Lom",
      "PB 17, 2686 Lom",
      "Pb. 17\n2686 Lom",
      "POSTBOKS 17, 2686 LOM",
    ])
      expect(geographicAddressIn(`Fjellbakeriet\n${postbox}`), postbox).toBeNull();
    expect(geographicAddressIn("Postboks 17, 2686 Lom\nBakarvegen 4, 2686 Lom")).toBe("Bakarvegen 4");
  });

  it("speaks of a club's members, not its customers", () => {
    const club = artifactsFor(
      page(
        `Fjellbygda IL · post@fjellbygda.example`,
        "<p>Trening for alle årsklasser. Bli medlem i klubben, og møt opp på trening hver tirsdag.</p>",
      ),
    );
    expect(onlyFinding(contactDetails, club).detail).toContain(
      "og medlemmer og besøkende stoler mer på et nettsted som sier hvem som står bak.",
    );
    expect(onlyFinding(contactDetails, alone(`${NAME} · ${EMAIL}`)).detail).toContain(
      "og kunder stoler mer på et nettsted",
    );
    const housing = artifactsFor(
      htmlPage(
        "<title>Sameiet Fjellvegen 4</title>",
        "<main><h1>Sameiet Fjellvegen 4</h1><p>Her finner beboere husorden, vedtekter og referat fra årsmøtet.</p></main><footer>styret@fjellvegen.example</footer>",
      ),
    );
    expect(onlyFinding(contactDetails, housing).detail).toContain("og beboere og besøkende stoler mer på");
  });

  it("asks for the street when the address names only the town's centre", () => {
    const finding = onlyFinding(
      contactDetails,
      alone(`${NAME}<br>Adresse<br>Lom sentrum, 2686 Lom<br>${EMAIL}`),
    );
    expect(finding.title).toBe("Gateadressen mangler");
    expect(finding.detail).toMatch(/^Adressen vi fant, oppgir bare sentrum, ikke gate og husnummer\./);
    expect(finding.fix).toBe(
      "Skriv gateadressen med postnummer og sted i bunnteksten, så står den på hver side. Loven krever adressen der virksomheten holder til, ikke bare stedet.",
    );
    for (const centre of [
      "Lom sentrum, 2686 Lom",
      "Adresse: Sentrum, 2686 Lom",
      "Fjellbakeriet · LOM SENTRUM, 2686 LOM",
    ]) {
      // a postal address, but not the geographic one
      expect(postalAddressIn(centre), centre).not.toBeNull();
      expect(geographicAddressIn(centre), centre).toBeNull();
    }
    // a street before the centre, or a farm's name, is where the business is
    expect(geographicAddressIn("Bakarvegen 4, Lom sentrum, 2686 Lom")).toBe("Bakarvegen 4");
    expect(geographicAddressIn("Fjellbakeriet · Bakarvegen 4 · Lom sentrum, 2686 Lom")).toBe("Bakarvegen 4");
    expect(geographicAddressIn("Nordgarden, 2686 Lom")).not.toBeNull();
    expect(outcome(contactDetails, alone(`${NAME} · Nordgarden, 2686 Lom · ${EMAIL}`)).score).toBe(1);
  });
});

describe("the statement findings", () => {
  it("ask only for the link when the statement exists, naming the pages by path joined with «og»", () => {
    const statement = htmlPage(
      "<title>Personvern</title>",
      '<main><h1>Personvernerklæring</h1><p>Fjellbakeriet er behandlingsansvarlig for personopplysningene du gir oss.</p></main><footer><a href="/personvern">Personvern</a></footer>',
    );
    const linked = page('<a href="/personvern">Personvern</a>');
    const bare = page("");
    const pages = { "/": linked, "/om": bare, "/s%C3%B8k": bare, "/kontakt": bare, "/personvern": statement };
    const finding = onlyFinding(privacyStatement, artifactsFor(linked, { crawl: crawlOf(pages) }));
    expect(finding.detail).toContain("Lenken mangler på /om, /søk og /kontakt.");
    expect(finding.fix).toBe("Lenk til personvernerklæringen fra bunnteksten på alle sider.");
  });

  it("say that a private site must still be universally designed", () => {
    const finding = onlyFinding(accessibilityStatement, alone(NAME));
    expect(finding.detail).toContain("skal likevel være universelt utformet");
    expect(finding.detail).toContain("og forteller dem som trenger det, hva som virker.");
  });

  it("say plainly that tracking was not measured this time", () => {
    expect(onlyFinding(trackingBeforeConsent, alone(NAME)).detail).toBe(
      "Dette måler vi i en ekte nettleser, og den testen ble ikke kjørt denne gangen. Poengsummen bygger derfor bare på hva nettstedet opplyser om.",
    );
  });
});
