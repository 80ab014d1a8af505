// Names of Norwegian services that every site writes the same way, with capitals inside the word
// (decision 023). The dictionary holds none of them, so written in lower case they used to be
// «corrected» to whatever word lay one letter away («bankid» to «bankeid»): a suggestion worse than
// none. Written as the owner writes them they are names and never judged; written otherwise they
// get the name itself as the word meant. Only names whose lower-case form is no word of its own
// belong here («vipps» is also a verb, «nav» a noun).

const NAMES = ["BankID", "MinID", "BankAxept", "Altinn"];

const BY_LOWER: ReadonlyMap<string, string> = new Map(NAMES.map((name) => [name.toLowerCase(), name]));

/**
 * The name as its owner writes it, when the word (in lower case) is one of these names and is
 * written another way; null for any other word, for the name as written by its owner, and for
 * a word in capitals only («BANKID» in a heading is styled, not misspelt).
 */
export function fixedCaseFor(word: string, written: string): string | null {
  const name = BY_LOWER.get(word);
  if (!name || written === name || written === written.toUpperCase()) return null;
  return name;
}
