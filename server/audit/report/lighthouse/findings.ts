import type { Finding } from "#app/lib/audit-report.ts";
import { formatBytes, formatDuration, formatNumber, joinAnd } from "#app/lib/format-nb.ts";
import type {
  AuditFinding,
  BrowserMetrics,
  CategoryResult,
  LighthouseCategoryId,
} from "../../gather/browser/types.ts";
import { type AuditText, auditText } from "./texts.ts";

// Lighthouse's failing audits as the report's findings (decision 022): our Norwegian words, the
// measured value in Norwegian units, the elements or files concerned, and Lighthouse's estimated
// saving. The score stays Lighthouse's; these explain it.

/** Below this Lighthouse score an audit is a problem; up to its 0.9 pass mark a warning. */
const PROBLEM_BELOW = 0.5;
const SHOWN = 3;

/** Lighthouse's own title without its markdown: "Bildeelementene mangler `[alt]`-attributter". */
export const plainTitle = (title: string) =>
  title
    .replace(/`\[?([^`\]]*)\]?`/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();

const FALLBACK: Omit<AuditText, "title"> = {
  detail: "Lighthouse, Googles verktøy for å teste nettsider, fant dette på siden.",
  fix: "Kjør Lighthouse i Chrome (Utviklerverktøy → Lighthouse) for å se nøyaktig hvor, og rett det som vises der.",
};

const METRIC_VALUES: Record<string, (metrics: BrowserMetrics) => string | null> = {
  "first-contentful-paint": (m) => ms(m.firstContentfulPaintMs),
  "largest-contentful-paint": (m) => ms(m.largestContentfulPaintMs),
  "total-blocking-time": (m) => ms(m.totalBlockingTimeMs),
  "speed-index": (m) => ms(m.speedIndexMs),
  "cumulative-layout-shift": (m) =>
    m.cumulativeLayoutShift === null ? null : formatNumber(m.cumulativeLayoutShift, 2),
  "total-byte-weight": (m) => (m.totalBytes === null ? null : formatBytes(m.totalBytes)),
};

function ms(value: number | null) {
  return value === null ? null : formatDuration(value);
}

const short = (text: string, max = 60) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function shortUrl(url: string) {
  try {
    const parsed = new URL(url);
    return short(`${parsed.host}${parsed.pathname}`, 70);
  } catch {
    return short(url, 70);
  }
}

/** What was measured and where: the sentences after our explanation. */
function evidence(audit: AuditFinding, metrics: BrowserMetrics): string[] {
  const sentences: string[] = [];
  const measured = METRIC_VALUES[audit.id]?.(metrics);
  if (measured) sentences.push(`Målt på en simulert mobil med 4G: ${measured}.`);
  const details = audit.details;
  if (!details) return sentences;
  const saving = [
    details.wastedMs && details.wastedMs >= 50 ? formatDuration(details.wastedMs) : null,
    details.wastedBytes && details.wastedBytes >= 1000 ? formatBytes(details.wastedBytes) : null,
  ].filter(Boolean);
  if (saving.length) sentences.push(`Lighthouse anslår at du kan spare ${saving.join(" og ")}.`);
  // «html» or «body» names the whole page, which says nothing the title has not said.
  const labels = details.nodes
    .map((node) => node.label?.trim())
    .filter((label): label is string => !!label && !/^(?:html|head|body)$/i.test(label));
  const named = labels.length
    ? labels.slice(0, SHOWN).map((label) => `«${short(label)}»`)
    : details.urls.slice(0, SHOWN).map(shortUrl);
  // «blant annet» and the total only when there is more than we name.
  const total = Math.max(details.items, labels.length || details.urls.length);
  const rest = total > named.length ? ` (${total} i alt)` : "";
  if (named.length) sentences.push(`Det gjelder ${rest ? "blant annet " : ""}${joinAnd(named)}${rest}.`);
  return sentences;
}

function toFinding(audit: AuditFinding, category: LighthouseCategoryId, metrics: BrowserMetrics): Finding {
  const text = auditText(category, audit.id) ?? { title: plainTitle(audit.title), ...FALLBACK };
  return {
    id: `lighthouse-${audit.id}`,
    severity: audit.score !== null && audit.score < PROBLEM_BELOW && audit.weight > 0 ? "problem" : "warning",
    title: text.title,
    detail: [text.detail, ...evidence(audit, metrics)].join(" "),
    fix: text.fix,
  };
}

/** A Lighthouse category's failing audits as findings, heaviest first (as the stage orders them). */
export function lighthouseFindings(category: CategoryResult, metrics: BrowserMetrics): Finding[] {
  return category.audits.map((audit) => toFinding(audit, category.id, metrics));
}
