import defaultConfig from "lighthouse/core/config/default-config.js";
import { describe, expect, it } from "vitest";
import { LIGHTHOUSE_CATEGORIES } from "../../gather/browser/types.ts";
import { ACCESSIBILITY_TEXTS, PRACTICES_TEXTS, SEO_TEXTS } from "./more-texts.ts";
import { type AuditText, SPEED_TEXTS } from "./texts.ts";

// Every audit that counts in Lighthouse's score has our own words (decision 022): without them the
// report falls back to Lighthouse's title and a generic sentence, which reads as lazy.

const TEXTS: Record<(typeof LIGHTHOUSE_CATEGORIES)[number], Record<string, AuditText>> = {
  performance: SPEED_TEXTS,
  accessibility: ACCESSIBILITY_TEXTS,
  "best-practices": PRACTICES_TEXTS,
  seo: SEO_TEXTS,
};

const auditRefs = (category: string) => defaultConfig.categories?.[category]?.auditRefs ?? [];

describe("our texts for Lighthouse's audits", () => {
  it.each(LIGHTHOUSE_CATEGORIES)("cover every weighted audit in %s", (category) => {
    const refs = auditRefs(category);
    expect(refs.length).toBeGreaterThan(0);
    const missing = refs.filter((ref) => ref.weight > 0 && !TEXTS[category][ref.id]).map((ref) => ref.id);
    expect(missing).toEqual([]);
  });

  it.each(LIGHTHOUSE_CATEGORIES)("name only audits that %s has in Lighthouse", (category) => {
    const ids = new Set(auditRefs(category).map((ref) => ref.id));
    expect(Object.keys(TEXTS[category]).filter((id) => !ids.has(id))).toEqual([]);
  });

  const all = Object.entries(TEXTS).flatMap(([category, texts]) =>
    Object.entries(texts).map(([id, text]) => ({ name: `${category}/${id}`, ...text })),
  );

  it.each(all)("$name reads as plain sentences", ({ title, detail, fix }) => {
    for (const text of [title, detail, fix]) {
      expect(text.trim()).not.toBe("");
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/[`[\]*_]|\s{2}/);
    }
    expect(title).not.toMatch(/[.:;!]$/);
    expect(detail).toMatch(/[.!?»]$/);
    expect(detail).not.toMatch(/»$/);
    expect(fix).toMatch(/[.!?]$/);
  });
});
