import { describe, expect, it } from "vitest";
import { spelling } from "../../checks/copy/spelling.ts";
import type { Artifacts } from "../../checks/types.ts";
import { findTypos } from "./find.ts";
import { loadSpeller } from "./speller.fixture.ts";
import { BOKMAL_MARKERS, bokmalPages, NYNORSK_MARKERS } from "./standard.ts";

// A nynorsk page is not read with a bokmål word list (issue 25). The paragraphs are our own.

const NYNORSK =
  "Vi er eit lite firma ved fjorden. Vi tek på oss små og store oppdrag, og ingen jobb er for liten. Ta kontakt, så finn vi ut korleis vi kan hjelpe deg. Du kan òg ringje oss om kvelden, det er ikkje noko problem.";
const BOKMAL =
  "Vi er et lite firma ved fjorden. Vi tar på oss små og store oppdrag, og ingen jobb er for liten. Ta kontakt, så finner vi ut hvordan vi kan hjelpe deg. Du kan også ringe oss om kvelden, det er ikke noe problem.";
const BOKMAL_WITH_QUOTE = `${BOKMAL} Hele laget var med, og mer enn hundre kom. Kunden skrev: «Eg veit ikkje kva eg skulle gjort utan dykk.»`;
const MENU = "Hjem Om oss Kontakt";

const page = (url: string, text: string, lang: string | null = null) => ({ url, text, lang });
const urls = (pages: { url: string }[]) => pages.map(({ url }) => url);

const loaded = loadSpeller();

describe("which pages are bokmål", () => {
  it("keeps bokmål pages, also one that quotes a nynorsk sentence", () => {
    expect(urls(bokmalPages([page("/a", BOKMAL), page("/b", BOKMAL_WITH_QUOTE, "nb")]))).toEqual([
      "/a",
      "/b",
    ]);
  });

  it("leaves out a page whose lang says nynorsk, whatever its text", () => {
    for (const lang of ["nn", "nn-NO", "no-NN", "NN"])
      expect(urls(bokmalPages([page("/a", BOKMAL, lang)])), lang).toEqual([]);
  });

  it("leaves out a nynorsk text under lang nb, no, en or none", () => {
    for (const lang of ["nb", "no", "en", null])
      expect(urls(bokmalPages([page("/a", NYNORSK, lang)]))).toEqual([]);
  });

  it("reads a page too short to tell in the written standard of the rest of the site", () => {
    expect(urls(bokmalPages([page("/", NYNORSK), page("/meny", MENU)]))).toEqual([]);
    expect(urls(bokmalPages([page("/", BOKMAL), page("/meny", MENU)]))).toEqual(["/", "/meny"]);
    expect(urls(bokmalPages([page("/meny", MENU)]))).toEqual(["/meny"]);
  });

  it("keeps a clearly bokmål page on a nynorsk site", () => {
    expect(urls(bokmalPages([page("/", NYNORSK), page("/en", BOKMAL)]))).toEqual(["/en"]);
  });
});

describe("the markers", () => {
  it("are two sets apart, the bokmål ones words the bokmål list holds", () => {
    expect(NYNORSK_MARKERS.filter((word) => BOKMAL_MARKERS.includes(word))).toEqual([]);
    expect(BOKMAL_MARKERS.filter((word) => !loaded.speller.known(word))).toEqual([]);
  });
});

describe("a site in nynorsk", () => {
  it("is not spell-checked, and its words are not counted", () => {
    const result = findTypos(
      [page("/", `${NYNORSK} Heile veka er vi opne.`, "nb")],
      loaded.speller,
      loaded.foreign,
    );
    expect(result).toEqual({ words: 0, pages: 0, typos: [] });
  });

  it("counts only the bokmål pages of a mixed site", () => {
    const result = findTypos([page("/", NYNORSK), page("/en", BOKMAL)], loaded.speller, loaded.foreign);
    expect(result.pages).toBe(1);
    expect(result.words).toBe(BOKMAL.split(" ").length);
  });
});

describe("the spelling finding", () => {
  const run = (result: Artifacts["spelling"]) => spelling.run({ spelling: result } as Artifacts);

  it("says nothing on a site without a bokmål page, rather than «no typos»", () => {
    expect(run({ words: 0, pages: 0, typos: [] })).toEqual({ score: null, findings: [] });
    expect(run({ words: 40, pages: 1, typos: [] }).score).toBe(1);
  });

  it("lists every page a typo stands on", () => {
    const typos = [{ written: "desverre", suggestion: "dessverre", pages: ["/", "/om"] }];
    expect(run({ words: 40, pages: 2, typos }).findings[0]?.pages).toEqual(["/", "/om"]);
  });
});
