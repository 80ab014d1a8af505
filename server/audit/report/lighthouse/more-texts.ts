import { ARIA_TEXTS } from "./aria-texts.ts";
import { SECURITY_TEXTS } from "./diagnostic-texts.ts";
import { STRUCTURE_TEXTS } from "./structure-texts.ts";
import type { AuditText } from "./texts.ts";

// Our Norwegian for Lighthouse's accessibility (axe), best-practice and SEO audits (decision 022).

export const ACCESSIBILITY_TEXTS: Record<string, AuditText> = {
  "color-contrast": {
    title: "Tekst med for svak kontrast",
    detail:
      "Noe av teksten skiller seg for lite fra bakgrunnen. Svaksynte og alle som leser på mobil i sollys får problemer.",
    fix: "Gjør teksten mørkere eller bakgrunnen lysere: kontrasten bør være minst 4,5:1 for vanlig tekst.",
  },
  "image-alt": {
    title: "Bilder uten alternativ tekst",
    detail: "Skjermlesere kan ikke fortelle blinde hva bildene viser, og Google forstår dem dårligere.",
    fix: 'Gi hvert bilde en kort alt-tekst som sier hva det viser. Rent pynt får alt="".',
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
  "button-name": {
    title: "Knapper uten navn",
    detail: "Noen knapper har ingen tekst en skjermleser kan lese opp, så blinde vet ikke hva de gjør.",
    fix: "Gi knappen tekst, eller en aria-label som sier hva den gjør.",
  },
  "html-has-lang": {
    title: "Siden oppgir ikke språk",
    detail: "Uten språk leser skjermlesere norsk tekst med engelsk uttale.",
    fix: 'Skriv <html lang="nb"> (eller "nn") øverst i siden.',
  },
  "html-lang-valid": {
    title: "Sidens språkkode er ugyldig",
    detail: "Skjermlesere kjenner ikke igjen språket siden oppgir.",
    fix: 'Bruk en gyldig kode, for eksempel lang="nb" for bokmål.',
  },
  "document-title": {
    title: "Siden mangler tittel",
    detail: "Tittelen vises i fanen og i Google, og er det første en skjermleser leser opp.",
    fix: "Gi siden en <title> som sier hva siden handler om.",
  },
  "heading-order": {
    title: "Overskriftene hopper over nivåer",
    detail:
      "Overskriftene går for eksempel rett fra nivå 2 til 4. Skjermleserbrukere navigerer etter overskrifter og mister oversikten.",
    fix: "Bruk overskriftsnivåene i rekkefølge, og styr størrelsen med CSS i stedet.",
  },
  "frame-title": {
    title: "Innebygd innhold uten tittel",
    detail: "Kart, videoer og skjemaer i iframe har ingen tittel, så skjermlesere kan ikke si hva de er.",
    fix: 'Gi hver <iframe> en title, for eksempel title="Kart over kontoret".',
  },
  "landmark-one-main": {
    title: "Siden har ikke et hovedområde",
    detail: "Uten <main> kan ikke skjermleserbrukere hoppe rett til innholdet.",
    fix: "Legg hovedinnholdet i ett <main>-element.",
  },
  "meta-viewport": {
    title: "Siden hindrer zoom på mobil",
    detail: "Svaksynte kan ikke forstørre teksten.",
    fix: "Fjern user-scalable=no og maximum-scale fra viewport-taggen.",
  },
  "target-size": {
    title: "Knapper og lenker er for små til å treffe",
    detail: "Noen trykkflater er så små, eller står så tett, at det er lett å treffe feil med fingeren.",
    fix: "Gjør trykkflater minst 24 × 24 piksler, eller gi dem mer avstand.",
  },
  "link-in-text-block": {
    title: "Lenker i teksten skilles bare med farge",
    detail: "Fargeblinde ser ikke hvilke ord som er lenker.",
    fix: "Understrek lenker i løpende tekst.",
  },
  list: {
    title: "Lister er kodet feil",
    detail: "Listene inneholder annet enn listepunkter, så skjermlesere teller dem feil.",
    fix: "La <ul> og <ol> bare inneholde <li>.",
  },
  listitem: {
    title: "Listepunkter står utenfor en liste",
    detail: "Skjermlesere forstår ikke at punktene hører sammen.",
    fix: "Legg <li> inne i en <ul> eller <ol>.",
  },
  "select-name": {
    title: "Nedtrekkslister uten ledetekst",
    detail: "Skjermlesere kan ikke si hva som skal velges.",
    fix: "Gi hver nedtrekksliste en synlig <label>.",
  },
  "aria-hidden-focus": {
    title: "Skjult innhold kan fortsatt nås med tastaturet",
    detail:
      "Elementer skjult for skjermlesere kan likevel få fokus, så brukeren havner på noe som ikke leses opp.",
    fix: "Fjern aria-hidden, eller gjør elementene inne i det umulige å nå med tab.",
  },
  tabindex: {
    title: "Tab-rekkefølgen er endret",
    detail: "En positiv tabindex får tastaturet til å hoppe i en annen rekkefølge enn siden leses.",
    fix: "Fjern tabindex-verdier over 0 og la rekkefølgen følge koden.",
  },
  "duplicate-id-aria": {
    title: "Flere elementer har samme id",
    detail: "Ledetekster og beskrivelser kan havne på feil element for skjermleserbrukere.",
    fix: "Gi hvert element en unik id.",
  },
  bypass: {
    title: "Ingen snarvei forbi menyen",
    detail: "Tastaturbrukere må tabbe gjennom hele menyen på hver side.",
    fix: "Legg inn en «Hopp til innholdet»-lenke øverst, eller et <main>-element.",
  },
  "aria-allowed-attr": {
    title: "ARIA-attributter brukt feil",
    detail:
      "Noen elementer har ARIA-attributter som ikke passer til rollen deres, så skjermlesere gir feil beskjed.",
    fix: "Fjern eller rett ARIA-attributtene; vanlige HTML-elementer trenger dem sjelden.",
  },
  "aria-required-attr": {
    title: "ARIA-roller mangler påkrevde attributter",
    detail: "Skjermlesere kan ikke si tilstanden til elementet, for eksempel om det er valgt.",
    fix: "Legg til de attributtene rollen krever, eller bruk et vanlig HTML-element.",
  },
  "aria-roles": {
    title: "Ugyldige ARIA-roller",
    detail: "Noen elementer har en rolle som ikke finnes, så skjermlesere overser dem.",
    fix: "Bruk en gyldig rolle, eller fjern role-attributtet.",
  },
  "skip-link": {
    title: "Snarveien til innholdet virker ikke",
    detail: "«Hopp til innholdet»-lenken peker på noe som ikke kan få fokus.",
    fix: "La lenken peke på id-en til hovedinnholdet.",
  },
  "svg-img-alt": {
    title: "Grafikk uten tekst",
    detail: "SVG-grafikk med rollen «img» har ingen tekst en skjermleser kan lese opp.",
    fix: "Gi grafikken en <title> eller en aria-label.",
  },
  "video-caption": {
    title: "Video uten teksting",
    detail: "Døve og alle som ser uten lyd får ikke med seg hva som blir sagt.",
    fix: "Legg til teksting med et <track>-element.",
  },
  ...ARIA_TEXTS,
  ...STRUCTURE_TEXTS,
};

export const PRACTICES_TEXTS: Record<string, AuditText> = {
  "is-on-https": {
    title: "Deler av siden hentes uten kryptering",
    detail:
      "Siden eller noe den laster, går over vanlig http. Nettleseren kan advare, og innholdet kan endres underveis.",
    fix: "Bruk https for siden og alt den henter.",
  },
  "redirects-http": {
    title: "Besøkende sendes ikke videre fra http til https",
    detail: "Den som skriver adressen uten https, havner på en ukryptert side.",
    fix: "Send alle forespørsler på http videre til https med en permanent videresending (301).",
  },
  "third-party-cookies": {
    title: "Siden bruker tredjeparts informasjonskapsler",
    detail: "Nettlesere blokkerer dem i økende grad, så funksjoner som bygger på dem, slutter å virke.",
    fix: "Fjern tjenestene som setter dem, eller finn alternativer uten tredjeparts informasjonskapsler.",
  },
  deprecations: {
    title: "Siden bruker funksjoner nettleserne fjerner",
    detail: "Koden bruker nettleserfunksjoner som er på vei ut. De kan slutte å virke i en ny versjon.",
    fix: "Oppdater skriptene og tilleggene, eller bytt dem ut.",
  },
  "errors-in-console": {
    title: "Siden gir feilmeldinger i nettleseren",
    detail: "Skript eller filer feiler mens siden lastes. Ofte betyr det at noe ikke virker som det skal.",
    fix: "Åpne utviklerverktøyene i nettleseren (F12), se i konsollen og rett feilene.",
  },
  "inspector-issues": {
    title: "Nettleseren varsler om problemer",
    detail:
      "Chrome har registrert problemer med siden, for eksempel med informasjonskapsler eller blandet innhold.",
    fix: "Se fanen «Issues» i Chromes utviklerverktøy og rett det som står der.",
  },
  "image-aspect-ratio": {
    title: "Bilder vises forvrengt",
    detail: "Noen bilder vises med andre proporsjoner enn de har.",
    fix: "Sett bredde og høyde som passer bildet, eller bruk object-fit i CSS.",
  },
  "image-size-responsive": {
    title: "Bilder er for små for skjermen",
    detail: "Bildene er i lavere oppløsning enn skjermen viser dem i, så de blir uskarpe.",
    fix: "Lever bildene i større oppløsning med srcset, så hver skjerm får det den trenger.",
  },
  doctype: {
    title: "Siden mangler doctype",
    detail: "Uten <!doctype html> viser nettleseren siden i en eldre modus, og oppsettet kan bli feil.",
    fix: "Skriv <!doctype html> helt øverst i HTML-en.",
  },
  charset: {
    title: "Tegnsettet er ikke oppgitt tidlig nok",
    detail: "Uten tidlig tegnsett kan æ, ø og å vises feil.",
    fix: 'Legg <meta charset="utf-8"> først i <head>.',
  },
  "paste-preventing-inputs": {
    title: "Skjemafelt hindrer innliming",
    detail: "Besøkende kan ikke lime inn, for eksempel passord fra en passordbehandler.",
    fix: "Fjern koden som stopper innliming.",
  },
  "geolocation-on-start": {
    title: "Siden ber om posisjon med en gang",
    detail: "Å spørre om posisjon før den besøkende har gjort noe, virker påtrengende.",
    fix: "Spør først når den besøkende bruker en funksjon som trenger posisjonen.",
  },
  "notification-on-start": {
    title: "Siden ber om å sende varsler med en gang",
    detail: "Spørsmålet kommer før den besøkende vet hva siden er, og de fleste sier nei.",
    fix: "Spør først når den besøkende har vist at de vil ha varsler.",
  },
  ...SECURITY_TEXTS,
};

export const SEO_TEXTS: Record<string, AuditText> = {
  "is-crawlable": {
    title: "Siden er stengt for søkemotorer",
    detail: "En noindex-instruks eller robots.txt hindrer Google i å ta med siden i søkeresultatene.",
    fix: "Fjern noindex og sperren i robots.txt for sider som skal kunne finnes.",
  },
  "document-title": ACCESSIBILITY_TEXTS["document-title"] as AuditText,
  "meta-description": {
    title: "Siden mangler metabeskrivelse",
    detail: "Google lager da sin egen tekst under lenken i søkeresultatet, og den selger sjelden.",
    fix: "Skriv en beskrivelse på 120–155 tegn som sier hva du tilbyr og hvorfor man skal klikke.",
  },
  "http-status-code": {
    title: "Siden svarer med en feilkode",
    detail: "Søkemotorer tar ikke med sider som svarer med en feilkode.",
    fix: "Sørg for at siden svarer med 200 OK.",
  },
  "link-text": {
    title: "Lenker med intetsigende tekst",
    detail:
      "Lenker som «Les mer» og «Klikk her» sier ikke hvor de går, verken til Google eller til skjermlesere.",
    fix: "Skriv hva lenken fører til, for eksempel «Se prisene for regnskap».",
  },
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
  "image-alt": ACCESSIBILITY_TEXTS["image-alt"] as AuditText,
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
