import { beforeAll, describe, expect, it } from "vitest";
import { builtPages } from "#tests/built-pages.ts";

// The visible slips a Norwegian reader found, pinned on the prerendered pages (npm test
// builds first): topic names keep their capitals in running text, the address has no "ggg", and
// our org.nr. stands with "Foretaksregisteret".

let pages: Record<string, string> = {};

beforeAll(async () => {
  pages = await builtPages();
});

describe("our own copy", () => {
  it("reads every prerendered page", () => {
    expect(Object.keys(pages).length).toBeGreaterThanOrEqual(100);
  });

  it("keeps a topic's own capitals in back links, helper texts and screen-reader texts", () => {
    const all = Object.values(pages).join("\n");
    expect(all).toContain("Tilbake til SEO-optimalisering");
    expect(all).not.toMatch(/Tilbake til (seo|ai|ci\/cd|chatgpt)/);
    expect(all).not.toMatch(/innen (ai|seo)-/);
    expect(all).not.toMatch(/om (chatgpt|seo-|ai-|ci\/cd)/);
  });

  it("spells the street right and shows the org.nr. with «Foretaksregisteret»", () => {
    const home = pages["/"] ?? "";
    expect(home).toContain("Bryggegata 1");
    expect(Object.values(pages).join("\n")).not.toContain("Brygggata");
    expect(home.replaceAll("<!-- -->", "")).toMatch(/Org\.nr\. [\d ]{11} Foretaksregisteret/);
  });

  it("has the privacy statement GDPR art. 13 asks for, and a form text that matches it", () => {
    const privacy = (pages["/personvern"] ?? "").replaceAll("<!-- -->", "");
    for (const part of [
      "uten ugrunnet opphold og senest innen én måned",
      "Eksempel Drift AS (Norge)",
      "Eksempel E-post AS (EU/EØS)",
      "Overføring til land utenfor EU/EØS",
      "standardavtaler",
      "Rapporten fra nettsidesjekken",
      "Alle som har lenken, kan åpne rapporten",
      "også en adresse som ikke er deres egen",
      "en kode som er regnet ut fra dem (en hash)",
    ])
      expect(privacy).toContain(part);
    expect(privacy).not.toContain("Vi svarer innen 30 dager");
    const contact = (pages["/kontakt"] ?? "").replaceAll("<!-- -->", "");
    expect(contact).toContain("sletter dem etter 24 måneder hvis du ikke blir kunde");
    expect(contact).not.toContain("bruker dem bare til å svare deg");
  });

  it("names every cookie and storage entry, and says «Avvis alle» sets the choice cookie too", () => {
    const cookies = pages["/cookies"] ?? "";
    expect(cookies).toContain("«samtykke»");
    expect(cookies).toContain("«react-router-scroll-positions»");
    expect(cookies).toMatch(/også når du trykker «Avvis alle»/);
  });

  it("states the private sector's duty, our higher target, the last test and the known limits", () => {
    const statement = pages["/tilgjengelighet"] ?? "";
    expect(statement).toContain("WCAG 2.0");
    expect(statement).toContain("WCAG 2.1 på nivå AA");
    expect(statement).toMatch(/Sist testet \d{1,2}\. [a-zæøå]+ \d{4}/);
    expect(statement).toContain("Noen funksjoner krever JavaScript");
    expect(statement).not.toContain("Sidene fungerer også uten JavaScript");
  });

  it("asks for the free conversation once per page, in one term and varied words", () => {
    // What a reader sees: no head, no scripts (the router's data repeats the texts), no tags.
    const plain = (html: string) =>
      html
        .replace(/<head>[\s\S]*?<\/head>/, " ")
        .replace(/<script[\s\S]*?<\/script>/g, " ")
        .replace(/<[^>]+>/g, " ");
    const asks = Object.entries(pages).map(([path, html]) => ({
      path,
      count: (plain(html).match(/gratis samtale på 30 minutter/g) ?? []).length,
    }));
    // The contact page describes the conversation in its steps; it asks once, at the end.
    expect(asks.filter(({ path, count }) => count > 1 && path !== "/kontakt")).toEqual([]);
    expect(Object.values(pages).join("\n")).not.toMatch(/gratis konsultasjon/i);
    const wordings = new Set(
      Object.values(pages).flatMap(
        (html) => plain(html).match(/[^.]*gratis samtale på 30 minutter[^.]*\./g) ?? [],
      ),
    );
    expect(wordings.size).toBeGreaterThanOrEqual(4);
  });
});
