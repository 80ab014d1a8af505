import type { Finding } from "#app/lib/audit-report.ts";

// Our Norwegian for the audits in Lighthouse's accessibility group a11y-navigation (“Navigation”), part
// of accessibility's table ./lighthouse-texts.ts (decision 022).

export const A11Y_NAVIGATION_TEXTS: Record<string, Pick<Finding, "title" | "detail" | "fix">> = {
  accesskeys: {
    title: "Samme hurtigtast er brukt flere ganger",
    detail:
      "Flere elementer har samme hurtigtast (accesskey). Tastaturbrukere som trykker den, havner ikke der de forventer.",
    fix: "Gi hver hurtigtast sin egen bokstav, eller fjern accesskey. Slike taster kolliderer ofte med nettleserens egne snarveier.",
  },
  bypass: {
    title: "Ingen snarvei forbi menyen",
    detail: "Tastaturbrukere må tabbe gjennom hele menyen på hver side.",
    fix: "Legg inn en «Hopp til innholdet»-lenke øverst, eller et <main>-element.",
  },
  "heading-order": {
    title: "Overskriftene hopper over nivåer",
    detail:
      "Overskriftene går for eksempel rett fra nivå 2 til 4. Skjermleserbrukere navigerer etter overskrifter og mister oversikten.",
    fix: "Bruk overskriftsnivåene i rekkefølge, og styr størrelsen med CSS i stedet.",
  },
  tabindex: {
    title: "Tab-rekkefølgen er endret",
    detail: "En positiv tabindex får tastaturet til å hoppe i en annen rekkefølge enn siden leses.",
    fix: "Fjern tabindex-verdier over 0 og la rekkefølgen følge koden.",
  },
};
