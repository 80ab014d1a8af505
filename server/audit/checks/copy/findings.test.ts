import { describe, expect, it } from "vitest";
import { ACCOUNTANT_PAGE, page, textArtifacts } from "../../gather/page/page-text.fixture.ts";
import { HEADLINE_CORPUS } from "../../report/headlines/corpus.fixture.ts";
import { scoreCategory } from "../../report/score.ts";
import { CHECKS } from "../registry.ts";

// Every finding text the copy check can write, from the 38 corpus pages and a few made to trigger
// the rarer findings (long headline, heavy text, vi-vi-vi, superlatives, no text).
const EXTRA = [
  ACCOUNTANT_PAGE,
  page({ bodyText: " " }),
  page({ paragraphs: ["Du får svar innen 24 timer."] }),
  page({
    title: "Regnskap",
    h1: ["Vi er et regnskapskontor i Sandnes som har holdt på lenge med regnskap for små og store bedrifter"],
    // repeated: LIX needs 100 words of body text (issue 25)
    paragraphs: Array(3).fill(
      "Vi er markedsledende innen innovative og sømløse løsninger for bedriftsmarkedet, og vi leverer kvalitetsløsninger i verdensklasse, og de beste konsulentene, og vår unike metodikk gjør oss til en ledende aktør innenfor digitalisering og forretningsutvikling i Skandinavia.",
    ),
    links: [{ text: "Les mer", href: "/om" }],
    lang: "en",
  }),
  // LIX between 40 and 45, over the 100 words it needs
  page({ paragraphs: Array(13).fill("Regnskapsføreren sender e-post om årsoppgjøret. Søknaden er ferdig!") }),
  page({ h1: ["Nyhet: nå får du svar på 2 timer"], paragraphs: ["«Endelig har jeg oversikt», sier Ola."] }),
];

const findings = [
  ...new Map(
    [...HEADLINE_CORPUS.map((entry) => entry.page), ...EXTRA]
      .flatMap((sample) => scoreCategory("copy", CHECKS, textArtifacts(sample)).findings)
      .map((finding) => [`${finding.title}|${finding.detail}`, finding] as const),
  ).values(),
];

describe("the copy findings read as Norwegian a copywriter would sign", () => {
  it("covers every finding the check can write", () => {
    const ids = new Set(findings.map((finding) => `${finding.id}:${finding.severity}`));
    expect(ids.size).toBeGreaterThanOrEqual(25);
  });

  it.each(findings.map((finding) => [`${finding.id}: ${finding.title}`, finding] as const))(
    "%s",
    (_name, finding) => {
      expect(finding.title).toMatch(/^\p{Lu}/u);
      expect(finding.title).not.toMatch(/[.:]$/);
      for (const text of [finding.title, finding.detail, finding.fix]) {
        expect(text).not.toMatch(/[`*_#]|\]\(/); // no markdown
        expect(text).not.toMatch(/\p{L}\((?:e?r|ne|er)\)/u); // no "bilde(r)"
        expect(text).not.toMatch(/«[^»]+» \(\d+\)/); // no "«beste» (2)"
        expect(text).not.toMatch(/\bpå \d+ ord\b/); // no "på 3 ord"
        expect(text).not.toMatch(/\b1 (?:ord|tall|sitat|ganger)\b/); // "ett ord", "én gang"
        expect(text).not.toMatch(/\d\.\d/); // decimal comma: "LIX 36,9"
        expect(text).not.toMatch(/\s{2}|\s[,.]/);
      }
      for (const text of [finding.detail, finding.fix]) expect(text).toMatch(/[.!?»)]$/);
    },
  );
});
