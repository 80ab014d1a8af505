import type { Finding } from "#app/lib/audit-report.ts";

// Our Norwegian for the audits in Lighthouse's accessibility group a11y-language (“Internationalization
// and localization”), part of accessibility's table ./lighthouse-texts.ts (decision 022).

export const A11Y_LANGUAGE_TEXTS: Record<string, Pick<Finding, "title" | "detail" | "fix">> = {
  "html-has-lang": {
    title: "Siden oppgir ikke språk",
    detail: "Uten språk leser skjermlesere norsk tekst med engelsk uttale.",
    fix: 'Skriv <html lang="nb"> (eller "nn") øverst i siden.',
  },
  "html-lang-valid": {
    title: "Sidens språkkode er ugyldig",
    detail: "Skjermlesere kjenner ikke igjen språket siden oppgir.",
    fix: 'Bruk en gyldig kode, for eksempel lang="nb" for bokmål.',
  },
  "html-xml-lang-mismatch": {
    title: "Siden oppgir to ulike språk",
    detail:
      "<html> har både lang og xml:lang, men med forskjellig språk. Skjermlesere kan da lese teksten med feil uttale.",
    fix: 'Gi begge samme språk, for eksempel lang="nb" og xml:lang="nb", eller fjern xml:lang.',
  },
  "valid-lang": {
    title: "Ugyldig språkkode på deler av siden",
    detail:
      "Deler av siden har et lang-attributt med en språkkode som ikke finnes. Skjermlesere kan da lese teksten med feil uttale.",
    fix: 'Bruk gyldige koder, for eksempel lang="en" for engelsk og lang="nb" for bokmål.',
  },
};
