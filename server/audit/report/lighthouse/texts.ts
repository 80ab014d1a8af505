// What Lighthouse's failing audits mean, in our own Norwegian (decision 022): a title that says what is
// wrong, why a visitor or Google notices, and what to do. Lighthouse's own bokmål titles are
// machine-like and full of code ("Bildeelementene mangler `[alt]`-attributter"); an audit missing
// here falls back to a cleaned-up version of them (findings.ts).

import type { AuditText } from "./audit-text.ts";
import { DIAGNOSTIC_TEXTS } from "./diagnostic-texts.ts";

export type { AuditText };

export const SPEED_TEXTS: Record<string, AuditText> = {
  "largest-contentful-paint": {
    title: "Hovedinnholdet kommer sent på skjermen",
    detail:
      "Det tar lang tid før det største elementet øverst på siden – ofte et bilde eller overskriften – vises på en vanlig mobil. Google bruker dette tallet (LCP) når de rangerer sider, og besøkende gir opp når de venter.",
    fix: "Gjør det største bildet mindre og last det først, og fjern skript og stilark som må lastes før siden kan vises.",
  },
  "first-contentful-paint": {
    title: "Skjermen er blank for lenge",
    detail:
      "Det går lang tid før noe som helst vises på skjermen. Den besøkende ser en hvit side og vet ikke om noe skjer.",
    fix: "Send siden raskere fra serveren, og flytt skript og stilark som stopper visningen, til slutten eller last dem asynkront.",
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
  "render-blocking-insight": {
    title: "Skript og stilark stopper visningen",
    detail: "Nettleseren må hente og kjøre disse filene før den kan vise noe av siden.",
    fix: "Legg skript med «defer» eller «async», og legg den CSS-en som trengs øverst, rett i siden.",
  },
  "image-delivery-insight": {
    title: "Bildene er større enn de trenger å være",
    detail:
      "Bildene sendes i større oppløsning eller et tyngre format enn skjermen har bruk for. Det koster tid og mobildata.",
    fix: "Lagre bildene i riktig størrelse og i et moderne format som WebP eller AVIF, og bruk srcset for ulike skjermer.",
  },
  "document-latency-insight": {
    title: "Serveren bruker lang tid på å svare",
    detail:
      "Selve siden kommer sent fra serveren, er ikke komprimert, eller går via unødvendige videresendinger.",
    fix: "Slå på komprimering (gzip eller Brotli), mellomlagre sidene og pek lenker rett til den endelige adressen.",
  },
  "lcp-discovery-insight": {
    title: "Hovedbildet oppdages for sent",
    detail:
      "Nettleseren finner ikke det største bildet før sent i lastingen, for eksempel fordi det er satt med lazy loading eller fra et skript.",
    fix: 'Legg hovedbildet som en vanlig <img> i HTML-en, uten loading="lazy", gjerne med fetchpriority="high".',
  },
  "cache-insight": {
    title: "Filer mellomlagres for kort tid",
    detail: "Bilder, skript og stilark må hentes på nytt hver gang noen kommer tilbake.",
    fix: "Gi faste filer en lang levetid i Cache-Control, for eksempel ett år, og bytt filnavn når innholdet endres.",
  },
  "font-display-insight": {
    title: "Teksten er usynlig mens skrifttypen lastes",
    detail: "Mens en nettfont hentes, viser nettleseren ingen tekst.",
    fix: "Bruk font-display: swap, så vises teksten med en reserveskrift til fonten er klar.",
  },
  "unused-javascript": {
    title: "Siden laster JavaScript den ikke bruker",
    detail:
      "En stor del av skriptene som hentes, brukes ikke på denne siden. Det tar tid å hente og å lese dem.",
    fix: "Fjern biblioteker og tillegg siden ikke trenger, og last resten bare der de brukes.",
  },
  "unused-css-rules": {
    title: "Siden laster CSS den ikke bruker",
    detail: "Stilarkene inneholder mye som ikke gjelder denne siden.",
    fix: "Fjern ubrukte stiler, eller del stilarket slik at hver side får det den trenger.",
  },
  "legacy-javascript-insight": {
    title: "Skriptene er bygget for gamle nettlesere",
    detail: "Koden har ekstra biter for nettlesere nesten ingen bruker lenger. Det gjør filene større.",
    fix: "Bygg skriptene for moderne nettlesere (Baseline) og dropp unødvendige polyfills.",
  },
  "third-parties-insight": {
    title: "Tredjepartstjenester gjør siden tregere",
    detail:
      "Skript fra andre tjenester – analyse, chat, annonser, innebygde videoer – tar mye av lastetiden.",
    fix: "Fjern det du ikke bruker, og last resten etter at siden er vist eller først når den besøkende ber om det.",
  },
  "dom-size-insight": {
    title: "Siden har svært mange elementer",
    detail: "HTML-en er så stor at nettleseren bruker lang tid på å tegne og oppdatere siden.",
    fix: "Forenkle oppsettet, og vis lange lister og menyer først når de trengs.",
  },
  "network-dependency-tree-insight": {
    title: "Filene hentes etter hverandre i lange kjeder",
    detail:
      "Nettleseren oppdager viktige filer først etter at andre filer er lastet, så ventetiden legges sammen.",
    fix: "Legg viktige filer direkte i HTML-en, og bruk preconnect mot andre domener siden henter fra tidlig.",
  },
  "forced-reflow-insight": {
    title: "Skript tvinger nettleseren til å regne ut oppsettet på nytt",
    detail: "Kode som leser og endrer størrelser om hverandre, gjør at siden hakker.",
    fix: "Les alle mål først og gjør endringene etterpå, gjerne i requestAnimationFrame.",
  },
  "cls-culprits-insight": {
    title: "Elementer som får innholdet til å hoppe",
    detail: "Lighthouse fant elementene som flytter på innholdet mens siden lastes.",
    fix: "Sett av plass til bilder, annonser og innebygd innhold med bredde og høyde eller aspect-ratio.",
  },
  "duplicated-javascript-insight": {
    title: "Samme JavaScript lastes flere ganger",
    detail: "Flere skript inneholder de samme bibliotekene.",
    fix: "Samle felles biblioteker i én fil, eller sørg for at bare én versjon lastes.",
  },
  "modern-http-insight": {
    title: "Serveren bruker en eldre HTTP-versjon",
    detail: "Uten HTTP/2 eller HTTP/3 må filene hentes færre om gangen.",
    fix: "Slå på HTTP/2 hos webhotellet eller i CDN-et; det er ofte bare en innstilling.",
  },
  "viewport-insight": {
    title: "Siden er ikke satt opp for mobil",
    detail:
      "Uten riktig viewport-innstilling venter mobilen før den reagerer på trykk, og siden kan vises i feil størrelse.",
    fix: 'Legg inn <meta name="viewport" content="width=device-width, initial-scale=1">.',
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
  "total-byte-weight": {
    title: "Siden er tung å laste ned",
    detail: "Alt siden henter til sammen er mye for en mobil på et vanlig nett.",
    fix: "Start med de største filene: bilder i riktig størrelse og format, og færre skript.",
  },
  "unminified-javascript": {
    title: "JavaScript er ikke minifisert",
    detail: "Skriptene sendes med mellomrom og kommentarer som bare gjør dem større.",
    fix: "Slå på minifisering i byggeverktøyet eller publiseringsløsningen.",
  },
  "unminified-css": {
    title: "CSS er ikke minifisert",
    detail: "Stilarkene sendes med mellomrom og kommentarer som bare gjør dem større.",
    fix: "Slå på minifisering i byggeverktøyet eller publiseringsløsningen.",
  },
  ...DIAGNOSTIC_TEXTS,
};
