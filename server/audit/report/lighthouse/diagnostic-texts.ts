import type { AuditText } from "./audit-text.ts";

// Our Norwegian for Lighthouse's speed diagnostics without weight in the score, and for its
// security and code checks under best practices (decision 022).

export const DIAGNOSTIC_TEXTS: Record<string, AuditText> = {
  "interaction-to-next-paint": {
    title: "Siden reagerer tregt når noen trykker",
    detail:
      "Det går lang tid fra den besøkende trykker, klikker eller skriver til siden viser at noe skjer. Google bruker dette tallet (INP) når de vurderer sider.",
    fix: "Gjør mindre med en gang noen trykker: del opp tunge skript, og vent med det som ikke må skje med en gang.",
  },
  interactive: {
    title: "Det tar lang tid før siden kan brukes",
    detail:
      "Siden ser kanskje ferdig ut, men skript holder fortsatt på, så knapper og menyer svarer ikke med en gang på en vanlig mobil.",
    fix: "Fjern skript siden ikke trenger, og vent med chat, analyse og annonser til siden er vist.",
  },
  "max-potential-fid": {
    title: "Det første trykket kan bli hengende",
    detail:
      "Den lengste jobben nettleseren gjør mens siden lastes, varer så lenge at et trykk i den tiden må vente til jobben er ferdig.",
    fix: "Del opp de største skriptene i mindre biter, og vent med tredjepartsskript til siden er vist.",
  },
  "long-tasks": {
    title: "Lange jobber gjør siden treg å bruke",
    detail:
      "Nettleseren har jobber som varer mer enn 50 millisekunder hver. Mens de pågår, svarer ikke siden når noen trykker eller blar.",
    fix: "Finn skriptene bak de lengste jobbene, og del dem opp eller fjern dem.",
  },
  "non-composited-animations": {
    title: "Animasjoner får siden til å hakke",
    detail:
      "Noen animasjoner endrer for eksempel bredde, høyde eller plassering, så nettleseren må tegne siden på nytt hele tiden. Det hakker på mobil og kan flytte på innholdet.",
    fix: "Animer med transform og opacity i stedet, så kan skjermkortet gjøre jobben.",
  },
  "unsized-images": {
    title: "Bilder mangler bredde og høyde",
    detail:
      "Nettleseren vet ikke hvor stor plass bildene trenger før de er lastet, så teksten rundt hopper når de kommer inn.",
    fix: "Skriv width og height på hvert <img>, eller gi bildene aspect-ratio i CSS.",
  },
  "bf-cache": {
    title: "Tilbakeknappen laster siden på nytt",
    detail:
      "Nettleseren kan vanligvis vise en side med en gang når noen går tilbake eller frem. Her hindrer noe på siden det, så den må lastes helt på nytt.",
    fix: "Vanlige årsaker er Cache-Control: no-store på selve siden og skript som bruker unload-hendelsen. Fjern dem, eller be leverandøren av skriptet om en nyere versjon.",
  },
  redirects: {
    title: "Siden går via videresendinger",
    detail:
      "Adressen sender den besøkende videre før siden kommer, for eksempel fra http til https og så til www. Hver omvei koster tid, særlig på mobil.",
    fix: "Pek lenker, annonser og Google-oppføringen rett til den endelige adressen, og gjør flere videresendinger om til én.",
  },
  "server-response-time": {
    title: "Serveren er treg med første svar",
    detail: "Det tar lang tid før serveren begynner å sende selve siden, og alt annet venter på den.",
    fix: "Slå på mellomlagring av ferdige sider, rydd bort tunge tillegg, eller flytt til et raskere webhotell.",
  },
  "layout-shifts": {
    title: "Deler av siden flytter seg mye mens den lastes",
    detail:
      "Lighthouse fant de største hoppene i innholdet og elementene som flyttet seg mest. Mens det skjer, mister den besøkende plassen sin eller trykker feil.",
    fix: "Sett av plass til bilder, annonser og innebygd innhold, og legg ikke inn nytt innhold over det som allerede vises.",
  },
  "lcp-breakdown-insight": {
    title: "Slik brukes tiden før hovedinnholdet vises",
    detail:
      "Lighthouse har delt opp tiden før det største elementet kommer på skjermen: svaret fra serveren, ventetiden før det hentes, selve nedlastingen og tiden før det vises. Den største delen viser hvor det er mest å hente.",
    fix: "Start med den største delen: raskere svar fra serveren, et hovedbilde nettleseren finner tidlig, eller færre skript som holder visningen tilbake.",
  },
  "inp-breakdown-insight": {
    title: "Et trykk tok lang tid å svare på",
    detail:
      "Lighthouse målte et trykk der siden brukte lang tid, enten på å bli ledig, på å kjøre koden for trykket eller på å vise resultatet.",
    fix: "Kort ned den delen som tok lengst tid: del opp skript som kjører samtidig, gjør mindre i koden for trykket, og hold siden enkel å tegne.",
  },
};

export const SECURITY_TEXTS: Record<string, AuditText> = {
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
  "js-libraries": {
    title: "Siden bruker kjente JavaScript-biblioteker",
    detail:
      "Lighthouse fant ferdige JavaScript-biblioteker på siden, for eksempel jQuery. Gamle versjoner kan ha kjente sikkerhetshull og gjøre siden tyngre enn nødvendig.",
    fix: "Oppdater bibliotekene til nyeste versjon, og fjern dem siden ikke trenger.",
  },
  "valid-source-maps": {
    title: "Store skript mangler kildekart",
    detail:
      "Nettstedets egne store skript er minifisert uten kildekart (source maps), filer som lar utviklere se den opprinnelige koden. Det gjør feil vanskeligere å finne, men merkes ikke av de besøkende.",
    fix: "Be utvikleren slå på kildekart i byggeverktøyet og publisere dem sammen med skriptene.",
  },
};
