// The shapes the copy critique reads and returns.

import type { Finding } from "../../types.ts";

/** The visible text of a fetched page, extracted before the copy checks run. */
export interface PageText {
  title: string;
  h1: string[];
  /** h2 and h3 */
  headings: string[];
  paragraphs: string[];
  links: {
    text: string;
    href: string;
    /** True for a link that stands only in <nav>, <header> or <footer>; unknown when absent. */
    inNavigation?: boolean;
  }[];
  buttons: string[];
  /**
   * The buttons inside a <form> (they send something). When the extraction gives this list, the
   * call-to-action rule reads it instead of `buttons`: a <button> outside a form does nothing by itself.
   */
  formButtons?: string[];
  /**
   * Texts the markup marks as what others say: <blockquote>, <q>, a <figure> with <figcaption> or
   * <cite>, an element whose class or role says review, testimonial or omtale. Absent when unknown.
   */
  testimonials?: string[];
  /** All visible text. */
  bodyText: string;
  lang: string | null;
}

export interface LixResult {
  score: number;
  words: number;
  sentences: number;
  longWords: number;
}

export interface CopyAnalysis {
  /** 0–100, see SCORE_WEIGHTS. */
  score: number;
  words: number;
  headline: {
    text: string;
    source: "h1" | "title" | "none";
    words: number;
    benefitSignals: string[];
    newsWords: string[];
  };
  readerFocus: {
    youWords: number;
    weWords: number;
    /** du-words per vi-word, two decimals; null when there are no vi-words. */
    ratio: number | null;
  };
  specifics: { count: number; per100Words: number; examples: string[] };
  superlatives: { word: string; count: number }[];
  cta: { strong: string[]; weak: string[] };
  socialProof: { quotes: number; signals: string[] };
  readability: LixResult & { level: string; source: "paragraphs" | "bodyText" };
  /** Same as readability (LIX of the body copy), for callers that only want the number. */
  lix: LixResult;
  lixLevel: string;
  averageSentenceWords: number;
  language: { declared: string | null; looksNorwegian: boolean };
  findings: Finding[];
}
