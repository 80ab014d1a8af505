import type { CategoryKey, CategoryResult } from "#app/lib/audit-report.ts";

// One thing said once (decision 024): where two categories find the same thing, the report shows
// it in one of them; each category's score still counts it. A finding counts as found when it is
// not praise ("good").

type At = `${CategoryKey}:${string}`;

/** [the finding that stays, the finding it makes a repeat]: the second is left out where both are found. */
export const SAID_ONCE: readonly [stays: At, repeats: At][] = [
  // SEO and accessibility read the same markup.
  ["accessibility:lighthouse-image-alt", "seo:lighthouse-image-alt"],
  ["seo:lighthouse-document-title", "accessibility:lighthouse-document-title"],
  ["accessibility:a11y-alt", "seo:seo-image-alt"],
  ["accessibility:a11y-lang", "seo:seo-lang"],
  ["seo:seo-title-missing", "accessibility:a11y-title"],
  // A page without lang: the copy's language check says what accessibility says.
  ["accessibility:a11y-lang", "copy:language"],
  ["accessibility:lighthouse-html-has-lang", "copy:language"],
  // No https: the security finding holds https, the 301 and HSTS in its fix; Lighthouse's
  // best-practice audits of the same only repeat it.
  ["security:security-https", "practices:lighthouse-is-on-https"],
  ["security:security-https", "practices:lighthouse-redirects-http"],
  ["security:security-https", "practices:lighthouse-has-hsts"],
];

const split = (at: At) => {
  const colon = at.indexOf(":");
  return [at.slice(0, colon) as CategoryKey, at.slice(colon + 1)] as const;
};

export function saidOnce(
  categories: Record<CategoryKey, CategoryResult>,
): Record<CategoryKey, CategoryResult> {
  const found = (at: At) => {
    const [key, id] = split(at);
    return categories[key].findings.some((finding) => finding.id === id && finding.severity !== "good");
  };
  const repeats = new Set(
    SAID_ONCE.filter(([stays, repeat]) => found(stays) && found(repeat)).map(([, r]) => r),
  );
  if (!repeats.size) return categories;
  const result = { ...categories };
  for (const at of repeats) {
    const [key, id] = split(at);
    result[key] = { ...result[key], findings: result[key].findings.filter((finding) => finding.id !== id) };
  }
  return result;
}
