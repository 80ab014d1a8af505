import { describe, expect, it } from "vitest";
import { ACCOUNTANT_PAGE, page } from "../../gather/page/page-text.fixture.ts";
import type { Finding } from "../../types.ts";
import { analyseCopy } from "./analyse.ts";
import { lix, lixLevel } from "./readability.ts";

const find = (findings: Finding[], id: string) => findings.find((finding) => finding.id === id);

const GOOD_PAGE = ACCOUNTANT_PAGE;

// "Vi, vi, vi": superlatives, no numbers, no call to action, long words, wrong language.
const BAD_PAGE = page({
  title: "Velkommen",
  h1: ["Velkommen til Nordic Solutions"],
  headings: ["Om oss", "Våre tjenester"],
  paragraphs: [
    "Vi er markedsledende innen innovative og sømløse løsninger for bedriftsmarkedet, og vi leverer kvalitetsløsninger i verdensklasse.",
    "Vi har de beste konsulentene, og vår unike metodikk gjør oss til en ledende aktør innenfor digitalisering og forretningsutvikling i Skandinavia.",
  ],
  lang: "en",
});

describe("lix", () => {
  it("scores a simple text", () => {
    // 7 words, 2 sentences, 0 words of 7+ letters: 7/2 + 0 = 3.5
    expect(lix("Vi har en hund. Den er snill.")).toEqual({
      score: 3.5,
      words: 7,
      sentences: 2,
      longWords: 0,
    });
  });

  it("counts long words, hyphenated words and æøå", () => {
    // Regnskapsføreren (16 letters) sender e-post (one word, 5 letters) om årsoppgjøret (12).
    // Søknaden (8) er ferdig (6)! → 8 words, 2 sentences, 3 long: 8/2 + 100·3/8 = 4 + 37.5 = 41.5
    expect(lix("Regnskapsføreren sender e-post om årsoppgjøret. Søknaden er ferdig!")).toEqual({
      score: 41.5,
      words: 8,
      sentences: 2,
      longWords: 3,
    });
    // En state-of-the-art (one word, 14 letters) løsning (7 letters) → 3 words, 1 sentence, 2 long:
    // 3/1 + 100·2/3 = 3 + 66.67 = 69.7
    expect(lix("En state-of-the-art løsning.")).toEqual({
      score: 69.7,
      words: 3,
      sentences: 1,
      longWords: 2,
    });
  });

  it("skips digits, ends sentences at colons and line breaks", () => {
    // Åpent, timer | Ring, oss | (51 23 45 67 has no words) → 4 words, 2 sentences, 0 long: 4/2 = 2
    expect(lix("Åpent 24 timer\nRing oss: 51 23 45 67")).toEqual({
      score: 2,
      words: 4,
      sentences: 2,
      longWords: 0,
    });
    // a decimal point does not end a sentence: Prisen er kroner → 3 words, 1 sentence
    expect(lix("Prisen er 3.5 kroner")).toMatchObject({ words: 3, sentences: 1 });
  });

  it("does not end sentences at abbreviations", () => {
    // Det koster ca kr. | Du betaler feks hver måned. → 9 words, 2 sentences, 1 long (betaler):
    // 9/2 + 100·1/9 = 4.5 + 11.11 = 15.6
    expect(lix("Det koster ca. 500 kr. Du betaler f.eks. hver måned.")).toEqual({
      score: 15.6,
      words: 9,
      sentences: 2,
      longWords: 1,
    });
  });

  it("counts one sentence for text without an end mark, and nothing for no words", () => {
    // 3 words, 1 sentence, 0 long: 3
    expect(lix("bare tre ord")).toEqual({ score: 3, words: 3, sentences: 1, longWords: 0 });
    expect(lix("")).toEqual({ score: 0, words: 0, sentences: 0, longWords: 0 });
    expect(lix("2026 — 24/7")).toEqual({ score: 0, words: 0, sentences: 0, longWords: 0 });
  });
});

describe("lixLevel", () => {
  it.each([
    [10, "Svært lettlest"],
    [24.9, "Svært lettlest"],
    [25, "Lettlest"],
    [34.9, "Lettlest"],
    [35, "Middels"],
    [44.9, "Middels"],
    [45, "Vanskelig"],
    [54.9, "Vanskelig"],
    [55, "Svært vanskelig"],
    [70, "Svært vanskelig"],
  ])("labels %d as %s", (score, label) => {
    expect(lixLevel(score)).toBe(label);
  });
});

describe("analyseCopy on whole pages", () => {
  it("scores a du-focused page with numbers, a CTA and a quote high, without problems", () => {
    const result = analyseCopy(GOOD_PAGE);
    expect(result.findings.filter((finding) => finding.severity === "problem")).toEqual([]);
    expect(result.findings.filter((finding) => finding.severity === "warning")).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(90);
    expect(result.headline).toMatchObject({
      text: "Slik får du mer tid til kundene dine",
      source: "h1",
      words: 8,
    });
    expect(result.readerFocus.youWords).toBeGreaterThan(result.readerFocus.weWords);
    expect(result.specifics.examples).toContain("24 timer");
    expect(result.cta.strong).toContain("Bestill gratis vurdering");
    expect(result.cta.weak).toContain("Les mer");
    expect(result.socialProof.quotes).toBe(1);
    expect(result.readability.source).toBe("paragraphs");
    expect(result.readability.score).toBeLessThanOrEqual(40);
    expect(result.lix).toEqual({
      score: result.readability.score,
      words: result.readability.words,
      sentences: result.readability.sentences,
      longWords: result.readability.longWords,
    });
    for (const finding of result.findings) {
      expect(finding.title).not.toBe("");
      expect(finding.detail).not.toBe("");
      expect(finding.fix).not.toBe("");
    }
  });

  it("scores a vi-vi-vi page with superlatives and no CTA low, with the right findings", () => {
    const result = analyseCopy(BAD_PAGE);
    expect(result.score).toBeLessThan(40);
    expect(find(result.findings, "reader-focus")?.severity).toBe("problem");
    expect(result.readerFocus).toMatchObject({ youWords: 0, ratio: 0 });
    expect(result.readerFocus.weWords).toBeGreaterThanOrEqual(6);
    expect(find(result.findings, "specifics")?.severity).toBe("problem");
    expect(find(result.findings, "superlatives")?.severity).toBe("problem");
    expect(result.superlatives.map((item) => item.word).sort()).toEqual(
      ["beste", "innovative", "ledende", "markedsledende", "sømløse", "unike", "verdensklasse"].sort(),
    );
    expect(find(result.findings, "superlatives")?.detail).toContain("«markedsledende»");
    expect(find(result.findings, "superlatives")?.detail).not.toMatch(/\(\d+\)/);
    expect(find(result.findings, "cta")?.severity).toBe("problem");
    // "Velkommen til Nordic Solutions" promises nothing: a greeting and a name
    expect(find(result.findings, "headline-benefit")?.severity).toBe("problem");
    expect(find(result.findings, "social-proof")?.severity).toBe("warning");
    // Under 100 words of body text: too little to measure (issue 25), so no readability verdict
    expect(find(result.findings, "readability")).toBeUndefined();
    expect(find(result.findings, "language")?.severity).toBe("problem");
  });

  it("returns score 0 and one finding for a page without text", () => {
    const result = analyseCopy(page({ bodyText: "   " }));
    expect(result.score).toBe(0);
    expect(result.findings.map((finding) => finding.id)).toEqual(["text-missing"]);
  });
});

describe("analyseCopy, check by check", () => {
  const filler =
    "Du får hjelp med regnskapet. Du får svar innen 24 timer. Du ser alle tallene på mobilen. Du betaler 990 kr i måneden.";

  it("headline: missing, title only, too long, too short, fine", () => {
    const none = analyseCopy(page({ paragraphs: [filler] }));
    expect(find(none.findings, "headline-missing")?.severity).toBe("problem");

    const titleOnly = analyseCopy(
      page({ title: "Slik får du orden på regnskapet | Tallhuset", paragraphs: [filler] }),
    );
    expect(titleOnly.headline).toMatchObject({ source: "title", text: "Slik får du orden på regnskapet" });
    expect(find(titleOnly.findings, "headline-no-h1")?.severity).toBe("warning");

    const long = analyseCopy(
      page({
        h1: [
          "Vi er et regnskapskontor i Sandnes som har holdt på lenge med regnskap for små og store bedrifter",
        ],
        paragraphs: [filler],
      }),
    );
    expect(find(long.findings, "headline-length")?.severity).toBe("warning");
    expect(long.headline.words).toBeGreaterThan(12);

    const short = analyseCopy(page({ h1: ["Tallhuset"], paragraphs: [filler] }));
    expect(find(short.findings, "headline-length")?.severity).toBe("warning");
    expect(find(short.findings, "headline-length")?.detail).toBe(
      "«Tallhuset» er bare ett ord. Et navn eller et enkelt ord sier ikke hva leseren får.",
    );
    // the brand alone promises nothing
    expect(find(short.findings, "headline-benefit")?.severity).toBe("problem");

    const fine = analyseCopy(page({ h1: ["Spar 10 timer på regnskapet hver måned"], paragraphs: [filler] }));
    expect(find(fine.findings, "headline-length")?.severity).toBe("good");
    expect(find(fine.findings, "headline-benefit")?.severity).toBe("good");
    expect(fine.headline.benefitSignals).toEqual(expect.arrayContaining(["spar", "tall"]));
  });

  it("headline: a number alone counts as a promise", () => {
    const result = analyseCopy(page({ h1: ["Regnskap på 3 klikk"], paragraphs: [filler] }));
    expect(result.headline.benefitSignals).toEqual(["tall"]);
    expect(find(result.findings, "headline-benefit")?.severity).toBe("good");
  });

  it("news words in the headline are praised, and only there", () => {
    const news = analyseCopy(
      page({ h1: ["Nyhet: nå kan du sende bilag fra mobilen"], paragraphs: [filler] }),
    );
    expect(find(news.findings, "headline-news")?.severity).toBe("good");
    expect(news.headline.newsWords).toEqual(expect.arrayContaining(["nyhet", "nå"]));

    const plain = analyseCopy(
      page({
        h1: ["Regnskap for små bedrifter i Sandnes"],
        paragraphs: [`${filler} Nå er vi endelig i nye lokaler.`],
      }),
    );
    expect(find(plain.findings, "headline-news")).toBeUndefined();
  });

  it("reader focus: whole words only, du beats vi, vi beats du", () => {
    const you = analyseCopy(page({ h1: ["Regnskap for deg"], paragraphs: [filler] }));
    expect(find(you.findings, "reader-focus")?.severity).toBe("good");

    // "Vikingene" and "dukker" are not vi/du words; "Vi", "vår", "oss" are.
    const we = analyseCopy(
      page({
        h1: ["Regnskap for deg"],
        paragraphs: ["Vikingene dukker opp. Vi har lang erfaring. Vår metode gjør oss raske. Du får svar."],
      }),
    );
    expect(we.readerFocus).toEqual({ youWords: 2, weWords: 3, ratio: 0.67 });
    // within the margin: vi must be more than one and a half times du
    expect(find(we.findings, "reader-focus")?.severity).toBe("good");

    const weMore = analyseCopy(
      page({
        h1: ["Regnskap for deg"],
        paragraphs: [
          "Vi har lang erfaring. Vår metode gjør oss raske. Vi svarer fort, og vi rydder. Du får svar. Du sparer tid.",
        ],
      }),
    );
    expect(weMore.readerFocus).toMatchObject({ youWords: 3, weWords: 5 });
    expect(find(weMore.findings, "reader-focus")?.severity).toBe("warning");

    const weOnly = analyseCopy(
      page({ h1: ["Om oss"], paragraphs: ["Vi er gode. Vi er raske. Vårt team er klart."] }),
    );
    expect(find(weOnly.findings, "reader-focus")?.severity).toBe("problem");
  });

  it("specifics: none, too few, enough", () => {
    const words = (count: number) => Array.from({ length: count }, () => "ord").join(" ");
    const none = analyseCopy(page({ h1: ["Regnskap for deg"], paragraphs: [`Du får hjelp. ${words(40)}.`] }));
    expect(find(none.findings, "specifics")?.severity).toBe("problem");

    // 1 number in 200+ words: under 1 per 100 words
    const few = analyseCopy(
      page({ h1: ["Regnskap for deg"], paragraphs: [`Du får svar innen 24 timer. ${words(200)}.`] }),
    );
    expect(find(few.findings, "specifics")?.severity).toBe("warning");
    expect(few.specifics.count).toBe(1);

    const enough = analyseCopy(
      page({
        h1: ["Regnskap for deg"],
        paragraphs: ["Du betaler kr 990 i måneden, sparer 30 % og får svar på 2 dager siden 2015."],
      }),
    );
    expect(find(enough.findings, "specifics")?.severity).toBe("good");
    // "siden 2015" is a year, not a fact
    expect(enough.specifics.examples).toEqual(["kr 990", "30 %", "2 dager"]);
  });

  it("superlatives: counted per word, case-insensitive, whole words", () => {
    const result = analyseCopy(
      page({
        h1: ["Regnskap for deg"],
        paragraphs: [
          "Du får den beste hjelpen. Beste pris! Vi er Markedsledende. Du bestemmer selv, helt unikt.",
        ],
      }),
    );
    expect(result.superlatives).toEqual([
      { word: "beste", count: 2 },
      { word: "markedsledende", count: 1 },
    ]);
    expect(find(result.findings, "superlatives")?.severity).toBe("problem");

    const one = analyseCopy(page({ h1: ["Regnskap for deg"], paragraphs: ["Du får en unik rådgiver."] }));
    expect(find(one.findings, "superlatives")?.severity).toBe("warning");

    const clean = analyseCopy(page({ h1: ["Regnskap for deg"], paragraphs: [filler] }));
    expect(find(clean.findings, "superlatives")?.severity).toBe("good");
  });

  it("call to action: strong, only weak, none", () => {
    const base = { h1: ["Regnskap for deg"], paragraphs: [filler] };
    const strong = analyseCopy(
      page({ ...base, buttons: ["Få tilbud i dag"], links: [{ text: "Les mer", href: "/" }] }),
    );
    expect(find(strong.findings, "cta")?.severity).toBe("good");
    expect(strong.cta).toEqual({ strong: ["Få tilbud i dag"], weak: ["Les mer"] });

    const weak = analyseCopy(
      page({
        ...base,
        links: [
          { text: "Les mer", href: "/om" },
          { text: "Klikk her", href: "/" },
        ],
      }),
    );
    expect(find(weak.findings, "cta")?.severity).toBe("warning");

    const none = analyseCopy(page({ ...base, links: [{ text: "Om oss", href: "/om" }] }));
    expect(find(none.findings, "cta")?.severity).toBe("problem");

    const multiWord = analyseCopy(page({ ...base, links: [{ text: "Meld deg på kurset", href: "/kurs" }] }));
    expect(multiWord.cta.strong).toEqual(["Meld deg på kurset"]);
  });

  it("social proof: quote, only customer words, nothing", () => {
    const base = { h1: ["Regnskap for deg"] };
    const quoted = analyseCopy(
      page({ ...base, paragraphs: [filler, "“Endelig har jeg oversikt over tallene”, sier Ola."] }),
    );
    expect(find(quoted.findings, "social-proof")?.severity).toBe("good");
    expect(quoted.socialProof.quotes).toBe(1);

    // a one-word quote is a term, not a testimonial
    const words = analyseCopy(
      page({ ...base, paragraphs: [filler, "Over 200 kunder anbefaler oss. Vi kaller det «regnskap»."] }),
    );
    expect(words.socialProof).toEqual({ quotes: 0, signals: ["kunder", "anbefaler"] });
    expect(find(words.findings, "social-proof")).toMatchObject({
      severity: "warning",
      title: "Du nevner kunder, men lar dem ikke snakke",
    });

    const nothing = analyseCopy(page({ ...base, paragraphs: [filler] }));
    expect(find(nothing.findings, "social-proof")).toMatchObject({
      severity: "warning",
      title: "Siden har ingen kundesitater eller referanser",
    });
  });

  it("readability: easy, a little heavy (40–45), heavy (> 45)", () => {
    // Each text repeated to reach the 100 words LIX needs; repetition leaves the score as it was
    const easy = analyseCopy(page({ h1: ["Regnskap for deg"], paragraphs: Array(5).fill(filler) }));
    expect(find(easy.findings, "readability")?.severity).toBe("good");

    // LIX 41.5, see the lix tests
    const medium = analyseCopy(
      page({
        paragraphs: Array(13).fill("Regnskapsføreren sender e-post om årsoppgjøret. Søknaden er ferdig!"),
        lang: "nb",
      }),
    );
    expect(medium.readability).toMatchObject({ score: 41.5, source: "paragraphs", level: "Middels" });
    expect(find(medium.findings, "readability")?.severity).toBe("warning");

    const heavy = analyseCopy({ ...BAD_PAGE, paragraphs: [...Array(3)].flatMap(() => BAD_PAGE.paragraphs) });
    expect(heavy.readability.score).toBeGreaterThan(45);
    expect(find(heavy.findings, "readability")?.severity).toBe("problem");
  });

  it("sentence length: flags an average over 20 words", () => {
    const sentence =
      "Du som driver en liten bedrift i Sandnes eller Stavanger får hjelp med regnskap og lønn og moms og årsoppgjør og alt annet du trenger hele året";
    const long = analyseCopy(
      page({ h1: ["Regnskap for deg"], paragraphs: Array(2).fill(`${sentence}. ${sentence}.`) }),
    );
    // 27 words per sentence, four sentences (100 words or more, or nothing is measured)
    expect(long.averageSentenceWords).toBe(27);
    expect(find(long.findings, "sentence-length")?.severity).toBe("warning");

    const short = analyseCopy(page({ h1: ["Regnskap for deg"], paragraphs: Array(5).fill(filler) }));
    expect(find(short.findings, "sentence-length")?.severity).toBe("good");
  });

  it("language: missing, wrong for Norwegian text, right", () => {
    const base = {
      h1: ["Regnskap for deg"],
      paragraphs: [filler, "Vi gjør årsoppgjøret for små bedrifter på Jæren og i Sør-Rogaland."],
    };
    expect(find(analyseCopy(page({ ...base, lang: null })).findings, "language")?.severity).toBe("warning");
    const wrong = analyseCopy(page({ ...base, lang: "en" }));
    expect(wrong.language).toEqual({ declared: "en", looksNorwegian: true });
    expect(find(wrong.findings, "language")?.severity).toBe("problem");
    expect(find(analyseCopy(page({ ...base, lang: "nb-NO" })).findings, "language")?.severity).toBe("good");
    expect(find(analyseCopy(page({ ...base, lang: "nn" })).findings, "language")?.severity).toBe("good");

    const english = analyseCopy(
      page({
        h1: ["Accounting for small businesses"],
        paragraphs: [
          "We help small businesses with accounting, payroll and tax returns every single month of the year.",
        ],
        lang: "en",
      }),
    );
    expect(english.language.looksNorwegian).toBe(false);
    expect(find(english.findings, "language")?.severity).toBe("good");
  });

  it("weights: 15 per problem, 6 per warning", () => {
    for (const sample of [GOOD_PAGE, BAD_PAGE]) {
      const result = analyseCopy(sample);
      const problems = result.findings.filter((finding) => finding.severity === "problem").length;
      const warnings = result.findings.filter((finding) => finding.severity === "warning").length;
      expect(result.score).toBe(Math.max(0, 100 - 15 * problems - 6 * warnings));
    }
  });
});

describe("LIX only on enough body text", () => {
  // Our own words: a short menu-like page, and the same sentences repeated into 100+ words of prose.
  const menu = ["Hjem", "Tjenester", "Om oss", "Kontakt", "Bestill time", "Åpningstider", "Personvern"];
  const prose =
    "Vi klipper hekker og beskjærer frukttrær i hele Bærum. Du får en fast pris før vi begynner, og vi tar med oss alt avfallet. ";

  it("says there was too little text below 100 words, and gives no verdict", () => {
    const short = analyseCopy(
      page({ h1: ["Hagehjelp i Bærum"], paragraphs: [prose], bodyText: `${menu.join(" ")} ${prose}` }),
    );
    expect(short.lixLevel).toBe("For lite tekst til å måle lesbarheten");
    expect(find(short.findings, "readability")).toBeUndefined();
    expect(find(short.findings, "sentence-length")).toBeUndefined();
  });

  it("measures the paragraphs, not the menus, from 100 words", () => {
    const long = analyseCopy(
      page({ h1: ["Hagehjelp i Bærum"], paragraphs: [prose.repeat(5)], bodyText: menu.join(" ") }),
    );
    expect(long.readability).toMatchObject({ source: "paragraphs", words: 120 });
    expect(find(long.findings, "readability")?.severity).toBe("good");
  });
});
