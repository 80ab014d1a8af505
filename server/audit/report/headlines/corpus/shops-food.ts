// Shops, food and lodging: a restaurant, a café, a bakery, a bike shop, an online clothing shop, a
// florist, a farm shop, a lunch caterer written in capitals, a hotel.

import { type CorpusEntry, site } from "./site.ts";

export const SHOPS_AND_FOOD: CorpusEntry[] = [
  site("restaurant", "restaurant; åpningstider «fra kl. 16.00», priser", {
    brand: "Restaurant Havgapet",
    title: "Restaurant Havgapet | Sjømat i Ålesund",
    h1: ["Sjømat fra havet utenfor døra"],
    paragraphs: [
      "Havgapet serverer fisk og skalldyr fra lokale fiskere, rett fra båten til bordet. Vi har åpent tirsdag–søndag fra kl. 16.00.",
      "Tre retter for 695 kr. Vinmeny fra 450 kr.",
    ],
    buttons: ["Bestill bord"],
    links: [["Restaurant Havgapet", "/"]],
  }),
  site("kafe", "kafé; h1 er bare navnet, åpningstider «08–18», ingen handlingsknapp", {
    brand: "Kaffebønna",
    title: "Kaffebønna",
    h1: ["Kaffebønna"],
    paragraphs: ["Kaffe, bakst og lunsj i hjertet av Bodø. Åpent alle dager 08–18."],
    links: [
      ["Instagram", "https://instagram.com/"],
      ["Finn oss", "/kart"],
    ],
  }),
  site("bakeri", "bakeri; «&» i navnet først i tittelen, «senest 3 dager før», åpningstider", {
    brand: "Mel & Ild",
    title: "Mel & Ild – surdeigsbakeri på Frogner",
    h1: ["Surdeigsbrød bakt hver morgen"],
    paragraphs: [
      "Vi baker surdeigsbrød, kanelboller og croissanter fra bunnen av, hver dag fra klokken fire. Bestill kake til bursdag eller bryllup senest 3 dager før.",
      "Åpent man–lør 07.00–17.00.",
    ],
    buttons: ["Bestill kake"],
    links: [["Mel & Ild", "/"]],
  }),
  site("sykkelbutikk", "sykkelbutikk; klokkeslett som løfte, pris, «el-sykler»", {
    brand: "Sykkelverkstedet Eik",
    title: "Sykkelverkstedet Eik | Sykler og service i Trondheim",
    h1: ["Sykkelservice på dagen"],
    paragraphs: [
      "Lever sykkelen før klokken 10, så er den klar klokken 16 samme dag. Vårservice fra 890 kr.",
      "Vi selger el-sykler, barnesykler og utstyr fra kjente merker.",
    ],
    buttons: ["Bestill service"],
  }),
  site("nettbutikk-klaer", "nettbutikk; navn i store bokstaver, engelske lånord, «fri frakt over 800 kr»", {
    brand: "NORDLI",
    title: "NORDLI Clothing | Klær i ull og lin – fri frakt over 800 kr",
    h1: ["Nye klær i ull og lin"],
    headings: ["Sale", "Nyheter", "Bestselgere"],
    paragraphs: [
      "Alle plaggene våre er laget i Europa av sertifisert ull og lin. Du får fri frakt over 800 kr og 30 dagers åpent kjøp.",
      "Opptil 40 % på utvalgte plagg.",
    ],
    buttons: ["Handle nå"],
    links: [["NORDLI", "/"]],
  }),
  site("blomster", "blomsterbutikk; firmanavn først i tittelen, «før kl. 12», åpningstider", {
    brand: "Blomsterstua",
    title: "Blomsterstua – blomster og buketter i Larvik",
    h1: ["Blomster til alle anledninger"],
    paragraphs: [
      "Vi lager buketter, bårebuketter og brudebuketter på bestilling. Bestill før kl. 12, så leverer vi samme dag i Larvik sentrum.",
      "Åpent man–fre 09–17, lør 10–15.",
    ],
    buttons: ["Bestill bukett"],
  }),
  site("gardsbutikk", "gårdsbutikk; datoer «1. mai til 30. september», åpningstider, ingen knapp", {
    brand: null,
    title: "Gårdsbutikken på Li gård",
    h1: ["Lokal mat rett fra gården"],
    paragraphs: [
      "I gårdsbutikken selger vi egg, poteter, honning og lammekjøtt fra egen gård.",
      "Åpent fredag 12–18 og lørdag 10–15 fra 1. mai til 30. september.",
    ],
    links: [["Finn veien", "/kart"]],
  }),
  site("lunsjlevering", "lunsjlevering; navn i store bokstaver med AS, spenn «10 til 500», klokkeslett", {
    brand: "Matboksen",
    title: "MATBOKSEN AS – lunsj levert på jobben i Bergen",
    h1: ["Lunsj levert på jobben"],
    paragraphs: [
      "Matboksen leverer sunn lunsj til bedrifter fra 10 til 500 ansatte. Bestill innen kl. 14.00 dagen før, så får du maten levert før kl. 11.30.",
      "Fra 119 kr per kuvert.",
    ],
    buttons: ["Prøv en uke gratis"],
  }),
  site("hotell", "hotell; engelsk «ski in/ski out», «200 meter», pris per natt", {
    brand: "Fjellstua Hotell",
    title: "Fjellstua Hotell | Hotell i Hemsedal",
    h1: ["Ski in/ski out i Hemsedal"],
    paragraphs: [
      "Fjellstua Hotell ligger midt i bakken, 200 meter fra heisen. Du får frokostbuffet, badstue og gratis parkering.",
      "Dobbeltrom fra 1 490 kr per natt.",
    ],
    buttons: ["Book rom"],
    links: [["Fjellstua Hotell", "/"]],
  }),
];
