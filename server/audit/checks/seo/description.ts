import { defineCheck, failed, passed, warned } from "../types.ts";

// The meta description: the text under the title in the search result.

export const description = defineCheck({
  id: "seo-description",
  lighthouse: ["meta-description"],
  category: "seo",
  weight: 3,
  needs: ["page"],
  run: ({ page }) =>
    page.metaDescription
      ? passed()
      : failed({
          id: "seo-description-missing",
          severity: "problem",
          title: "Siden mangler metabeskrivelse",
          detail:
            "Metabeskrivelsen er teksten under tittelen i søkeresultatet. Uten den velger Google selv en tekstbit fra siden.",
          fix: "Skriv en beskrivelse på 120–155 tegn med nytten for leseren og en oppfordring.",
        }),
});

export const descriptionLength = defineCheck({
  id: "seo-description-length",
  category: "seo",
  weight: 1,
  needs: ["page"],
  run: ({ page }) => {
    if (!page.metaDescription) return { score: null, findings: [] };
    const length = page.metaDescription.length;
    if (length >= 70 && length <= 160) return passed();
    return warned({
      id: "seo-description-length",
      severity: "warning",
      title: `Metabeskrivelsen er for ${length < 70 ? "kort" : "lang"} (${length} tegn)`,
      detail: "Google viser rundt 155 tegn. En for kort beskrivelse sier for lite, en for lang blir kuttet.",
      fix: "Juster beskrivelsen til 120–155 tegn.",
    });
  },
});
