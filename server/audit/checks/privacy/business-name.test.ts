import { describe, expect, it } from "vitest";
import { artifactsFor, crawlOf, htmlPage } from "../test-artifacts.ts";
import { businessName } from "./business-name.ts";
import { pagesRead } from "./site-text.ts";

// The business's name where a visitor looks for it: the company form, the structured data, the ©
// line, the title's brand part on two pages, the logo, the page's own text. The site is an invented
// bakery at www.fjellbakeriet.example; the names are made up.

const page = (title: string, main: string, head = "") =>
  htmlPage(`<title>${title}</title>${head}`, `<main><h1>${title.split(" | ")[0]}</h1>${main}</main>`);
const TEXT = "<p>Vi baker surdeigsbrød og kanelboller hver morgen.</p>";

/** The name found on the pages given (path → HTML; a crawl when more than one). */
function nameOn(pages: Record<string, string>) {
  const start = Object.values(pages)[0] ?? "";
  const artifacts = artifactsFor(start, Object.keys(pages).length > 1 ? { crawl: crawlOf(pages) } : {});
  return businessName(pagesRead(artifacts), artifacts);
}
const nameOnPage = (main: string, head = "", title = "Forside") => nameOn({ "/": page(title, main, head) });

describe("the business name", () => {
  it("is none when nothing names the business", () => {
    expect(nameOnPage(TEXT)).toBeNull();
    expect(nameOn({ "/": page("Forside", TEXT), "/om": page("Om oss", TEXT) })).toBeNull();
  });

  it("is the name before a company form, first of all", () => {
    const og = '<meta property="og:site_name" content="Elvebakeriet">';
    expect(nameOnPage(`${TEXT}<p>© 2026 Fjellbakeriet Lom AS</p>`, og)).toBe("Fjellbakeriet Lom AS");
  });

  it("is the JSON-LD business's name, or og:site_name", () => {
    const jsonLd =
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Elvebakeriet"}</script>';
    expect(nameOnPage(TEXT, jsonLd)).toBe("Elvebakeriet");
    expect(nameOnPage(TEXT, '<meta property="og:site_name" content="Bakeriet ved Elva">')).toBe(
      "Bakeriet ved Elva",
    );
  });

  it("is the © line's name, without the year or what follows", () => {
    expect(nameOnPage(`${TEXT}<p>© 2026 Bakeriet ved Elva. Alle rettigheter reservert.</p>`)).toBe(
      "Bakeriet ved Elva",
    );
    expect(nameOnPage(`${TEXT}<p>Copyright 2019–2026 Bakeriet ved Elva | Personvern</p>`)).toBe(
      "Bakeriet ved Elva",
    );
  });

  it("is the title part that stands on two pages, not a part on one page, a page word or a generic word", () => {
    expect(
      nameOn({
        "/": page("Brød | Bakeriet ved Elva", TEXT),
        "/kaker": page("Kaker | Bakeriet ved Elva", TEXT),
      }),
    ).toBe("Bakeriet ved Elva");
    expect(
      nameOn({ "/": page("Brød | Bakeriet ved Elva", TEXT), "/kaker": page("Kaker | Kakebua", TEXT) }),
    ).toBeNull();
    expect(nameOn({ "/": page("Om oss | Brød", TEXT), "/om": page("Om oss | Kaker", TEXT) })).toBeNull();
    expect(nameOn({ "/": page("Hjem", TEXT), "/b": page("Hjem", TEXT) })).toBeNull();
    // A bar with no spaces around it parts the title too.
    expect(
      nameOn({ "/": page("Hjem|Bakeriet ved Elva", TEXT), "/kaker": page("Kaker|Bakeriet ved Elva", TEXT) }),
    ).toBe("Bakeriet ved Elva");
  });

  it("is a logo's alt on a link home, «logo» left out, not a link word", () => {
    const logo = (alt: string, href = "/") =>
      `<header><a href="${href}"><img src="/logo.svg" alt="${alt}"></a></header>${TEXT}`;
    expect(nameOnPage(logo("Bakeriet ved Elva logo"))).toBe("Bakeriet ved Elva");
    expect(nameOnPage(logo("bakeriet ved elva logo", "/index.html"))).toBe("Bakeriet ved elva");
    expect(nameOnPage(logo("Hjem"))).toBeNull();
    expect(nameOnPage(logo("Bakeriet ved Elva", "/kaker"))).toBeNull();
  });

  it("is the one page's title when its text says it again beyond the h1", () => {
    expect(nameOnPage("<p>Elvebakeriet baker brød hver morgen.</p>", "", "Elvebakeriet")).toBe(
      "Elvebakeriet",
    );
    expect(nameOnPage(TEXT, "", "Elvebakeriet")).toBeNull();
  });

  it("is what the site welcomes to, or says it is called, not what its cat is called", () => {
    expect(nameOnPage(`<p>Velkommen til Elvebakeriet!</p>${TEXT}`)).toBe("Elvebakeriet");
    expect(nameOnPage(`${TEXT}<p>Bakeriet har skiftet eier, og i dag heter vi Elvebakeriet.</p>`)).toBe(
      "Elvebakeriet",
    );
    expect(nameOnPage(`${TEXT}<p>Vi har en bakerikatt som heter Frida.</p>`)).toBeNull();
  });

  it("is the capitalised words that spell the site's own domain", () => {
    expect(nameOnPage(`<p>Fjell Bakeriet har bakt brød i Lom siden 1987.</p>`)).toBe("Fjell Bakeriet");
    expect(nameOnPage(`<p>Fjell Bakeriet Lom har bakt brød siden 1987.</p>`)).toBe("Fjell Bakeriet");
    expect(nameOnPage(`<p>Fjell og bakeriet i Lom.</p>`)).toBeNull();
  });
});
