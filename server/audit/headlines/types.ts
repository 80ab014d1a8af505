// The shapes the headline suggestions read from the page and return.

export interface HeadlineSuggestions {
  variants: string[];
  heroCopy: string;
  label: string;
}

/** The page's own words, sorted into the slots the formulas need. Exported for tests. */
export interface HeadlineParts {
  /** What the page offers, as a noun phrase: "regnskap, lønn og MVA". */
  offer: string | null;
  /** Company name without legal suffix: "Tallhuset". */
  company: string | null;
  /** What the reader gets, as a noun phrase: "svar innen 24 timer". */
  benefitNoun: string | null;
  /** What the reader can do, as an infinitive phrase: "bruke tiden på kundene". */
  benefitVerb: string | null;
  /** What the reader avoids: "skjulte kostnader". */
  pain: string | null;
  /** A measured fact from the page: "innen 24 timer". */
  specific: string | null;
  /** A sentence from the page with a number, addressed to the reader. */
  factSentence: string | null;
  /** Subheadings that read like reasons (used for "Tre grunner til …"). */
  reasons: number;
  /** A short question to the reader, as the page asks it: "Trenger du rørlegger?" */
  question: string | null;
  /** The page's strongest call to action (button or link text). */
  cta: string | null;
  /** The page addresses an organisation as "dere" rather than "du". */
  plural: boolean;
  /** The page itself announces something new. */
  news: boolean;
}
