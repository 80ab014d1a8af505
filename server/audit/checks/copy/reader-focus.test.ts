import { describe, expect, it } from "vitest";
import { page, textArtifacts } from "../../gather/page/page-text.fixture.ts";
import { onlyFinding, outcome } from "../test-artifacts.ts";
import { readerFocus } from "./reader-focus.ts";
import type { PageText } from "./types.ts";

// Whom the copy talks about: the reader («du») or the business («vi»), on pages of our own.

const text = (paragraph: string, more: Partial<PageText> = {}) =>
  textArtifacts(page({ h1: ["Regnskap for deg"], paragraphs: [paragraph], ...more }));

describe("reader focus", () => {
  it("praises copy that talks to the reader, counting whole words only", () => {
    // "Vikingene" and "dukker" are not vi/du words; "Vi", "vår", "oss" are.
    const we = text(
      "Vikingene dukker opp. Vi har lang erfaring. Vår metode gjør oss raske. Du får svar i dag.",
      {
        h1: ["Regnskap for deg og din bedrift"],
      },
    );
    expect(outcome(readerFocus, we)).toEqual({ score: 1, findings: [["reader-focus", "good"]] });
    expect(onlyFinding(readerFocus, we).detail).toBe(
      "Teksten bruker «du», «deg» og «din» tre ganger og «vi», «oss» og «vår» tre ganger.",
    );
    expect(onlyFinding(readerFocus, text("Du får svar, og du betaler ingenting.")).detail).toBe(
      "Teksten bruker «du», «deg» og «din» tre ganger og «vi», «oss» og «vår» aldri.",
    );
    // One or two are too few to praise: nothing is said.
    expect(outcome(readerFocus, text("Du får svar."))).toEqual({ score: 1, findings: [] });
  });

  it("flags «vi» over «du» only with a margin: more than one and a half times", () => {
    const close = text(
      "Vi svarer. Vi rydder. Vi ringer. Vi fakturerer. Vi kommer. Du får svar. Du sparer. Du ser. Du vet.",
      { h1: ["Regnskap"] },
    );
    expect(outcome(readerFocus, close).findings).toEqual([["reader-focus", "good"]]);
    // No «fortsett slik» while «vi» is still the more common.
    expect(onlyFinding(readerFocus, close)).toMatchObject({
      title: "Teksten snakker også til leseren",
      detail: "Teksten bruker «du», «deg» og «din» fire ganger, men «vi», «oss» og «vår» oftere: fem ganger.",
      fix: "Start flere avsnitt med det leseren får, så kommer «du» før «vi»: «Vi svarer raskt» blir «Du får svar innen en arbeidsdag».",
    });
    // one person writes «jeg»: the text is about the writer all the same
    const alone = text(
      "Jeg dyrker grønnsaker. Jeg holder kurs. Hagen min er liten, og jeg elsker den. Kom til meg.",
      {
        h1: ["Kjøkkenhagen"],
      },
    );
    expect(onlyFinding(readerFocus, alone)).toMatchObject({
      severity: "problem",
      title: "Teksten handler mer om deg enn om leseren",
      detail: expect.stringMatching(
        /^Teksten bruker «jeg», «meg» og «mine» fire ganger, men «du», «deg» og «din» aldri\./,
      ),
    });
    // a clinic is «dere» in the title, and so in the sentence after it
    const clinic = text(
      "Vi er tannleger. Vi har lang erfaring. Vi holder til i sentrum. Vi tar imot nye pasienter.",
      {
        h1: ["Tannlegene i Lillevik"],
      },
    );
    expect(onlyFinding(readerFocus, clinic)).toMatchObject({
      title: "Teksten handler mer om dere enn om leseren",
      detail: expect.stringMatching(/ikke etter hvem dere er\.$/),
    });
    const more = text(
      "Vi har lang erfaring. Vår metode gjør oss raske. Vi svarer fort, og vi rydder. Du får svar. Du sparer tid.",
    );
    expect(outcome(readerFocus, more)).toEqual({ score: 0.5, findings: [["reader-focus", "warning"]] });
    expect(onlyFinding(readerFocus, more)).toMatchObject({
      title: "Teksten handler mer om bedriften din enn om leseren",
      detail:
        "Teksten bruker «vi», «oss» og «vår» fem ganger, men «du», «deg» og «din» bare tre ganger. Leseren leter etter sitt eget utbytte, ikke etter hvem du er.",
    });
  });

  it("counts no menu words, and speaks of «jeg» where one person writes", () => {
    const menu = [
      { text: "Om oss", href: "/om", inNavigation: true },
      { text: "Kontakt oss", href: "/kontakt", inNavigation: true },
    ];
    // «Om oss» and «Kontakt oss» name pages: the text itself talks to the reader
    const firm = text("Du får svar i dag. Du betaler fast pris. Vi rydder.", { links: menu });
    expect(onlyFinding(readerFocus, firm).detail).toBe(
      "Teksten bruker «du», «deg» og «din» tre ganger og «vi», «oss» og «vår» én gang.",
    );
    const one = text("Du får klipp og farge. Du betaler fast pris. Du får time i dag. Jeg klipper.", {
      h1: ["Frisør"],
    });
    expect(onlyFinding(readerFocus, one).detail).toBe(
      "Teksten bruker «du», «deg» og «din» tre ganger og «jeg», «meg» og «mine» én gang.",
    );
    const alone = text("Jeg dyrker grønnsaker. Jeg holder kurs. Jeg selger frø. Du får frø.", {
      h1: ["Hagen"],
    });
    expect(onlyFinding(readerFocus, alone).fix).toBe(
      "Skriv om setninger som starter med «Jeg …» så de starter med leseren: «Jeg svarer raskt» blir «Du får svar innen en arbeidsdag».",
    );
  });

  it("finds copy about the business alone a problem, from twice as many and at least three", () => {
    const only = text("Vi er gode. Vi er raske. Vårt team er klart.", { h1: ["Om oss"] });
    expect(outcome(readerFocus, only)).toEqual({ score: 0, findings: [["reader-focus", "problem"]] });
    expect(onlyFinding(readerFocus, only).detail).toMatch(/«din» aldri\./);
    expect(onlyFinding(readerFocus, only).fix).toBe(
      "Skriv om setninger som starter med «Vi …» så de starter med leseren: «Vi svarer raskt» blir «Du får svar innen en arbeidsdag».",
    );
  });

  it("warns of impersonal copy from 30 words, and says nothing of a shorter text", () => {
    const words = (count: number) => Array.from({ length: count }, () => "regnskap").join(" ");
    expect(outcome(readerFocus, text(`${words(30)}.`, { h1: ["Regnskap"] }))).toEqual({
      score: 0.5,
      findings: [["reader-focus", "warning"]],
    });
    expect(outcome(readerFocus, text(`${words(20)}.`, { h1: ["Regnskap"] }))).toEqual({
      score: 1,
      findings: [],
    });
  });

  it("speaks of «dere» and members to a club", () => {
    const club = page({
      title: "Nordbygda IL",
      h1: ["Velkommen til oss"],
      paragraphs: [
        "Vi trener hver tirsdag i hallen. Vi har et godt miljø, og vi tar imot nye medlemmer i klubben.",
      ],
    });
    expect(onlyFinding(readerFocus, textArtifacts(club))).toMatchObject({
      title: "Teksten handler mer om dere enn om leseren",
      fix: expect.stringContaining("«Vi trener hver tirsdag» blir «Du kan trene med oss hver tirsdag»"),
    });
  });
});
