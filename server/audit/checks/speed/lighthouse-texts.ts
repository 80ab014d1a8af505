import type { Finding } from "#app/lib/audit-report.ts";

// Our Norwegian for the audits Lighthouse lists under performance (`categories.performance` in
// lighthouse/core/config/default-config.js), in its order and under its groups: the metrics, the
// insights, and the hidden audits and diagnostics it shows without weight in the score (decision 022).
// The report reads this table through server/audit/report/lighthouse/texts.ts.

export const SPEED_TEXTS: Record<string, Pick<Finding, "title" | "detail" | "fix">> = {
  // metrics
  "first-contentful-paint": {
    title: "Skjermen er blank for lenge",
    detail:
      "Det går lang tid før noe som helst vises på skjermen. Den besøkende ser en hvit side og vet ikke om noe skjer.",
    fix: "Send siden raskere fra serveren, og flytt skript og stilark som stopper visningen, til slutten eller last dem asynkront.",
  },
  "largest-contentful-paint": {
    title: "Hovedinnholdet kommer sent på skjermen",
    detail:
      "Det tar lang tid før det største elementet øverst på siden – ofte et bilde eller overskriften – vises på en vanlig mobil. Google bruker dette tallet (LCP) når de rangerer sider, og besøkende gir opp når de venter.",
    fix: "Gjør det største bildet mindre og last det først, og fjern skript og stilark som må lastes før siden kan vises.",
  },
  "total-blocking-time": {
    title: "Siden henger mens skript kjører",
    detail:
      "JavaScript holder nettleseren opptatt så lenge at siden ikke svarer når noen trykker eller blar. På en vanlig mobil merkes det godt.",
    fix: "Fjern skript siden ikke trenger, del opp store skript og vent med tredjepartsskript (chat, analyse, annonser) til siden er vist.",
  },
  "cumulative-layout-shift": {
    title: "Innholdet hopper mens siden lastes",
    detail:
      "Tekst og knapper flytter seg når bilder, annonser eller skrifttyper kommer inn. Da trykker den besøkende lett feil, og Google trekker for det.",
    fix: "Gi bilder og videoer bredde og høyde i koden, og sett av plass til det som lastes inn senere.",
  },
  "speed-index": {
    title: "Siden fylles sakte",
    detail: "Det tar lang tid før det synlige innholdet er på plass på en vanlig mobil.",
    fix: "Start med det som vises øverst: mindre bilder, færre skript før innholdet og raskere svar fra serveren.",
  },
  "interaction-to-next-paint": {
    title: "Siden reagerer tregt når noen trykker",
    detail:
      "Det går lang tid fra den besøkende trykker, klikker eller skriver til siden viser at noe skjer. Google bruker dette tallet (INP) når de vurderer sider.",
    fix: "Gjør mindre med en gang noen trykker: del opp tunge skript, og vent med det som ikke må skje med en gang.",
  },
  // insights
  "cache-insight": {
    title: "Filer mellomlagres for kort tid",
    detail: "Bilder, skript og stilark må hentes på nytt hver gang noen kommer tilbake.",
    fix: "Gi faste filer en lang levetid i Cache-Control, for eksempel ett år, og bytt filnavn når innholdet endres.",
  },
  "cls-culprits-insight": {
    title: "Elementer som får innholdet til å hoppe",
    detail: "Lighthouse fant elementene som flytter på innholdet mens siden lastes.",
    fix: "Sett av plass til bilder, annonser og innebygd innhold med bredde og høyde eller aspect-ratio.",
  },
  "document-latency-insight": {
    title: "Serveren bruker lang tid på å svare",
    detail:
      "Selve siden kommer sent fra serveren, for eksempel fordi den ikke er komprimert eller går via unødvendige videresendinger.",
    fix: "Slå på komprimering (gzip eller Brotli), mellomlagre sidene og pek lenker rett til den endelige adressen.",
  },
  "dom-size-insight": {
    title: "Siden har svært mange elementer",
    detail: "HTML-en er så stor at nettleseren bruker lang tid på å tegne og oppdatere siden.",
    fix: "Forenkle oppsettet, og vis lange lister og menyer først når de trengs.",
  },
  "duplicated-javascript-insight": {
    title: "Samme JavaScript lastes flere ganger",
    detail: "Flere skript inneholder de samme bibliotekene.",
    fix: "Samle felles biblioteker i én fil, eller sørg for at bare én versjon lastes.",
  },
  "font-display-insight": {
    title: "Teksten er usynlig mens skrifttypen lastes",
    detail: "Mens en nettfont hentes, viser nettleseren ingen tekst.",
    fix: "Bruk font-display: swap, så vises teksten med en reserveskrift til fonten er klar.",
  },
  "forced-reflow-insight": {
    title: "Skript tvinger nettleseren til å regne ut oppsettet på nytt",
    detail: "Kode som leser og endrer størrelser om hverandre, gjør at siden hakker.",
    fix: "Les alle mål først og gjør endringene etterpå, gjerne i requestAnimationFrame.",
  },
  "image-delivery-insight": {
    title: "Bildene er større enn de trenger å være",
    detail:
      "Bildene sendes i større oppløsning eller et tyngre format enn skjermen har bruk for. Det koster tid og mobildata.",
    fix: "Lagre bildene i riktig størrelse og i et moderne format som WebP eller AVIF, og bruk srcset for ulike skjermer.",
  },
  "inp-breakdown-insight": {
    title: "Et trykk tok lang tid å svare på",
    detail:
      "Lighthouse målte et trykk der siden brukte lang tid, enten på å bli ledig, på å kjøre koden for trykket eller på å vise resultatet.",
    fix: "Kort ned den delen som tok lengst tid: del opp skript som kjører samtidig, gjør mindre i koden for trykket, og hold siden enkel å tegne.",
  },
  "lcp-breakdown-insight": {
    title: "Slik brukes tiden før hovedinnholdet vises",
    detail:
      "Lighthouse har delt opp tiden før det største elementet kommer på skjermen: svaret fra serveren, ventetiden før det hentes, selve nedlastingen og tiden før det vises. Den største delen viser hvor det er mest å hente.",
    fix: "Start med den største delen: raskere svar fra serveren, et hovedbilde nettleseren finner tidlig, eller færre skript som holder visningen tilbake.",
  },
  "lcp-discovery-insight": {
    title: "Hovedbildet oppdages for sent",
    detail:
      "Nettleseren finner ikke det største bildet før sent i lastingen, for eksempel fordi det er satt med lazy loading eller fra et skript.",
    fix: 'Legg hovedbildet som en vanlig <img> i HTML-en, uten loading="lazy", gjerne med fetchpriority="high".',
  },
  "legacy-javascript-insight": {
    title: "Skriptene er bygget for gamle nettlesere",
    detail: "Koden har ekstra biter for nettlesere nesten ingen bruker lenger. Det gjør filene større.",
    fix: "Bygg skriptene for moderne nettlesere (Baseline) og dropp unødvendige polyfills.",
  },
  "modern-http-insight": {
    title: "Serveren bruker en eldre HTTP-versjon",
    detail: "Uten HTTP/2 eller HTTP/3 må filene hentes færre om gangen.",
    fix: "Slå på HTTP/2 hos webhotellet eller i CDN-et; det er ofte bare en innstilling.",
  },
  "network-dependency-tree-insight": {
    title: "Filene hentes etter hverandre i lange kjeder",
    detail:
      "Nettleseren oppdager viktige filer først etter at andre filer er lastet, så ventetiden legges sammen.",
    fix: "Legg viktige filer direkte i HTML-en, og bruk preconnect, så nettleseren kobler seg tidlig til domenene siden henter filer fra.",
  },
  "render-blocking-insight": {
    title: "Skript og stilark stopper visningen",
    detail: "Nettleseren må hente og kjøre disse filene før den kan vise noe av siden.",
    fix: "Legg skript med «defer» eller «async», og legg den CSS-en som trengs øverst, rett i siden.",
  },
  "third-parties-insight": {
    title: "Tredjepartstjenester gjør siden tregere",
    detail:
      "Skript fra andre tjenester – analyse, chat, annonser, innebygde videoer – tar mye av lastetiden.",
    fix: "Fjern det du ikke bruker, og last resten etter at siden er vist eller først når den besøkende ber om det.",
  },
  "viewport-insight": {
    title: "Siden er ikke satt opp for mobil",
    detail:
      "Uten riktig viewport-innstilling venter mobilen før den reagerer på trykk, og siden kan vises i feil størrelse.",
    fix: 'Legg inn <meta name="viewport" content="width=device-width, initial-scale=1">.',
  },
  // hidden
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
  // diagnostics
  "unminified-css": {
    title: "CSS er ikke minifisert",
    detail: "Stilarkene sendes med mellomrom og kommentarer som bare gjør dem større.",
    fix: "Slå på minifisering i byggeverktøyet eller publiseringsløsningen.",
  },
  "unminified-javascript": {
    title: "JavaScript er ikke minifisert",
    detail: "Skriptene sendes med mellomrom og kommentarer som bare gjør dem større.",
    fix: "Slå på minifisering i byggeverktøyet eller publiseringsløsningen.",
  },
  "unused-css-rules": {
    title: "Siden laster CSS den ikke bruker",
    detail: "Stilarkene inneholder mye som ikke gjelder denne siden.",
    fix: "Fjern ubrukte stiler, eller del stilarket slik at hver side får det den trenger.",
  },
  "unused-javascript": {
    title: "Siden laster JavaScript den ikke bruker",
    detail:
      "En stor del av skriptene som hentes, brukes ikke på denne siden. Det tar tid å hente og å lese dem.",
    fix: "Fjern biblioteker og tillegg siden ikke trenger, og last resten bare der de brukes.",
  },
  "total-byte-weight": {
    title: "Siden er tung å laste ned",
    detail: "Alt siden henter til sammen er mye for en mobil på et vanlig nett.",
    fix: "Start med de største filene: bilder i riktig størrelse og format, og færre skript.",
  },
  "bootup-time": {
    title: "JavaScript tar lang tid å kjøre",
    detail: "Mobilen bruker mye tid på å lese og kjøre skriptene før siden blir brukbar.",
    fix: "Fjern skript som ikke trengs, og del opp de store.",
  },
  "mainthread-work-breakdown": {
    title: "Nettleseren har for mye å gjøre",
    detail: "Skript, stiler og oppsett holder nettleseren opptatt lenge på en vanlig mobil.",
    fix: "Kutt i skript og tredjepartstjenester, og forenkle sider med svært mange elementer.",
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
  // hidden
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
};
