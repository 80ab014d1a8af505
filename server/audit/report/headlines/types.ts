// The shapes the headline suggestions read from the page and return.

/**
 * What the report shows (AuditReport["headlines"]). With no variants, heroCopy says what to change
 * on the page instead (or is empty for a page without words). With variants, heroCopy is the
 * rewritten hero text, or empty when none is sure: the headlines are then shown alone.
 */
export interface HeadlineSuggestions {
  variants: string[];
  heroCopy: string;
  label: string;
}

/** The page's offer as a noun phrase, cased for use mid-sentence: "regnskap for små bedrifter". */
export interface Offer {
  text: string;
  /** "rørlegger i Bergen" (no article), "et bakeri på Frogner", "kaffe, bakst og lunsj". */
  kind: "trade" | "venue" | "service";
  article: "en" | "et" | null;
}

/** A concrete fact with the words that make it whole: "svar innen 24 timer". */
export interface Fact {
  phrase: string;
  kind: "promise" | "price" | "percent" | "always" | "proof" | "measure";
  /** Reads on its own after a dash: it names what the number is about. */
  standalone: boolean;
  rank: number;
}

/** The page's own words, sorted into the slots the formulas need. Exported for tests. */
export interface HeadlineParts {
  /** The brand exactly as the page writes it: "Berg & Sønn", "frisk fot". */
  brand: string | null;
  offer: Offer | null;
  /** What the customer gets, as listed after "tilbyr", "leverer", "selger" or "serverer". */
  gettable: string | null;
  /** What the company does, verb first: "maler hus, hytter og leiligheter". */
  activity: string | null;
  /** What it sells with the page's own verb: "serverer kaffe, bakst og lunsj". */
  serves: string | null;
  /** What the reader gets, as a noun phrase: "fast pris og svar innen 24 timer". */
  benefitNoun: string | null;
  /** What the reader can do, as an infinitive phrase: "bruke tiden på kundene dine". */
  benefitVerb: string | null;
  /** The page says it helps the reader do it («Vi hjelper deg å søke …»): the reader is helped, not alone. */
  benefitHelped?: boolean;
  /** What the reader avoids: "skjulte kostnader". */
  pain: string | null;
  /** The strongest fact that can stand after a dash: "svar innen 24 timer". */
  fact: Fact | null;
  /** The strongest facts that can stand after a dash, strongest first (at most three). */
  facts: Fact[];
  /** The page's own sentence to the reader with a fact, as written. */
  factSentence: string | null;
  /** A short sentence of the page's that states a price, as written: "Dekkskift fra 690 kr." */
  priceSentence: string | null;
  /** The page's own sentence with a proof, as written: "Over 120 bedrifter i Rogaland har spart tid med oss". */
  proofSentence: string | null;
  /** A proof sentence of the page's strong enough to stand as a headline, without its full stop. */
  proofHeadline: string | null;
  /** The year the company started, from "siden 1987" or "Etablert 1998". */
  since: string | null;
  /** The sentence or line that says since when, to check that it is said of the whole offer. */
  sinceClause: string | null;
  /** The page's strongest call to action (button or link text). */
  cta: string | null;
  /** The page addresses an organisation as "dere" rather than "du". */
  plural: boolean;
}
