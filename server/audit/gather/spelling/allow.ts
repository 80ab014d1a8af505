// Real bokmål words the dictionary's old word list lacks (decision 023). Only words any bokmål
// dictionary (Bokmålsordboka) holds belong here: never our own names, products or terms, which
// the check must pass on its own merits. The standard abbreviations are often written without
// their full stop («man–fre»), so they are listed bare.

export const ALLOWED: ReadonlySet<string> = new Set([
  "noe",
  "noen",
  "dataene",
  "skjemaer",
  // Words newer than the list: «app» (Bokmålsordboka: app, appen, apper, appene).
  ...["app", "appen", "apper", "appene"],
  // The list has «Internett» only as a name; Bokmålsordboka writes it in lower case.
  ...["internett", "internettet"],
  // Standard abbreviations (Språkrådet's list) the word list lacks: weekdays, «eventuelt», «eksklusive».
  ...["tir", "ons", "tor", "fre", "søn", "evt", "ekskl"],
]);
