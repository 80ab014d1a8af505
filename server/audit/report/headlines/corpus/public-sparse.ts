// Public bodies and clubs, and the pages with too little to go on: a municipality, a kindergarten,
// a sports club, a logo with «Velkommen», a page under construction, a welcome page full of numbers.

import { type CorpusEntry, site } from "./site.ts";

export const PUBLIC_AND_SPARSE: CorpusEntry[] = [
  site("kommune", "kommune; dato og klokkeslett, sentralbord, åpningstider", {
    brand: "Fjordvik kommune",
    title: "Forside - Fjordvik kommune",
    h1: ["Fjordvik kommune"],
    headings: ["Aktuelt", "Selvbetjening", "Ledige stillinger", "Kontakt kommunen"],
    paragraphs: [
      "Her finner du informasjon om tjenester, søknader og politiske saker i Fjordvik kommune.",
      "Kommunestyret møtes 12. juni kl. 18.00 i rådhuset.",
      "Søk om barnehageplass, byggetillatelse eller kommunale tjenester på nett.",
      "Se ledige stillinger i skole, helse og teknisk drift.",
      "Servicetorget har åpent mandag–fredag kl. 08.00–15.30. Sentralbord: 74 12 00 00.",
    ],
    links: [
      ["Søk barnehageplass", "/barnehage"],
      ["Meld feil på vei og vann", "/meld-feil"],
      ["Les mer", "/aktuelt"],
    ],
  }),
  site("barnehage", "barnehage; «Velkommen til …», søknadsfrist «1. mars», åpningstid", {
    brand: "Solsikken barnehage",
    title: "Solsikken barnehage",
    h1: ["Velkommen til Solsikken barnehage"],
    paragraphs: [
      "Solsikken er en privat barnehage med 54 barn fordelt på tre avdelinger. Vi legger vekt på lek, natur og friluftsliv, og er ute hver dag hele året.",
      "Åpningstid 07.00–17.00. Søknadsfrist for hovedopptaket er 1. mars.",
    ],
    links: [
      ["Søk plass", "/opptak"],
      ["Om oss", "/om"],
    ],
  }),
  site("idrettslag", "idrettslag; forkortelse «IL», pris 0 kr, «første tirsdag i måneden»", {
    brand: "Fjordby IL",
    title: "Fjordby IL – fotball, håndball og ski for alle",
    h1: ["Velkommen til Fjordby IL"],
    paragraphs: [
      "Fjordby IL har over 800 medlemmer og tilbud for barn fra 6 år. Treningsavgiften er 0 kr for første sesong.",
      "Styret møtes første tirsdag i måneden.",
    ],
    links: [
      ["Bli medlem", "/medlem"],
      ["Terminliste", "/terminliste"],
    ],
  }),
  site("bare-logo", "bare logo og «Velkommen»", {
    brand: "Solbakken Gartneri",
    title: "Velkommen",
    h1: ["Velkommen"],
    links: [["Solbakken Gartneri", "/"]],
  }),
  site("kommer-snart", "side under arbeid: «Hjem» og «Kommer snart»", {
    brand: null,
    title: "Hjem",
    h1: ["Hjem"],
    paragraphs: ["Kommer snart."],
  }),
  site("velkommen-tall", "«Velkommen» med mange tall som ikke er fakta: årstall, telefon, åpningstider", {
    brand: "Haugen Elektro",
    title: "Velkommen | Haugen Elektro",
    h1: ["Velkommen"],
    paragraphs: [
      "Haugen Elektro ble startet i 1979. Vi holder til i Storgata 12, 3916 Porsgrunn.",
      "Telefon: +47 35 55 12 12. Åpent mandag–fredag kl. 07.00–15.00, lørdag 10:00–14:00.",
      "Sommerstengt fra 8. juli til 2. august. Org.nr. 912 345 678.",
    ],
    links: [["Kontakt", "/kontakt"]],
  }),
];
