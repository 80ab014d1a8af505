import type { PageData } from "./extract.ts";
import { type CategoryResult, type Finding, scoreFromFindings } from "./types.ts";

// SEO basics (issue 5): what search engines and link previews read.

export interface SeoInput {
  page: PageData;
  finalUrl: string;
  robotsTxt: { status: number; body: string } | null;
  sitemap: { status: number; body: string } | null;
}

const VAGUE_LINKS = new Set([
  "les mer",
  "klikk her",
  "her",
  "mer",
  "link",
  "lenke",
  "les mer her",
  "click here",
  "read more",
  "se mer",
]);

export function checkSeo({ page, finalUrl, robotsTxt, sitemap }: SeoInput): CategoryResult {
  const findings: Finding[] = [];
  const add = (finding: Finding) => findings.push(finding);
  const titleLength = page.title?.length ?? 0;

  if (!page.title) {
    add({
      id: "seo-title-missing",
      severity: "problem",
      title: "Siden mangler tittel",
      detail: "Uten <title> viser Google en tilfeldig tekst i søkeresultatet.",
      fix: "Skriv en tittel på 30–60 tegn som sier hva du tilbyr og til hvem.",
    });
  } else if (titleLength > 60 || titleLength < 20) {
    add({
      id: "seo-title-length",
      severity: "warning",
      title: `Tittelen er ${titleLength} tegn`,
      detail: "Google viser rundt 60 tegn. En for kort tittel sier for lite, en for lang blir kuttet.",
      fix: "Hold tittelen mellom 30 og 60 tegn, med det viktigste først.",
    });
  } else {
    add({
      id: "seo-title-ok",
      severity: "good",
      title: "Tittelen har god lengde",
      detail: `«${page.title}» (${titleLength} tegn).`,
      fix: "",
    });
  }

  const descriptionLength = page.metaDescription?.length ?? 0;
  if (!page.metaDescription) {
    add({
      id: "seo-description-missing",
      severity: "problem",
      title: "Siden mangler metabeskrivelse",
      detail: "Beskrivelsen er teksten under tittelen i søkeresultatet. Uten den velger Google selv.",
      fix: "Skriv en beskrivelse på 120–155 tegn med nytten for leseren og en oppfordring.",
    });
  } else if (descriptionLength > 160 || descriptionLength < 70) {
    add({
      id: "seo-description-length",
      severity: "warning",
      title: `Metabeskrivelsen er ${descriptionLength} tegn`,
      detail: "Google viser rundt 155 tegn.",
      fix: "Juster beskrivelsen til 120–155 tegn.",
    });
  }

  if (page.h1.length === 0) {
    add({
      id: "seo-h1-missing",
      severity: "problem",
      title: "Siden har ingen hovedoverskrift (h1)",
      detail: "Søkemotorer og skjermlesere bruker h1 for å forstå hva siden handler om.",
      fix: "Gi siden én h1 som sier hva du tilbyr.",
    });
  } else if (page.h1.length > 1) {
    add({
      id: "seo-h1-many",
      severity: "warning",
      title: `Siden har ${page.h1.length} h1-overskrifter`,
      detail: "Flere hovedoverskrifter gjør det uklart hva siden handler om.",
      fix: "Bruk én h1, og h2/h3 for underoverskrifter.",
    });
  }

  if (!page.canonical) {
    add({
      id: "seo-canonical",
      severity: "warning",
      title: "Ingen kanonisk adresse",
      detail: 'Uten <link rel="canonical"> kan samme side bli indeksert under flere adresser.',
      fix: `Legg til <link rel="canonical" href="${finalUrl}">.`,
    });
  }
  if (!page.lang) {
    add({
      id: "seo-lang",
      severity: "warning",
      title: "Språket er ikke oppgitt",
      detail: "Uten lang-attributt vet ikke søkemotorer og skjermlesere hvilket språk siden er på.",
      fix: 'Sett <html lang="nb"> (eller språket siden er skrevet på).',
    });
  }
  if (!page.viewport) {
    add({
      id: "seo-viewport",
      severity: "problem",
      title: "Siden er ikke tilpasset mobil",
      detail:
        "Uten viewport-tagg vises siden som en forminsket PC-side på mobil, og Google rangerer etter mobilversjonen.",
      fix: 'Legg til <meta name="viewport" content="width=device-width, initial-scale=1">.',
    });
  }
  const ogMissing = ["og:title", "og:description", "og:image"].filter((key) => !page.openGraph[key]);
  if (ogMissing.length) {
    add({
      id: "seo-open-graph",
      severity: "warning",
      title: "Delingsforhåndsvisning mangler",
      detail: `Mangler ${ogMissing.join(", ")}. Når noen deler siden på LinkedIn eller Facebook, blir forhåndsvisningen tom eller tilfeldig.`,
      fix: "Legg til Open Graph-tagger med tittel, beskrivelse og et bilde på 1200 × 630 piksler.",
    });
  }
  if (page.jsonLdBlocks === 0) {
    add({
      id: "seo-structured-data",
      severity: "warning",
      title: "Ingen strukturerte data",
      detail:
        "Strukturerte data (JSON-LD) hjelper Google å vise adresse, åpningstider og tjenester direkte i søket.",
      fix: "Legg til JSON-LD av typen Organization eller LocalBusiness med navn, adresse og kontaktinfo.",
    });
  }
  if (page.robotsMeta && /noindex/i.test(page.robotsMeta)) {
    add({
      id: "seo-noindex",
      severity: "problem",
      title: "Siden ber søkemotorer om ikke å indeksere den",
      detail: `Meta robots er «${page.robotsMeta}». Siden vil ikke dukke opp i Google.`,
      fix: "Fjern noindex hvis siden skal kunne finnes.",
    });
  }
  if (robotsTxt?.status !== 200) {
    add({
      id: "seo-robots",
      severity: "warning",
      title: "Fant ikke robots.txt",
      detail: "robots.txt forteller søkemotorer hva de skal lese, og hvor nettstedskartet ligger.",
      fix: "Legg ut /robots.txt med en Sitemap-linje.",
    });
  }
  if (sitemap?.status !== 200 || !/<(urlset|sitemapindex)/i.test(sitemap.body)) {
    add({
      id: "seo-sitemap",
      severity: "warning",
      title: "Fant ikke sitemap.xml",
      detail: "Et nettstedskart hjelper Google å finne alle sidene dine, også nye.",
      fix: "Legg ut /sitemap.xml og meld det inn i Google Search Console.",
    });
  }
  const withoutAlt = page.images.filter((image) => image.alt === null);
  if (withoutAlt.length) {
    add({
      id: "seo-image-alt",
      severity: "warning",
      title: `${withoutAlt.length} bilde(r) mangler alt-tekst`,
      detail: "Alt-tekst gjør bildene søkbare og forståelige for skjermlesere.",
      fix: "Gi hvert bilde en kort alt-tekst som sier hva det viser (tom alt for rene pyntebilder).",
    });
  }
  const vague = page.links.filter((link) => VAGUE_LINKS.has(link.text.toLowerCase()) && !link.label);
  if (vague.length) {
    add({
      id: "seo-link-text",
      severity: "warning",
      title: `${vague.length} lenke(r) har uklar tekst`,
      detail: `Lenketekster som «${vague[0]?.text}» sier ikke hvor lenken går.`,
      fix: "Skriv lenketekster som beskriver målet, for eksempel «Se priser på nettsider».",
    });
  }
  return { score: scoreFromFindings(findings, { problem: 15, warning: 5 }), findings };
}
