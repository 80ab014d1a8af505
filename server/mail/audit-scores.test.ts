import { describe, expect, it } from "vitest";
import { SAMPLE_CHANGE, sampleReport } from "#tests/audit-report-fixture.ts";
import { auditReportMail } from "./audit-mails.ts";
import { changeHtml, changeText, mailBar, scoresHtml, scoresText } from "./audit-scores.ts";

// The scores drawn for the report e-mail (issue 27): bars of table cells that read with images
// blocked and without SVG, the number written beside each, and the same numbers in the text part.

const LINKS = {
  report: "https://www.fjellvik.example/rapport/abc",
  contact: "https://www.fjellvik.example/kontakt",
};
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ");

describe("mailBar", () => {
  it("is a coloured cell as wide as the score beside a grey one, with bgcolor for Outlook", () => {
    const bar = mailBar(72);
    expect(bar).toContain('<td width="72%" height="8" bgcolor="#b45309"');
    expect(bar).toContain('<td width="28%" height="8" bgcolor="#e2e8f0"');
    expect(mailBar(95)).toContain('bgcolor="#0f766e"');
    expect(mailBar(40)).toContain('bgcolor="#b91c1c"');
  });

  it("clamps, and draws 0 and 100 as one cell (no cell of zero width)", () => {
    expect(mailBar(130)).toContain('data-score="100"');
    expect(mailBar(130).match(/<td /g)).toHaveLength(1);
    expect(mailBar(-3).match(/<td /g)).toHaveLength(1);
    expect(mailBar(-3)).toContain('bgcolor="#e2e8f0"');
  });

  it("draws «ikke målt» as an empty dashed outline, not as a bar of zero", () => {
    const bar = mailBar(null);
    expect(bar).toContain('data-score="ikke målt"');
    expect(bar).toContain("dashed");
    expect(bar).not.toContain("bgcolor");
  });
});

describe("the scores in the mail", () => {
  const report = sampleReport({ change: SAMPLE_CHANGE });
  const mail = auditReportMail(report, LINKS);

  it("reads with images blocked: no image and no SVG anywhere in the mail", () => {
    expect(mail.html).not.toMatch(/<img|<svg|background-image|url\(/i);
  });

  it("writes every number beside its bar in the html, and every number in the text part", () => {
    const html = plain(scoresHtml(report));
    for (const [label, number] of [
      ["Sikkerhet", "72 av 100"],
      ["Synlighet i søk", "91 av 100"],
      ["Personvern og lovkrav", "35 av 100"],
      ["E-post", "ikke målt"],
    ])
      expect(html).toContain(`${label} ${number}`);
    expect(plain(mail.html)).toContain("72 av 100 · karakter C");
    expect(scoresText(report)).toEqual([
      "Sikkerhet: 72 / 100",
      "Synlighet i søk: 91 / 100",
      "Hastighet: 58 / 100",
      "Tilgjengelighet: 100 / 100",
      "Salgstekst: 64 / 100",
      "Beste praksis: 90 / 100",
      "Personvern og lovkrav: 35 / 100",
      "E-post: ikke målt",
    ]);
    for (const line of scoresText(report)) expect(mail.text).toContain(line);
  });

  it("has no fixed width wider than a phone: only percentages and narrow label cells", () => {
    const widths = [
      ...(scoresHtml(report) + changeHtml(SAMPLE_CHANGE)).matchAll(/width(?:="|:)(\d+)(px|%|")?/g),
    ];
    for (const [, value, unit] of widths) if (unit !== "%") expect(Number(value)).toBeLessThanOrEqual(32);
  });
});

describe("the change in the mail", () => {
  it("draws before and now for each category and names it better or worse", () => {
    const html = changeHtml(SAMPLE_CHANGE);
    expect(html).not.toMatch(/<img|<svg/i);
    const text = plain(html);
    expect(text).toContain("Sikkerhet: 54 → 72 , bedre (+18)");
    expect(text).toContain("Personvern og lovkrav: 60 → 35 , dårligere (−25)");
    expect(text).toContain("Siden sist er ett område bedre, ett dårligere og ett uendret.");
    expect(html).toMatch(/Før<\/td><td[^>]*><table[^>]*data-score="54"/);
    expect(html).toMatch(/Nå<\/td><td[^>]*><table[^>]*data-score="72"/);
    expect(text).toContain("Fikset siden sist (1)");
    expect(text).toContain("Sertifikatet utløper snart (Sikkerhet)");
    expect(text).toContain("Nye funn siden sist (1)");
  });

  it("says the same in the text part", () => {
    const mail = auditReportMail(sampleReport({ change: SAMPLE_CHANGE }), LINKS);
    expect(mail.text).toContain(
      [
        "Endringer siden forrige sjekk 1. oktober 2026:",
        "Siden sist er ett område bedre, ett dårligere og ett uendret.",
        "- Sikkerhet: 54 → 72, bedre (+18)",
        "- Synlighet i søk: 91 → 91, uendret",
        "- Personvern og lovkrav: 60 → 35, dårligere (−25)",
        "",
        "Fikset siden sist (1):",
        "- Sertifikatet utløper snart (Sikkerhet)",
        "",
        "Nye funn siden sist (1):",
        "- Informasjonskapsler før samtykke (Personvern og lovkrav)",
      ].join("\n"),
    );
  });

  it("leaves out a category without both scores, and shows nothing without a change", () => {
    const partial = {
      ...SAMPLE_CHANGE,
      categories: [{ key: "email" as const, before: null as unknown as number, after: 80 }],
    };
    expect(changeHtml(partial)).not.toContain("E-post");
    expect(changeText(partial).join("\n")).not.toContain("E-post");
    const none = { since: SAMPLE_CHANGE.since, categories: [], fixed: [], added: [] };
    expect(changeHtml(none)).toBe("");
    expect(changeText(none)).toEqual([]);
    const mail = auditReportMail(sampleReport(), LINKS);
    expect(mail.html).not.toContain("Endringer siden forrige sjekk");
    expect(mail.text).not.toContain("Endringer siden forrige sjekk");
  });
});
