import type { Finding } from "#app/lib/audit-report.ts";

// Our Norwegian for the audits in Lighthouse's accessibility group a11y-color-contrast (“Contrast”),
// part of accessibility's table ./lighthouse-texts.ts (decision 022).

export const A11Y_COLOR_CONTRAST_TEXTS: Record<string, Pick<Finding, "title" | "detail" | "fix">> = {
  "color-contrast": {
    title: "Tekst med for svak kontrast",
    detail:
      "Noe av teksten skiller seg for lite fra bakgrunnen. Svaksynte og alle som leser på mobil i sollys får problemer.",
    fix: "Gjør teksten mørkere eller bakgrunnen lysere: kontrasten bør være minst 4,5:1 for vanlig tekst.",
  },
  "link-in-text-block": {
    title: "Lenker i teksten skilles bare med farge",
    detail: "Fargeblinde ser ikke hvilke ord som er lenker.",
    fix: "Understrek lenker i løpende tekst.",
  },
};
