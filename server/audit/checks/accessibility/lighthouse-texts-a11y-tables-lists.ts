import type { Finding } from "#app/lib/audit-report.ts";

// Our Norwegian for the audits in Lighthouse's accessibility group a11y-tables-lists (“Tables and
// lists”), part of accessibility's table ./lighthouse-texts.ts (decision 022).

export const A11Y_TABLES_LISTS_TEXTS: Record<string, Pick<Finding, "title" | "detail" | "fix">> = {
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
};
