import { describe, expect, it } from "vitest";
import { fixedCaseFor } from "./fixed-case.ts";
import { loadSpeller } from "./speller.fixture.ts";

// A service's name written in lower case gets the name as the word meant, not the nearest word
// of the dictionary (decision 023).

const { typosIn } = loadSpeller();

describe("names written with capitals inside the word", () => {
  it("suggests the name itself for a lower-case or sentence-initial form", () => {
    expect(typosIn("Du logger inn med bankid og signerer avtalen.").typos).toEqual([
      { written: "bankid", suggestion: "BankID", pages: ["https://bedrift.example/"] },
    ]);
    expect(typosIn("Bankid trengs for å signere.").typos.map((typo) => typo.suggestion)).toEqual(["BankID"]);
    expect(typosIn("Kortet tar imot bankaxept og kontanter.").typos.map((typo) => typo.suggestion)).toEqual([
      "BankAxept",
    ]);
  });

  it("leaves the name alone as its owner writes it, in capitals only, and in the site's own address", () => {
    expect(typosIn("Du logger inn med BankID og signerer avtalen.").typos).toEqual([]);
    expect(typosIn("LOGG INN MED BANKID\nSå signerer du avtalen.").typos).toEqual([]);
    expect(typosIn("Les mer på www.bankid.no om hvordan bankid virker.").typos).toEqual([]);
    expect(fixedCaseFor("bankid", "BANKID")).toBeNull();
    expect(fixedCaseFor("bankid", "BankID")).toBeNull();
    expect(fixedCaseFor("banktid", "banktid")).toBeNull();
  });
});
