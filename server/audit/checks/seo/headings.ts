import { defineCheck, failed, passed, warned } from "../types.ts";

// One main heading that says what the page is about.

export const mainHeading = defineCheck({
  id: "seo-h1",
  category: "seo",
  weight: 2,
  needs: ["page"],
  run: ({ page }) => {
    if (page.h1.length === 1) return passed();
    // an h1 that is there but empty as served: its text, if any, is a script's
    if (page.h1.length === 0 && (page.emptyH1 ?? 0) > 0)
      return failed({
        id: "seo-h1-empty",
        severity: "problem",
        title: "Hovedoverskriften (h1) er tom i HTML-koden",
        detail:
          "Siden har en h1, men den er tom slik siden sendes. Fyller et skript den inn, får søkemotorer og verktøy som ikke kjører skript, ingen overskrift.",
        fix: "Skriv overskriften rett i HTML-en.",
      });
    if (page.h1.length === 0)
      return failed({
        id: "seo-h1-missing",
        severity: "problem",
        title: "Siden har ingen hovedoverskrift (h1)",
        detail: "Søkemotorer og skjermlesere bruker h1 for å forstå hva siden handler om.",
        fix: "Gi siden én h1 som sier hva du tilbyr.",
      });
    return warned({
      id: "seo-h1-many",
      severity: "warning",
      title: `Siden har ${page.h1.length} h1-overskrifter`,
      detail: "Flere hovedoverskrifter gjør det uklart hva siden handler om.",
      fix: "Bruk én h1, og h2 og h3 for underoverskrifter.",
    });
  },
});
