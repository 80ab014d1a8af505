// Trades: plumbers, electricians, a painter, a carpenter, a cleaning company, a car workshop.

import { type CorpusEntry, site } from "./site.ts";

export const CRAFTS: CorpusEntry[] = [
  site("rorlegger-berg-sonn", "rørlegger; «&» i navnet, 24/7, årstall, telefonnummer", {
    brand: "Berg & Sønn",
    title: "Berg & Sønn Rørlegger – rørlegger i Bergen siden 1987",
    h1: ["Rørleggervakt i Bergen 24/7"],
    headings: ["Døgnvakt hele året", "Fast pris før vi starter", "Godkjent våtromsbedrift", "Kontakt oss"],
    paragraphs: [
      "Har du fått vannlekkasje eller tett avløp? Vi rykker ut døgnet rundt, også i helgene.",
      "Du får fast pris før vi starter, og vi rydder etter oss.",
      "Berg & Sønn har vært rørleggere i Bergen siden 1987. Vi er godkjent våtromsbedrift og har 14 ansatte.",
      "Ring 55 12 34 56 eller send oss en melding.",
    ],
    buttons: ["Ring 55 12 34 56"],
    links: [
      ["Berg & Sønn", "/"],
      ["Bestill befaring", "/befaring"],
    ],
  }),
  site("rorlegger-kort", "rørlegger; kort side, spørsmål til leseren", {
    brand: "Rørlegger Hansen",
    title: "Rørlegger Hansen",
    h1: ["Rørlegger i Bergen"],
    paragraphs: ["Trenger du rørlegger? Vi kommer samme dag."],
    links: [["Kontakt", "/kontakt"]],
  }),
  site("elektriker", "elektriker; tittel med firmanavn sist, «over 2 000 kunder», årstall", {
    brand: "Lysverket Elektro",
    title: "Elektriker i Drammen | Lysverket Elektro AS",
    h1: ["Autorisert elektriker i Drammen"],
    headings: ["Elbillader", "Varmekabler", "Smarthus"],
    paragraphs: [
      "Lysverket Elektro installerer elbillader, varmekabler og smarthus for private og bedrifter i Drammen og Lier. Du får svar innen 24 timer og fast pris på jobben.",
      "Vi har holdt på siden 2004 og har over 2 000 fornøyde kunder.",
    ],
    buttons: ["Få gratis befaring"],
    links: [["Lysverket Elektro", "/"]],
  }),
  site("maler", "maler; bare firmanavn som h1, telefonnummer", {
    brand: "Malermester Dahl",
    title: "Malermester Dahl",
    h1: ["Malermester Dahl"],
    paragraphs: [
      "Vi maler hus, hytter og leiligheter i Sandefjord og omegn. Ring 912 34 567 for en uforpliktende befaring.",
    ],
    links: [["Ring 912 34 567", "tel:91234567"]],
  }),
  site("tomrer", "tømrer; «&» i navnet, «innen 5 virkedager», årstall", {
    brand: "Solid Bygg & Tre",
    title: "Tømrer i Lillehammer | Solid Bygg & Tre",
    h1: ["Tømrer for rehabilitering, tilbygg og nye bad"],
    headings: ["Skriftlig tilbud", "Mesterbedrift", "Kontakt oss"],
    paragraphs: [
      "Solid Bygg & Tre hjelper deg med alt fra små reparasjoner til tilbygg. Du får skriftlig tilbud innen 5 virkedager, og vi holder avtalt tid.",
      "Tilbudet er gratis og uforpliktende.",
      "Mesterbedrift siden 2009.",
    ],
    buttons: ["Be om tilbud"],
  }),
  site("renhold", "renhold; firmanavn sist med AS, «du slipper»", {
    brand: "Glans Renhold",
    title: "Renholdsbyrå i Sandnes – Glans Renhold AS",
    h1: ["Vi vasker, du slipper"],
    paragraphs: [
      "Glans Renhold tilbyr kontorvask, trappevask og flyttevask for bedrifter og borettslag på Jæren. Du får fast renholder og faste tider, uten skjulte tillegg.",
      "Vi har vasket kontorer i Sandnes siden 2011.",
    ],
    buttons: ["Få tilbud"],
  }),
  site("bilverksted", "bilverksted; «&» i navnet, priser, «per sesong»", {
    brand: "Hansen Bil & Dekk",
    title: "Bilverksted i Kristiansand | Hansen Bil & Dekk",
    h1: ["EU-kontroll og service for alle bilmerker"],
    headings: ["Dekkskift og dekkhotell", "Godkjent verksted"],
    paragraphs: [
      "Hos Hansen Bil & Dekk får du EU-kontroll, service og dekkskift på ett sted.",
      "Dekkskift fra 690 kr. Dekkhotell for 1 290 kr per sesong.",
      "Vi følger bilprodusentens serviceprogram, så garantien gjelder.",
    ],
    buttons: ["Bestill time"],
    links: [["Hansen Bil & Dekk", "/"]],
  }),
];
