import type { CategoryKey, CategoryResult, Finding } from "#app/lib/audit-report.ts";
import { formatBytes, formatDuration, formatNumber } from "#app/lib/format-nb.ts";
import { CHECKS } from "../checks/registry.ts";
import { list } from "../checks/site/findings.ts";
import type { Artifacts } from "../checks/types.ts";
import type { BrowserMetrics, BrowserStageResult, LighthouseCategoryId } from "../gather/browser/types.ts";
import { lighthouseFindings } from "./lighthouse/findings.ts";
import { adviceBeside, scoreCategory, scoreCategoryIfMeasured } from "./score.ts";

// The report's categories from what the audit gathered (decision 022). With the browser stage, speed,
// accessibility, SEO and best practice are Lighthouse's own scores and failing audits, in our words,
// and privacy adds what the page did before consent to the legal checks; our rule checks that Lighthouse does not make are
// shown beside them as advice that does not count. Without it, speed, accessibility and SEO are
// estimated by our rules from the HTML, best practice is not measured (null), and privacy is the
// legal checks alone.

export interface CategoryInputs {
  artifacts: Artifacts;
  security: CategoryResult;
  copy: CategoryResult;
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

/**
 * One finding reported once (decision 024): where SEO and accessibility find the same thing, it is
 * shown in one of them (each score still counts it). [finding in SEO, finding in accessibility,
 * where it stays].
 */
const SAME_FINDING: [seo: string, accessibility: string, keep: "seo" | "accessibility"][] = [
  ["lighthouse-image-alt", "lighthouse-image-alt", "accessibility"],
  ["lighthouse-document-title", "lighthouse-document-title", "seo"],
  ["seo-image-alt", "a11y-alt", "accessibility"],
  ["seo-lang", "a11y-lang", "accessibility"],
  ["seo-title-missing", "a11y-title", "seo"],
];

function reportOnce(categories: Record<CategoryKey, CategoryResult>): Record<CategoryKey, CategoryResult> {
  const has = (key: "seo" | "accessibility", id: string) =>
    categories[key].findings.some((finding) => finding.id === id && finding.severity !== "good");
  const drop = { seo: new Set<string>(), accessibility: new Set<string>() };
  for (const [seo, accessibility, keep] of SAME_FINDING) {
    if (!has("seo", seo) || !has("accessibility", accessibility)) continue;
    if (keep === "seo") drop.accessibility.add(accessibility);
    else drop.seo.add(seo);
  }
  const without = (key: "seo" | "accessibility") => ({
    ...categories[key],
    findings: categories[key].findings.filter((finding) => !drop[key].has(finding.id)),
  });
  return withoutHttpsEchoes({ ...categories, seo: without("seo"), accessibility: without("accessibility") });
}

/**
 * Lighthouse's best-practice audits that only repeat, on a site without https, what the security
 * finding «Nettstedet bruker ikke https» says once with its fix (https, the 301, HSTS). Their
 * score still counts.
 */
const HTTPS_ECHOES = new Set(["lighthouse-is-on-https", "lighthouse-redirects-http", "lighthouse-has-hsts"]);

export function withoutHttpsEchoes(
  categories: Record<CategoryKey, CategoryResult>,
): Record<CategoryKey, CategoryResult> {
  const noHttps = categories.security.findings.some(
    (finding) => finding.id === "security-https" && finding.severity !== "good",
  );
  if (!noHttps) return categories;
  return {
    ...categories,
    practices: {
      ...categories.practices,
      findings: categories.practices.findings.filter((finding) => !HTTPS_ECHOES.has(finding.id)),
    },
  };
}

/** How much the copy rules (server/audit/copy.ts) count beside the registry's copy checks. */
const COPY_RULES_WEIGHT = 9;

/** The copy rules' score with the registry's copy checks (spelling) weighed in. */
function withCopyChecks(copy: CategoryResult, artifacts: Artifacts): CategoryResult {
  if (copy.score === null) return copy;
  let weighted = COPY_RULES_WEIGHT * copy.score;
  let weights = COPY_RULES_WEIGHT;
  const findings = [...copy.findings];
  for (const check of CHECKS) {
    if (check.category !== "copy") continue;
    const result = check.run(artifacts);
    findings.push(...result.findings);
    if (result.score === null) continue;
    weighted += (check.weight ?? 1) * 100 * result.score;
    weights += check.weight ?? 1;
  }
  return { score: Math.round(weighted / weights), findings };
}

const byRules = (result: CategoryResult): CategoryResult => ({ ...result, measuredWith: "rules" });

export function buildCategories(inputs: CategoryInputs): Record<CategoryKey, CategoryResult> {
  return reportOnce(gather(inputs));
}

function gather({
  artifacts,
  security,
  copy: copyRules,
  browser,
}: CategoryInputs): Record<CategoryKey, CategoryResult> {
  const copy = withCopyChecks(copyRules, artifacts);
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
