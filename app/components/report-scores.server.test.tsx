import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SAMPLE_CHANGE, sampleReport } from "#tests/audit-report-fixture.ts";
import { ReportChange, ReportScores, reportDrawings, ScoreBar, ScoreRing } from "./report-scores.server.tsx";

// The report page's drawn scores (issue 27): SVG made on the server, each beside its number as text.

const html = (node: React.ReactElement) => renderToStaticMarkup(node);
/** What the eye reads (no screen-reader-only text) and what a screen reader reads (nothing aria-hidden). */
const seen = (markup: string) =>
  markup.replace(/<span class="sr-only">[^<]*<\/span>/g, "").replace(/<[^>]+>/g, "");
const heard = (markup: string) =>
  markup
    .replace(/<(span|svg|div) aria-hidden="true"[^>]*>.*?<\/\1>/gs, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");
const items = (markup: string) => markup.split(/<li[ >]/).slice(1);
/** The filled part's width and colour class of a bar, or null when nothing is filled. */
const filled = (markup: string) => {
  const rects = [...markup.matchAll(/<rect width="([^"]+)" height="100%" rx="5" class="([^"]+)"/g)];
  const fill = rects[1];
  return fill ? { width: fill[1], fill: fill[2] } : null;
};

describe("ScoreBar", () => {
  it("fills the score's share of the width in its band's colour", () => {
    expect(filled(html(<ScoreBar score={72} />))).toEqual({ width: "72%", fill: "fill-amber-700" });
    expect(filled(html(<ScoreBar score={90} />))).toEqual({ width: "90%", fill: "fill-accent" });
    expect(filled(html(<ScoreBar score={89} />))?.fill).toBe("fill-amber-700");
    expect(filled(html(<ScoreBar score={60} />))?.fill).toBe("fill-amber-700");
    expect(filled(html(<ScoreBar score={59} />))?.fill).toBe("fill-red-700");
  });

  it("clamps to 0–100", () => {
    expect(filled(html(<ScoreBar score={120} />))?.width).toBe("100%");
    const negative = html(<ScoreBar score={-5} />);
    expect(negative).toContain('data-score="0"');
    expect(filled(negative)).toBeNull();
  });

  it("draws «ikke målt» as a dotted line, not as a bar of zero", () => {
    const markup = html(<ScoreBar score={null} />);
    expect(markup).toContain('data-score="ikke målt"');
    expect(markup).toContain("<line");
    expect(markup).not.toContain("<rect");
  });

  it("is hidden from screen readers: the number beside it is the text", () => {
    expect(html(<ScoreBar score={50} />)).toMatch(/^<svg aria-hidden="true"/);
  });
});

describe("ReportScores", () => {
  const markup = html(<ReportScores report={sampleReport()} />);

  it("shows the overall score and grade as text beside the ring", () => {
    expect(html(<ScoreRing score={72} />)).toContain('stroke-dasharray="72 100"');
    expect(markup).toContain("Samlet resultat");
    expect(markup).toMatch(
      /<span class="text-4xl font-bold text-amber-700">72<\/span> <span[^>]*>av 100<\/span>/,
    );
    expect(markup).toContain("Karakter C");
  });

  it("writes each category's label and «N av 100» beside its bar, coloured by band", () => {
    const cards = items(markup);
    expect(cards).toHaveLength(8);
    const security = cards.find((item) => item.includes("Sikkerhet")) ?? "";
    expect(security).toMatch(/text-amber-700">72<\/span> av 100/);
    expect(security).toContain('data-score="72"');
    expect(cards.find((item) => item.includes("Tilgjengelighet"))).toMatch(/text-accent">100<\/span> av 100/);
    expect(cards.find((item) => item.includes("Personvern og lovkrav"))).toMatch(/text-red-700">35<\/span>/);
    expect(cards.find((item) => item.includes("Hastighet"))).toContain("Målt med Lighthouse");
  });

  it("writes «ikke målt» for a category not measured, with no number", () => {
    const email = items(markup).find((item) => item.includes("E-post")) ?? "";
    expect(email).toContain("ikke målt");
    expect(email).not.toContain("av 100");
  });

  it("hides every drawing from screen readers and names no image without text", () => {
    for (const svg of markup.match(/<svg[^>]*>/g) ?? []) expect(svg).toContain('aria-hidden="true"');
    expect(markup).not.toContain('role="img"');
  });
});

describe("ReportChange", () => {
  const markup = html(<ReportChange change={SAMPLE_CHANGE} />);
  const text = seen(markup);

  it("names each category's scores before and now, better or worse, in words, to the eye and the ear", () => {
    expect(text).toContain("Sikkerhet54 → 72, ↑ bedre (+18)");
    expect(text).toContain("Personvern og lovkrav60 → 35, ↓ dårligere (−25)");
    expect(text).toContain("Synlighet i søk91 → 91, uendret");
    expect(text).toContain("Siden sist er ett område bedre, ett dårligere og ett uendret.");
    // the arrows are for the eye, «til» for the ear; the bars and their «Før» and «Nå» are not read
    const spoken = heard(markup);
    expect(spoken).toContain("Sikkerhet54 til 72, bedre (+18)");
    expect(spoken).toContain("Personvern og lovkrav60 til 35, dårligere (−25)");
    expect(spoken).not.toMatch(/→|↑|↓|Før|Nå/);
  });

  it("draws before and now as two bars", () => {
    const security = items(markup).find((item) => item.includes("Sikkerhet")) ?? "";
    expect(security).toMatch(/Før<\/span><svg[^>]*data-score="54"/);
    expect(security).toMatch(/Nå<\/span><svg[^>]*data-score="72"/);
    expect(security).toContain("fill-slate-500");
  });

  it("names what was fixed and what is new", () => {
    expect(text).toContain("Fikset siden sist (1)");
    expect(text).toContain("Sertifikatet utløper snart (Sikkerhet)");
    expect(text).toContain("Nye funn siden sist (1)");
    expect(text).toContain("Informasjonskapsler før samtykke (Personvern og lovkrav)");
  });

  it("leaves out a category without both scores, and draws nothing when there is nothing to compare", () => {
    const partial = html(
      <ReportChange
        change={{
          ...SAMPLE_CHANGE,
          categories: [{ key: "email", before: null as unknown as number, after: 80 }],
          fixed: [],
        }}
      />,
    );
    expect(partial).not.toContain("E-post");
    expect(partial).toContain("Nye funn siden sist");
    expect(
      html(<ReportChange change={{ since: SAMPLE_CHANGE.since, categories: [], fixed: [], added: [] }} />),
    ).toBe("");
  });
});

describe("reportDrawings", () => {
  it("makes the scores, and the change only when the report has one", () => {
    expect(reportDrawings(sampleReport()).change).toBe("");
    expect(reportDrawings(sampleReport()).scores).toContain("data-report-scores");
    expect(reportDrawings(sampleReport({ change: SAMPLE_CHANGE })).change).toContain(
      "Endringer siden forrige sjekk",
    );
  });
});
