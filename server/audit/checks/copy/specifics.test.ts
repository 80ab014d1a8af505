import { describe, expect, it } from "vitest";
import { page, textArtifacts } from "../../gather/page/page-text.fixture.ts";
import { onlyFinding, outcome } from "../test-artifacts.ts";
import { concreteFacts, superlatives } from "./specifics.ts";
import type { PageText } from "./types.ts";

// Numbers the reader can check, and the superlatives that cost nothing to write, on pages of our own.

const filler =
  "Du får hjelp med regnskapet. Du får svar innen 24 timer. Du ser alle tallene på mobilen. Du betaler 990 kr i måneden.";
const text = (paragraph: string, more: Partial<PageText> = {}) =>
  textArtifacts(page({ h1: ["Regnskap for deg"], paragraphs: [paragraph], ...more }));
const words = (count: number) => Array.from({ length: count }, () => "ord").join(" ");

describe("concrete facts", () => {
  it("finds none a problem, and says once what numbers would help", () => {
    const none = text(`Du får hjelp. ${words(40)}.`);
    expect(outcome(concreteFacts, none)).toEqual({ score: 0, findings: [["specifics", "problem"]] });
    const finding = onlyFinding(concreteFacts, none);
    // the title says what is counted: numbers, not every kind of fact («8 i teamet» may be a fact)
    expect(finding.title).toBe("Teksten har ingen tall som viser hva leseren får");
    expect(`${finding.detail} ${finding.fix}`.match(/hvor raskt/g)).toHaveLength(1);
    expect(`${finding.title} ${finding.detail} ${finding.fix}`).not.toMatch(/Ogilvy:/);
  });

  it("warns of fewer than one per 100 words, and says how often a fact stands", () => {
    const few = text(`Du får svar innen 24 timer. ${words(200)}.`);
    expect(outcome(concreteFacts, few)).toEqual({ score: 0.5, findings: [["specifics", "warning"]] });
    expect(onlyFinding(concreteFacts, few).detail).toBe(
      "Teksten har ett konkret tall («24 timer») i 208 ord, altså 0,5 per 100 ord. Målet er minst ett per 100 ord.",
    );
    const twice = text(`Du får 30 timer gratis. ${words(300)}. Husk: 30 timer gratis.`);
    expect(onlyFinding(concreteFacts, twice).detail).toMatch(
      /^Teksten har to konkrete tall \(«30 timer» to ganger\)/,
    );
    // Four different facts, three shown: the list says it is not all of them.
    const four = text(`Du får 30 timer gratis, 10 % rabatt, 2 kontroller og 5 år garanti. ${words(500)}.`);
    expect(onlyFinding(concreteFacts, four).detail).toMatch(
      /^Teksten har fire konkrete tall \(blant annet «[^»]+», «[^»]+» og «[^»]+»\) i /,
    );
  });

  it("praises enough of them, leaving years out", () => {
    const enough = text("Du betaler kr 990 i måneden, sparer 30 % og får svar på 2 dager siden 2015.");
    expect(outcome(concreteFacts, enough)).toEqual({ score: 1, findings: [["specifics", "good"]] });
    expect(onlyFinding(concreteFacts, enough).detail).toBe(
      "Teksten har tre konkrete tall: «kr 990», «30 %» og «2 dager» – 20 per 100 ord.",
    );
  });

  it("names a fact once with how often it stands, and a bare number with what it counts", () => {
    const twice = text(`Vi har 14 kunder. Du betaler 3 750 kr. ${words(10)}. Husk: 3 750 kr.`);
    expect(onlyFinding(concreteFacts, twice).detail).toMatch(
      /^Teksten har tre konkrete tall: «3 750 kr» to ganger og «14 kunder» – /,
    );
  });

  it("names first the facts that say what they count", () => {
    const mixed = text("Vi har 11,5 mål tomt, 120 plasser og 24 timer vakt. Leie fra kr 990 og 30 % rabatt.");
    expect(onlyFinding(concreteFacts, mixed).detail).toBe(
      "Teksten har fem konkrete tall, blant annet «120 plasser», «24 timer» og «kr 990» – 31,3 per 100 ord.",
    );
  });

  it("fits the numbers it asks for to a club", () => {
    const club = page({
      title: "Nordbygda IL",
      h1: ["Velkommen til oss"],
      paragraphs: ["Vi trener i hallen. Bli medlem i klubben, og kom på dugnad og årsmøtet."],
    });
    expect(onlyFinding(concreteFacts, textArtifacts(club)).fix).toBe(
      "Bytt ut vage påstander med tall du kan stå for, for eksempel hvor mange som er med, hva det koster å være med og hvilke aldersgrupper dere har.",
    );
    // a café is not asked for the opening hours the finding has just said do not count
    const cafe = page({
      title: "Kafé Solbakken",
      h1: ["Kafé og bakeri i sentrum"],
      paragraphs: ["Vi serverer kaffe, bakst og lunsj på kafeen vår. Kom innom restauranten."],
    });
    expect(onlyFinding(concreteFacts, textArtifacts(cafe)).fix).toBe(
      "Bytt ut vage påstander med tall du kan stå for, for eksempel hvor mange gjester du har plass til og hva en rett koster.",
    );
  });
});

describe("superlatives", () => {
  it("counts them per word, case-insensitive, whole words: three or more are a problem", () => {
    const many = text(
      "Du får den beste hjelpen. Beste pris! Vi er Markedsledende. Du bestemmer selv, helt unikt.",
    );
    expect(outcome(superlatives, many)).toEqual({ score: 0, findings: [["superlatives", "problem"]] });
    expect(onlyFinding(superlatives, many).detail).toBe(
      "Teksten bruker «beste» to ganger og «markedsledende». Slike ord koster ingenting å skrive, og leseren tror dem ikke.",
    );
    expect(onlyFinding(superlatives, many).fix).toMatch(/^Bytt ut hver superlativ med et bevis/);
    expect(outcome(superlatives, text("Du får en unik rådgiver."))).toEqual({
      score: 0.5,
      findings: [["superlatives", "warning"]],
    });
  });

  it("praises their absence, and does not speak of facts where there are none", () => {
    expect(outcome(superlatives, text(filler))).toEqual({ score: 1, findings: [["superlatives", "good"]] });
    expect(onlyFinding(superlatives, text(filler)).fix).toBe("La fakta fortsatt tale for seg selv.");
    expect(onlyFinding(superlatives, text("Du får hjelp med regnskapet.")).fix).not.toMatch(/fakta/);
  });

  it("does not count a superlative in a customer's words as the business's claim", () => {
    const quoted = text(filler, {
      paragraphs: [filler, "«Overgangen var sømløs, og vi fikk den beste hjelpen», sier Kari Berg."],
      testimonials: ["Alt gikk sømløst og var unikt bra."],
      bodyText: `${filler}\n«Overgangen var sømløs, og vi fikk den beste hjelpen», sier Kari Berg.\nAlt gikk sømløst og var unikt bra.`,
    });
    expect(outcome(superlatives, quoted).findings).toEqual([["superlatives", "good"]]);
    // A review card's title is the customer's words too.
    const titled = text(filler, {
      headings: ["Beste regnskapshjelpen i byen"],
      testimonials: ["De svarer raskt og forklarer alt."],
      reviewLabels: ["Beste regnskapshjelpen i byen"],
    });
    expect(outcome(superlatives, titled).findings).toEqual([["superlatives", "good"]]);
    const ownHeading = text(filler, { headings: ["Beste regnskapshjelpen i byen"] });
    expect(outcome(superlatives, ownHeading).findings).toEqual([["superlatives", "warning"]]);
  });

  it("asks a club for proof without speaking of customers", () => {
    const club = page({
      title: "Nordbygda IL",
      h1: ["Velkommen til oss"],
      paragraphs: [
        "Vi trener hver tirsdag, og vi tar imot nye medlemmer.",
        "Vi har en suveren og unik klubb.",
      ],
    });
    expect(onlyFinding(superlatives, textArtifacts(club))).toMatchObject({
      severity: "warning",
      fix: "Bytt ut hver superlativ med et bevis: et tall eller et eksempel leseren kan sjekke.",
    });
  });
});
