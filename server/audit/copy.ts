// Copy critique for the free website audit (nettsidesjekk), after David Ogilvy's principles:
// benefit-led headlines, the reader before the company, specifics instead of superlatives, news,
// testimonials, a clear next step and plain, readable Norwegian. Pure functions, no I/O.

export { analyseCopy } from "./copy/analyse.ts";
export { lix, lixLevel, sentences, words } from "./copy/readability.ts";
export { SCORE_WEIGHTS } from "./copy/score.ts";
export { countPhrases, looksNorwegian, quotes, specifics, titleSegments } from "./copy/text-signals.ts";
export type { CopyAnalysis, LixResult, PageText } from "./copy/types.ts";
export {
  BENEFIT_WORDS,
  NEWS_PHRASES,
  PROOF_WORDS,
  STRONG_CTA_PHRASES,
  SUPERLATIVES,
  WE_WORDS,
  WEAK_CTA_PHRASES,
  YOU_WORDS,
} from "./copy/word-lists.ts";
export type { Finding, Severity } from "./types.ts";
