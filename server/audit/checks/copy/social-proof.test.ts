import { describe, expect, it } from "vitest";
import { page, textArtifacts } from "../../gather/page/page-text.fixture.ts";
import { onlyFinding, outcome } from "../test-artifacts.ts";
import { callToAction } from "./cta.ts";
import { socialProof } from "./social-proof.ts";
import { concreteFacts } from "./specifics.ts";
import type { PageText } from "./types.ts";

// What others say on the page, and the advice that fits the kind of site, on pages of our own.

const filler = "Du får hjelp med regnskapet. Du får svar innen 24 timer.";
const text = (paragraphs: string[], more: Partial<PageText> = {}) =>
  textArtifacts(page({ h1: ["Regnskap for deg"], paragraphs, ...more }));

describe("social proof", () => {
  it("praises a quoted sentence with a name, and asks for a name under each quote", () => {
    const quoted = text([filler, "«Nå har jeg endelig full oversikt over tallene», sier Ola."]);
    expect(outcome(socialProof, quoted)).toEqual({ score: 1, findings: [["social-proof", "good"]] });
    expect(onlyFinding(socialProof, quoted)).toMatchObject({
      detail: "Vi fant ett sitat på siden: «Nå har jeg endelig full oversikt over tallene».",
      fix: "Et sitat med fullt navn, og bedrift når kunden er en bedrift, er det mest troverdige: la navnet stå under hvert sitat.",
    });
  });

  it("counts what the markup marks as a review", () => {
    const marked = text([filler], { testimonials: ["Endelig har jeg oversikt over tallene. Ola Hansen"] });
    expect(onlyFinding(socialProof, marked).detail).toBe(
      "Vi fant ett sitat på siden: «Endelig har jeg oversikt over tallene. Ola Hansen».",
    );
  });

  it("writes a review that carries its own quotation marks as a quote within our quote", () => {
    const marked = text([filler], { testimonials: ["«Vi fikk svar samme dag.» – Per, daglig leder"] });
    expect(onlyFinding(socialProof, marked).detail).toBe(
      "Vi fant ett sitat på siden: «‘Vi fikk svar samme dag.’ – Per, daglig leder».",
    );
    // Wrapped whole in the page's own marks, it gets ours alone.
    const wrapped = text([filler], { testimonials: ['"Vi fikk svar samme dag!"'] });
    expect(onlyFinding(socialProof, wrapped).detail).toBe(
      "Vi fant ett sitat på siden: «Vi fikk svar samme dag!»",
    );
    const ending = text([filler], { testimonials: ["Per skrev: «Raskt og greit.»"] });
    expect(onlyFinding(socialProof, ending).detail).toBe(
      "Vi fant ett sitat på siden: «Per skrev: ‘Raskt og greit.’»",
    );
  });

  it("warns when the text names customers but lets none speak; a one-word quote is a term", () => {
    const words = text([filler, "Over 200 kunder anbefaler oss. Vi kaller det «regnskap»."]);
    expect(outcome(socialProof, words)).toEqual({ score: 0.5, findings: [["social-proof", "warning"]] });
    expect(onlyFinding(socialProof, words)).toMatchObject({
      title: "Du nevner kunder, men lar dem ikke snakke",
      detail: "Teksten nevner «kunder» og «anbefaler», men vi fant ingen sitater fra kunder på siden.",
    });
    // a rating is not customers speaking
    // a list of reference projects is named; a thing advised («anbefalt omfang») is no praise
    expect(onlyFinding(socialProof, text([filler, "Se hele referanselisten."])).detail).toBe(
      "Teksten nevner «referanselisten», men vi fant ingen sitater fra kunder på siden.",
    );
    expect(onlyFinding(socialProof, text([filler, "Vi svarer med anbefalt omfang."])).title).toBe(
      "Siden har ingen kundesitater eller referanser",
    );
    // said as what we found: a review set without quotation marks or markup is not read
    expect(onlyFinding(socialProof, text([filler, "Snitt 4,8 stjerner."]))).toMatchObject({
      title: "Siden har ingen kundesitater eller referanser",
      detail:
        "Vi fant ingen sitater fra kunder, ingen omtaler og ingen referanser på siden. Leserne tror mer på andre kunder enn på deg.",
    });
  });

  it("asks a club for no customer quotes", () => {
    const club = page({
      title: "Nordbygda IL",
      h1: ["Velkommen til oss"],
      paragraphs: ["Vi trener hver tirsdag. Bli medlem i klubben, og kom på dugnad og årsmøtet."],
    });
    expect(outcome(socialProof, textArtifacts(club))).toEqual({ score: 1, findings: [] });
  });

  it("asks a housing association for no customer quotes, and gives it its own examples elsewhere", () => {
    const housing = textArtifacts(
      page({
        title: "Borettslaget Solbakken",
        h1: ["Velkommen"],
        paragraphs: [
          "Her finner beboerne vedtektene og husordensreglene for borettslaget.",
          "Styret i borettslaget tar imot spørsmål om fellesutgifter og vaktmester.",
        ],
      }),
    );
    expect(outcome(socialProof, housing)).toEqual({ score: 1, findings: [] });
    expect(onlyFinding(callToAction, housing).fix).toMatch(/«Kontakt styret»/);
    expect(onlyFinding(concreteFacts, housing).fix).toMatch(/hvor mange boliger dere har/);
  });

  it("tells a health site what the patient can expect, not to publish what patients say", () => {
    const clinic = page({
      title: "Tannlege i Lillevik",
      h1: ["Tannlege i Lillevik"],
      paragraphs: [
        "Vi er en tannlegeklinikk med tre tannleger. Pasienter får behandling av erfarne tannleger.",
        "Klinikken tar imot nye pasienter.",
      ],
    });
    const finding = onlyFinding(socialProof, textArtifacts(clinic));
    expect(finding).toMatchObject({ severity: "info", title: "Fortell hva pasienten kan vente seg" });
    expect(`${finding.detail} ${finding.fix}`).not.toMatch(/sitat|navn og bedrift/);
    expect(finding.detail).toBe(
      "På en helseside bygger saklig informasjon tillit. Vi fant ingenting på siden om hva som skjer ved første time, hvor lenge man venter eller hva det koster.",
    );
    // only what the page does not say is asked for; a page that says all three is not told anything
    const told = (line: string) =>
      socialProof.run(
        textArtifacts(page({ ...clinic, bodyText: "", paragraphs: [...clinic.paragraphs, line] })),
      ).findings;
    expect(told("Du kan vente opptil tre måneder, og du betaler bare egenandel.")[0]?.fix).toBe(
      "Skriv kort hva som skjer ved første time, der du kan.",
    );
    expect(told("Ved første time ser vi på tennene. Ventetid to uker. Prisliste finner du her.")).toEqual([]);
  });
});
