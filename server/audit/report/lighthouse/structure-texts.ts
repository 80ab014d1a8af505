import type { AuditText } from "./texts.ts";

// Our Norwegian for Lighthouse's accessibility audits of forms, tables, lists, language and page
// structure (decision 022).

export const STRUCTURE_TEXTS: Record<string, AuditText> = {
  accesskeys: {
    title: "Samme hurtigtast er brukt flere ganger",
    detail:
      "Flere elementer har samme hurtigtast (accesskey). Tastaturbrukere som trykker den, havner ikke der de forventer.",
    fix: "Gi hver hurtigtast sin egen bokstav, eller fjern accesskey. Slike taster kolliderer ofte med nettleserens egne snarveier.",
  },
  "definition-list": {
    title: "Ordlister er kodet feil",
    detail:
      "En <dl> inneholder annet enn begreper (<dt>) og forklaringer (<dd>) i riktig rekkefølge, så skjermlesere leser den forvirrende opp.",
    fix: "La <dl> bare inneholde par av <dt> og <dd>, eventuelt samlet i <div>.",
  },
  dlitem: {
    title: "Begreper og forklaringer står utenfor en ordliste",
    detail:
      "<dt> og <dd> står ikke inne i en <dl>, så skjermlesere forstår ikke at begrep og forklaring hører sammen.",
    fix: "Legg <dt> og <dd> inne i en <dl>.",
  },
  "form-field-multiple-labels": {
    title: "Skjemafelt med flere ledetekster",
    detail:
      "Noen felt er koblet til mer enn én <label>. Skjermlesere leser da den første, den siste eller alle, og brukeren blir usikker på hva som skal fylles inn.",
    fix: "Koble hvert felt til én ledetekst. Trengs det mer forklaring, kobler du den til med aria-describedby.",
  },
  "html-xml-lang-mismatch": {
    title: "Siden oppgir to ulike språk",
    detail:
      "<html> har både lang og xml:lang, men med forskjellig språk. Skjermlesere kan da lese teksten med feil uttale.",
    fix: 'Gi begge samme språk, for eksempel lang="nb" og xml:lang="nb", eller fjern xml:lang.',
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
  "meta-refresh": {
    title: "Siden laster seg selv på nytt",
    detail:
      "Siden laster seg på nytt eller går til en annen side av seg selv etter en stund. Den besøkende mister plassen midt i lesingen, og skjermlesere begynner på toppen igjen.",
    fix: 'Fjern <meta http-equiv="refresh">. Skal siden flyttes, bruk en permanent videresending (301) på serveren.',
  },
  "object-alt": {
    title: "Innebygde objekter uten alternativ tekst",
    detail:
      "Innhold lagt inn med <object>, for eksempel en PDF, et kart eller en animasjon, har ingen tekst skjermlesere kan lese opp.",
    fix: "Gi <object> en aria-label eller title som sier hva det viser.",
  },
  "td-headers-attr": {
    title: "Tabellceller viser til overskrifter som ikke finnes",
    detail:
      "Noen celler peker med headers-attributtet på en overskrift som ikke finnes i samme tabell. Skjermlesere kan da ikke si hvilken kolonne eller rad cellen hører til.",
    fix: "La headers bare peke på id-ene til overskriftscellene (<th>) i samme tabell, eller fjern headers og bruk scope på overskriftene.",
  },
  "th-has-data-cells": {
    title: "Tabelloverskrifter uten celler under",
    detail:
      "Noen tabelloverskrifter (<th>) hører ikke til noen celler. Skjermleserbrukere som går gjennom tabellen, får overskrifter som ikke beskriver noe.",
    fix: "Fjern tomme kolonner og rader, eller gjør overskriften til en vanlig celle.",
  },
  "valid-lang": {
    title: "Ugyldig språkkode på deler av siden",
    detail:
      "Deler av siden har et lang-attributt med en språkkode som ikke finnes. Skjermlesere kan da lese teksten med feil uttale.",
    fix: 'Bruk gyldige koder, for eksempel lang="en" for engelsk og lang="nb" for bokmål.',
  },
  "autocomplete-valid": {
    title: "Skjemafelt med feil verdi for autoutfylling",
    detail:
      "Noen felt har en autocomplete-verdi nettleseren ikke kjenner igjen. Da kan den ikke fylle inn navn, e-post og adresse for den besøkende, og hjelpemidler vet ikke hva feltet gjelder.",
    fix: 'Bruk standardverdiene, for eksempel autocomplete="name", "email", "tel" og "postal-code".',
  },
  "table-duplicate-name": {
    title: "Tabeller har samme tekst i tittel og sammendrag",
    detail:
      "Tabellens tittel (<caption>) og sammendrag (summary) er like, så skjermlesere leser det samme to ganger.",
    fix: "La <caption> være tabellens tittel, og fjern summary eller la den forklare hvordan tabellen er bygd opp.",
  },
  "empty-heading": {
    title: "Tomme overskrifter",
    detail:
      "Noen overskrifter har ingen tekst, eller tekst som er skjult for skjermlesere. Skjermleserbrukere som hopper mellom overskrifter, hører bare «overskrift».",
    fix: "Gi overskriften tekst, eller fjern den hvis den bare brukes til luft eller pynt.",
  },
  "image-redundant-alt": {
    title: "Bilder gjentar teksten ved siden av",
    detail:
      "Alt-teksten er den samme som teksten rett ved bildet, så skjermlesere leser det samme to ganger.",
    fix: 'Skriv en alt-tekst som sier noe nytt om bildet, eller bruk alt="" hvis teksten ved siden av sier alt.',
  },
  "identical-links-same-purpose": {
    title: "Lenker med samme tekst går til ulike sider",
    detail:
      "Flere lenker heter det samme, for eksempel «Les mer», men fører til forskjellige sider. Skjermleserbrukere som får lenkene lest opp i en liste, kan ikke skille dem.",
    fix: "Gi hver lenke en tekst som sier hvor den går, for eksempel «Les mer om regnskap».",
  },
  "label-content-name-mismatch": {
    title: "Synlig tekst og opplest navn er ulike",
    detail:
      "Noen knapper eller lenker har en aria-label som ikke inneholder teksten som vises. Den som styrer med stemmen, sier det de ser, og ingenting skjer.",
    fix: "La aria-label begynne med den synlige teksten, eller fjern aria-label.",
  },
  "table-fake-caption": {
    title: "Tabelltitler står i en vanlig celle",
    detail:
      "Tittelen på tabellen står i en celle som strekker seg over alle kolonnene, ikke i en ekte tabelltittel. Skjermlesere forstår ikke at det er tittelen.",
    fix: "Flytt tittelen til et <caption>-element rett etter <table>.",
  },
  "td-has-header": {
    title: "Store tabeller uten overskrifter",
    detail:
      "Cellene i en tabell på minst tre ganger tre har ingen kolonne- eller radoverskrift. Skjermleserbrukere hører tallene uten å vite hva de gjelder.",
    fix: "Gjør første rad, og eventuelt første kolonne, til overskrifter med <th>.",
  },
};
