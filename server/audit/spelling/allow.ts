// Real bokmål words the dictionary's old word list lacks (decision 023). Only words any bokmål
// dictionary (Bokmålsordboka) holds belong here: never our own names, products or terms, which
// the check must pass on its own merits.

export const ALLOWED: ReadonlySet<string> = new Set(["noe", "noen", "dataene", "skjemaer"]);
