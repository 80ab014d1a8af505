// Fixed expressions bokmål writes in two or three words, which the dictionary's word list also
// holds joined (decision 023): «idag» for «i dag», «etterhvert» for «etter hvert». The list has
// them as colloquial forms; the norm (Bokmålsordboka, Språkrådet's advice on one word or two) does
// not, and a careful reader stops at them. Only expressions whose joined form is never right
// belong here: «iallfall», «istedenfor», «imot» and «idet» are correct as one word and are not
// listed; forms that the norm's own dictionaries have allowed in some edition or that editors
// disagree on («forøvrig», «epost») are left out too. The check would rather say less and be right.

export const WRITTEN_APART: ReadonlyMap<string, string> = new Map([
  ["idag", "i dag"],
  ["igår", "i går"],
  ["imorgen", "i morgen"],
  ["ikveld", "i kveld"],
  ["inatt", "i natt"],
  ["ifjor", "i fjor"],
  ["ihvertfall", "i hvert fall"],
  ["iallefall", "i alle fall"],
  ["igang", "i gang"],
  ["iorden", "i orden"],
  ["istand", "i stand"],
  ["iløpet", "i løpet"],
  ["iforhold", "i forhold"],
  ["endel", "en del"],
  ["etterhvert", "etter hvert"],
  ["tilstede", "til stede"],
  ["tilslutt", "til slutt"],
  ["tilsammen", "til sammen"],
  ["tilogmed", "til og med"],
  ["såvidt", "så vidt"],
  ["forsåvidt", "for så vidt"],
  ["avogtil", "av og til"],
  ["tiltross", "til tross"],
  ["pågrunn", "på grunn"],
  ["iforveien", "i forveien"],
  ["egenhånd", "egen hånd"],
  ["såfall", "så fall"],
  ["påny", "på ny"],
  ["tilgode", "til gode"],
  ["tilleie", "til leie"],
  ["itide", "i tide"],
  ["iforbindelse", "i forbindelse"],
  ["iforkant", "i forkant"],
  ["ietterkant", "i etterkant"],
]);
