import { describe, expect, it } from "vitest";
import { counted, listCounts, nb, quoted, quoteList, round1, short, someOf } from "./format.ts";

// Numbers, counts and lists as the Norwegian finding texts write them.

describe("numbers", () => {
  it("rounds to one decimal and writes a decimal comma and a thin thousands space", () => {
    expect(round1(36.94)).toBe(36.9);
    expect(round1(2.25)).toBe(2.3);
    expect(nb(36.9)).toBe("36,9");
    expect(nb(20)).toBe("20");
    expect(nb(1200).replace(/\s/g, " ")).toBe("1 200");
  });

  it("counts with the right form of the noun, small numbers in letters", () => {
    expect(counted(0, "sitat", "sitater")).toBe("ingen sitater");
    expect(counted(1, "gang", "ganger")).toBe("én gang");
    expect(counted(1, "ord", "ord", "ett")).toBe("ett ord");
    expect(counted(2, "gang", "ganger")).toBe("to ganger");
    expect(counted(12, "gang", "ganger")).toBe("tolv ganger");
    expect(counted(13, "gang", "ganger")).toBe("13 ganger");
  });
});

describe("lists", () => {
  it("quotes words, the most used first, with a count only past one", () => {
    const counts = new Map([
      ["unik", 1],
      ["beste", 2],
      ["ledende", 1],
    ]);
    expect(listCounts(counts)).toBe("«beste» to ganger, «unik» og «ledende»");
    expect(listCounts(counts, 2)).toBe("«beste» to ganger og «unik»");
  });

  it("quotes at most three items, each cut after a whole word near 70 characters", () => {
    expect(quoteList(["a", "b", "c", "d"])).toBe("«a», «b» og «c»");
    // someOf says when it left some out
    expect(someOf(["a", "b", "c", "d"])).toBe("blant annet «a», «b» og «c»");
    expect(someOf(["a", "b", "c"])).toBe("«a», «b» og «c»");
    // an item's own full stop goes, so our sentence's does not follow it; an ellipsis stays
    expect(quoteList(["Les mer.", "Kontakt oss", "Se mer..."])).toBe(
      "«Les mer», «Kontakt oss» og «Se mer...»",
    );
    const long =
      "Regnskap og lønn for små og store bedrifter i hele Lillevik og omegn med fast pris hver eneste måned";
    expect(short(long)).toBe("Regnskap og lønn for små og store bedrifter i hele Lillevik og omegn …");
    expect(short("  Kort \n tekst ")).toBe("Kort tekst");
    expect(short("Ord, ord, ord, ord", 10)).toBe("Ord, ord …");
  });
});

describe("a quote within our quote", () => {
  it("writes the page's quotation marks as single ones, and drops an opening one the cut leaves open", () => {
    expect(quoted("«Raskt og greit.» – Per")).toBe("«‘Raskt og greit.’ – Per»");
    const long =
      "«Vi har brukt dem i mange år til både vask av hytta og vinduer, og vi er alltid like fornøyde med jobben.» – Per";
    const shown = quoted(long);
    expect(shown).toMatch(/^«Vi har brukt dem i mange år .* …»$/);
    expect(shown).not.toContain("‘");
    // an apostrophe in the quote is no closing mark
    expect(
      quoted("«Vi er svært fornøyd med Kari’s arbeid, og vi kommer gjerne tilbake neste sommer også.» – Per"),
    ).not.toContain("‘");
  });
});
