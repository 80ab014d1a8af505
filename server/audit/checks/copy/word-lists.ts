// The Norwegian word lists the copy rules count, shared with the headline suggestions.

export const YOU_WORDS = ["du", "deg", "din", "ditt", "dine", "dere", "deres"];
export const WE_WORDS = ["vi", "oss", "vår", "vårt", "våre"];
/** The writer alone; not «min», which is also «minutter». */
export const I_WORDS = ["jeg", "meg", "mitt", "mine"];
export const BENEFIT_WORDS = [
  "få",
  "får",
  "spar",
  "spare",
  "sparer",
  "spart",
  "øk",
  "øke",
  "øker",
  "mer",
  "flere",
  "raskere",
  "enklere",
  "lettere",
  "bedre",
  "gratis",
  "ny",
  "nye",
  "nytt",
  "nå",
  "slik",
  "hvordan",
  ...YOU_WORDS,
];
export const SUPERLATIVES = [
  "beste",
  "ledende",
  "markedsledende",
  "verdensklasse",
  "unik",
  "unike",
  "revolusjonerende",
  "banebrytende",
  "innovativ",
  "innovative",
  "sømløs",
  "sømløse",
  "fremragende",
  "enestående",
  "suveren",
  "state-of-the-art",
  "world-class",
  "best-in-class",
];
export const NEWS_PHRASES = [
  "ny",
  "nye",
  "nytt",
  "nå",
  "endelig",
  "lansert",
  "lanserer",
  "introduserer",
  "nyhet",
  "nyheter",
  "for første gang",
];
export const STRONG_CTA_PHRASES = [
  "kontakt",
  "ta kontakt",
  "ring",
  "bestill",
  "book",
  "kjøp",
  "prøv",
  "start",
  "kom i gang",
  "få",
  "last ned",
  "last opp",
  "send",
  "meld deg på",
  "registrer deg",
  "avtal",
  "be om",
  "bli kunde",
  "bli medlem",
  "bli med",
  "handle",
];
/**
 * A link named for the page where the reader acts («Påmelding», «Timebestilling») asks as clearly
 * as a verb does; but it is no sentence to end a text with («Påmelding i dag»), so the hero's
 * closing does not take it.
 */
export const ACTION_PAGE_NOUNS = ["påmelding", "innmelding", "bestilling", "timebestilling", "booking"];
export const WEAK_CTA_PHRASES = [
  "les mer",
  "lær mer",
  "se mer",
  "mer info",
  "mer informasjon",
  "finn ut mer",
  "klikk her",
];
export const PROOF_WORDS = [
  "kunde",
  "kunder",
  "kunden",
  "kundene",
  "kundehistorie",
  "kundehistorier",
  "anbefaler",
  // not «anbefalt»: more often a thing advised («anbefalt omfang», «anbefalt pris») than a firm praised
  "anbefalinger",
  "referanse",
  "referanser",
  "referansene",
  "referansekunder",
  "referanseliste",
  "referanselisten",
  "referanseprosjekter",
  "omtale",
  "omtaler",
  "anmeldelse",
  "anmeldelser",
  "case",
  "caser",
];
