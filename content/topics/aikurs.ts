// Copy for the AI courses group: the overview /aikurs and its six course pages /aikurs/{slug}
// (docs/brief/SPEC.md section 2). No prices, no dates; the certificate is our own course certificate.

import { site } from "../site.ts";
import type { CategoryCopy, ServiceTopic } from "../types.ts";

export const aikursCopy: CategoryCopy = {
  key: "aikurs",
  title: "AI-kurs som gjør teamet ditt trygt på kunstig intelligens",
  intro:
    "Kursene lærer dere å bruke AI i det daglige arbeidet. Dere øver på egne oppgaver, digitalt eller hos dere. Alle som fullfører, får et kursbevis, og vi følger opp når spørsmålene kommer.",
  metaDescription:
    "Praktiske AI-kurs for bedrifter: grunnleggende AI, ChatGPT og AI-verktøy. Øv på egne oppgaver, digitalt eller på stedet, og få kursbevis.",
  topicsHeading: "Velg kurset som passer dere",
};

export const aikursTopics: ServiceTopic[] = [
  {
    slug: "grunnleggende-ai-konsepter",
    title: "Grunnleggende AI-konsepter",
    promise: "Du forstår hva AI kan, og hvor grensene går",
    description:
      "Forstå hva AI er, hva det kan og hvor grensene går. Du får et felles språk for å vurdere AI i egen bedrift.",
    highlights: [
      "Ingen forkunnskaper kreves",
      "Hva AI kan og ikke kan",
      "Eksempler fra egen arbeidsdag",
      "Risiko, personvern og ansvar",
    ],
    text: [
      "Alle snakker om kunstig intelligens, men få har tid til å sette seg inn i det. Mange møter derfor AI med for stor tro eller for stor skepsis. Begge deler gjør det vanskelig å ta gode valg.",
      "Dette kurset gir deg grunnlaget. Du trenger ingen forkunnskaper om teknologi. Vi forklarer med vanlige ord hva AI er, og hvordan en språkmodell lager tekst. Den regner ut hvilke ord som trolig kommer etterpå. Når du forstår dette, skjønner du også hvorfor modellen av og til tar feil med stor selvsikkerhet.",
      "Vi går gjennom de viktigste begrepene: maskinlæring, språkmodeller, treningsdata, prompt og RAG, der modellen henter svar fra egne dokumenter. Hvert begrep knyttes til eksempler fra en vanlig arbeidsdag. Deltakerne prøver verktøyene underveis, med oppgaver de kjenner fra egen jobb.",
      "En viktig del handler om **risiko og ansvar**. Hvilke data kan du dele med et AI-verktøy? Hva sier GDPR? Hva er EUs AI Act, og hva betyr den for en vanlig bedrift? Du lærer å stille de riktige spørsmålene før dere tar i bruk nye verktøy.",
      "Kurset passer for ledere, prosjektledere og alle ansatte som vil forstå mer. Etterpå har dere et felles språk for å diskutere hvor AI kan hjelpe, og hvor det ikke passer. Kurset er et naturlig første steg før kursene om ChatGPT og AI-verktøy.",
      "Alle som fullfører, får et kursbevis som viser hva de har lært.",
    ].join("\n\n"),
  },
  {
    slug: "chatgpt-og-sprakmodeller",
    title: "ChatGPT og språkmodeller",
    promise: "Du får bedre svar og maler til jobben",
    description:
      "Lær å bruke ChatGPT og andre språkmodeller godt og trygt. Du øver på egne oppgaver og får maler du kan bruke i jobben.",
    highlights: [
      "Prompter som gir bedre svar",
      "Øvelser med egne arbeidsoppgaver",
      "Trygg bruk av bedriftens data",
      "Maler klare til bruk",
    ],
    text: [
      "Mange har prøvd ChatGPT, men får svar som er for generelle eller rett og slett feil. Andre er usikre på hva de har lov til å lime inn. Da blir verktøyet lite brukt, eller brukt på måter ingen har kontroll over.",
      "På dette kurset lærer du å bruke språkmodeller som et arbeidsverktøy. Vi bruker ChatGPT som hovedeksempel, men teknikkene gjelder også for Microsoft Copilot, Claude og Gemini. Du lærer å skrive en god prompt. Gi modellen en rolle, nok bakgrunn, et tydelig mål og et eksempel på formatet du vil ha. Små endringer i instruksjonen gir ofte store forskjeller i svaret.",
      "Det meste av tiden går til **øvelser med egne oppgaver**. Deltakerne tar med e-poster, rapporter, tilbud eller møtenotater de jobber med. Vi øver på å oppsummere, skrive utkast, omformulere, oversette og strukturere. Du lærer også å lese svaret kritisk. Språkmodeller kan finne på fakta, og du må vite når du skal sjekke kilden.",
      "Trygg bruk er en fast del av kurset. Hvilke innstillinger bør du velge? Hva er forskjellen på private kontoer og bedriftskontoer når det gjelder lagring av data? Hva sier personvernreglene og deres egne retningslinjer? Har dere ikke slike regler ennå, hjelper vi dere gjerne med et enkelt utkast.",
      "Du sitter igjen med maler og prompter tilpasset dine arbeidsoppgaver. Du får også et kursbevis som viser hva du har lært.",
    ].join("\n\n"),
  },
  {
    slug: "ai-verktoy-for-bedrifter",
    title: "AI-verktøy for bedrifter",
    promise: "Du velger verktøyene som passer bedriften din",
    description:
      "Få oversikt over AI-verktøy som passer bedriften. Du lærer å velge, teste og ta dem i bruk i arbeidsflyten dere har.",
    highlights: [
      "Oversikt over relevante verktøy",
      "Testing på egne arbeidsflyter",
      "Vurdering av personvern og sikkerhet",
      "Plan for innføring",
    ],
    text: [
      "Det kommer nye AI-verktøy hele tiden. Mange av dem lover mye, og det er vanskelig å vite hvilke som passer for dere. Ofte ender bedrifter opp med abonnementer som få bruker, eller med ansatte som tar i bruk verktøy på egen hånd.",
      "Dette kurset gir deg oversikt og en metode for å velge. Vi går gjennom hovedtypene av verktøy. Det gjelder AI-assistenter i kontorprogrammene, som Microsoft Copilot, og verktøy for møtereferat og transkripsjon. Det gjelder også verktøy for bilder og presentasjoner, og AI som er bygget inn i CRM og kundeservice. For hver type ser vi på hva verktøyet gjør godt, og hvor det kommer til kort.",
      "Deretter tester deltakerne verktøyene på **egne arbeidsflyter**. Et salgsteam kan prøve å lage tilbud raskere. En økonomiavdeling kan teste analyse av regneark. Vi øver på å måle effekten på en enkel måte. Hvor lang tid tok oppgaven før, og hvor lang tid tar den nå?",
      "Sikkerhet og personvern går som en rød tråd gjennom kurset. Du lærer hvilke spørsmål du bør stille en leverandør. Hvor lagres dataene? Brukes de til å trene modellen? Finnes det en databehandleravtale? Slik kan dere vurdere verktøyene før de tas i bruk, ikke etterpå.",
      "Kurset avsluttes med en enkel plan for innføring. Hvilke verktøy vil dere teste videre, hvem har ansvaret, og hvordan følger dere opp? Alle som fullfører, får et kursbevis.",
    ].join("\n\n"),
  },
  {
    slug: "sertifisering-og-diplomer",
    title: "Sertifisering og diplomer",
    promise: "Du får et kursbevis som viser hva du kan",
    description:
      "Fullført kurs gir et kursbevis som dokumenterer AI-kompetansen. Du får et konkret bevis på hva du har lært og øvd på.",
    highlights: [
      "Kursbevis etter fullført kurs",
      "Viser temaer og øvelser",
      "Nyttig i CV og kompetanseplan",
      "Oversikt over opplæringen i bedriften",
    ],
    text: [
      "Kompetanse i AI blir stadig viktigere, både for den enkelte og for bedriften. Men hvordan viser du hva du faktisk kan? Og hvordan holder en leder oversikt over hvem som har fått opplæring?",
      "Alle som fullfører ett av kursene våre, får et **kursbevis**. Det er diplomet fra kurset. Det viser navnet på kurset, hvilke temaer som ble gjennomgått og hvilke praktiske øvelser deltakeren har gjort. Beviset sier altså ikke bare at du var til stede. Det beskriver hva du har lært.",
      "For å få kursbeviset må du delta på hele kurset og gjøre øvelsene. På flere av kursene løser deltakerne en avsluttende oppgave fra egen jobb. Det kan være et sett med prompter for en fast rutine, eller en vurdering av et AI-verktøy for egen avdeling. Kursholderen går gjennom oppgaven sammen med deg.",
      "Kursbeviset er vårt eget. Det er ikke en offentlig godkjent grad eller en sertifisering fra en produsent. Verdien ligger i at det beskriver konkret hva du kan gjøre etter kurset. Du kan bruke det i CV-en, i medarbeidersamtalen eller i bedriftens kompetanseplan.",
      "For virksomheter er dokumentasjon nyttig. EUs AI Act forventer at virksomheter sørger for at ansatte som bruker AI, har nok kunnskap. Med kursbevis for hver deltaker får dere oversikt over opplæringen som er gjennomført. Vi kan også lage en samlet oversikt for hele gruppen.",
    ].join("\n\n"),
  },
  {
    slug: "online-og-onsite-kurs",
    title: "Online og on-site kurs",
    promise: "Du velger: digitalt eller hos dere",
    description:
      "Velg kurs digitalt, hos dere eller som en blanding. Du får samme innhold og praktiske øvelser uansett format.",
    highlights: [
      "Digitalt, på stedet eller kombinert",
      "Samme innhold i alle formater",
      "Tilpasset arbeidsdagen deres",
      "Øvelser med egne oppgaver",
    ],
    text: [
      "Det er ikke alltid lett å samle alle i samme rom. Noen jobber på ulike kontorer, andre har kundemøter eller turnus. Samtidig lærer mange mer når de kan stille spørsmål og prøve selv med en gang.",
      "Derfor velger dere format. **Online-kurs** holdes direkte i et videomøte, for eksempel i Microsoft Teams. Alt deltakerne trenger, er en PC med kamera og mikrofon. De deler skjerm, løser oppgaver underveis og får hjelp med en gang. Kurset kan deles opp i kortere økter, slik at det passer inn i arbeidsdagen.",
      `**On-site-kurs** holdes hos dere, eller i lokaler dere velger. Det fungerer godt når en hel avdeling skal lære sammen. Diskusjonen blir ofte friere, og det er lettere å jobbe i grupper med felles oppgaver. Dere kan også komme til oss i ${site.address.city}.`,
      "En kombinasjon fungerer ofte godt. En felles samling på stedet gir et godt grunnlag. Deretter følger kortere digitale økter. Der viser deltakerne hva de har prøvd, og får svar på spørsmålene som har dukket opp.",
      "Uansett format er innholdet det samme. Deltakerne øver på egne oppgaver, og alle som fullfører, får kursbevis. Før kurset snakker vi med dere om hvilke verktøy dere bruker, og hvilke regler som gjelder for data. Da går tiden til det som er relevant for deres arbeid.",
    ].join("\n\n"),
  },
  {
    slug: "kontinuerlig-oppfolging",
    title: "Kontinuerlig oppfølging",
    promise: "Du står ikke alene når spørsmålene kommer",
    description:
      "Få hjelp også etter kurset, når spørsmålene dukker opp i jobben. Du får oppfølgingsmøter, svar på spørsmål og oppdateringer.",
    highlights: [
      "Oppfølgingsmøter etter kurset",
      "Svar på spørsmål underveis",
      "Oppdatering når verktøyene endres",
      "Hjelp med neste steg",
    ],
    text: [
      "Etter et kurs er motivasjonen høy. Men uken etter er hverdagen tilbake. Nye spørsmål dukker opp når du prøver verktøyene på ekte oppgaver. Uten oppfølging er det lett å gå tilbake til gamle vaner.",
      "Derfor kan kursene følges opp over tid. Noen uker etter kurset møtes gruppen igjen, digitalt eller på stedet. Deltakerne viser hva de har prøvd, hva som fungerte og hva som var vanskelig. Vi løser problemene sammen, og alle ser hvordan kollegene bruker verktøyene. Slik sprer gode grep seg i organisasjonen. Mellom møtene kan deltakerne sende spørsmål til kursholderen.",
      "AI-verktøyene endrer seg raskt. Nye funksjoner kommer, og regler og retningslinjer blir oppdatert. I oppfølgingen får dere en kort gjennomgang av endringene som angår dere, og hva de betyr for arbeidet. Det gjelder også nye krav til personvern og EUs AI Act.",
      "Oppfølgingen hjelper dere også videre. Når dere ser hvor AI sparer tid, blir neste steg tydeligere. Kanskje trenger en avdeling et eget kurs. Kanskje er det grunnlag for en egen AI-løsning, for eksempel søk i egne dokumenter. Vi hjelper dere å vurdere det, uten forpliktelser.",
      "Omfanget avtaler vi sammen med dere: hvor ofte dere møtes, hvem som deltar og hva som skal være tema. Målet er at **kunnskapen blir brukt i hverdagen**, ikke glemt i en perm.",
    ].join("\n\n"),
  },
];
