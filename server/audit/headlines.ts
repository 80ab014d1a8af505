// Rule-based headline suggestions for the audit report (no AI): Ogilvy-style formulas filled with
// the page's own words. The parts — what the page offers, who offers it, what the reader gets,
// what the reader avoids, one measured fact, the page's own call to action — are lifted from the
// page's text by simple patterns. Numbers are never invented: a variant that would contain a digit
// sequence not found on the page is dropped.

export { headlineParts } from "./headlines/parts.ts";
export type { HeadlineParts, HeadlineSuggestions } from "./headlines/types.ts";
export { HEADLINE_LABEL, headlineVariants } from "./headlines/variants.ts";
