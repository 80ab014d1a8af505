import { describe, expect, it } from "vitest";
import { loadSpeller } from "./speller.fixture.ts";

// Words of three and four letters (decision 023), on sentences of our own: judged for the surest slip
// only, a consonant doubled or written single, where one word of the dictionary is that slip away.

const loaded = loadSpeller();
const suggestions = (text: string) => loaded.typosIn(text).typos.map((typo) => typo.suggestion);

describe("short words", () => {
  it("flags a consonant doubled in a short word when one word is meant", () => {
    expect(suggestions("Vi maler hus ogg hytter.")).toEqual(["og"]);
  });

  it("leaves alone a word without a vowel, an English word, an abbreviation and a name", () => {
    expect(suggestions("Hmm, mmm. Vi har pub og spa, osv. Spør Tomm om det.\nTomm")).toEqual([]);
  });

  it("leaves alone a short word that stands in two different sentences", () => {
    expect(suggestions("Vi har tomm kasse i dag.\nHusk at tomm flaske gir pant.")).toEqual([]);
  });
});
