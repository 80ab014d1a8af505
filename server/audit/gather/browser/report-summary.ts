import type { Result } from "lighthouse";
import {
  type AuditDetailsSummary,
  type AuditFinding,
  type BrowserMetrics,
  type CategoryResult,
  type ChildResult,
  LIGHTHOUSE_CATEGORIES,
  type LighthouseCategoryId,
} from "./types.ts";

// Lighthouse's report (lhr) reduced to what the audit shows: each category's score as Lighthouse's
// own report rounds it, the audits that fail there, and the key lab metrics.

/** Lighthouse's own pass mark: an audit scoring below 0.9 is shown as failed or average. */
const PASS_MARK = 0.9;
const SCORED_MODES = new Set(["binary", "numeric", "metricSavings"]);
const LISTED = 5;

type LhrAudit = Result["audits"][string];
type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item => typeof value === "object" && value !== null;

/** Table rows of an audit's details, sub-tables of a list included. */
function detailItems(details: unknown): Item[] {
  if (!isObject(details) || !Array.isArray(details.items)) return [];
  return (details.items as unknown[]).flatMap((item) => {
    if (!isObject(item)) return [];
    if (item.type === "table" || item.type === "opportunity") return detailItems(item);
    if (item.type === "list") return detailItems(item);
    return [item];
  });
}

function nodeOf(item: Item): { selector: string; label: string | null } | null {
  const node = Object.values(item).find((value) => isObject(value) && value.type === "node");
  if (!isObject(node) || typeof node.selector !== "string") return null;
  return { selector: node.selector, label: typeof node.nodeLabel === "string" ? node.nodeLabel : null };
}

function urlOf(item: Item): string | null {
  if (typeof item.url === "string") return item.url;
  const source = item.source;
  return isObject(source) && typeof source.url === "string" ? source.url : null;
}

const finite = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/**
 * Items, the first failing elements and URLs, and the savings: Lighthouse 13's insights give time
 * savings per metric (`metricSavings`) rather than in their details, and bytes only per item.
 */
export function summarizeDetails(details: unknown, metricSavings?: unknown): AuditDetailsSummary | null {
  if (!isObject(details)) return null;
  const items = detailItems(details);
  const nodes = items.flatMap((item) => nodeOf(item) ?? []).slice(0, LISTED);
  const urls = [...new Set(items.flatMap((item) => urlOf(item) ?? []))].slice(0, LISTED);
  const savings = isObject(metricSavings) ? metricSavings : {};
  const savedMs = Math.max(0, ...["LCP", "FCP", "TBT"].map((metric) => finite(savings[metric]) ?? 0));
  const itemBytes = items.map((item) => finite(item.wastedBytes)).filter((bytes) => bytes !== null);
  return {
    items: items.length,
    nodes,
    urls,
    wastedMs: finite(details.overallSavingsMs) ?? (savedMs > 0 ? savedMs : null),
    wastedBytes:
      finite(details.overallSavingsBytes) ??
      (itemBytes.length > 0 ? itemBytes.reduce((sum, bytes) => sum + bytes, 0) : null),
  };
}

function finding(audit: LhrAudit, weight: number): AuditFinding {
  return {
    id: audit.id,
    title: audit.title,
    score: audit.score,
    displayValue: audit.displayValue ?? null,
    weight,
    details: summarizeDetails(audit.details, audit.metricSavings),
  };
}

function category(lhr: Result, id: LighthouseCategoryId): CategoryResult {
  const source = lhr.categories[id];
  if (!source) return { id, title: id, score: null, audits: [] };
  const audits = source.auditRefs
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || !SCORED_MODES.has(audit.scoreDisplayMode)) return [];
      if (audit.score === null || audit.score >= PASS_MARK) return [];
      return [finding(audit, ref.weight)];
    })
    .sort(
      (a, b) =>
        b.weight - a.weight ||
        (b.details?.wastedMs ?? 0) - (a.details?.wastedMs ?? 0) ||
        (a.score ?? 0) - (b.score ?? 0),
    );
  return {
    id,
    title: source.title,
    score: source.score === null ? null : Math.round(source.score * 100),
    audits,
  };
}

export function summarizeCategories(lhr: Result): Record<LighthouseCategoryId, CategoryResult> {
  return Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, category(lhr, id)])) as Record<
    LighthouseCategoryId,
    CategoryResult
  >;
}

export function summarizeMetrics(lhr: Result): BrowserMetrics {
  const value = (id: string) => {
    const numeric = lhr.audits[id]?.numericValue;
    return typeof numeric === "number" && Number.isFinite(numeric) ? numeric : null;
  };
  const rounded = (id: string) => {
    const numeric = value(id);
    return numeric === null ? null : Math.round(numeric);
  };
  return {
    firstContentfulPaintMs: rounded("first-contentful-paint"),
    largestContentfulPaintMs: rounded("largest-contentful-paint"),
    totalBlockingTimeMs: rounded("total-blocking-time"),
    cumulativeLayoutShift: value("cumulative-layout-shift"),
    speedIndexMs: rounded("speed-index"),
    totalBytes: rounded("total-byte-weight"),
  };
}

const JPEG_DATA_URL = /^data:image\/jpeg;base64,([A-Za-z0-9+/=]+)$/;
const base64Jpeg = (value: unknown) =>
  typeof value === "string" ? (JPEG_DATA_URL.exec(value)?.[1] ?? null) : null;

/**
 * Lighthouse's pictures of the load: the final screenshot (`final-screenshot`) and the filmstrip
 * (`screenshot-thumbnails`), as base64 JPEG; anything else in their place is left out.
 */
export function summarizePictures(lhr: Result): ChildResult["pictures"] {
  const final: unknown = lhr.audits["final-screenshot"]?.details;
  const strip: unknown = lhr.audits["screenshot-thumbnails"]?.details;
  const items = isObject(strip) && Array.isArray(strip.items) ? (strip.items as unknown[]) : [];
  return {
    screenshot: isObject(final) ? base64Jpeg(final.data) : null,
    filmstrip: items.flatMap((item) => {
      const data = isObject(item) ? base64Jpeg(item.data) : null;
      const timing = isObject(item) ? finite(item.timing) : null;
      return data && timing !== null ? [{ timingMs: Math.round(timing), data }] : [];
    }),
  };
}
