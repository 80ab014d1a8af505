// Norwegian dates without depending on the runtime's locale data, so the server and the browser
// always print the same text (docs/brief/CONTENT.md: "1. januar 2026").
export const MONTHS = [
  "januar",
  "februar",
  "mars",
  "april",
  "mai",
  "juni",
  "juli",
  "august",
  "september",
  "oktober",
  "november",
  "desember",
];

export function formatNorwegianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day || month > 12) throw new Error(`Ugyldig dato: ${isoDate}`);
  return `${day}. ${MONTHS[month - 1]} ${year}`;
}

/** A file size in MB with two decimals and a Norwegian decimal comma (docs/brief/SPEC.md §5): "1,50 MB". */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2).replace(".", ",")} MB`;
}

/** "ChatGPT og språkmodeller" stays, "Nettsider" becomes "nettsider": a title inside a sentence. */
export function inSentence(title: string): string {
  const firstWord = title.split(/[\s/-]/)[0] ?? "";
  // An acronym, a brand with inner capitals (ChatGPT, WordPress) or a digit keeps its form.
  if (/[A-ZÆØÅ0-9]/.test(firstWord.slice(1))) return title;
  return title.charAt(0).toLowerCase() + title.slice(1);
}
