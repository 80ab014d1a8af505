import { describe, expect, it } from "vitest";
import type { Finding } from "#app/lib/audit-report.ts";
import { ACCOUNTANT_PAGE, page, textArtifacts } from "../../gather/page/page-text.fixture.ts";
import type { SpellingResult } from "../../gather/spelling/find.ts";
import { type CheckOutcome, SCORING, scoreCategory, scoreOutcomes } from "../../report/score.ts";
import { CHECKS } from "../registry.ts";
import { defineCheck } from "../types.ts";
import { COPY_RULES } from "./page-copy.ts";
import { SPELLING_WEIGHT } from "./spelling.ts";
import type { PageText } from "./types.ts";

// The copy category as the one scorer adds it up (report/score.ts, SCORING.copy): the copy rules
// together, 100 less 15 per problem and 6 per warning, weigh nine tenths; spelling weighs a tenth.

const copyOf = (text: PageText, spelling: SpellingResult | null = null) =>
  scoreCategory("copy", CHECKS, { ...textArtifacts(text), spelling });
const severities = (findings: Finding[]) => findings.map(({ id, severity }) => [id, severity]);

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

describe("the copy checks in the registry", () => {
  it("run in the order the report shows their findings, the rules before spelling", () => {
    expect(CHECKS.filter((check) => check.category === "copy").map((check) => check.id)).toEqual([
      "copy-text",
      "copy-headline",
      "copy-reader-focus",
      "copy-specifics",
      "copy-superlatives",
      "copy-cta",
      "copy-social-proof",
      "copy-readability",
      "copy-placeholders",
      "copy-language",
      "copy-spelling",
    ]);
    const rules = CHECKS.filter((check) => check.group === COPY_RULES);
    expect(rules.map((check) => check.id)).not.toContain("copy-spelling");
    expect(rules).toHaveLength(10);
  });
});

describe("the copy score of whole pages", () => {
  it("scores a du-focused page with numbers, a call to action and a quote 100", () => {
    const { score, findings } = copyOf(ACCOUNTANT_PAGE);
    expect(severities(findings)).toEqual([
      ["headline-length", "good"],
      ["headline-benefit", "good"],
      ["reader-focus", "good"],
      ["specifics", "good"],
      ["superlatives", "good"],
      ["cta", "good"],
      ["social-proof", "good"],
      ["language", "good"],
    ]);
    expect(score).toBe(100);
  });

  it("scores a vi-vi-vi page low: 100 − 6 × 15 − 6 (no verdict on LIX under 100 words)", () => {
    const { score, findings } = copyOf(BAD_PAGE);
    expect(severities(findings)).toEqual([
      ["headline-length", "good"],
      ["headline-benefit", "problem"],
      ["reader-focus", "problem"],
      ["specifics", "problem"],
      ["superlatives", "problem"],
      ["cta", "problem"],
      ["social-proof", "warning"],
      ["language", "problem"],
    ]);
    expect(score).toBe(4);
  });

  it("scores a page without text 0, with that one finding", () => {
    const { score, findings } = copyOf(page({ bodyText: "   " }));
    expect(severities(findings)).toEqual([["text-missing", "problem"]]);
    expect(score).toBe(0);
  });
});

// The same page under two headlines: the body is full of numbers that are not facts.
const NUMBERS_BODY = {
  title: "Velkommen | Haugen Elektro",
  paragraphs: [
    "Haugen Elektro ble startet i 1979, og siden 1995 har vi holdt til i Storgata 12, 3916 Porsgrunn. Du når oss på 35 55 12 12 eller +47 913 45 678.",
    "Vi har åpent mandag–fredag kl. 07.00–15.00 og lørdag 10:00–14:00. Befaring koster 0 kr.",
    "Sommerstengt fra 8. juli til 2. august. Org.nr. 912 345 678.",
  ],
  links: [{ text: "Kontakt oss", href: "/kontakt" }],
};
// And one with real facts in it.
const FACTS_BODY = {
  ...NUMBERS_BODY,
  paragraphs: [
    ...NUMBERS_BODY.paragraphs,
    "Du får svar innen 24 timer og fast pris fra 1 490 kr. Over 2 000 kunder i Grenland bruker oss.",
  ],
};

describe("the copy score when the headline promises nothing", () => {
  it("finds no facts among years, phone numbers, addresses, opening hours and dates", () => {
    const { findings } = copyOf(page({ ...NUMBERS_BODY, h1: ["Velkommen"] }));
    expect(findings.find((finding) => finding.id === "specifics")?.severity).toBe("problem");
  });

  it.each([["Velkommen"], ["Hjem"], ["Haugen Elektro"], ["Velkommen til Haugen Elektro"]])(
    "falls at least 15 points for «%s», whatever numbers the page holds",
    (headline) => {
      for (const body of [NUMBERS_BODY, FACTS_BODY]) {
        const empty = copyOf(page({ ...body, h1: [headline] }));
        const promising = copyOf(page({ ...body, h1: ["Elektriker i Porsgrunn – svar innen 24 timer"] }));
        expect(empty.findings.find((f) => f.id === "headline-benefit")?.severity).toBe("problem");
        expect(promising.findings.find((f) => f.id === "headline-benefit")?.severity).toBe("good");
        expect(promising.score - empty.score, headline).toBeGreaterThanOrEqual(15);
      }
    },
  );

  it("scores a «Velkommen» page full of numbers low (it scored 67 before this rule and the fact filter)", () => {
    expect(copyOf(page({ ...NUMBERS_BODY, h1: ["Velkommen"] })).score).toBe(43);
    expect(copyOf(page({ ...FACTS_BODY, h1: ["Velkommen"] })).score).toBe(58);
  });
});

describe("advice that fits the kind of site", () => {
  const all = (findings: Finding[]) => findings.map((f) => `${f.title} ${f.detail} ${f.fix}`).join(" ");
  const club = page({
    title: "Nordbygda IL",
    h1: ["Velkommen til oss"],
    paragraphs: [
      "Vi trener hver tirsdag i hallen. Vi har et godt miljø i klubben, og vi tar imot nye medlemmer.",
      "Styret ønsker alle velkommen til årsmøtet. Vi har dugnad i mai, og vi håper vi ses på trening.",
    ],
    links: [{ text: "Om klubben", href: "/om" }],
  });

  it("tells a club about members, not customers, prices or «bedriften din»", () => {
    const { findings } = copyOf(club);
    expect(all(findings)).not.toMatch(
      /bedriften din|varene|kundesitat|Få tilbud|gratis samtale|kunder du har/,
    );
    expect(findings.find((f) => f.id === "cta")?.fix).toMatch(/Bli medlem/);
    expect(findings.find((f) => f.id === "social-proof")).toBeUndefined();
  });

  it("treats a society that lets its hall as a society, not a business", () => {
    const society = page({
      title: "Lillevik vel",
      h1: ["Grendehuset på Lillevik"],
      paragraphs: [
        "Vi leier ut lokalet til bryllup, selskaper og konferanse. Lokalet har plass til mange.",
        "Vi driver huset på dugnad. Bli medlem og støtt huset.",
      ],
      links: [{ text: "Bli medlem", href: "/medlem" }],
    });
    expect(all(copyOf(society).findings)).not.toMatch(/bedriften din|kundesitat|andre kunder/);
  });

  it("writes no internal «Ogilvy:» note into a finding", () => {
    expect(all(copyOf(BAD_PAGE).findings)).not.toMatch(/Ogilvy:/);
  });
});

describe("spelling beside the copy rules", () => {
  const typos = (count: number): SpellingResult => ({
    words: 500,
    pages: 1,
    typos: Array.from({ length: count }, (_, i) => ({ written: `ordd${i}`, suggestion: "ord", pages: [] })),
  });

  it("weighs a tenth: the rules' 43 with three typos (0,4) is (9 × 43 + 40) ÷ 10", () => {
    const velkommen = page({ ...NUMBERS_BODY, h1: ["Velkommen"] });
    expect(copyOf(velkommen, typos(3)).score).toBe(43);
    expect(copyOf(velkommen, typos(0)).score).toBe(49);
    expect(copyOf(velkommen, typos(5)).score).toBe(39);
    expect(copyOf(page({ bodyText: " " }), typos(0)).score).toBe(10);
    expect(copyOf(velkommen, typos(1)).findings.at(-1)?.id).toBe("copy-spelling-typos");
  });

  it("adds up as the copy score always did, to the rounding, for every mix of findings and typos", () => {
    const finding = (severity: Finding["severity"]): Finding => ({
      id: "x",
      severity,
      title: "",
      detail: "",
      fix: "",
    });
    const rule = defineCheck({
      id: "rule",
      category: "copy",
      group: COPY_RULES,
      needs: [],
      run: () => ({ score: 1, findings: [] }),
    });
    const spell = defineCheck({
      id: "spell",
      category: "copy",
      weight: SPELLING_WEIGHT,
      needs: [],
      run: () => ({ score: 1, findings: [] }),
    });
    for (let problems = 0; problems <= 7; problems++)
      for (let warnings = 0; warnings <= 17; warnings++)
        for (const spelling of [null, 1, 0.8, 0.6, 0.4, 0.2, 0]) {
          const findings = [
            ...Array(problems).fill(finding("problem")),
            ...Array(warnings).fill(finding("warning")),
          ];
          const outcomes: CheckOutcome[] = [
            { check: rule, score: 0, findings },
            { check: spell, score: spelling, findings: [] },
          ];
          // what report/categories.ts computed before the copy rules were registry checks
          const rules = Math.max(0, Math.min(100, 100 - 15 * problems - 6 * warnings));
          const before =
            spelling === null
              ? rules
              : Math.round((9 * rules + SPELLING_WEIGHT * 100 * spelling) / (9 + SPELLING_WEIGHT));
          expect(scoreOutcomes(SCORING.copy, outcomes), `${problems} ${warnings} ${spelling}`).toBe(before);
        }
  });
});
