import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACCESSIBILITY_TEXTS } from "../../checks/accessibility/lighthouse-texts.ts";
import { PRACTICES_TEXTS } from "../../checks/practices/lighthouse-texts.ts";
import { SEO_TEXTS } from "../../checks/seo/lighthouse-texts.ts";
import { SPEED_TEXTS } from "../../checks/speed/lighthouse-texts.ts";
import { LIGHTHOUSE_CATEGORIES } from "../../gather/browser/types.ts";
import { auditRefs, CATEGORY_ORDER, sharedAudits } from "./table-rules.ts";
import { auditText, SHARED } from "./texts.ts";

// Every audit that counts in Lighthouse's score has our own words (decision 022): without them the
// report falls back to Lighthouse's title and a generic sentence, which reads as lazy. Where each
// table is and what it holds: texts.ts; each table's own test holds it to its category.

const ALL_IDS = [SPEED_TEXTS, ACCESSIBILITY_TEXTS, PRACTICES_TEXTS, SEO_TEXTS].flatMap(Object.keys);
const CHECKS = path.join(import.meta.dirname, "../../checks");
const tableFiles = readdirSync(CHECKS, { recursive: true, encoding: "utf8" }).filter((file) =>
  /(^|\/)lighthouse-texts[^/]*(?<!\.test)\.ts$/.test(file),
);

describe("our texts for Lighthouse's audits", () => {
  it.each(LIGHTHOUSE_CATEGORIES)("cover every weighted audit in %s", (category) => {
    const refs = auditRefs(category);
    expect(refs.length).toBeGreaterThan(0);
    const missing = refs.filter((ref) => ref.weight > 0 && !auditText(category, ref.id)).map((ref) => ref.id);
    expect(missing).toEqual([]);
  });

  it.each(LIGHTHOUSE_CATEGORIES)("name only audits that %s has in Lighthouse", (category) => {
    const ids = new Set(auditRefs(category).map((ref) => ref.id));
    expect(ALL_IDS.filter((id) => auditText(category, id) && !ids.has(id))).toEqual([]);
  });

  it("have each audit's text in one table only", () => {
    expect(ALL_IDS.filter((id, index) => ALL_IDS.indexOf(id) !== index)).toEqual([]);
  });

  it("let a later category read an audit Lighthouse lists under several from the first's table", () => {
    const expected: Record<string, Record<string, string>> = {};
    for (const [id, [first, ...later]] of Object.entries(sharedAudits())) {
      for (const category of later) expected[category] = { ...expected[category], [id]: first as string };
    }
    expect(SHARED).toEqual(expected);
    expect(CATEGORY_ORDER.toSorted()).toEqual([...LIGHTHOUSE_CATEGORIES].toSorted());
  });

  it("keep each table file under 300 lines, and out of report/ (report imports them)", () => {
    expect(tableFiles.length).toBeGreaterThanOrEqual(4);
    for (const file of tableFiles) {
      const source = readFileSync(path.join(CHECKS, file), "utf8");
      expect(source.split("\n").length, file).toBeLessThanOrEqual(300);
      expect(source, file).not.toMatch(/from "[./]*report\//);
    }
  });
});
