import type { Finding } from "#app/lib/audit-report.ts";

// Our Norwegian for the audits Lighthouse lists under best practices (`categories["best-practices"]` in
// lighthouse/core/config/default-config.js), in its order and under its groups: trust and safety (https,
// security headers), user experience, browser compatibility, and general code checks (decision 022). The
// report reads this table through server/audit/report/lighthouse/texts.ts.

export const PRACTICES_TEXTS: Record<string, Pick<Finding, "title" | "detail" | "fix">> = {
  // best-practices-trust-safety
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
  "csp-xss": {
    title: "Siden er dårlig beskyttet mot innsmuglede skript",
    detail:
      "Siden har ingen eller en svak Content Security Policy (CSP), en regel som sier hvilke skript nettleseren får kjøre. Uten den er det lettere for angripere å få sine egne skript inn på siden (XSS).",
    fix: "Sett en Content-Security-Policy på serveren som bare slipper til dine egne skript og tjenestene du bruker. Start med Content-Security-Policy-Report-Only, så ingenting slutter å virke mens du tester.",
  },
  "has-hsts": {
    title: "Nettleseren blir ikke bedt om alltid å bruke https",
    detail:
      "Siden mangler HSTS, en beskjed til nettleseren om å bare bruke kryptert forbindelse til nettstedet. Uten den kan et besøk over et åpent nett, for eksempel på en kafé, bli fanget opp.",
    fix: "Sett Strict-Transport-Security på serveren. Begynn med kort levetid, for eksempel max-age=86400, og øk til ett år når alt virker.",
  },
  "origin-isolation": {
    title: "Siden er ikke skjermet mot andre vinduer",
    detail:
      "Siden mangler Cross-Origin-Opener-Policy (COOP). Da kan sider som åpnes fra siden din, eller som åpner den, få tak i vinduet og i verste fall sende den besøkende et annet sted.",
    fix: "Sett Cross-Origin-Opener-Policy: same-origin på serveren. Bruker du innlogging eller betaling i et eget vindu, velg same-origin-allow-popups og test at det virker.",
  },
  "clickjacking-mitigation": {
    title: "Andre nettsteder kan bygge inn siden din",
    detail:
      "Siden sier ikke hvem som får vise den inne i en ramme. Da kan en falsk side legge siden din usynlig over sin egen og lure besøkende til å klikke på noe de ikke ser.",
    fix: "Sett Content-Security-Policy: frame-ancestors 'self' eller X-Frame-Options: SAMEORIGIN på serveren.",
  },
  "trusted-types-xss": {
    title: "Skript kan sette inn kode uten kontroll",
    detail:
      "Siden bruker ikke Trusted Types, en regel som tvinger skriptene til å sjekke tekst før den settes inn som kode på siden. Det gir ekstra vern mot innsmuglede skript.",
    fix: "Dette er mest aktuelt hvis siden har mye egenutviklet JavaScript. Legg require-trusted-types-for 'script' til i Content-Security-Policy, først i Report-Only.",
  },
  // best-practices-ux
  "paste-preventing-inputs": {
    title: "Skjemafelt hindrer innliming",
    detail: "Besøkende kan ikke lime inn, for eksempel passord fra en passordbehandler.",
    fix: "Fjern koden som stopper innliming.",
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
  // best-practices-browser-compat
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
  // best-practices-general
  "js-libraries": {
    title: "Siden bruker kjente JavaScript-biblioteker",
    detail:
      "Lighthouse fant ferdige JavaScript-biblioteker på siden, for eksempel jQuery. Gamle versjoner kan ha kjente sikkerhetshull og gjøre siden tyngre enn nødvendig.",
    fix: "Oppdater bibliotekene til nyeste versjon, og fjern dem siden ikke trenger.",
  },
  deprecations: {
    title: "Siden bruker funksjoner nettleserne fjerner",
    detail: "Koden bruker nettleserfunksjoner som er på vei ut. De kan slutte å virke i en ny versjon.",
    fix: "Oppdater skriptene og tilleggene, eller bytt dem ut.",
  },
  "third-party-cookies": {
    title: "Siden bruker tredjeparts informasjonskapsler",
    detail: "Nettlesere blokkerer dem i økende grad, så funksjoner som bygger på dem, slutter å virke.",
    fix: "Fjern tjenestene som setter dem, eller finn alternativer uten tredjeparts informasjonskapsler.",
  },
  "errors-in-console": {
    title: "Siden gir feilmeldinger i nettleseren",
    detail: "Skript eller filer feiler mens siden lastes. Ofte betyr det at noe ikke virker som det skal.",
    fix: "Åpne utviklerverktøyene i nettleseren (F12), se i konsollen og rett feilene.",
  },
  "valid-source-maps": {
    title: "Store skript mangler kildekart",
    detail:
      "Nettstedets egne store skript er minifisert uten kildekart (source maps), filer som lar utviklere se den opprinnelige koden. Det gjør feil vanskeligere å finne, men merkes ikke av de besøkende.",
    fix: "Be utvikleren slå på kildekart i byggeverktøyet og publisere dem sammen med skriptene.",
  },
  "inspector-issues": {
    title: "Nettleseren varsler om problemer",
    detail:
      "Chrome har registrert problemer med siden, for eksempel med informasjonskapsler eller blandet innhold.",
    fix: "Se fanen «Issues» i Chromes utviklerverktøy og rett det som står der.",
  },
};
