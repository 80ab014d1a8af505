import type { Finding } from "#app/lib/audit-report.ts";

// Our Norwegian for the audits in Lighthouse's accessibility group hidden (audits it counts but shows
// under no heading), part of accessibility's table ./lighthouse-texts.ts (decision 022).

export const HIDDEN_TEXTS: Record<string, Pick<Finding, "title" | "detail" | "fix">> = {
  "label-content-name-mismatch": {
    title: "Synlig tekst og opplest navn er ulike",
    detail:
      "Noen knapper eller lenker har en aria-label som ikke inneholder teksten som vises. Den som styrer med stemmen, sier det de ser, og ingenting skjer.",
    fix: "La aria-label begynne med den synlige teksten, eller fjern aria-label.",
  },
  "table-fake-caption": {
    title: "Tabelltitler står i en vanlig celle",
    detail:
      "Tittelen på tabellen står i en celle som strekker seg over alle kolonnene, ikke i en ekte tabelltittel. Skjermlesere forstår ikke at det er tittelen.",
    fix: "Flytt tittelen til et <caption>-element rett etter <table>.",
  },
  "td-has-header": {
    title: "Store tabeller uten overskrifter",
    detail:
      "Cellene i en tabell på minst tre ganger tre har ingen kolonne- eller radoverskrift. Skjermleserbrukere hører tallene uten å vite hva de gjelder.",
    fix: "Gjør første rad, og eventuelt første kolonne, til overskrifter med <th>.",
  },
};
