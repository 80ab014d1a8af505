// Numbers as a Norwegian reader expects them (Språkrådet): a space between thousands, a decimal
// comma, a space before units and the percent sign. Shared by the audit job, its e-mail and page.

import { MONTHS } from "./format.ts";

const NBSP = "\u00a0";

/** 1820 → "1 820", 36.94 → "36,9" (one decimal at most, none when whole). */
export function formatNumber(value: number, decimals = 1): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  const [whole = "0", fraction] = Math.abs(rounded).toFixed(decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const trimmed = fraction?.replace(/0+$/, "");
  return `${rounded < 0 ? "−" : ""}${grouped}${trimmed ? `,${trimmed}` : ""}`;
}

/** Milliseconds as a reader says them: "350 millisekunder", "1 sekund", "0,8 sekunder", "12 sekunder". */
export function formatDuration(ms: number): string {
  const tens = Math.round(ms / 10) * 10;
  if (tens < 1000) return `${formatNumber(tens, 0)}${NBSP}millisekunder`;
  const seconds = ms / 1000;
  const text = formatNumber(seconds, seconds < 10 ? 1 : 0);
  return `${text}${NBSP}${text === "1" ? "sekund" : "sekunder"}`;
}

/** "a", "a og b", "a, b og c"; with another last word ("eller"), "a, b eller c". */
export function joinAnd(items: readonly string[], last = "og"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}

/** Bytes in kB or MB: "640 kB", "2,9 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${formatNumber(Math.max(1, Math.round(bytes / 1000)), 0)}${NBSP}kB`;
  return `${formatNumber(bytes / 1_000_000, 1)}${NBSP}MB`;
}

/** "1 bilde", "3 bilder": a count with the right Norwegian form. */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "150 %". */
export const formatPercent = (value: number) => `${formatNumber(value, 0)}${NBSP}%`;

/** "23. november 2026" in Oslo time. */
export function formatDate(iso: string | Date): string {
  const { day, month, year } = osloParts(iso);
  return `${Number(day)}. ${MONTHS[Number(month) - 1]} ${year}`;
}

/** "23. november 2026 kl. 20.01" in Oslo time (Språkrådet: a full stop between hours and minutes). */
export function formatDateTime(iso: string | Date): string {
  const { hour, minute } = osloParts(iso);
  return `${formatDate(iso)} kl. ${hour}.${minute}`;
}

function osloParts(iso: string | Date) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Oslo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? "";
  return {
    day: part("day"),
    month: part("month"),
    year: part("year"),
    hour: part("hour"),
    minute: part("minute"),
  };
}
