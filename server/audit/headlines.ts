// Rule-based headline suggestions for the audit report (no AI), made only of sentences that are
// natural bokmål for whatever the page says. The page's words are sorted into slots — the brand as
// written, the offer as a noun phrase, what the reader gets or avoids, the facts with the words that
// make them whole, the page's own question, proof and call to action — and a few Norwegian formulas
// are filled from them. A guard drops any sentence with a cut date, half a range, an invented number,
// a re-cased brand or a verb twice; with fewer than two safe headlines the report gets a short note
// on what to change instead. The reviewed output for a corpus of made-up pages is in
// docs/sample-report/headlines.md.

export { headlineParts } from "./headlines/parts.ts";
export type { HeadlineParts, HeadlineSuggestions } from "./headlines/types.ts";
export { ADVICE_LABEL, HEADLINE_LABEL, headlineVariants } from "./headlines/variants.ts";
