// What the report page (app/components/report-scores.server.tsx) and the e-mail
// (server/mail/audit-scores.ts) draw of the scores, in one place: the band a score falls in (its
// colour), the width a bar is drawn at, and the change since last time in words. The drawing differs
// (SVG on the page, table cells in the mail); the numbers and the words do not.

import { type AuditChange, type CategoryKey, categoryLabel } from "./audit-report.ts";

/** 90 and up is good, 60 and up fair, below that poor; «none» is a category that was not measured. */
export type ScoreBand = "good" | "fair" | "poor" | "none";

/** A score as drawn and written: a whole number from 0 to 100, or null when there is none. */
export function drawnScore(score: number | null | undefined): number | null {
  if (typeof score !== "number" || !Number.isFinite(score)) return null;
  return Math.round(Math.min(100, Math.max(0, score)));
}

export function scoreBand(score: number | null | undefined): ScoreBand {
  const drawn = drawnScore(score);
  if (drawn === null) return "none";
  return drawn >= 90 ? "good" : drawn >= 60 ? "fair" : "poor";
}

export type Direction = "better" | "worse" | "same";

export const DIRECTION_WORDS: Record<Direction, string> = {
  better: "bedre",
  worse: "dårligere",
  same: "uendret",
};

export interface ChangeRow {
  key: CategoryKey;
  label: string;
  before: number;
  after: number;
  direction: Direction;
  /** «+18», «−6», or "" when unchanged. */
  difference: string;
}

/**
 * Each category with a score both times, in the contract's order. One without both (not measured
 * one of the times, or from an older report) is left out: there is nothing to compare.
 */
export function changeRows(change: Pick<AuditChange, "categories">): ChangeRow[] {
  return change.categories.flatMap(({ key, before, after }) => {
    const was = drawnScore(before);
    const is = drawnScore(after);
    if (was === null || is === null) return [];
    const direction: Direction = is > was ? "better" : is < was ? "worse" : "same";
    const difference = is > was ? `+${is - was}` : is < was ? `−${was - is}` : "";
    return [{ key, label: categoryLabel(key), before: was, after: is, direction, difference }];
  });
}

/** «Sikkerhet: 54 → 72, bedre (+18)», «Hastighet: 80 → 80, uendret». */
export function changeLine(row: ChangeRow): string {
  const moved = row.difference ? ` (${row.difference})` : "";
  return `${row.label}: ${row.before} → ${row.after}, ${DIRECTION_WORDS[row.direction]}${moved}`;
}

// Område is neuter: «ett område», and numbers up to twelve in words (Språkrådet).
const NEUTER_COUNTS = [
  "null",
  "ett",
  "to",
  "tre",
  "fire",
  "fem",
  "seks",
  "sju",
  "åtte",
  "ni",
  "ti",
  "elleve",
  "tolv",
];
const countWord = (n: number) => NEUTER_COUNTS[n] ?? String(n);

/**
 * «Siden sist er to områder bedre, ett dårligere og fem uendret.», or «Poengsummene er de samme som
 * sist.» when nothing moved; "" when no category could be compared.
 */
export function changeSummary(rows: ChangeRow[]): string {
  if (rows.length === 0) return "";
  const counted = (["better", "worse", "same"] as const)
    .map((direction) => ({ direction, n: rows.filter((row) => row.direction === direction).length }))
    .filter(({ n }) => n > 0);
  if (counted.length === 1 && counted[0]?.direction === "same") return "Poengsummene er de samme som sist.";
  const parts = counted.map(({ direction, n }, i) => {
    const noun = i === 0 ? (n === 1 ? " område" : " områder") : "";
    return `${countWord(n)}${noun} ${DIRECTION_WORDS[direction]}`;
  });
  const [first = "", ...rest] = parts;
  const list = rest.length
    ? `${[first, ...rest.slice(0, -1)].join(", ")} og ${rest[rest.length - 1]}`
    : first;
  return `Siden sist er ${list}.`;
}

/** At most five titles named, then «… og 3 til». */
export function shownTitles(items: AuditChange["fixed"]) {
  const shown = items.slice(0, 5).map((item) => ({ ...item, label: categoryLabel(item.category) }));
  return { shown, more: items.length > 5 ? `… og ${items.length - 5} til` : "" };
}
