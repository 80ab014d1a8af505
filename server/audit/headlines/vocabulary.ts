// Norwegian word sets and patterns that sort the page's words into the formula slots.

// Words a captured phrase may not end with, and where a too-long phrase may be cut.
export const TRAILING_STOP = new Set(
  "og eller men for i til på med fra hos som å at en et ei den det de du deg dere vi oss så av om når hvis fordi mens helt veldig".split(
    " ",
  ),
);
export const BREAK_WORDS = new Set("for i til på med fra hos som og eller av uten innen hver når".split(" "));
export const LEADING_ADVERBS = new Set("også alltid nå da gjerne bare enkelt raskt lett faktisk".split(" "));
export const NOT_NOUNS = new Set(
  "og er var har kan vil skal blir ble som i på til for med av fra om at det den de du vi siden".split(" "),
);
export const OFFER_VERBS =
  "leverer|tilbyr|selger|utvikler|lager|bygger|designer|produserer|serverer|reparerer|installerer|arrangerer|driver med";
// "Tallhuset hjelper …", "Kafé Solsiden serverer …": a capitalised subject in front of an offer verb.
export const SUBJECT_COMPANY = new RegExp(
  `^\\s*([\\p{Lu}][\\p{L}&'-]+(?:\\s+[\\p{Lu}][\\p{L}&'-]+){0,2})\\s+(?:${OFFER_VERBS}|hjelper)(?![\\p{L}])`,
  "u",
);
export const NOT_COMPANY = new Set(
  "vi du dere de det dette den denne disse her nå alle hver vår våre vårt teamet firmaet selskapet bedriften han hun som".split(
    " ",
  ),
);
export const UNIT_LINKS = new Set(["per", "pr", "i", "hver", "om"]);
export const PREPOSITIONS = new Set("innen på etter om fra under siden med til".split(" "));
export const SPELLED = ["", "", "", "Tre", "Fire", "Fem", "Seks", "Sju"];
export const NOT_REASONS =
  /kontakt|om oss|hvem er|kundene sier|spørsmål|faq|nyheter|blogg|artikler|adresse|åpningstid|følg oss|^informasjonskapsler|^cookie|^personvern|^meny|nyhetsbrev/i;
export const LEGAL_SUFFIX = /\s+(?:AS|ASA|ANS|DA|SA|BA|NUF)\.?$/u;
export const COMPANY_START_STOP = new Set(
  "kontakt om ring velkommen til hos fra med copyright levert laget av og i på for ©".split(" "),
);
