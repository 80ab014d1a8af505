import { describe, expect, it } from "vitest";
import type { PageText } from "../../checks/copy/types.ts";
import { page } from "../../gather/page/page-text.fixture.ts";
import { flaw, guardContext } from "./guard.ts";
import { builtHero } from "./hero.fixture.ts";
import { headlineParts } from "./parts.ts";

// The guard's own rules, each on a small made-up page (every name and number invented).

const guardFlaw = (text: PageText, sentence: string) =>
  flaw(sentence, guardContext(text, headlineParts(text).brand));

describe("the guard", () => {
  it("reads a price range with thousands as two numbers, not as «500–6»", () => {
    const clinic = page({
      title: "Tannlege i Lillevik | Smilhuset",
      h1: ["Velkommen til Smilhuset"],
      paragraphs: [
        "Hos Smilhuset arbeider 4 erfarne tannleger og 6 blide assistenter.",
        "Tannregulering koster 1 500–6 000 kr.",
      ],
      buttons: ["Bestill time"],
    });
    const hero = builtHero(clinic);
    expect(hero).toContain("og 6 blide assistenter.");
    expect(guardFlaw(clinic, hero)).toBeFalsy();
    // half of a range is still no number to show
    const ranged = page({ ...clinic, paragraphs: ["Vi har 6 stoler.", "Prisen er 2–6 timer arbeid."] });
    expect(guardFlaw(ranged, "Tannlege i Lillevik – 6 stoler")).toBe("half of «2–6»");
  });
});
