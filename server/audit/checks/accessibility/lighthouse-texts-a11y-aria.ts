import type { Finding } from "#app/lib/audit-report.ts";

// Our Norwegian for the audits in Lighthouse's accessibility group a11y-aria (“ARIA”), part of
// accessibility's table ./lighthouse-texts.ts (decision 022). ARIA is the code that tells screen readers
// what an element is when plain HTML does not; most of these come from menus, sliders and pop-ups built
// with scripts.

export const A11Y_ARIA_TEXTS: Record<string, Pick<Finding, "title" | "detail" | "fix">> = {
  "aria-allowed-attr": {
    title: "ARIA-attributter brukt feil",
    detail:
      "Noen elementer har ARIA-attributter som ikke passer til rollen deres, så skjermlesere gir feil beskjed.",
    fix: "Fjern eller rett ARIA-attributtene; vanlige HTML-elementer trenger dem sjelden.",
  },
  "aria-command-name": {
    title: "Egne knapper og menyvalg mangler navn",
    detail:
      "Noen elementer er merket som knapp, lenke eller menyvalg med ARIA, men har ingen tekst en skjermleser kan lese opp. Blinde hører bare «knapp» og vet ikke hva den gjør.",
    fix: "Gi elementet synlig tekst eller en aria-label som sier hva det gjør, eller bruk en vanlig <button> eller <a>.",
  },
  "aria-conditional-attr": {
    title: "ARIA-attributter står der de ikke gjelder",
    detail:
      "Noen ARIA-attributter er bare lov i bestemte tilfeller. Et vanlig eksempel er aria-checked på en vanlig avkrysningsboks, der skjermleseren da kan lese opp feil tilstand.",
    fix: "Fjern attributtet der det ikke hører hjemme. En vanlig avkrysningsboks sier selv fra om den er krysset av.",
  },
  "aria-deprecated-role": {
    title: "Utgåtte ARIA-roller",
    detail:
      "Noen elementer har en rolle som er tatt ut av standarden. Skjermlesere og andre hjelpemidler kan tolke dem feil eller overse dem.",
    fix: "Bytt til en gjeldende rolle, eller fjern role-attributtet og bruk et vanlig HTML-element.",
  },
  "aria-dialog-name": {
    title: "Dialogvinduer uten navn",
    detail:
      "Vinduer som dukker opp over siden, har ingen tittel en skjermleser kan lese opp. Blinde vet da ikke hva vinduet gjelder.",
    fix: "Gi vinduet et navn med aria-labelledby som peker på overskriften i det, eller med en aria-label.",
  },
  "aria-hidden-body": {
    title: "Hele siden er skjult for skjermlesere",
    detail:
      'Selve <body> har aria-hidden="true". Da kan skjermlesere hoppe over alt innholdet, og siden blir ubrukelig for blinde.',
    fix: "Fjern aria-hidden fra <body>. Ofte er det en popup eller meny som setter det og ikke rydder opp etter seg.",
  },
  "aria-hidden-focus": {
    title: "Skjult innhold kan fortsatt nås med tastaturet",
    detail:
      "Elementer skjult for skjermlesere kan likevel få fokus, så brukeren havner på noe som ikke leses opp.",
    fix: "Fjern aria-hidden, eller gjør elementene inne i det umulige å nå med tab.",
  },
  "aria-input-field-name": {
    title: "Egne inntastingsfelt uten navn",
    detail:
      "Felt som er bygget med skript og ARIA, for eksempel et søkefelt eller en glidebryter, har ingen ledetekst en skjermleser kan lese opp.",
    fix: "Koble feltet til en synlig ledetekst med aria-labelledby, eller gi det en aria-label.",
  },
  "aria-meter-name": {
    title: "Målere uten navn",
    detail:
      "Elementer som viser et nivå, for eksempel hvor sterkt et passord er, har ingen tekst en skjermleser kan lese opp.",
    fix: "Gi måleren en aria-label eller aria-labelledby som sier hva den måler.",
  },
  "aria-progressbar-name": {
    title: "Fremdriftslinjer uten navn",
    detail:
      "En fremdriftslinje, for eksempel for en opplasting eller stegene i et skjema, har ingen tekst en skjermleser kan lese opp.",
    fix: "Gi fremdriftslinjen en aria-label, for eksempel «Opplasting», eller koble den til en synlig tekst med aria-labelledby.",
  },
  "aria-prohibited-attr": {
    title: "ARIA-attributter som ikke er lov på elementet",
    detail:
      "Noen elementer har ARIA-attributter som er forbudt for dem, for eksempel aria-label på en vanlig <div> eller <span>. Skjermlesere kan da overse teksten.",
    fix: "Fjern attributtet, eller gi elementet en rolle der det er lov. Tekst som skal leses opp, bør helst stå synlig på siden.",
  },
  "aria-required-attr": {
    title: "ARIA-roller mangler påkrevde attributter",
    detail: "Skjermlesere kan ikke si tilstanden til elementet, for eksempel om det er valgt.",
    fix: "Legg til de attributtene rollen krever, eller bruk et vanlig HTML-element.",
  },
  "aria-required-children": {
    title: "ARIA-roller mangler innholdet de krever",
    detail:
      "Noen roller må inneholde bestemte elementer, for eksempel en meny (menu) med menyvalg (menuitem). Mangler de, kan ikke skjermlesere forklare hvordan elementet brukes.",
    fix: "Gi elementene inni riktig rolle, eller fjern rollen fra det ytre elementet og bruk vanlige HTML-elementer.",
  },
  "aria-required-parent": {
    title: "ARIA-roller står utenfor elementet de hører til",
    detail:
      "Noen roller må ligge inne i et bestemt element, for eksempel et menyvalg (menuitem) inne i en meny (menu). Ellers forstår ikke skjermlesere hva de hører til.",
    fix: "Legg elementene inne i et element med riktig rolle, eller fjern rollene og bruk vanlige HTML-elementer.",
  },
  "aria-roles": {
    title: "Ugyldige ARIA-roller",
    detail: "Noen elementer har en rolle som ikke finnes, så skjermlesere overser dem.",
    fix: "Bruk en gyldig rolle, eller fjern role-attributtet.",
  },
  "aria-text": {
    title: "Lenker og knapper forsvinner for skjermlesere",
    detail:
      'Elementer med role="text" leses som én bit av skjermleseren VoiceOver, men lenker og knapper inni blir da ikke lest opp.',
    fix: 'Fjern role="text" fra elementer som inneholder lenker eller knapper, eller flytt dem ut.',
  },
  "aria-toggle-field-name": {
    title: "Brytere og avkrysningsbokser uten navn",
    detail:
      "Egne av/på-brytere, avkrysningsbokser eller radioknapper laget med ARIA har ingen tekst en skjermleser kan lese opp. Blinde vet da ikke hva de slår av eller på.",
    fix: "Koble hver bryter til en synlig tekst med aria-labelledby, eller gi den en aria-label.",
  },
  "aria-tooltip-name": {
    title: "Hjelpetekster uten innhold",
    detail:
      "Små hjelpetekster som dukker opp når du holder over eller går til et element, har ingen tekst en skjermleser kan lese opp.",
    fix: "Skriv teksten inne i hjelpeteksten, eller gi den en aria-label.",
  },
  "aria-treeitem-name": {
    title: "Punkter i sammenleggbare lister uten navn",
    detail:
      "Punktene i en liste som kan åpnes og lukkes, for eksempel en mappestruktur eller en meny med undernivåer, har ingen tekst en skjermleser kan lese opp.",
    fix: "Gi hvert punkt synlig tekst eller en aria-label.",
  },
  "aria-valid-attr-value": {
    title: "ARIA-attributter har ugyldige verdier",
    detail:
      'Noen ARIA-attributter har en verdi skjermlesere ikke forstår, for eksempel aria-expanded="ja" i stedet for "true", eller en id som ikke finnes. Da leses feil eller ingenting opp.',
    fix: "Bruk true eller false der det kreves, og la id-er peke på elementer som finnes på siden.",
  },
  "aria-valid-attr": {
    title: "ARIA-attributter som ikke finnes",
    detail:
      "Noen attributter som begynner med aria-, er feilstavet eller finnes ikke, for eksempel aria-lable. Skjermlesere overser dem.",
    fix: "Rett stavemåten, eller fjern attributtene.",
  },
  "duplicate-id-aria": {
    title: "Flere elementer har samme id",
    detail: "Ledetekster og beskrivelser kan havne på feil element for skjermleserbrukere.",
    fix: "Gi hvert element en unik id.",
  },
};
