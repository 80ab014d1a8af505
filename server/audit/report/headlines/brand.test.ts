import { describe, expect, it } from "vitest";
import { page } from "../../gather/page/page-text.fixture.ts";
import { headlineParts } from "./parts.ts";

// Made-up pages: the brand comes only from where a business names itself.
const brandOf = (parts: Parameters<typeof page>[0]) => headlineParts(page(parts)).brand;

describe("the brand", () => {
  it("is never a menu word, a placeholder link or a language switch", () => {
    expect(
      brandOf({
        title: "Legekontor i Moss – Kanalen legesenter",
        h1: ["Trygg hjelp når du trenger det"],
        paragraphs: ["Vi tar imot nye pasienter."],
        links: [
          { text: "NO", href: "/" },
          { text: "Galleri", href: "#" },
          { text: "Personvern", href: "#" },
          { text: "Kanalen legesenter", href: "#top" },
        ],
      }),
    ).toBe("Kanalen legesenter");
    expect(
      brandOf({
        title: "Hjem",
        paragraphs: ["Vi lager møbler på bestilling."],
        links: [
          { text: "Facebook", href: "#" },
          { text: "Les mer", href: "#" },
        ],
      }),
    ).toBeNull();
  });

  it("takes the name from the «©» line without the year or the legal form", () => {
    expect(
      brandOf({
        title: "Hjem",
        paragraphs: ["Vi legger gulv og bygger terrasser.", "© 2025 Fjellro Snekkeri ANS · Personvern"],
      }),
    ).toBe("Fjellro Snekkeri");
  });

  it("prefers the legal name the page uses most over a longer one in the title", () => {
    expect(
      brandOf({
        title: "Elvebakken Bil og Båt AS – verksted i Tynset",
        paragraphs: [
          "Vi reparerer biler og båtmotorer.",
          "© 2024 Elvebakken Bil AS. Alle rettigheter forbeholdt.",
        ],
        headings: ["Elvebakken Bil AS"],
      }),
    ).toBe("Elvebakken Bil");
  });

  it("does not take a logo's tagline for the name when the title names the business", () => {
    expect(
      brandOf({
        title: "Strand Maskin AS – minigravere til salgs",
        paragraphs: ["Vi selger minigravere og tilhengere."],
        links: [{ text: "Strand Maskin Din maskinpartner", href: "/" }],
      }),
    ).toBe("Strand Maskin");
  });

  it("reads «Logo for …» as the name, and a web address is no lower-case use of it", () => {
    expect(
      brandOf({
        title: "Sandvik IL",
        paragraphs: ["Skriv til post@sandvikil.no."],
        links: [{ text: "Logo for Sandvik IL", href: "index.html" }],
      }),
    ).toBe("Sandvik IL");
    expect(
      brandOf({
        title: "Fjordfoto",
        h1: ["FjordFoto"],
        paragraphs: ["Vi fotograferer boliger. Skriv til post@fjordfoto.no."],
      }),
    ).toBe("FjordFoto");
  });

  it("writes a name the logo splits in two as the text writes it, as one word", () => {
    expect(
      brandOf({
        title: "Taktekking i Lillevik",
        paragraphs: ["Taksenteret legger om tak i hele Lillevik.", "Ring Taksenteret for befaring."],
        links: [{ text: "Tak Senteret", href: "/" }],
      }),
    ).toBe("Taksenteret");
    // the same letters in an address are no way of writing the name
    expect(
      brandOf({
        title: "Sandvik IL",
        paragraphs: ["Skriv til post@sandvikil.no, eller se sandvikil.no/kontakt."],
        links: [{ text: "Logo for Sandvik IL", href: "index.html" }],
      }),
    ).toBe("Sandvik IL");
  });

  it("takes a subject as the name only when the page names it twice", () => {
    expect(
      brandOf({
        title: "Hjem",
        paragraphs: ["Kari Dal hjelper deg med hagen."],
      }),
    ).toBeNull();
    expect(
      brandOf({
        title: "Hjem",
        paragraphs: ["Grønn Hage hjelper deg med hagen.", "Grønn Hage har tre gartnere."],
      }),
    ).toBe("Grønn Hage");
  });
});
