import { cleanAddress } from "../../gather/crawl/site-url.ts";
import { langTag } from "../accessibility/lang.ts";
import { defineCheck, failed, passed, warned } from "../types.ts";

// What the page says about itself in <head>: its address, its language, its layout on a phone.

export const canonical = defineCheck({
  id: "seo-canonical",
  lighthouse: ["canonical"],
  category: "seo",
  weight: 1,
  needs: ["page", "finalUrl"],
  run: ({ page, finalUrl }) =>
    page.canonical
      ? passed()
      : warned({
          id: "seo-canonical",
          severity: "warning",
          title: "Ingen kanonisk adresse",
          detail: 'Uten <link rel="canonical"> kan samme side bli indeksert under flere adresser.',
          fix: `Legg til <link rel="canonical" href="${cleanAddress(finalUrl)}">.`,
        }),
});

export const language = defineCheck({
  id: "seo-lang",
  lighthouse: ["html-has-lang", "html-lang-valid"],
  category: "seo",
  weight: 1,
  needs: ["page"],
  run: ({ page }) =>
    page.lang
      ? passed()
      : warned({
          id: "seo-lang",
          severity: "warning",
          title: "Språket er ikke oppgitt",
          detail: "Uten lang-attributt vet ikke søkemotorer og skjermlesere hvilket språk siden er på.",
          fix: `Sett ${langTag([page.bodyText])} (eller språket siden er skrevet på).`,
        }),
});

export const viewport = defineCheck({
  id: "seo-viewport",
  lighthouse: ["viewport-insight", "meta-viewport"],
  category: "seo",
  weight: 3,
  needs: ["page"],
  run: ({ page }) =>
    page.viewport
      ? passed()
      : failed({
          id: "seo-viewport",
          severity: "problem",
          title: "Siden er ikke tilpasset mobil",
          detail:
            "Uten viewport-tagg vises siden som en forminsket PC-side på mobil, og Google rangerer etter mobilversjonen.",
          fix: 'Legg til <meta name="viewport" content="width=device-width, initial-scale=1">.',
        }),
});

export const indexable = defineCheck({
  id: "seo-noindex",
  lighthouse: ["is-crawlable"],
  category: "seo",
  weight: 5,
  needs: ["page"],
  run: ({ page }) =>
    page.robotsMeta && /noindex/i.test(page.robotsMeta)
      ? failed({
          id: "seo-noindex",
          severity: "problem",
          title: "Siden ber søkemotorer om ikke å indeksere den",
          detail: `Meta robots er «${page.robotsMeta}». Siden vil ikke dukke opp i Google.`,
          fix: "Fjern noindex hvis siden skal kunne finnes.",
        })
      : passed(),
});
