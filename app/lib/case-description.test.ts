import { expect, it } from "vitest";
import { caseStudies } from "#content/cases.ts";
import { formatDetailedDescription } from "./case-description";

it("turns bullet lines into list items and bold lines into sub-headings", () => {
  const text = `**Utgangspunktet**
Styret brukte e-post og permer.

**Løsningen**
• Digital signering
• Dokumentsøk
- Roller for styreleder og varamedlem
Alt samlet på ett sted.`;
  expect(formatDetailedDescription(text)).toEqual([
    { type: "heading", text: "Utgangspunktet" },
    { type: "paragraph", text: "Styret brukte e-post og permer." },
    { type: "heading", text: "Løsningen" },
    { type: "list", items: ["Digital signering", "Dokumentsøk", "Roller for styreleder og varamedlem"] },
    { type: "paragraph", text: "Alt samlet på ett sted." },
  ]);
});

it("keeps bold inside a sentence as text, and ignores blank lines", () => {
  expect(formatDetailedDescription("\n\nEn **fet** setning\n\n")).toEqual([
    { type: "paragraph", text: "En **fet** setning" },
  ]);
});

it("gives every case headings and lists", () => {
  for (const study of caseStudies) {
    const blocks = formatDetailedDescription(study.detailedDescription);
    expect(blocks.some((b) => b.type === "heading")).toBe(true);
    expect(blocks.some((b) => b.type === "list")).toBe(true);
  }
});
