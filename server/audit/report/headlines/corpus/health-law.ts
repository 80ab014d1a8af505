// Clinics, care and counsel: a dental clinic, a physiotherapist, a law firm, a psychologist writing
// as «jeg», a vet, a hair salon, a foot therapist whose name is written in lower case.

import { type CorpusEntry, site } from "./site.ts";

export const HEALTH_AND_LAW: CorpusEntry[] = [
  site("tannklinikk", "tannklinikk; spørsmål til leseren, telefonnummer, «under 19 år»", {
    brand: "Nordlys Tannklinikk",
    title: "Tannlege i Tromsø – Nordlys Tannklinikk",
    h1: ["Trygg tannbehandling for hele familien"],
    headings: ["Redd for tannlegen?", "Akutt tannpine", "Barn og ungdom"],
    paragraphs: [
      "Nordlys Tannklinikk tilbyr undersøkelse, tannrens og akutthjelp i sentrum av Tromsø.",
      "Vi tar oss god tid, og du får alltid vite prisen før behandlingen starter.",
      "Ring 77 60 12 34, så får du time samme dag.",
      "Barn og ungdom under 19 år behandles gratis av den offentlige tannhelsetjenesten.",
    ],
    buttons: ["Bestill time"],
    links: [["Nordlys Tannklinikk", "/"]],
  }),
  site("fysioterapeut", "fysioterapeut; «innen 3 virkedager», åpningstider", {
    brand: "Fysio Vest",
    title: "Fysio Vest | Fysioterapi i Haugesund",
    h1: ["Fysioterapeut i Haugesund"],
    paragraphs: [
      "Har du vondt i ryggen, nakken eller skulderen? Hos Fysio Vest får du time innen 3 virkedager, uten henvisning fra lege.",
      "Vi har avtale med Helfo, så du betaler bare egenandel. Åpent 07.30–20.00 på hverdager.",
    ],
    buttons: ["Bestill time"],
    links: [["Fysio Vest", "/"]],
  }),
  site("advokat", "advokatfirma; «&» i navnet, spenn «5–50 ansatte», «30 minutter», årstall", {
    brand: "Advokatfirmaet Lund & Aas",
    title: "Advokatfirmaet Lund & Aas | Advokat i Oslo",
    h1: ["Advokat for små og mellomstore bedrifter"],
    headings: ["Kontrakter", "Arbeidsrett", "Tvister", "Om oss"],
    paragraphs: [
      "Advokatfirmaet Lund & Aas bistår bedrifter med 5–50 ansatte med kontrakter, arbeidsrett og tvister. Du får en fast kontaktperson og et prisoverslag før vi starter.",
      "Vi skriver og gjennomgår avtaler med kunder, leverandører og ansatte.",
      "Oppsigelser, permitteringer og arbeidsavtaler.",
      "Vi forhandler først og går til retten bare når det lønner seg for deg.",
      "Etablert 1998. Første samtale på 30 minutter er gratis.",
    ],
    buttons: ["Avtal en gratis samtale"],
  }),
  site("psykolog", "psykolog; skriver som «jeg», navn sist i tittelen, pris", {
    brand: "Ingrid Solberg",
    title: "Psykolog i Trondheim | Ingrid Solberg",
    h1: ["Samtaleterapi for voksne"],
    paragraphs: [
      "Jeg tilbyr samtaleterapi for voksne med angst, depresjon og utbrenthet. Du trenger ikke henvisning, og du får time innen 2 uker.",
      "Timepris 1 350 kr. Timene varer 45 minutter.",
    ],
    buttons: ["Ta kontakt"],
  }),
  site("veterinaer", "veterinær; telefontid «08–16», pris", {
    brand: null,
    title: "Dyreklinikken i Moss | Veterinær for hund og katt",
    h1: ["Veterinær for hund og katt i Moss"],
    paragraphs: [
      "Vi behandler hund, katt og smådyr. Du får time samme dag ved akutt sykdom.",
      "Vaksinering fra 650 kr. Ring 69 25 10 10 hverdager 08–16.",
    ],
    buttons: ["Bestill time"],
  }),
  site("frisor", "frisørsalong; «&» i navnet først i tittelen, «Velkommen til …», priser, åpningstider", {
    brand: "Saks & Stil",
    title: "Saks & Stil – frisør på Grünerløkka",
    h1: ["Velkommen til Saks & Stil"],
    paragraphs: [
      "Hos oss får du klipp, farge og styling i rolige omgivelser. Herreklipp fra 490 kr, dameklipp fra 690 kr.",
      "Åpningstider: man–fre 10–19, lør 10–16. Telefon 22 35 81 90.",
    ],
    buttons: ["Book time"],
    links: [["Saks & Stil", "/"]],
  }),
  site("fotterapeut", "fotterapeut; firmanavnet skrives med liten forbokstav", {
    brand: "frisk fot",
    title: "frisk fot – fotterapeut i Asker",
    h1: ["Fotterapi i Asker"],
    paragraphs: [
      "frisk fot behandler liktorn, nedgrodde negler og diabetesføtter. Du får time innen en uke, og behandlingen tar 45 minutter.",
    ],
    buttons: ["Bestill time"],
    links: [["frisk fot", "/"]],
  }),
];
