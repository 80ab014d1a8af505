import { describe, expect, it } from "vitest";
import { page } from "../../gather/page/page-text.fixture.ts";
import { builtHero as hero } from "./hero.fixture.ts";
import { repeatsHeadline } from "./hero-copy.ts";
import { headlineVariants } from "./variants.ts";

// The hero text shown with the headline suggestions (issue 25, fourteenth session): written for the
// first, it says nothing that one says again, and no other word for word. Every name, place, number
// and sentence here is invented.

describe("the hero text with the suggestions", () => {
  it("says no sentence that says the headline again, in words or by its number", () => {
    const brand = "Nordbakk Bygg";
    expect(
      repeatsHeadline(
        "Nordbakk Bygg tilbyr rehabilitering i Lillevik.",
        "Rehabilitering i Lillevik siden 1990",
        brand,
      ),
    ).toBe(true);
    expect(
      repeatsHeadline(
        "Eieren har over 30 års erfaring med tak.",
        "Rehabilitering i Lillevik – over 30 års erfaring",
        brand,
      ),
    ).toBe(true);
    expect(
      repeatsHeadline("Du får fast pris før vi starter.", "Rehabilitering i Lillevik siden 1990", brand),
    ).toBe(false);
  });

  it("picks a sentence that adds to the headline, and is not shown where none does", () => {
    const sample = page({
      title: "Rehabilitering i Lillevik | Nordbakk Bygg",
      h1: ["Velkommen til Nordbakk Bygg"],
      paragraphs: ["Vi har holdt på siden 1990.", "Ring oss for en prat."],
      buttons: ["Ring oss"],
    });
    const result = headlineVariants(sample);
    expect(result.variants).toEqual(["Rehabilitering i Lillevik siden 1990"]);
    // alone, the hero opens with what the headline says
    expect(hero(sample)).toMatch(/^Nordbakk Bygg tilbyr rehabilitering i Lillevik\./);
    expect(result.heroCopy).toBe("");
    // what the firm does, in its own sentence, is no headline: it opens the hero text
    const roofs = page({
      ...sample,
      paragraphs: [...sample.paragraphs, "Nordbakk Bygg reparerer tak og takrenner i hele kommunen."],
    });
    expect(headlineVariants(roofs)).toMatchObject({
      variants: ["Rehabilitering i Lillevik siden 1990"],
      heroCopy: "Nordbakk Bygg reparerer tak og takrenner i hele kommunen. Ring oss i dag.",
    });
    // a sentence that is another of the suggestions word for word is left out too
    const proof = "Over 300 kunder i Lillevik har fått nytt tak av oss";
    const proved = headlineVariants(page({ ...roofs, paragraphs: [...roofs.paragraphs, `${proof}.`] }));
    expect(proved.variants).toContain(proof);
    expect(proved.heroCopy).not.toContain(proof);
  });
});
