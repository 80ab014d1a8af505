import { describe, expect, it } from "vitest";
import { page } from "../../gather/page/page-text.fixture.ts";
import { heroCopy, repeatsHeadline } from "./hero-copy.ts";
import { headlineParts } from "./parts.ts";
import { headlineVariants } from "./variants.ts";

// The hero text under the first headline suggestion (issue 25, fourteenth session): no sentence
// that says the headline again. Every name, place, number and sentence here is invented.

/** The hero text as built, before it is held against the headline it would stand under. */
const hero = (sample: ReturnType<typeof page>) => heroCopy(headlineParts(sample));

describe("the hero text under the first suggestion", () => {
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
    const priced = page({
      ...sample,
      paragraphs: [...sample.paragraphs, "Du får fast pris før vi starter."],
    });
    expect(headlineVariants(priced).heroCopy).toBe("Du får fast pris før vi starter. Ring oss i dag.");
  });
});
