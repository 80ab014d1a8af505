import { describe, expect, it } from "vitest";
import { page, textArtifacts } from "../../gather/page/page-text.fixture.ts";
import { unglue } from "../../report/headlines/offer.ts";
import type { Finding } from "../../types.ts";
import { outcome } from "../test-artifacts.ts";
import { headline, mainH1, promiseSignals, promisesNothing } from "./headline-rules.ts";
import type { PageText } from "./types.ts";

// The headline check on pages of our own: what the first h1 (or the title) promises the reader.

const filler =
  "Du får hjelp med regnskapet. Du får svar innen 24 timer. Du ser alle tallene på mobilen. Du betaler 990 kr i måneden.";
const judge = (text: Partial<PageText>) =>
  outcome(headline, textArtifacts(page({ paragraphs: [filler], ...text })));
const find = (text: Partial<PageText>, id: string): Finding | undefined =>
  headline.run(textArtifacts(page({ paragraphs: [filler], ...text }))).findings.find((f) => f.id === id);

describe("the headline", () => {
  it("is missing without an h1 and a title: a problem, nothing else said", () => {
    expect(judge({})).toEqual({ score: 0, findings: [["headline-missing", "problem"]] });
    expect(find({}, "headline-missing")?.fix).toBe(
      "Skriv én h1 øverst på siden som sier hva du tilbyr og hva leseren får.",
    );
  });

  it("is read from the title when there is no h1, with a warning that it is not shown", () => {
    expect(judge({ title: "Slik får du orden på regnskapet | Tallhuset" })).toEqual({
      score: 0.5,
      findings: [
        ["headline-no-h1", "warning"],
        ["headline-benefit", "good"],
      ],
    });
    expect(find({ title: "Regnskap for deg | Tallkraft" }, "headline-no-h1")?.detail).toBe(
      "Vi brukte en del av sidetittelen, «Regnskap for deg», som overskrift, men sidetittelen vises bare i nettleserfanen og i søkeresultatene.",
    );
    // A first part that only names the page («Hjem») is not the headline: the next part is.
    expect(find({ title: "Hjem|Regnskap for deg" }, "headline-no-h1")?.detail).toMatch(
      /^Vi brukte en del av sidetittelen, «Regnskap for deg», som overskrift/,
    );
  });

  it("asks a club or a housing association without an h1 for its own headline, not for a sales promise", () => {
    const club = {
      title: "Nordbygda IL",
      paragraphs: [
        "Trening for alle årsklasser hver tirsdag. Bli medlem i klubben, og møt opp på trening.",
        "Styret ønsker nye medlemmer velkommen til årsmøtet.",
      ],
    };
    const fix = headline.run(textArtifacts(page(club))).findings.find((f) => f.id === "headline-no-h1")?.fix;
    expect(fix).toBe("Legg til én synlig h1 øverst på siden som sier hva dere driver med, for hvem og hvor.");
    expect(find({ title: "Regnskap for deg | Tallkraft" }, "headline-no-h1")?.fix).toMatch(/løftet ditt/);
  });

  it("points a page without an h1 to the h2 that may stand at its top, not to a section's name", () => {
    const title = "Solbakken Gartneri";
    const fixWith = (firstHeading: PageText["firstHeading"]) =>
      find({ title, ...(firstHeading && { firstHeading }) }, "headline-no-h1")?.fix;
    expect(fixWith({ level: 2, text: "Velkommen til Solbakken Gartneri" })).toBe(
      "Sidens første overskrift, «Velkommen til Solbakken Gartneri», er merket som h2. Er det den som står øverst, gjør den til h1, og la den si hva leseren får.",
    );
    // a section's name, a label, a short heading or a lower level is no headline set as an h2
    // the title's words shown on the page as a smaller heading are not «bare i nettleserfanen»
    expect(find({ title: "Om Solbakken", headings: ["Om Solbakken"] }, "headline-no-h1")).toMatchObject({
      detail:
        "Vi brukte sidetittelen «Om Solbakken» som overskrift, og den står også på siden, men som en mindre overskrift, ikke som h1.",
      fix: "Gjør overskriften «Om Solbakken» til h1, og la den si hva leseren får.",
    });
    for (const firstHeading of [
      { level: 2, text: "Om oss og gartneriet" },
      { level: 2, text: "Dette tilbyr vi:" },
      { level: 2, text: "Våre blomster" },
      { level: 3, text: "Velkommen til Solbakken Gartneri" },
      undefined,
    ])
      expect(fixWith(firstHeading)).toBe(
        "Legg til én synlig h1 øverst på siden med løftet ditt til leseren.",
      );
  });

  it("is 3–12 words: too long, too short, fine", () => {
    const long =
      "Vi er et regnskapskontor i Sandnes som har holdt på lenge med regnskap for små og store bedrifter";
    expect(find({ h1: [long] }, "headline-length")).toMatchObject({
      severity: "warning",
      title: "Overskriften er lang",
    });
    expect(find({ h1: [long] }, "headline-length")?.detail).toMatch(/ har 18 ord\. Lange overskrifter/);
    expect(find({ h1: ["Tallhuset"] }, "headline-length")?.detail).toBe(
      "«Tallhuset» er bare ett ord. Et navn eller et enkelt ord sier ikke hva leseren får.",
    );
    expect(find({ h1: ["Tallkraft"] }, "headline-length")?.fix).toMatch(/3–12 ord/);
    expect(find({ h1: ["Tallkraft Regnskap"] }, "headline-length")).toMatchObject({
      severity: "warning",
      detail: "«Tallkraft Regnskap» er bare to ord. Så få ord sier sjelden hva leseren får.",
    });
    expect(find({ h1: ["Regnskap i Lillevik"] }, "headline-length")).toMatchObject({
      severity: "good",
      detail: "«Regnskap i Lillevik» har 3 ord – kort nok til å leses på et øyeblikk.",
    });
  });

  it("counts a number as a word, and reads past a logo set as the first h1", () => {
    expect(find({ h1: ["Sameiet Storgata 5"] }, "headline-length")).toMatchObject({ severity: "good" });
    // a title standing in for a missing h1 gets no length verdict: the visitor sees no headline
    expect(
      find({ title: "Regnskap for små bedrifter i Lillevik", h1: [] }, "headline-length"),
    ).toBeUndefined();
    expect(find({ title: "Regnskap for små bedrifter i Lillevik", h1: [] }, "headline-no-h1")).toBeDefined();
    const withLogo = { title: "Tallhuset – regnskap i Lillevik", h1: ["Tallhuset", "Regnskap i Lillevik"] };
    expect(find(withLogo, "headline-length")?.detail).toBe(
      "«Regnskap i Lillevik» har 3 ord – kort nok til å leses på et øyeblikk.",
    );
    // Whole words only: «Lom» is not in «Blomster i Lomsdal».
    expect(mainH1(page({ title: "Blomster i Lomsdal", h1: ["Lom", "Blomster fra fjellet"] }))).toBe("Lom");
    // A name alone that the title does not hold is the page's headline, and promises nothing.
    expect(
      find({ title: "Regnskap | Lillevik", h1: ["Tallhuset", "Regnskap i Lillevik"] }, "headline-benefit"),
    ).toMatchObject({
      title: "Overskriften lover ingenting",
    });
  });

  it("quotes at most about 70 characters, cut after a whole word", () => {
    const long =
      "Regnskap og lønn for små og store bedrifter i hele Lillevik og omegn med fast pris hver eneste måned";
    expect(find({ h1: [long] }, "headline-length")?.detail).toContain(
      "«Regnskap og lønn for små og store bedrifter i hele Lillevik og omegn …»",
    );
  });
});

describe("what the headline promises", () => {
  it("praises a benefit word or a number, and says which", () => {
    expect(judge({ h1: ["Spar 10 timer på regnskapet hver måned"] })).toEqual({
      score: 1,
      findings: [
        ["headline-length", "good"],
        ["headline-benefit", "good"],
      ],
    });
    expect(find({ h1: ["Spar 10 timer på regnskapet hver måned"] }, "headline-benefit")?.detail).toBe(
      "Overskriften har «spar» og et konkret tall – det peker mot det leseren får.",
    );
    expect(find({ h1: ["Regnskap på 3 klikk"] }, "headline-benefit")?.detail).toBe(
      "Overskriften har et konkret tall – det peker mot det leseren får.",
    );
  });

  it("finds a greeting or a name alone promises nothing: a problem", () => {
    expect(judge({ h1: ["Velkommen til Nordic Solutions"] }).findings).toEqual([
      ["headline-length", "good"],
      ["headline-benefit", "problem"],
    ]);
    expect(find({ h1: ["Tallhuset"] }, "headline-benefit")?.title).toBe("Overskriften lover ingenting");
  });

  it("warns of a headline that names the offer but promises the reader nothing", () => {
    expect(find({ h1: ["Regnskap for små bedrifter i Sandnes"] }, "headline-benefit")).toMatchObject({
      severity: "warning",
      title: "Overskriften lover ikke leseren noe",
    });
  });

  it("does not count a year or a phone number in the headline as a promise", () => {
    for (const h1 of ["Haugen Elektro siden 1979", "Ring 35 55 12 12"])
      expect(find({ h1: [h1] }, "headline-benefit")?.severity, h1).not.toBe("good");
  });

  it("counts what the reader is spared, a guarantee and the years beside the offer as a promise", () => {
    const detail = (h1: string) => find({ h1: [h1] }, "headline-benefit");
    expect(detail("Maler i Lillevik – uten skjulte tillegg")?.detail).toBe(
      "Overskriften har «uten skjulte tillegg» – det peker mot det leseren får.",
    );
    expect(detail("Takarbeid med prisgaranti")?.detail).toBe(
      "Overskriften har «prisgaranti» – det peker mot det leseren får.",
    );
    expect(detail("Glassmester i Lillevik siden 1984")?.severity).toBe("good");
    // a common phrase is no promise, nor the years beside a name alone
    for (const h1 of ["Uten tvil et godt valg", "Lillevik Glass siden 1984"])
      expect(detail(h1)?.severity, h1).not.toBe("good");
    expect(promiseSignals("Glassmester i Lillevik")).toEqual([]);
  });

  it("reads the part of a title that says more than the name when there is no h1", () => {
    const finding = find(
      { title: "Vask Lillevik AS – Din renholdspartner i Lillevik", h1: [] },
      "headline-no-h1",
    );
    expect(finding?.detail).toMatch(
      /^Vi brukte en del av sidetittelen, «Din renholdspartner i Lillevik», som overskrift/,
    );
    expect(
      find({ title: "Vask Lillevik AS – Din renholdspartner i Lillevik", h1: [] }, "headline-benefit")
        ?.severity,
    ).toBe("warning");
    // a name alone, or a page's name, still stands for what it is; a whole title is the title
    expect(find({ title: "Regnskap for deg", h1: [] }, "headline-no-h1")?.detail).toMatch(
      /^Vi brukte sidetittelen «Regnskap for deg» som overskrift, men sidetittelen vises bare/,
    );
    expect(find({ title: "Hjem | Vask Lillevik AS", h1: [] }, "headline-no-h1")?.detail).toMatch(
      /«Vask Lillevik AS»/,
    );
  });

  it("judges no title in place of an h1 that is empty as served", () => {
    const findings = headline.run(
      textArtifacts(page({ title: "Hjem", h1: [], emptyH1: 1, paragraphs: [filler] })),
    ).findings;
    expect(findings.map((finding) => [finding.id, finding.severity])).toEqual([
      ["headline-h1-empty", "warning"],
    ]);
    // what a script-written h1 costs in search is the SEO finding's to say (seo-h1-empty), not said twice
    expect(findings[0]?.detail).toBe(
      "Teksten i overskriften står ikke i siden slik den sendes, så vi kunne ikke lese hva den lover leseren.",
    );
  });

  it("calls a title judged in place of an h1 the title, not the headline the visitor reads", () => {
    expect(find({ title: "Lillevik Bakeri AS" }, "headline-benefit")).toMatchObject({
      title: "Sidetittelen lover ingenting",
      detail: expect.stringMatching(/Sidetittelen er det søkeresultatet viser først/),
      fix: expect.stringMatching(
        /^Skriv en sidetittel som sier hva du tilbyr og hva kunden får.*, med navnet til slutt\.$/,
      ),
    });
  });

  it("takes no opening possessive alone for a promise: «Din tannlege» says whose, not what the reader gets", () => {
    expect(promiseSignals("Din tannlege på Torget")).toEqual([]);
    expect(find({ h1: ["Din tannlege på Torget"] }, "headline-benefit")).toMatchObject({
      severity: "warning",
      detail:
        "«Din tannlege på Torget» snakker til leseren («din»), men sier ikke hva leseren får: ingen tall og ingen ord som «få», «spar», «enklere» eller «slik».",
    });
    expect(promiseSignals("Din tannlege – time samme dag")).toEqual(["«samme dag»"]);
    expect(promiseSignals("Få din time i dag")).toEqual(["«få»", "«din»"]);
    // the reader's own things are what the reader gets
    expect(promiseSignals("Svar fra dine egne dokumenter")).toEqual(["«dine»"]);
  });

  it("does not read a headline in capitals as a name", () => {
    expect(promisesNothing("KLAR FOR SESONGEN?")).toBe(false);
    expect(promisesNothing("TALLKRAFT")).toBe(true);
    expect(promisesNothing("Velkommen til Tallkraft")).toBe(true);
    expect(promisesNothing("Rørlegger i Bergen")).toBe(false);
  });

  it("says «hva dere driver med» to a club whose headline promises nothing", () => {
    const club = page({
      title: "Nordbygda IL",
      h1: ["Velkommen"],
      paragraphs: [
        "Trening for alle årsklasser hver tirsdag. Bli medlem i klubben.",
        "Styret ønsker nye medlemmer velkommen til årsmøtet.",
      ],
    });
    const finding = headline.run(textArtifacts(club)).findings.find((f) => f.id === "headline-benefit");
    expect(finding?.detail).toMatch(/^«Velkommen» sier ikke hva leseren får\./);
    expect(finding?.fix).toMatch(/hva dere driver med/);
    expect(finding?.detail).toMatch(/Overskriften er det de fleste leser\./);
  });
});

describe("news in the headline", () => {
  it("is praised in the headline, and only there", () => {
    expect(find({ h1: ["Nyhet: nå kan du sende bilag fra mobilen"] }, "headline-news")?.detail).toBe(
      "Overskriften bruker «nå» og «nyhet». Ogilvy fant at overskrifter med nyheter blir lest av flere.",
    );
    const plain = {
      h1: ["Regnskap for små bedrifter i Sandnes"],
      paragraphs: [`${filler} Nå er vi i nye lokaler.`],
    };
    expect(find(plain, "headline-news")).toBeUndefined();
  });
});

describe("words the markup ran together", () => {
  it("are neither quoted nor counted", () => {
    const glued = headline.run(
      textArtifacts(page({ h1: ["Gode bakeritjenesteri Lillevik"], paragraphs: [filler] })),
    );
    expect(glued.findings.map((f) => f.id)).toEqual(["headline-benefit"]);
    expect(glued.findings.map((f) => `${f.title} ${f.detail} ${f.fix}`).join(" ")).not.toMatch(/tjenesteri/);
  });

  it("are parted again only where the page writes them apart elsewhere", () => {
    expect(
      find(
        { h1: ["Gode bakeritjenesteri Lillevik"], paragraphs: [filler, "Vi har bakeritjenester for alle."] },
        "headline-length",
      )?.detail,
    ).toBe("«Gode bakeritjenester i Lillevik» har 4 ord – kort nok til å leses på et øyeblikk.");
    expect(unglue("Ferskt fra bakeri Lillevik", "Vårt bakeri baker hver natt.")).toBe(
      "Ferskt fra bakeri Lillevik",
    );
    expect(unglue("Nytt bakeri Lillevik", "Hver baker her har et bakeri.")).toBe("Nytt bakeri Lillevik");
  });
});
