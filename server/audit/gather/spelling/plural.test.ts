import { describe, expect, it } from "vitest";
import { loadSpeller } from "./speller.fixture.ts";

// A plural in -erer for a noun in -er (decision 023), on sentences of our own: the dictionary's rules
// accept it, the norm writes -ere.

const loaded = loadSpeller();

describe("a plural in -erer", () => {
  it("flags it where the plural in -ere is known and no verb in -ere stands behind it", () => {
    expect(
      loaded.typosIn("Vi har faste sykepleierer og tegnerer på huset.").typos.map((t) => t.suggestion),
    ).toEqual(["sykepleiere", "tegnere"]);
    // At the start of a line, as a menu writes it, it is no name.
    expect(loaded.typosIn("Fotballtrenerer\nKontakt oss").typos[0]?.suggestion).toBe("Fotballtrenere");
  });

  it("leaves alone a verb in -ere and a noun whose plural is -erer", () => {
    // «reparerer», «registrerer»: present tense; «offiserer»: the plural of «offiser».
    expect(loaded.typosIn("Vi reparerer og registrerer alt selv, sammen med to offiserer.").typos).toEqual(
      [],
    );
  });

  it("leaves alone a name the site writes as one", () => {
    expect(loaded.typosIn("Vi spiller med Tegnerer Band.\nTegnerer").typos).toEqual([]);
  });
});
