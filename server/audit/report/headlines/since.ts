// The year the business started, as the page says it: "Etablert 1998", or "siden 1987" said of the
// business and not of a person in it.

const SINCE =
  /(?<![\p{L}])([Ss]iden|[Ee]tablert(?: i)?|[Gg]runnlagt(?: i)?|[Ss]tartet(?: i)?)\s+((?:19|20)\d{2})(?![\d–-])/u;
/** The verbs a sentence with "siden 1987" says of its subject. */
const VERB = "(?:har|hadde|er|var|driver|drev|jobber|jobbet|holder)(?![\\p{L}])";
/** Who a sentence with "siden 1987" is about, when it opens with a name and a verb. */
const NAMED_SUBJECT = new RegExp(`^(\\p{Lu}[\\p{L}-]*)\\s+${VERB}`, "u");
/** …or with the year, the verb and then the name: «Siden 2019 har Kari drevet salongen». */
const SUBJECT_AFTER_YEAR = new RegExp(`^[Ss]iden\\s+\\d{4}\\s+${VERB}\\s+(\\p{Lu}[\\p{L}-]*)`, "u");
/** Subjects that are the business itself: "Vi", "Firmaet", "Familiebedriften", "Salongen". */
const BUSINESS_SUBJECT =
  /^(?:vi|jeg|\p{L}*(?:firmaet|bedriften|selskapet|verkstedet|salongen|klinikken|butikken|kontoret|laget|klubben|foreningen|koret|huset|stedet|senteret|skolen))$/iu;

/**
 * Is the line said of a person in the business, not of the business: «Kari har klippet hår i 20 år»,
 * «Jostein har over 40 års erfaring»? A subject that is the business («Vi», «Firmaet», the name's
 * first word) or a noun in its definite form («Teamet», «Klinikken») is the business's.
 */
export function saidOfPerson(line: string, brand: string | null): boolean {
  const subject = otherSubject(line, brand);
  return subject !== null && !/(?:en|et|a|ene)$/u.test(subject);
}

/** The name that opens the line as its subject, when it is not the business («Vi», «Firmaet», the name's first word). */
function otherSubject(line: string, brand: string | null): string | null {
  const subject = NAMED_SUBJECT.exec(line)?.[1] ?? SUBJECT_AFTER_YEAR.exec(line)?.[1];
  if (!subject || BUSINESS_SUBJECT.test(subject) || (brand && brand.split(" ")[0] === subject)) return null;
  return subject;
}

/**
 * A start year promises experience only from this many years back: «Rørlegger i Bergen siden
 * 2026», read in 2026, tells the reader the business is new, which no headline boasts of.
 */
const MIN_YEARS = 5;

/**
 * The year the business started, with the sentence that says so: "Etablert 1998", "siden 1987" in
 * a tagline or said of "vi" or of the business by name; not a year said of a person ("Kari har
 * klippet hår siden 2005") or of something else, none where the page gives two, and none less
 * than MIN_YEARS before this year.
 */
export function findSince(
  lines: readonly string[],
  brand: string | null,
  thisYear = new Date().getUTCFullYear(),
): { since: string; sinceClause: string } | null {
  const found = startYear(lines, brand);
  return found && Number(found.since) <= thisYear - MIN_YEARS ? found : null;
}

function startYear(
  lines: readonly string[],
  brand: string | null,
): { since: string; sinceClause: string } | null {
  let found: { since: string; sinceClause: string } | null = null;
  for (const line of lines) {
    const match = SINCE.exec(line);
    if (!match?.[2]) continue;
    if (match[1]?.toLowerCase() === "siden" && otherSubject(line, brand)) continue;
    // two start years («Etablert 2016», «siden 2011»): one is the workshop's, the other the trade's
    // or the owner's, and which one the offer has is more than the page's words tell
    if (found && found.since !== match[2]) return null;
    found ??= { since: match[2], sinceClause: line };
  }
  return found;
}
