// The shapes the copy critique reads.

/** The visible text of a fetched page, extracted before the copy checks run. */
export interface PageText {
  title: string;
  h1: string[];
  /** h1 elements empty as served (a script may write their text); absent when unknown. */
  emptyH1?: number;
  /** h2 and h3 */
  headings: string[];
  /** The page's first heading with text, at any level; absent when unknown or when there is none. */
  firstHeading?: { level: number; text: string };
  paragraphs: string[];
  links: {
    text: string;
    href: string;
    /** True for a link that stands only in <nav>, <header> or <footer>; unknown when absent. */
    inNavigation?: boolean;
    /** True for a link inside running text, not dressed as a button; unknown when absent. */
    inSentence?: boolean;
  }[];
  buttons: string[];
  /**
   * The buttons inside a <form> (they send something). When the extraction gives this list, the
   * call-to-action rule reads it instead of `buttons`: a <button> outside a form does nothing by itself.
   */
  formButtons?: string[];
  /** The <button>s neither in a form nor in a link: they lead on only where a script takes the click. */
  unlinkedButtons?: string[];
  /**
   * Texts the markup marks as what others say: <blockquote>, <q>, a <figure> with <figcaption> or
   * <cite>, an element whose class or role says review, testimonial or omtale. Absent when unknown.
   */
  testimonials?: string[];
  /** The rest of the marked review cards (a review's title, its author); absent when unknown. */
  reviewLabels?: string[];
  /**
   * Key figures the markup sets apart, each a number and then its caption ("20+", "Års erfaring").
   * Absent when unknown.
   */
  keyFigures?: [string, string][];
  /** The paragraphs that answer a reader's question (a list of questions); absent when unknown. */
  answers?: string[];
  /** The paragraphs inside a link (a card for one product or page); absent when unknown. */
  linkCards?: string[];
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
