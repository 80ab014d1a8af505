import { defineCheck, failed, passed, warned } from "../types.ts";

// The page title: what the search result and the browser tab show. 30–60 characters passes, the
// range every title advice in the report gives (Google shows about 60).

export const title = defineCheck({
  id: "seo-title",
  lighthouse: ["document-title"],
  category: "seo",
  weight: 3,
  needs: ["page"],
  run: ({ page }) =>
    page.title
      ? passed()
      : failed({
          id: "seo-title-missing",
          severity: "problem",
          title: "Siden mangler tittel",
          detail: "Uten <title> viser Google en tilfeldig tekst fra siden i søkeresultatet.",
          fix: "Skriv en tittel på 30–60 tegn som sier hva du tilbyr og til hvem.",
        }),
});

export const titleLength = defineCheck({
  id: "seo-title-length",
  category: "seo",
  weight: 1,
  needs: ["page"],
  run: ({ page }) => {
    if (!page.title) return { score: null, findings: [] };
    const length = page.title.length;
    if (length >= 30 && length <= 60)
      return passed({
        id: "seo-title-ok",
        severity: "good",
        title: "Tittelen har god lengde",
        detail: `«${page.title}» (${length} tegn).`,
        fix: "",
      });
    return warned({
      id: "seo-title-length",
      severity: "warning",
      title: `Tittelen er for ${length < 30 ? "kort" : "lang"} (${length} tegn)`,
      detail:
        length < 30
          ? `«${page.title}» sier lite om hva du tilbyr og til hvem, og gir leseren få grunner til å klikke.`
          : "Google viser rundt 60 tegn, så resten av tittelen blir kuttet i søkeresultatet.",
      fix: "Hold tittelen mellom 30 og 60 tegn, med det viktigste først.",
    });
  },
});
