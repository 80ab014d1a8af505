import type { Finding } from "#app/lib/audit-report.ts";

// Our Norwegian for the audits in Lighthouse's accessibility group a11y-names-labels (“Names and
// labels”), part of accessibility's table ./lighthouse-texts.ts (decision 022).

export const A11Y_NAMES_LABELS_TEXTS: Record<string, Pick<Finding, "title" | "detail" | "fix">> = {
  "button-name": {
    title: "Knapper uten navn",
    detail: "Noen knapper har ingen tekst en skjermleser kan lese opp, så blinde vet ikke hva de gjør.",
    fix: "Gi knappen tekst, eller en aria-label som sier hva den gjør.",
  },
  "document-title": {
    title: "Siden mangler tittel",
    detail: "Tittelen vises i fanen og i Google, og er det første en skjermleser leser opp.",
    fix: "Gi siden en <title> som sier hva siden handler om.",
  },
  "form-field-multiple-labels": {
    title: "Skjemafelt med flere ledetekster",
    detail:
      "Noen felt er koblet til mer enn én <label>. Skjermlesere leser da den første, den siste eller alle, og brukeren blir usikker på hva som skal fylles inn.",
    fix: "Koble hvert felt til én ledetekst. Trengs det mer forklaring, kobler du den til med aria-describedby.",
  },
  "frame-title": {
    title: "Innebygd innhold uten tittel",
    detail: "Kart, videoer og skjemaer i iframe har ingen tittel, så skjermlesere kan ikke si hva de er.",
    fix: 'Gi hver <iframe> en title som sier hva den viser, for eksempel title="Kart over veien til oss".',
  },
  "image-alt": {
    title: "Bilder uten alternativ tekst",
    detail: "Skjermlesere kan ikke fortelle blinde hva bildene viser, og Google forstår dem dårligere.",
    fix: 'Gi hvert bilde en kort alt-tekst som sier hva det viser. Rent pynt får alt="".',
  },
  "input-button-name": {
    title: "Skjemaknapper uten tekst",
    detail:
      "Noen knapper i skjemaer har ingen tekst, så skjermlesere kan ikke si hva de gjør, for eksempel om de sender eller tømmer skjemaet.",
    fix: 'Gi knappen en value som sier hva den gjør, for eksempel value="Send bestilling".',
  },
  "input-image-alt": {
    title: "Bildeknapper uten alternativ tekst",
    detail:
      'Noen knapper er bilder (<input type="image">) uten alt-tekst. Skjermlesere kan ikke si hva knappen gjør.',
    fix: 'Gi knappen en alt-tekst som sier hva den gjør, for eksempel alt="Søk".',
  },
  label: {
    title: "Skjemafelt uten ledetekst",
    detail: "Skjermlesere kan ikke si hva som skal fylles inn, og feltene er vanskeligere å treffe.",
    fix: "Gi hvert felt en synlig <label> som er koblet til feltet.",
  },
  "link-name": {
    title: "Lenker uten navn",
    detail: "Noen lenker har ingen tekst en skjermleser kan lese opp, for eksempel et ikon uten forklaring.",
    fix: "Gi lenken tekst, eller en aria-label som sier hvor den går.",
  },
  "object-alt": {
    title: "Innebygde objekter uten alternativ tekst",
    detail:
      "Innhold lagt inn med <object>, for eksempel en PDF, et kart eller en animasjon, har ingen tekst skjermlesere kan lese opp.",
    fix: "Gi <object> en aria-label eller title som sier hva det viser.",
  },
  "select-name": {
    title: "Nedtrekkslister uten ledetekst",
    detail: "Skjermlesere kan ikke si hva som skal velges.",
    fix: "Gi hver nedtrekksliste en synlig <label>.",
  },
  "skip-link": {
    title: "Snarveien til innholdet virker ikke",
    detail: "«Hopp til innholdet»-lenken peker på noe som ikke kan få fokus.",
    fix: "La lenken peke på id-en til hovedinnholdet.",
  },
  "image-redundant-alt": {
    title: "Bilder gjentar teksten ved siden av",
    detail:
      "Alt-teksten er den samme som teksten rett ved bildet, så skjermlesere leser det samme to ganger.",
    fix: 'Skriv en alt-tekst som sier noe nytt om bildet, eller bruk alt="" hvis teksten ved siden av sier alt.',
  },
};
