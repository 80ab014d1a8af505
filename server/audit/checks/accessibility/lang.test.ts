import { describe, expect, it } from "vitest";
import { langTag, norwegianLang, wrongEnglishLang } from "./lang.ts";

// Which <html lang> the report advises, and when a declared English one is wrong: our own words.

const BOKMAL =
  "Velkommen til bakeriet. Vi har ferske brød hver morgen, og du kan bestille kake uten å ringe. Hva ønsker du?";
const NYNORSK =
  "Velkomen til bakeriet. Vi har ferske brød kvar morgon, og du kan bestille kake utan å ringje. Kva ønskjer du? Eg svarar mykje.";

describe("the lang to advise", () => {
  it("says nb for bokmål, nn for nynorsk, and both when the text does not tell", () => {
    expect(norwegianLang([BOKMAL])).toBe("nb");
    expect(norwegianLang([NYNORSK])).toBe("nn");
    expect(norwegianLang(["Ferske brød."])).toBeNull();
    expect(langTag([NYNORSK])).toBe('<html lang="nn">');
    expect(langTag(["Ferske brød."])).toContain('lang="nn" hvis teksten er på nynorsk');
  });
});

describe("an English lang on Norwegian text", () => {
  it("is wrong, while a Norwegian or another language's lang is left alone", () => {
    expect(wrongEnglishLang("en-US", BOKMAL)).toBe(true);
    expect(wrongEnglishLang("en", "Fresh bread every morning, and cakes to order.")).toBe(false);
    expect(wrongEnglishLang("nb", BOKMAL)).toBe(false);
    expect(wrongEnglishLang("da", BOKMAL)).toBe(false);
    expect(wrongEnglishLang(null, BOKMAL)).toBe(false);
  });
});
