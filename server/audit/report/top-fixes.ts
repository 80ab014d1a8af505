import {
  CATEGORIES,
  CATEGORY_KEYS,
  type CategoryKey,
  type CategoryResult,
  type Finding,
} from "#app/lib/audit-report.ts";

/**
 * Findings that keep a customer from reaching the business at all: a phone number left from a
 * template (checks/copy/placeholders.ts). Among the problems they come first, whatever their
 * category weighs: nothing else on the list matters to a customer who cannot call.
 */
const KEEPS_CUSTOMERS_AWAY: ReadonlySet<string> = new Set(["placeholder-phone"]);

/**
 * The five fixes with the most impact: problems before warnings, what keeps customers away first
 * among them, heavier categories next, and at most two from one category, so the owner sees the
 * spread of what matters.
 */
export function topFixes(
  categories: Record<CategoryKey, CategoryResult>,
): (Finding & { category: CategoryKey })[] {
  const rank = { problem: 0, warning: 1, good: 2, info: 3 };
  const away = (finding: Finding) => (KEEPS_CUSTOMERS_AWAY.has(finding.id) ? 0 : 1);
  const ranked = CATEGORY_KEYS.flatMap((category) =>
    categories[category].findings.map((finding) => ({ ...finding, category })),
  )
    .filter((finding) => finding.severity === "problem" || finding.severity === "warning")
    .sort(
      (a, b) =>
        rank[a.severity] - rank[b.severity] ||
        away(a) - away(b) ||
        CATEGORIES[b.category].weight - CATEGORIES[a.category].weight,
    );
  const picked: typeof ranked = [];
  const perCategory = new Map<CategoryKey, number>();
  for (const finding of ranked) {
    if (picked.length === 5) break;
    if ((perCategory.get(finding.category) ?? 0) >= 2) continue;
    picked.push(finding);
    perCategory.set(finding.category, (perCategory.get(finding.category) ?? 0) + 1);
  }
  for (const finding of ranked) {
    if (picked.length === 5) break;
    if (!picked.includes(finding)) picked.push(finding);
  }
  return picked;
}
