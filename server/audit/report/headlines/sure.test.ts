import { describe, expect, it } from "vitest";
import { page } from "../../gather/page/page-text.fixture.ts";
import { builtHero as hero } from "./hero.fixture.ts";
import { headlineVariants } from "./variants.ts";

// What a suggestion may say only when we are sure of it (issue 25, tenth session): each rule on a
// small made-up page. Every name, place, number and sentence here is invented for the test.

describe("only what we are sure of", () => {
  it("takes no promise from an answer in a list of questions", () => {
    const answer = "Du får et prisoverslag før vi starter større behandlinger.";
    const clinic = page({
      title: "Smilhuset",
      h1: ["Velkommen til Smilhuset"],
      paragraphs: [answer],
      answers: [answer],
      buttons: ["Bestill time"],
    });
    const result = headlineVariants(clinic);
    expect(result.variants).toEqual([]);
    expect(result.heroCopy).toMatch(/^Overskriften «Velkommen til Smilhuset» sier ikke hva leseren får\./);
    // the same sentence where the business says it of itself is a promise
    expect(hero(page({ ...clinic, answers: [] }))).toBe(
      "Du får et prisoverslag før vi starter større behandlinger. Bestill time i dag.",
    );
  });

  it("takes no promise from a card that links to one product's own page", () => {
    const card = "Fast pris 4 900 kr – ferdig på 3 dager.";
    const painter = page({
      title: "Maling av hus i Lillevik | Fargerik",
      h1: ["Maling av hus i Lillevik"],
      paragraphs: ["Vi maler hus, hytter og garasjer.", card],
      linkCards: [card],
      buttons: ["Be om pris"],
    });
    expect(headlineVariants(painter).variants.join(" ")).not.toMatch(/3 dager|4 900/);
    // the same sentence outside a link speaks for the whole page
    expect(headlineVariants(page({ ...painter, linkCards: [] })).variants.join(" ")).toMatch(/3 dager|4 900/);
  });

  it("adds the page's sentence of proof after the question, and counts no one else's staff", () => {
    const clinic = page({
      title: "Tannlege i Lillevik | Smilhuset",
      h1: ["Velkommen til Smilhuset"],
      paragraphs: ["Hos Smilhuset arbeider 4 erfarne tannleger og 3 blide assistenter."],
      buttons: ["Bestill time"],
    });
    expect(headlineVariants(clinic).variants).toEqual([
      "Tannlege i Lillevik – 4 erfarne tannleger",
      "Trenger du tannlege i Lillevik?",
    ]);
    expect(hero(clinic)).toBe(
      "Trenger du tannlege i Lillevik? Hos Smilhuset arbeider 4 erfarne tannleger og 3 blide assistenter. Bestill time i dag.",
    );
    // under the first headline both sentences say it again: the headlines stand alone
    expect(headlineVariants(clinic).heroCopy).toBe("");
    // the same sentence about someone else opens nothing
    const other = page({
      title: "Smilhuset",
      h1: ["Velkommen til Smilhuset"],
      paragraphs: ["I kommunen arbeider 40 erfarne tannleger."],
      buttons: ["Bestill time"],
    });
    expect(headlineVariants(other).variants).toEqual([]);
  });

  it("never reuses an empty claim about the price", () => {
    const studio = page({
      title: "Lysbilde Foto",
      h1: ["Velkommen til Lysbilde Foto"],
      paragraphs: ["Lysbilde Foto leverer bilder av boliger til svært konkurransedyktige priser."],
      buttons: ["Bestill fotografering"],
    });
    const result = headlineVariants(studio);
    expect([...result.variants, result.heroCopy].join("\n")).not.toMatch(/priser/);
  });

  it("does not promise a quote or a visit that any business gives, unless with its term", () => {
    const sample = page({
      title: "Klarsyn",
      h1: ["Velkommen til Klarsyn"],
      paragraphs: ["Vi gir deg et raskt og ærlig tilbud."],
      buttons: ["Bestill vinduspuss"],
    });
    expect(headlineVariants(sample).variants).toEqual([]);
    for (const offered of ["en gratis befaring", "et uforpliktende prisoverslag", "et raskt svar"])
      expect(headlineVariants({ ...sample, paragraphs: [`Du får ${offered}.`] }).variants).toEqual([]);
    expect(headlineVariants({ ...sample, paragraphs: ["Du får svar innen 24 timer."] }).variants).toEqual([
      "Få svar innen 24 timer",
    ]);
    // a choice offered on the way is no promise either
    expect(
      headlineVariants({ ...sample, paragraphs: ["Du får tilbud om polering av tennene."] }).variants,
    ).toEqual([]);
  });

  it("writes no hero text that only asks the headline's question and calls", () => {
    const plumber = page({
      title: "Rørlegger i Lillevik | Rørhjelpen",
      h1: ["Velkommen til Rørhjelpen"],
      paragraphs: ["Ring oss når det lekker."],
      buttons: ["Ring oss"],
    });
    expect(headlineVariants(plumber)).toMatchObject({
      variants: ["Trenger du rørlegger i Lillevik?"],
      heroCopy: "",
    });
    const withFact = page({ ...plumber, paragraphs: ["Vi har over 300 fornøyde kunder i kommunen."] });
    expect(hero(withFact)).toMatch(/^Trenger du rørlegger i Lillevik\? .+\. .+\.$/);
  });

  it("takes no superlative claim for the offer", () => {
    const club = page({
      title: "Byens største tennisklubb | Ballbinge TK",
      h1: ["Ballbinge TK"],
      paragraphs: ["Klubben har over 250 medlemmer."],
      buttons: ["Bli medlem"],
    });
    expect(headlineVariants(club).variants.join("\n")).not.toMatch(/største/);
  });
});
