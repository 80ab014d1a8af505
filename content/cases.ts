// The three case studies (docs/brief/SPEC.md sections 2 and 3). Client names, links and logos live in the site
// configuration; the copy below refers to them through site.clients so a rename needs no code change.

import { site } from "./site.ts";
import type { CaseStudy } from "./types.ts";

export const caseStudies: CaseStudy[] = [
  {
    id: "styreportal",
    clientKey: "styreportal",
    icon: "landmark",
    title: "Digital styreportal med AI-chat",
    subtitle: "Styrearbeid samlet på ett sted, med en assistent som kjenner dokumentene",
    description: `${site.clients.styreportal.name} ville gjøre styrearbeid i borettslag og sameier enklere. Nå har de en styreportal der styret finner vedtak og protokoller på sekunder, signerer digitalt og spør en AI-chat om egne dokumenter.`,
    industry: "Eiendom og borettslag",
    challenges: [
      "Protokoller, avtaler og vedtak lå spredt i e-post, delte mapper og permer",
      "Styret brukte mange kvelder på å lete etter tidligere beslutninger",
      "Signering av protokoller tok flere runder på papir og e-post",
      "Styreleder, styremedlemmer, varamedlemmer og beboere trengte ulik tilgang",
    ],
    results: [
      "Styrene sparer mer enn 10 timer i måneden på administrasjon",
      "Over 200 aktive brukere i portalen",
      "Dokumentsøk på 3 sekunder i stedet for lange leteaksjoner",
      "Protokoller signeres digitalt, uten papir og purringer",
    ],
    metrics: [
      { value: "10+", label: "timer spart i måneden" },
      { value: "200+", label: "aktive brukere" },
      { value: "3 sek", label: "dokumentsøk" },
    ],
    tags: ["AI-assistert styrearbeid", "Dokumentautomatisering", "Digital signering"],
    image: {
      src: "/images/cases/styreportal.svg",
      alt: "Skjermbilde-illustrasjon av en styreportal med dokumentliste, signeringsknapp og et chatvindu med svar fra en AI-assistent",
      width: 1200,
      height: 800,
    },
    detailedDescription: `**Utgangspunktet**
${site.clients.styreportal.name} lager digitale verktøy for styrer i borettslag og sameier. Styrearbeid gjøres ofte på fritiden. Likevel gikk mye av tiden med til å lete etter papirer, sende dokumenter på e-post og samle inn signaturer.
• Dokumenter lå spredt i e-post, delte mapper og permer
• Det tok lang tid å finne tidligere vedtak og avtaler
• Protokoller ble signert på papir eller i flere runder på e-post
• Ulike roller trengte tilgang til ulike dokumenter
**Løsningen**
Løsningen er en styreportal der alt styrearbeid samles på ett sted. Kjernen er en AI-chat som kjenner styrets egne dokumenter. Du spør med vanlige ord, for eksempel «Hva bestemte vi om vaskeriet i fjor?», og får svar med henvisning til riktig protokoll.
• AI-chat som svarer ut fra styrets egne dokumenter, med kildehenvisning
• Maler som lager innkalling og protokoll ut fra sakslisten
• Digital signering av protokoller og vedtak
• Roller for styreleder, styremedlem, varamedlem og beboer, med tilgang tilpasset hver rolle
• Automatisk utlogging etter 15 minutter uten aktivitet
**Teknologien**
Portalen er en webapplikasjon som fungerer like godt på mobil som på PC. Dokumentene gjøres søkbare med embeddings i en vektordatabase. Språkmodellen får bare se dokumenter som brukeren selv har tilgang til. Slik holdes innhold fra lukkede styremøter utenfor svarene til beboerne.
• Semantisk søk i alle styrets dokumenter
• Tilgangsstyring per rolle, kontrollert før hvert søk
• Personvern bygget inn fra start, i tråd med GDPR
**Resultatet**
Styrene bruker mindre tid på papirarbeid og mer tid på sakene som betyr noe for beboerne. Nye styremedlemmer kommer raskere i gang, fordi historikken er lett å finne.
• Mer enn 10 timer spart i måneden
• Over 200 aktive brukere
• Dokumentsøk på 3 sekunder
• Færre e-poster og raskere signering`,
  },
  {
    id: "sandwichpanel",
    clientKey: "sandwichpanel",
    icon: "shopping-cart",
    title: "Nettbutikk for sandwichpaneler med priskalkulator",
    subtitle: "Fra tilbud på e-post til pris og bestilling på nett",
    description: `${site.clients.sandwichpanel.name} selger sandwichpaneler til tak og vegger. Nå har de en nettbutikk der kunden regner ut pris selv, får anbefalt riktig tilbehør og kan stille spørsmål til en chatbot. Alle forespørsler havner rett i CRM.`,
    industry: "Byggevarer",
    challenges: [
      "Prisen avhenger av lengde, tykkelse, kjerne og farge, så hvert tilbud ble laget for hånd",
      "Kundeservice svarte på de samme spørsmålene om mål, isolasjon og levering hver dag",
      "Kundene forlot nettsiden når de ikke fant pris eller svar",
      "Forespørsler lå spredt i innbokser, uten felles oppfølging",
    ],
    results: [
      "150 prosent økning i salg",
      "75 prosent færre henvendelser til kundeservice",
      "Besøkende bruker 500 prosent mer tid på nettstedet",
      "Alle forespørsler følges opp i ett CRM, med utregningen vedlagt",
    ],
    metrics: [
      { value: "150 %", label: "økning i salg" },
      { value: "75 %", label: "færre henvendelser til kundeservice" },
      { value: "500 %", label: "mer tid på nettstedet" },
    ],
    tags: ["AI-anbefalinger", "Intelligent priskalkulator", "Chatbot"],
    image: {
      src: "/images/cases/sandwichpanel.svg",
      alt: "Illustrasjon av en nettbutikk for sandwichpaneler med priskalkulator, produktbilder og et chatvindu",
      width: 1200,
      height: 800,
    },
    detailedDescription: `**Utgangspunktet**
${site.clients.sandwichpanel.name} selger sandwichpaneler til tak og vegger i næringsbygg, landbruk og kjølerom. Hvert panel har mange valg: lengde, tykkelse, kjernemateriale og farge. Før måtte kunden sende en forespørsel og vente på et tilbud. Mange ga opp underveis.
• Hvert tilbud ble regnet ut for hånd
• Kundeservice fikk de samme spørsmålene hver dag
• Kunder forlot nettsiden uten å finne pris eller svar
• Forespørsler ble fulgt opp i ulike innbokser
**Løsningen**
Løsningen er en nettbutikk der du som kunde gjør jobben selv, med hjelp der du trenger det. Du legger inn mål og ønsket panel, og kalkulatoren regner ut pris og materialliste med en gang.
• Intelligent priskalkulator som tar hensyn til mål, tykkelse, kjerne og farge
• AI-anbefalinger av tilbehør som lister, beslag og skruer, basert på det du har valgt
• Chatbot som svarer på spørsmål om isolasjon, montering og levering ut fra produktdokumentasjonen
• Integrasjon med CRM, slik at hver forespørsel kommer inn med utregningen vedlagt
**Teknologien**
Butikken er bygget som en rask webapplikasjon med en egen prismotor. Prisreglene ligger ett sted og styres av ${site.clients.sandwichpanel.name} selv. Chatboten bruker en språkmodell som bare svarer ut fra godkjent produktinformasjon. Når den ikke vet svaret, sender den saken videre til en selger.
• Prisregler som kan endres uten ny utvikling
• Chatbot med tydelig overlevering til mennesker
• Kundedata behandles i CRM i tråd med GDPR
**Resultatet**
Kundene får svar og pris når de trenger det, også utenfor kontortid. Selgerne bruker tiden på kunder som er klare til å kjøpe, i stedet for å regne ut tilbud.
• 150 prosent økning i salg
• 75 prosent mindre support
• 500 prosent mer tid på nettstedet
• Én felles oversikt over alle forespørsler`,
  },
  {
    id: "finansanalyse",
    clientKey: "finansanalyse",
    icon: "line-chart",
    title: "Plattform for finansanalyse med sanntidsdata",
    subtitle: "Markedsdata, analyse og rapporter i én løsning",
    description: `${site.clients.finansanalyse.name} trengte én plattform for markedsdata og analyse. Nå har de en løsning som henter kursdata via en strømmende markedsdataprotokoll med under 100 ms forsinkelse, og som lager AI-sammendrag og rapporter automatisk.`,
    industry: "Finans",
    challenges: [
      "Markedsdata kom fra flere kilder med ulike formater og forsinkelser",
      "Analytikerne brukte mye tid på å lage rapporter for hånd",
      "Store datamengder gjorde de gamle verktøyene trege",
      "Strenge krav til sikkerhet, sporbarhet og personvern",
    ],
    results: [
      "Kursdata vises med under 100 ms forsinkelse",
      "Markedsbevegelser oppsummeres med lenke til dataene bak",
      "Faste rapporter lages automatisk",
      "Analytikerne jobber i ett verktøy i stedet for flere",
    ],
    metrics: [
      { value: "Under 100 ms", label: "fra kurs til skjerm" },
      { value: "Sanntid", label: "markedsdata, varsler og sammendrag" },
      { value: "Ett verktøy", label: "for analyse og rapporter" },
    ],
    tags: ["Markedsdata i sanntid", "AI-sammendrag", "Automatiske rapporter"],
    image: {
      src: "/images/cases/finansanalyse.svg",
      alt: "Illustrasjon av et analysepanel med kursgrafer, en liste med varsler og et kort AI-sammendrag av markedet",
      width: 1200,
      height: 800,
    },
    detailedDescription: `**Utgangspunktet**
${site.clients.finansanalyse.name} lager verktøy for analytikere og investorer. Teamet hentet data fra flere kilder, i ulike formater og med ulik forsinkelse. Rapporter ble satt sammen for hånd. Det tok tid, og det var lett å gjøre feil.
• Markedsdata fra flere kilder som ikke snakket sammen
• Forsinkelser gjorde det vanskelig å reagere på endringer
• Faste rapporter krevde mye manuelt arbeid
• Strenge krav til sikkerhet og sporbarhet
**Løsningen**
Løsningen er en plattform som samler markedsdata, analyse og rapporter på ett sted. Kursdata strømmes inn via en standard protokoll for markedsdata, som FIX, og vises med under 100 ms forsinkelse.
• Strømming av kurs- og ordredata via en standard markedsdataprotokoll
• Dashbord med grafer, nøkkeltall og egne varsler
• AI-sammendrag av markedsbevegelser, med lenke til dataene bak
• Automatiske rapporter som analytikeren kontrollerer før de sendes ut
**Teknologien**
Dataene normaliseres til ett felles format i det øyeblikket de kommer inn. De lagres i en database laget for tidsserier og sendes videre til nettleseren over en fast forbindelse. Språkmodellen lager bare sammendrag og utkast. Den gir ikke investeringsråd, og analytikeren tar alle beslutninger.
• Felles dataformat for alle kilder
• Tidsseriedatabase for rask historikk
• Full logging av hvem som så og endret hva
• Tilgangsstyring og personvern i tråd med GDPR
**Resultatet**
Analytikerne ser endringer i markedet nesten med en gang og bruker mindre tid på rutinearbeid. Rapportene følger samme mal hver gang, og kildene er lette å etterprøve.
• Under 100 ms forsinkelse på markedsdata
• Kursdata, varsler og sammendrag i sanntid
• Faste rapporter som lages automatisk
• Ett verktøy i stedet for flere`,
  },
];
