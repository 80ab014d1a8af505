import type { CategoryKey, CategoryResult, Finding } from "#app/lib/audit-report.ts";
import { formatBytes, formatDuration, formatNumber } from "#app/lib/format-nb.ts";
import { CHECKS } from "../checks/registry.ts";
import { list } from "../checks/site/findings.ts";
import type { Artifacts } from "../checks/types.ts";
import type { BrowserMetrics, BrowserStageResult, LighthouseCategoryId } from "../gather/browser/types.ts";
import { lighthouseFindings } from "./lighthouse/findings.ts";
import { saidOnce } from "./said-once.ts";
import { adviceBeside, scoreCategory, scoreCategoryIfMeasured } from "./score.ts";

// The report's categories from what the audit gathered (decision 022). With the browser stage, speed,
// accessibility, SEO and best practice are Lighthouse's own scores and failing audits, in our words,
// and privacy adds what the page did before consent to the legal checks; our rule checks that Lighthouse does not make are
// shown beside them as advice that does not count. Without it, speed, accessibility and SEO are
// estimated by our rules from the HTML, best practice is not measured (null), and privacy is the
// legal checks alone.

export interface CategoryInputs {
  artifacts: Artifacts;
  browser: BrowserStageResult | null;
}

const NOT_MEASURED: CategoryResult = { score: null, findings: [] };

/** How the page loaded on Lighthouse's simulated phone, in sentences a shop owner can read. */
function labFinding(metrics: BrowserMetrics, score: number | null): Finding | null {
  const { firstContentfulPaintMs: fcp, largestContentfulPaintMs: lcp, totalBlockingTimeMs: tbt } = metrics;
  const timings = [
    ...(fcp === null ? [] : [`noe vises etter ${formatDuration(fcp)}`]),
    ...(lcp === null ? [] : [`hovedinnholdet er på plass etter ${formatDuration(lcp)}`]),
    ...(tbt === null
      ? []
      : [
          tbt < 50
            ? "skript holder den nesten ikke opptatt"
            : `skript holder den opptatt i ${formatDuration(tbt)}`,
        ]),
  ];
  if (!timings.length) return null;
  const cls = metrics.cumulativeLayoutShift;
  const sentences = [
    `Målt med Lighthouse på en simulert mellomklassemobil over 4G: ${list(timings)}.`,
    ...(cls === null
      ? []
      : [
          `Innholdet ${cls < 0.1 ? "ligger i ro" : "hopper"} mens siden lastes (CLS ${formatNumber(cls, 2)}; under 0,1 er bra).`,
        ]),
    ...(metrics.totalBytes === null
      ? []
      : [`Alt siden henter, veier til sammen ${formatBytes(metrics.totalBytes)}.`]),
  ];
  return {
    id: "lighthouse-lab",
    severity: score !== null && score >= 90 ? "good" : "info",
    title: "Slik lastet siden på en vanlig mobil",
    detail: sentences.join(" "),
    fix: "",
  };
}

function fromLighthouse(
  browser: BrowserStageResult,
  id: LighthouseCategoryId,
  extra: Finding[] = [],
): CategoryResult | null {
  const measured = browser.categories[id];
  if (measured.score === null) return null;
  return {
    score: measured.score,
    measuredWith: "lighthouse",
    findings: [...lighthouseFindings(measured, browser.metrics), ...extra],
  };
}

const byRules = (result: CategoryResult): CategoryResult => ({ ...result, measuredWith: "rules" });

export function buildCategories(inputs: CategoryInputs): Record<CategoryKey, CategoryResult> {
  return saidOnce(gather(inputs));
}

function gather({ artifacts, browser }: CategoryInputs): Record<CategoryKey, CategoryResult> {
  const copy = scoreCategory("copy", CHECKS, artifacts);
  const security = scoreCategory("security", CHECKS, artifacts);
  const rules = (category: "seo" | "accessibility" | "speed") =>
    byRules(scoreCategory(category, CHECKS, artifacts));
  if (!browser)
    return {
      security,
      seo: rules("seo"),
      speed: rules("speed"),
      accessibility: rules("accessibility"),
      copy,
      practices: NOT_MEASURED,
      privacy: scoreCategory("privacy", CHECKS, artifacts),
      email: scoreCategoryIfMeasured("email", CHECKS, artifacts),
    };
  const lab = labFinding(browser.metrics, browser.categories.performance.score);
  return {
    security,
    seo: fromLighthouse(browser, "seo", adviceBeside("seo", CHECKS, artifacts)) ?? rules("seo"),
    speed: fromLighthouse(browser, "performance", lab ? [lab] : []) ?? rules("speed"),
    accessibility:
      fromLighthouse(browser, "accessibility", adviceBeside("accessibility", CHECKS, artifacts)) ??
      rules("accessibility"),
    copy,
    practices: fromLighthouse(browser, "best-practices") ?? NOT_MEASURED,
    privacy: scoreCategory("privacy", CHECKS, artifacts),
    email: scoreCategoryIfMeasured("email", CHECKS, artifacts),
  };
}
