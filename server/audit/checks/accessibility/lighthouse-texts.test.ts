import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { misplaced, wordingProblems } from "../../report/lighthouse/table-rules.ts";
import { ACCESSIBILITY_TEXTS } from "./lighthouse-texts.ts";

// Our words for Lighthouse's accessibility audits (decision 022): the table is split by Lighthouse's
// groups into lighthouse-texts-<group>.ts, and this one file joins them. Each group file's own test
// holds it to its group; this one, that every group file is joined and each audit is in one of them.

const GROUP_FILE = /^lighthouse-texts-(.+)\.ts$/;
const groupFiles = readdirSync(import.meta.dirname).filter(
  (file) => GROUP_FILE.test(file) && !file.endsWith(".test.ts"),
);

it("holds only audits Lighthouse lists under accessibility", () => {
  expect(misplaced(ACCESSIBILITY_TEXTS, "accessibility")).toEqual([]);
});

it("joins every group file, each named after the group of its audits, each audit in one file", async () => {
  expect(groupFiles.length).toBeGreaterThan(1);
  const ids: string[] = [];
  for (const file of groupFiles) {
    const group = file.match(GROUP_FILE)?.[1] as string;
    const tables = Object.values(await import(`./lighthouse-texts-${group}.ts`)) as Parameters<
      typeof misplaced
    >[0][];
    expect(tables, file).toHaveLength(1);
    const table = tables[0] as Parameters<typeof misplaced>[0];
    expect(misplaced(table, "accessibility", group), file).toEqual([]);
    for (const [id, text] of Object.entries(table)) {
      expect(ACCESSIBILITY_TEXTS[id], `${file}: ${id}`).toBe(text);
      ids.push(id);
    }
  }
  expect(ids.toSorted()).toEqual(Object.keys(ACCESSIBILITY_TEXTS).toSorted());
});

it("says each in plain Norwegian sentences of our own, not Lighthouse's English", async () => {
  expect(await wordingProblems(ACCESSIBILITY_TEXTS)).toEqual([]);
});
