import { describe, expect, it } from "vitest";
import { loadSpeller } from "./speller.fixture.ts";

// Accents (decision 023), on sentences of our own: bokmål's accent rises («idé», «kafé»), and a
// grave one at the end of the stem is a slip.

const loaded = loadSpeller();
const typosIn = loaded.typosIn;

describe("accents", () => {
  it("knows the plurals and definite forms the list lacks of nouns in -é, but never suggests them", () => {
    for (const word of ["kaféen", "komitéer"]) expect(loaded.speller.known(word), word).toBe(true);
    expect(loaded.speller.inDictionary("kaféen")).toBe(false);
  });

  it("flags a grave accent where bokmål writes the acute one, at any length and however often it stands", () => {
    expect(typosIn("Vi fikk en idè på kafèen.\nSå ble det flere idèer i allè.").typos).toEqual([
      { written: "idèer", suggestion: "idéer", pages: ["https://bedrift.example/"] },
      { written: "allè", suggestion: "allé", pages: ["https://bedrift.example/"] },
      { written: "idè", suggestion: "idé", pages: ["https://bedrift.example/"] },
    ]);
    // «kafèen»: «kaféen» is a form the list lacks (speller.ts guesses it), so it is not suggested.
    // The acute accent, and loanwords that keep their grave one inside the stem, are right.
    expect(
      typosIn("En god idé på kaféen, med crème fraîche til.\nHun fulgte mange idrettskarrièrer.").typos,
    ).toEqual([]);
    // A name the site writes as one is left alone, also at the start of a line.
    expect(typosIn("Kafè\nVelkommen til Kafè Solsiden i sentrum.").typos).toEqual([]);
  });

  it("flags an accent turned the wrong way where the dictionary has it turned, at any length", () => {
    expect(typosIn("Vi rydder óg vasker etterpå.\nDet gjør vi óg i helgene.").typos).toEqual([
      { written: "óg", suggestion: "òg", pages: ["https://bedrift.example/"] },
    ]);
    // a word the dictionary has as written, or with no word for the other accent, is left alone
    expect(typosIn("Vi har en god idé.\nDet ble én gang til.\nHun bor på Xantó i sommer.").typos).toEqual([]);
  });
});
