// Services for businesses and households: accounting, IT, a web agency, an architect, an estate
// agent, a gym, a driving school, a removal firm.

import { type CorpusEntry, site } from "./site.ts";

export const SERVICES: CorpusEntry[] = [
  site("regnskap-fixture", "regnskap; testsiden bak eksempelrapporten («den 5. hver måned», årstall)", {
    brand: "Tallkraft",
    title: "Regnskap for små bedrifter i Stavanger | Tallkraft",
    h1: ["Spar 10 timer i måneden på regnskapet"],
    headings: ["Dette får du"],
    paragraphs: [
      "Du sender bilagene, vi fører regnskapet. Du får en rapport den 5. hver måned og svar innen 24 timer.",
      "Fast pris fra dag én. Over 120 bedrifter i Rogaland har spart tid med oss siden 2015.",
    ],
    buttons: ["Book gratis samtale"],
    links: [
      ["Tallkraft", "/"],
      ["Se priser på regnskap", "/priser"],
    ],
  }),
  site("regnskap-velkommen", "regnskap; firmanavn først i tittelen, h1 «Velkommen»", {
    brand: "Tallkraft",
    title: "Tallkraft – regnskap for små bedrifter i Stavanger",
    h1: ["Velkommen"],
    paragraphs: [
      "Du sender bilagene, vi fører regnskapet. Du får en rapport den 5. hver måned og svar innen 24 timer.",
      "Over 120 bedrifter i Rogaland har spart tid med oss siden 2015.",
    ],
    buttons: ["Book gratis samtale"],
  }),
  site("it-drift", "IT-drift; spenn «5–50 ansatte» (og «5 - 50»), engelske lånord, årstall", {
    brand: "Nettverk Nord",
    title: "IT-drift for bedrifter med 5–50 ansatte | Nettverk Nord AS",
    h1: ["IT som bare virker"],
    headings: ["Helpdesk", "Microsoft 365 og sky", "Sikkerhet"],
    paragraphs: [
      "Nettverk Nord drifter PC-er, nettverk og Microsoft 365 for bedrifter med 5 - 50 ansatte i Nord-Norge. Du får fast månedspris og helpdesk som svarer innen 30 minutter.",
      "Ring eller send en e-post, så tar en tekniker saken med en gang.",
      "Vi setter opp og drifter skytjenester, backup og onboarding av nye ansatte.",
      "Vi har drevet med IT-drift siden 2006.",
    ],
    buttons: ["Book en gratis IT-gjennomgang"],
  }),
  site("webbyra", "webbyrå; engelske lånord (SEO, Google Ads, hosting), «på 6 uker»", {
    brand: "Pixelfabrikken",
    title: "Pixelfabrikken – webdesign og markedsføring i Oslo",
    h1: ["Vi lager nettsider som selger"],
    paragraphs: [
      "Pixelfabrikken er et digitalbyrå i Oslo. Vi hjelper bedrifter med webdesign, SEO og Google Ads.",
      "Du får en ny nettside på 6 uker, og vi tar ansvar for hosting og support.",
    ],
    buttons: ["Få et uforpliktende tilbud"],
  }),
  site("fjellvik", "vårt eget byrå; firmanavn først, tilbudet er en liste med «AI»", {
    brand: "Fjellvik Digital",
    title: "Fjellvik Digital – nettsider, webapplikasjoner og AI",
    h1: ["Nettsider og AI som sparer deg tid"],
    paragraphs: [
      "Vi lager nettsider, webapplikasjoner og AI-løsninger for bedrifter i Rogaland. Du får svar innen 24 timer og en fast kontaktperson.",
    ],
    buttons: ["Book gratis samtale"],
    links: [["Fjellvik Digital", "/"]],
  }),
  site("arkitekt", "arkitekt; firmanavn først i tittelen, «innen 3 uker»", {
    brand: "Studio Lind Arkitekter",
    title: "Studio Lind Arkitekter – arkitekt for bolig og hytte",
    h1: ["Arkitekttegnet hytte, tilpasset tomta"],
    paragraphs: [
      "Vi tegner eneboliger, hytter og tilbygg. Du får skisser innen 3 uker og hjelp med byggesøknaden til kommunen.",
    ],
    buttons: ["Book et uforpliktende møte"],
  }),
  site("eiendomsmegler", "eiendomsmegler; desimaltall «1,2 %», «i fjor»", {
    brand: "Brygge Eiendom",
    title: "Eiendomsmegler i Bergen | Brygge Eiendom",
    h1: ["Selg boligen din med Brygge Eiendom"],
    paragraphs: [
      "Du får gratis verdivurdering og en fast megler som følger deg fra visning til kontrakt. Vi solgte 312 boliger i Bergen i fjor.",
      "Provisjon fra 1,2 %.",
    ],
    buttons: ["Bestill gratis verdivurdering"],
  }),
  site("treningssenter", "treningssenter; «24/7», engelske lånord (gym, crossfit, personal trainer), pris", {
    brand: "Puls Gym",
    title: "Puls Gym – treningssenter på Lambertseter",
    h1: ["Tren når det passer deg"],
    paragraphs: [
      "Puls Gym har åpent 24/7 for medlemmer. Du får tilgang til gruppetimer, crossfit og personal trainer.",
      "Medlemskap fra 299 kr i måneden, uten bindingstid.",
    ],
    buttons: ["Prøv gratis i 7 dager", "Bli medlem"],
  }),
  site("trafikkskole", "trafikkskole; brøk «9 av 10», årstall, pris «fra 24 900 kr»", {
    brand: "Kjør Trygt Trafikkskole",
    title: "Kjør Trygt Trafikkskole | Lappen i Fredrikstad",
    h1: ["Ta lappen i Fredrikstad"],
    paragraphs: [
      "Kjør Trygt Trafikkskole har lært bort bilkjøring siden 1992. Over 9 av 10 elever består oppkjøringen på første forsøk.",
      "Du kan kjøre på kveldstid og i helgene. Pakkepris klasse B fra 24 900 kr.",
    ],
    buttons: ["Meld deg på"],
  }),
  site("flyttebyra", "flyttebyrå; «&» og AS først i tittelen, «30 års erfaring»", {
    brand: "Frakt & Flytt",
    title: "Frakt & Flytt AS – transport og flytting i Viken",
    h1: ["Flyttebyrå med fast pris"],
    paragraphs: [
      "Frakt & Flytt flytter privatpersoner og bedrifter i hele Viken. Du får fast pris etter en gratis befaring, og vi pakker for deg om du vil.",
      "Vi har 12 lastebiler og 30 års erfaring.",
    ],
    buttons: ["Få pristilbud"],
  }),
];
