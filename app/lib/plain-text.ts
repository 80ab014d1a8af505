// Control and format characters in form fields (decision 016). Kept apart from the zod schemas so the
// audit form can check an address without loading zod.
//
// One-line fields (names, company, phone, e-mail, the audit's address) refuse every control and
// format character (Unicode Cc, Cf) and the line and paragraph separators: a CR/LF in a name adds a
// fake line to the notification, and the invisible ones (bidi overrides U+202A–U+202E and
// U+2066–U+2069, zero-width U+200B–U+200D, U+FEFF, …) make text read differently from what it is
// (Trojan Source, CVE-2021-42574). The project text keeps line breaks and tabs, and the marks that
// real right-to-left and emoji text needs (LRM/RLM, ZWJ); it refuses the other controls and the
// bidi embeddings, overrides and isolates.

export const ONE_LINE_MESSAGE = "Feltet kan ikke inneholde linjeskift eller usynlige tegn.";
export const MULTI_LINE_MESSAGE =
  "Beskrivelsen kan ikke inneholde usynlige tegn. Prøv å lime inn teksten som ren tekst.";

const NOT_ONE_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const NOT_MULTI_LINE = /(?![\t\n\r])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u;

/** Text without line breaks, control or invisible format characters. */
export function isOneLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** Multi-line text: line breaks and tabs are fine; other controls and bidi overrides are not. */
export function isMultiLine(value: string): boolean {
  return !NOT_MULTI_LINE.test(value);
}
