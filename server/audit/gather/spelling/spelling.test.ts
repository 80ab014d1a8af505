import { describe, expect, it } from "vitest";
import { builtPages } from "#tests/built-pages.ts";
import { extractPage } from "../page/extract.ts";
import { checkSpelling, stopSpelling } from "./check.ts";
import { leftAlone } from "./compound.ts";
import { findTypos, MAX_TYPOS } from "./find.ts";
import { loadSpeller } from "./speller.fixture.ts";
import { HELD_OUT_TYPOS } from "./typos.heldout.ts";
import { addressPartsIn, namesIn, wordsToCheck } from "./words.ts";

// The bokmål spelling check (decision 023), measured where it matters: false alarms per 1 000 words
// on every page of our own site (the only text the filters and the allow-list were tuned on), and
// recall on a held-out set of typos it was not tuned on.

const loaded = loadSpeller();
const typosIn = loaded.typosIn;

describe("which words are judged", () => {
  it("leaves names, acronyms, addresses and numbers alone, and reads a sentence's first word in lower case", () => {
    const words = wordsToCheck(
      "Kontoret ligger i Sandnes. Ring Kari på 51 23 45 67 eller skriv til post@bedrift.no.\nSEO og AI-løsninger fra www.bedrift.no gir 3x mer.",
    ).map(({ word }) => word);
    expect(words).toEqual([
      "kontoret",
      "ligger",
      "ring",
      "eller",
      "skriv",
      "til",
      "løsninger",
      "fra",
      "gir",
      "mer",
    ]);
  });

  it("reads a line's first word followed by a capital as a name, and a capital part of a hyphenated word", () => {
    expect([...namesIn("Solberg Bakeri har åpent.\nVi har Oslo-kontoret.")]).toEqual([
      "solberg",
      "bakeri",
      "oslo",
    ]);
    expect(wordsToCheck("Solberg Bakeri har åpent.").map(({ word }) => word)).toEqual(["har", "åpent"]);
  });

  it("skips a quotation inside a sentence (a title, often another language), but reads a quoted line", () => {
    expect(wordsToCheck("Koret sang «Vem kan segla» i kveld.").map(({ word }) => word)).toEqual([
      "koret",
      "sang",
      "kveld",
    ]);
    expect(wordsToCheck("«Flott service og raske svar.»").map(({ word }) => word)).toEqual([
      "flott",
      "service",
      "raske",
      "svar",
    ]);
  });

  it("skips a line of placeholder text (lorem ipsum)", () => {
    expect(
      wordsToCheck("Lorem ipsum dolor sit amet, consectetur adipiscing elit.\nVi svarer raskt.").map(
        ({ word }) => word,
      ),
    ).toEqual(["svarer", "raskt"]);
  });

  it("finds the letters of web and e-mail addresses", () => {
    expect([...addressPartsIn("Skriv til post@sannvik-bygg.no eller www.sannvik.no")]).toEqual([
      "post",
      "sannvik",
      "bygg",
      "www",
    ]);
  });
});

describe("which words are known", () => {
  it("knows what Hunspell's own affix rules make of the dictionary's words", () => {
    for (const word of ["takstmenn", "tannlegen", "barnehageplass", "kundesenter"])
      expect(loaded.speller.known(word), word).toBe(true);
    expect(loaded.speller.known("trafikkkork")).toBe(false);
  });

  it("knows the usual abbreviations of weekdays and of «eventuelt» and «eksklusive»", () => {
    for (const word of ["tir", "ons", "tor", "fre", "søn", "evt", "ekskl"])
      expect(loaded.speller.known(word), word).toBe(true);
  });

  it("knows words newer than the list: «app» in all its forms, and «internett» in lower case", () => {
    for (const word of ["app", "appen", "apper", "appene", "internett", "internettet"])
      expect(loaded.speller.known(word), word).toBe(true);
    expect(typosIn("Vi har raskt internett på hele hytta.").typos).toEqual([]);
  });

  it("knows the plurals and definite forms the list lacks, but never suggests them", () => {
    for (const word of ["fakturaer", "risikoen", "skjemaet", "noen"])
      expect(loaded.speller.known(word), word).toBe(true);
    expect(loaded.speller.inDictionary("fakturaer")).toBe(false);
  });

  it("leaves compounds of known words alone, also those Hunspell's compound rules do not build", () => {
    for (const word of ["nettsidesjekk", "designmessig", "pizzaens", "kaffeaktig"]) {
      expect(loaded.speller.known(word), word).toBe(false);
      expect(leftAlone(word, loaded.speller.known), word).toBe(true);
    }
  });
});

describe("what is flagged", () => {
  it("flags a slip with the word meant, also in a compound and in ASCII letters", () => {
    expect(typosIn("Vi har desverre stengt.").typos).toEqual([
      { written: "desverre", suggestion: "dessverre", pages: ["https://bedrift.example/"] },
    ]);
    expect(typosIn("Ring kundeserivce i dag.").typos[0]?.suggestion).toBe("kundeservice");
    expect(typosIn("Det skal vaere enkelt.").typos[0]?.suggestion).toBe("være");
    // «æ» as a plain «a» in a compound's last part
    expect(typosIn("Les vår personvernerklaring før du sender skjemaet.").typos[0]?.suggestion).toBe(
      "personvernerklæring",
    );
    expect(typosIn("Desverre er vi stengt.").typos[0]?.suggestion).toBe("Dessverre");
    // the last letter of a long word left out
    expect(typosIn("Be om et uforpliktend tilbud.").typos[0]?.suggestion).toBe("uforpliktende");
    expect(typosIn("Lokalet er tilgjengeli med rullestol.").typos[0]?.suggestion).toBe("tilgjengelig");
  });

  it("flags a compound of known words when a doubled consonant makes a listed word of it", () => {
    expect(typosIn("Vi ble overasket av været.").typos[0]?.suggestion).toBe("overrasket");
    expect(typosIn("Vi bytter regnskapsystem i år.").typos[0]?.suggestion).toBe("regnskapssystem");
    expect(typosIn("Vi har eget rengjøringselskap.").typos).toEqual([]);
  });

  it("flags a doubled consonant in a compound only at its joint, and a linking s only where one belongs", () => {
    // After -het, -skap, -tet, -sjon … the linking s is written: its lack is a slip.
    expect(typosIn("Vi tar kvalitetsikring på alvor.").typos[0]?.suggestion).toBe("kvalitetssikring");
    // After a plain noun the dictionary lists one form and usage has both: the check says nothing.
    expect(typosIn("Hun er landsjef hos oss.").typos).toEqual([]);
    // Inside a part the word as written is a word of its own: the plural of «skogteknikk», not a
    // slip for «skogtekniker».
    expect(typosIn("Vi lærer nye skogteknikker hvert år.").typos).toEqual([]);
    // A split after three letters is as likely chance: «kon» + «kurerer» is no reading.
    expect(typosIn("De konkurerer om kundene.").typos[0]?.suggestion).toBe("konkurrerer");
  });

  it("flags a fixed expression written as one word, however often it stands, but not the words that are right joined", () => {
    expect(typosIn("Idag er vi stengt, men etterhvert åpner vi igjen.").typos).toEqual([
      { written: "etterhvert", suggestion: "etter hvert", pages: ["https://bedrift.example/"], apart: true },
      { written: "Idag", suggestion: "I dag", pages: ["https://bedrift.example/"], apart: true },
    ]);
    // Written in two different places it is still a slip: the check takes no repetition as meant.
    expect(
      typosIn("Vi har endel verktøy på lager.\nDet gjenstår endel arbeid før jul.").typos.map(
        (t) => t.suggestion,
      ),
    ).toEqual(["en del"]);
    // A slip away from a joined form is not «corrected» to that form.
    expect(typosIn("Vi har enddel arbeid igjen.").typos.map((t) => t.suggestion)).not.toContain("endel");
    // One word by the norm: «iallfall», «istedenfor», «imot», «idet».
    expect(typosIn("Vi kommer iallfall, istedenfor å ringe. Han tok imot oss idet vi kom.").typos).toEqual(
      [],
    );
  });

  it("flags the definite plural of a noun in -er written with an e too many", () => {
    expect(typosIn("Takk til alle trenerene i klubben.").typos[0]?.suggestion).toBe("trenerne");
    expect(typosIn("Takk til alle trenerne og herrene i klubben.").typos).toEqual([]);
  });

  it("flags a short word only for a doubled consonant or æ, ø, å in ASCII, or two letters swapped between known words", () => {
    // A letter left out of a short word is as often another word or a name: left alone.
    expect(typosIn("Se vårt tilbd i dag.").typos).toEqual([]);
    expect(typosIn("Hytta leies ut hele somer.").typos[0]?.suggestion).toBe("sommer");
    expect(typosIn("Vi selger ferks fisk.").typos[0]?.suggestion).toBe("fersk");
    // Beside an unknown word it is as likely a name written in lower case.
    expect(typosIn("Laget av kevin olsen.").typos).toEqual([]);
  });

  it("flags nothing when several words are as close and which was meant cannot be told", () => {
    expect(typosIn("Vi kan levree i morgen.").typos).toEqual([]);
  });

  it("leaves a name the list holds alone where a sentence starts with it", () => {
    expect(typosIn("Vi kom samme dag.\nKari Nilsen, Madla").typos).toEqual([]);
  });

  it("finds English words in their sorted list, whole words only", () => {
    for (const word of ["a", "aardvark", "aardvarks", "deployment", "pinecone"])
      expect(loaded.foreign(word), word).toBe(true);
    for (const word of ["aardvar", "deploymen", "dessverre", ""])
      expect(loaded.foreign(word), word).toBe(false);
  });

  it("leaves English and software terms, and a word written twice, alone", () => {
    expect(typosIn("Vi bruker deployment og webhooks i pipeline.").typos).toEqual([]);
    expect(typosIn("Vi tilbyr gryffel. All gryffel er laget lokalt.").typos).toEqual([]);
  });

  it("reports a typo in a footer on every page once, with its pages: repetition is no evidence", () => {
    const footer = "Vi har desverre stengt på søndager.";
    const pages = [
      { url: "/", text: `Velkommen til verkstedet.\n${footer}` },
      { url: "/om", text: `Vi har drevet i tjue år.\n${footer}` },
      { url: "/kontakt", text: `Ring oss eller send en e-post.\n${footer}` },
    ];
    expect(findTypos(pages, loaded.speller, loaded.foreign).typos).toEqual([
      { written: "desverre", suggestion: "dessverre", pages: ["/", "/om", "/kontakt"] },
    ]);
  });

  it("leaves a name alone where a line starts with it, when the site writes it as a name elsewhere", () => {
    expect(typosIn("Strømen hjelper deg.").typos).toHaveLength(1);
    expect(typosIn("Strømen hjelper deg.\nRing Strømen i dag.").typos).toEqual([]);
  });

  it("leaves a name alone that the site's web or e-mail address holds", () => {
    expect(typosIn("Strømen hjelper deg.\nSkriv til post@bygg.no.").typos).toHaveLength(1);
    expect(typosIn("Strømen hjelper deg.\nSkriv til post@stromenbygg.no.").typos).toEqual([]);
  });

  it("reports at most ten", () => {
    const text = HELD_OUT_TYPOS.map(([typo]) => `Her står ${typo} i en setning.`).join("\n");
    const { typos } = typosIn(text);
    expect(typos).toHaveLength(MAX_TYPOS);
  });
});

describe("measured", () => {
  it("raises at most one false alarm per 1 000 words on our own pages", async () => {
    const pages = await builtPages();
    expect(Object.keys(pages).length).toBeGreaterThanOrEqual(100);
    let words = 0;
    const alarms: string[] = [];
    for (const [path, html] of Object.entries(pages)) {
      // Page by page, as an audit reads them: a word written twice on the site counts only once here.
      const result = findTypos(
        [{ url: path, text: extractPage(html).bodyText }],
        loaded.speller,
        loaded.foreign,
      );
      words += result.words;
      alarms.push(...result.typos.map((typo) => `${path}: ${typo.written} → ${typo.suggestion}`));
    }
    const perThousand = (1000 * alarms.length) / words;
    console.log(
      `spelling: ${alarms.length} false alarms in ${words} words (${perThousand.toFixed(2)} per 1 000)\n${alarms.join("\n")}`,
    );
    expect(words).toBeGreaterThan(40_000);
    expect(perThousand).toBeLessThanOrEqual(1);
  });

  it("catches the held-out typos and suggests the word meant", () => {
    let caught = 0;
    let meant = 0;
    for (const [typo, word] of HELD_OUT_TYPOS) {
      const found = typosIn(`Her står ${typo} i en setning.`).typos[0];
      if (found?.written === typo) caught++;
      if (found?.suggestion === word) meant++;
    }
    console.log(
      `spelling: ${caught}/${HELD_OUT_TYPOS.length} held-out typos caught, ${meant} with the word meant`,
    );
    // Since issue 25 the check says less (edits.ts): 66 of 80 in 2026-11, all with the word meant.
    expect(caught / HELD_OUT_TYPOS.length).toBeGreaterThanOrEqual(0.8);
    expect(meant / caught).toBeGreaterThanOrEqual(0.95);
  });

  it("does not flag the words the held-out typos meant", () => {
    const text = HELD_OUT_TYPOS.map(([, word]) => `Her står ${word} i en setning.`).join("\n");
    expect(typosIn(text).typos).toEqual([]);
  });
});

describe("the spelling thread", () => {
  it("answers as the check does in-process, and can be stopped", async () => {
    const pages = [{ url: "https://bedrift.example/", text: "Vi har desverre stengt i dag." }];
    expect(await checkSpelling(pages)).toEqual(findTypos(pages, loaded.speller, loaded.foreign));
    stopSpelling();
    expect(await checkSpelling(pages)).toEqual(findTypos(pages, loaded.speller, loaded.foreign));
    stopSpelling();
  }, 60_000);
});
