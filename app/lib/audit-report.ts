// The audit report's contract (decision 021): one set of types and labels shared by the audit job that
// writes a report, the e-mail that sends it and the page /rapport/{token} that shows it. Browser-safe
// (no server imports), so the report page can use it too.

import { inSentence } from "./format.ts";
import { formatDate, formatNumber, joinAnd } from "./format-nb.ts";
import type { ReportPictures } from "./page-pictures.ts";

/** "info" is neither praise nor a problem: something the owner may want to know. */
export type Severity = "good" | "warning" | "problem" | "info";

/** One Norwegian finding, addressed to the site owner as "du": what we found, why, how to fix it. */
export interface Finding {
  id: string;
  severity: Severity;
  title: string;
  detail: string;
  fix: string;
  /** The pages the finding is about, when the whole site was read. */
  pages?: string[];
  /**
   * Advice from our own checks beside a score measured by Lighthouse: it does not count in the
   * category's score, so the score stays Lighthouse's own (decision 022).
   */
  advice?: boolean;
}

/** How a category's score was measured: by Lighthouse in a real browser, or by our rules on the HTML. */
export type Measurement = "lighthouse" | "rules";

export interface CategoryResult {
  /** 0–100; null when the category could not be measured this time (it then counts nowhere). */
  score: number | null;
  findings: Finding[];
  /** Speed, accessibility and SEO: where the score came from (reports from before decision 022 have none). */
  measuredWith?: Measurement;
}

/**
 * The report's categories in the order they are shown, with how much each counts in the overall
 * score. One table: a new category is a new row here, and the job, the mail and the page follow.
 */
export const CATEGORIES = {
  security: { label: "Sikkerhet", weight: 25 },
  seo: { label: "Synlighet i søk", weight: 20 },
  speed: { label: "Hastighet", weight: 20 },
  accessibility: { label: "Tilgjengelighet", weight: 15 },
  copy: { label: "Salgstekst", weight: 20 },
  practices: { label: "Beste praksis", weight: 5 },
  privacy: { label: "Personvern og lovkrav", weight: 25 },
  email: { label: "E-post", weight: 10 },
} as const satisfies Record<string, { label: string; weight: number }>;

export type CategoryKey = keyof typeof CATEGORIES;

export const CATEGORY_KEYS = Object.keys(CATEGORIES) as CategoryKey[];

/** A category's label, or the key itself for a category an older stored report has and we no longer do. */
export const categoryLabel = (key: string) =>
  (CATEGORIES as Record<string, { label: string }>)[key]?.label ?? key;

export const SEVERITY_LABELS: Record<Severity, string> = {
  problem: "Må fikses",
  warning: "Bør fikses",
  good: "Bra",
  info: "Til orientering",
};

export function gradeFor(score: number): string {
  if (score >= 90) return "A";
  if (score >= 80) return "B";
  if (score >= 70) return "C";
  if (score >= 60) return "D";
  if (score >= 50) return "E";
  return "F";
}

export interface AuditReport {
  url: string;
  finalUrl: string;
  checkedAt: string;
  overall: number;
  grade: string;
  categories: Record<CategoryKey, CategoryResult>;
  observatory: { score: number; grade: string };
  copy: { lix: number; lixLevel: string; headline: string | null };
  headlines: { variants: string[]; heroCopy: string; label: string; critique?: string[] };
  topFixes: (Finding & { category: CategoryKey })[];
  /** The pages read on the site, start page first (reports from before decision 021 have none). */
  pagesRead?: string[];
  /** The real-browser run of the start page (decision 022); absent in older reports. */
  browser?: BrowserSummary;
  /** What changed since the same address last had the same site checked (decision 024). */
  change?: AuditChange;
  /** The pictures of the page the job stored beside the report (decision 032); absent in older reports. */
  pictures?: ReportPictures;
}

/** The difference from the previous report of the same site for the same e-mail address. */
export interface AuditChange {
  /** When the previous report was made. */
  since: string;
  categories: { key: CategoryKey; before: number; after: number }[];
  /** Problems and warnings the previous report had and this one has not. */
  fixed: { category: CategoryKey; title: string }[];
  /** Problems and warnings this report has and the previous one had not. */
  added: { category: CategoryKey; title: string }[];
}

/** Lab measurements from Lighthouse on a simulated mid-range phone on a slow 4G connection. */
export interface LabMetrics {
  firstContentfulPaintMs: number | null;
  largestContentfulPaintMs: number | null;
  totalBlockingTimeMs: number | null;
  cumulativeLayoutShift: number | null;
  speedIndexMs: number | null;
  totalBytes: number | null;
}

export type BrowserSummary =
  | { ran: true; lighthouseVersion: string; metrics: LabMetrics }
  /** The browser test was off or failed: `reason` says why, in Norwegian, for the report. */
  | { ran: false; reason: string };

/**
 * The report's readability sentence. Under 100 words of body text the audit gives no LIX (issue 25)
 * and its level says so; a number beside it would read as a verdict on a menu.
 */
export function lixNote(copy: Pick<AuditReport["copy"], "lix" | "lixLevel">): string {
  if (/^for lite tekst/i.test(copy.lixLevel)) return `${copy.lixLevel}.`;
  return `Lesbarhet (LIX): ${formatNumber(copy.lix)}, ${inSentence(copy.lixLevel)}.`;
}

/**
 * The categories that were measured, with their scores: older reports lack the newer categories,
 * and a category the browser test could not measure has no score.
 */
export function measuredCategories(report: Pick<AuditReport, "categories">) {
  return CATEGORY_KEYS.flatMap((key) => {
    const score = report.categories[key]?.score;
    return typeof score === "number" ? [{ key, label: CATEGORIES[key].label, score }] : [];
  });
}

/**
 * The report's categories in the contract's order (stored reports come back from PostgreSQL's jsonb
 * with their keys re-sorted), then any an older report has that we no longer make.
 */
export function orderedCategories(report: Pick<AuditReport, "categories">): [string, CategoryResult][] {
  const stored = report.categories as Record<string, CategoryResult>;
  const known = CATEGORY_KEYS.filter((key) => stored[key]);
  const older = Object.keys(stored).filter((key) => !(key in CATEGORIES));
  return [...known, ...older].map((key) => [key, stored[key] as CategoryResult]);
}

/** Categories the report has but could not score this time. */
export function unmeasuredCategories(report: Pick<AuditReport, "categories">) {
  return CATEGORY_KEYS.filter((key) => report.categories[key] && report.categories[key].score === null).map(
    (key) => CATEGORIES[key].label,
  );
}

/** The overall score: the weighted mean of the categories that were measured. */
export function overallScore(categories: Partial<Record<CategoryKey, CategoryResult>>): number {
  let sum = 0;
  let weights = 0;
  for (const key of CATEGORY_KEYS) {
    const score = categories[key]?.score;
    if (typeof score !== "number") continue;
    sum += score * CATEGORIES[key].weight;
    weights += CATEGORIES[key].weight;
  }
  return weights ? Math.round(sum / weights) : 0;
}

export interface AuditFailure {
  url: string;
  checkedAt: string;
  reason: string;
  message: string;
}

/** What is stored for an audit request once its job has run. */
export type StoredAudit =
  | { kind: "report"; report: AuditReport }
  | { kind: "failure"; failure: AuditFailure };

/**
 * The heading over the change since the last report, on the page and in the e-mail; what changed is
 * drawn and named from app/lib/score-bands.ts.
 */
export const changeHeading = (change: AuditChange) =>
  `Endringer siden forrige sjekk ${formatDate(change.since)}`;

const COUNT_WORDS = ["ingen", "én", "to", "tre", "fire", "fem"];

/** "De fem viktigste forbedringene", "De to viktigste …", "Den viktigste forbedringen". */
export function fixesHeading(count: number): string {
  if (count === 1) return "Den viktigste forbedringen";
  if (count === 0) return "Forbedringer";
  return `De ${COUNT_WORDS[count] ?? count} viktigste forbedringene`;
}

/**
 * Mozilla's HTTP Observatory score beside ours, and why ours is lower when it is: our security
 * score starts from the Observatory's and also counts https, the certificate, mixed content and
 * version numbers the server shows (the "observatory" rule in server/audit/report/score.ts).
 */
export function observatoryNote(report: Pick<AuditReport, "categories" | "observatory">): string {
  const { score, grade } = report.observatory;
  const ours = report.categories.security.score;
  const lower =
    ours !== null && ours < score
      ? ` Vår sikkerhetspoengsum er lavere fordi den i tillegg teller https, sertifikatet, blandet innhold og versjonsnumre serveren viser.`
      : "";
  return `Mozillas HTTP Observatory ville gitt sikkerhetsheaderne ${score} poeng (${grade}).${lower}`;
}

/** Why a category has no score, for the report page where it would otherwise stand empty. */
export function notMeasuredReason(key: string): string {
  if (key === "email")
    return "Vi slår opp e-postoppsettet for nettstedets domene i DNS. Det ble ikke gjort denne gangen, for eksempel fordi adressen var en IP-adresse, eller fordi DNS ikke svarte.";
  if (key === "practices") return "Beste praksis måles i en ekte nettleser, og den kjørte ikke denne gangen.";
  return "Dette ble ikke målt denne gangen.";
}

/**
 * How the scores were measured, in one or two sentences for the e-mail and the page: Lighthouse in a
 * real browser, or our estimate from the HTML and why, and what could not be measured this time.
 */
export function measurementNote(report: Pick<AuditReport, "categories" | "browser">): string {
  const browser = report.browser;
  if (!browser) return "";
  const emailMissing =
    report.categories.email?.score === null ? " E-postoppsettet ble ikke sjekket denne gangen." : "";
  if (browser.ran)
    return `Hastighet, tilgjengelighet, synlighet i søk og beste praksis er målt med Lighthouse ${browser.lighthouseVersion} i en ekte nettleser, slik Google måler, på en simulert mobil over 4G. Under personvern og lovkrav ser du hva siden lagret og hvem den kontaktet før den besøkende hadde sagt ja til noe, og om den gir opplysningene loven krever.${emailMissing}`;
  // What only the browser measures, and so was not measured when it did not run.
  const missing = unmeasuredCategories(report)
    .filter((label) => label !== CATEGORIES.email.label)
    .map((label) => label.toLowerCase());
  const notMeasured = missing.length
    ? ` ${joinAnd(missing).replace(/^./, (c) => c.toUpperCase())} ble derfor ikke målt denne gangen.`
    : "";
  return `${browser.reason}${notMeasured}${emailMissing}`;
}
