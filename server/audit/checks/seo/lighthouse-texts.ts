import type { Finding } from "#app/lib/audit-report.ts";

// Our Norwegian for the audits Lighthouse lists under SEO (`categories.seo` in
// lighthouse/core/config/default-config.js), in its order and under its groups (decision 022).
// document-title and image-alt are SEO audits too, but their text is in accessibility's table, the first
// category that lists them; server/audit/report/lighthouse/texts.ts reads them from there.

export const SEO_TEXTS: Record<string, Pick<Finding, "title" | "detail" | "fix">> = {
  // seo-crawl
  "is-crawlable": {
    title: "Siden er stengt for søkemotorer",
    detail: "En noindex-instruks eller robots.txt hindrer Google i å ta med siden i søkeresultatene.",
    fix: "Fjern noindex og sperren i robots.txt for sider som skal kunne finnes.",
  },
  // seo-content
  "meta-description": {
    title: "Siden mangler metabeskrivelse",
    detail: "Google lager da sin egen tekst under lenken i søkeresultatet, og den selger sjelden.",
    fix: "Skriv en beskrivelse på 120–155 tegn som sier hva du tilbyr og hvorfor man skal klikke.",
  },
  // seo-crawl
  "http-status-code": {
    title: "Siden svarer med en feilkode",
    detail: "Søkemotorer tar ikke med sider som svarer med en feilkode.",
    fix: "Sørg for at siden svarer med 200 OK.",
  },
  // seo-content
  "link-text": {
    title: "Lenker med intetsigende tekst",
    detail:
      "Lenker som «Les mer» og «Klikk her» sier ikke hvor de går, verken til Google eller til skjermlesere.",
    fix: "Skriv hva lenken fører til, for eksempel «Se prisene for regnskap».",
  },
  // seo-crawl
  "crawlable-anchors": {
    title: "Lenker søkemotorer ikke kan følge",
    detail: "Noen lenker mangler en ekte adresse og virker bare med JavaScript.",
    fix: 'Gi lenkene en vanlig href, for eksempel href="/tjenester".',
  },
  "robots-txt": {
    title: "Filen robots.txt har feil",
    detail: "Søkemotorer forstår ikke hele filen, og kan lese mer eller mindre av nettstedet enn du vil.",
    fix: "Skriv hver linje som «felt: verdi» (User-agent, Allow, Disallow, Sitemap), og oppgi Sitemap som en full adresse som begynner med https://.",
  },
  // seo-content
  hreflang: {
    title: "Språkversjonene er merket feil",
    detail: "hreflang-merkingen er ugyldig, så Google kan vise feil språk til feil besøkende.",
    fix: "Bruk gyldige språkkoder og fulle adresser i hreflang.",
  },
  canonical: {
    title: "Feil i kanonisk adresse",
    detail: "Den kanoniske lenken peker et sted Google ikke godtar, så feil side kan vises i søk.",
    fix: "La canonical peke på sidens egen, fulle adresse.",
  },
};
