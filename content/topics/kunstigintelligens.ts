// Copy for the AI solutions group: the overview /tjenester/kunstigintelligens and its six topic
// pages /tjenester/kunstigintelligens/{slug} (docs/brief/SPEC.md section 2). Voice rules: docs/brief/CONTENT.md.
import type { CategoryCopy, ServiceTopic } from "../types.ts";

export const kunstigintelligensCopy: CategoryCopy = {
  key: "kunstigintelligens",
  title: "Kunstig intelligens som sparer tid i hverdagen",
  intro:
    "Vi bygger AI-løsninger på deres egne data, med personvern og kontroll fra første dag. Du får verktøy som svarer kundene, finner informasjonen og tar seg av rutinearbeidet. Velg et område under og se hva det kan bety for dere.",
  metaDescription:
    "AI-løsninger bygget på egne data: kundeportaler, intelligent søk og prosessautomatisering med personvern i bunn. Book en gratis samtale på 30 minutter.",
  topicsHeading: "Dette kan AI gjøre for dere",
};

export const kunstigintelligensTopics: ServiceTopic[] = [
  {
    slug: "ai-drevne-kundeportaler",
    title: "AI-drevne kundeportaler",
    promise: "Kundene dine får svar uten å vente",
    description:
      "En kundeportal der kundene finner svar selv, hele døgnet. Du får en AI-assistent som svarer ut fra deres egne dokumenter.",
    highlights: [
      "Svar til kundene hele døgnet",
      "Bygget på deres egne dokumenter",
      "Innlogging og tilgangsstyring",
      "Et menneske tar over ved behov",
    ],
    text: [
      "Kundene dine stiller de samme spørsmålene igjen og igjen. Svarene finnes ofte allerede, men de ligger spredt i avtaler, manualer og e-poster. Da blir det kø hos kundeservice, og kundene må vente.",
      "En AI-drevet kundeportal samler informasjonen på ett sted. Kunden logger inn, ser sine egne saker og dokumenter og kan stille spørsmål i en chat. Assistenten svarer ut fra **deres egne dokumenter**, ikke fra gjetning. Vi bruker retrieval-augmented generation (RAG). Før språkmodellen svarer, henter systemet de relevante avsnittene med vektorsøk. Svaret viser hvilke kilder det bygger på, så kunden kan sjekke selv.",
      "Vi starter med å kartlegge hvilke spørsmål som tar mest tid hos dere i dag. Så bygger vi portalen rundt dem. Den kobles til systemene dere allerede bruker, for eksempel CRM, fakturering eller saksbehandling. Finner ikke assistenten et sikkert svar, sender den saken videre til en medarbeider. Slik tar et menneske over der det trengs.",
      "Sikkerheten er med fra start. Hver kunde ser bare sine egne data, styrt av roller og innlogging. Samtalene logges, så dere kan følge med på kvaliteten og rette svar som bommer. Vi følger GDPR, inngår databehandleravtale og velger leverandører som lagrer data i EU/EØS der det er mulig.",
      "Vi har levert over 50 løsninger, og gevinsten ligger ofte i tiden kundeservice får tilbake. Den tiden kan brukes på sakene som virkelig trenger et menneske. Hvor mye dere sparer, avhenger av hvor mange henvendelser dere får.",
    ].join("\n\n"),
  },
  {
    slug: "salgsoptimalisering-med-ai",
    title: "Salgsoptimalisering med AI",
    promise: "Bruk tiden din på kundene som vil kjøpe",
    description:
      "AI som finner de mest lovende kundeemnene og foreslår neste steg. Du får bedre innsikt i salgsdataene og mer tid til kundene.",
    highlights: [
      "Prioriterte leads fra egne data",
      "Forslag til neste steg",
      "Kobles til CRM-et dere har",
      "Selgeren tar avgjørelsen",
    ],
    text: [
      "Selgerne dine bruker mye tid på å lete. De leter etter leads, etter notater fra forrige møte og etter tall i regneark. Den tiden går fra samtalene med kundene.",
      "Med AI i salgsarbeidet får du hjelp til det som tar tid. Vi kobler oss på CRM-et dere har og ser på historikken. Hvem kjøpte, hva skjedde før kjøpet, og hvilke henvendelser ble liggende? Ut fra dette lager vi en **prioritert liste over leads**. For hvert navn på listen får du en kort forklaring på plasseringen. Selgeren ser grunnlaget og tar avgjørelsen selv.",
      "En språkmodell kan også skrive utkast. Den oppsummerer møtenotater, foreslår e-post til oppfølging og lager tilbudstekst ut fra malene deres. Alt er utkast. Selgeren leser, retter og sender. Slik beholder dere kontrollen over tonen og innholdet.",
      "Selger dere på nett, kan vi bygge produktanbefalinger ut fra hva kundene faktisk ser på og kjøper. Vi kan også lage en prisberegner eller en chatbot som svarer på spørsmål før kjøpet.",
      "Vi starter smått med ett avgrenset område, for eksempel oppfølging av tilbud. Så måler vi resultatet mot hvordan det var før. Virker det, bygger vi videre. Kundedata behandles etter GDPR, med databehandleravtale og tilgang bare for dem som trenger det.",
    ].join("\n\n"),
  },
  {
    slug: "prosessautomatisering",
    title: "Prosessautomatisering",
    promise: "Spar timer på rutinearbeid hver uke",
    description:
      "Automatiser rutinearbeid som fakturaer, skjemaer og e-post. Du får mer tid til oppgavene som krever vurdering.",
    highlights: [
      "Mindre manuelt rutinearbeid",
      "AI leser dokumenter og e-post",
      "Mennesker godkjenner viktige steg",
      "Logg over hver handling",
    ],
    text: [
      "Mange bedrifter har oppgaver som gjentar seg hver dag. Fakturaer tastes inn for hånd. E-post sorteres og sendes videre. Tall kopieres fra ett system til et annet. Arbeidet må gjøres, men det tar tid fra oppgaver som krever vurdering.",
      "Prosessautomatisering med AI tar over det som gjentar seg. Vanlig automatisering klarer faste regler. Med en språkmodell kan systemet også lese fritekst, som en e-post fra en kunde eller et vedlegg i PDF. Det henter ut det viktige, fyller inn feltene og sender saken til rett sted.",
      "Vi starter med å kartlegge arbeidsflyten sammen med dem som gjør jobben. Hvor går tiden? Hvor oppstår feilene? Så velger vi en prosess som gir tydelig gevinst og er trygg å starte med. Den første versjonen kjører ofte ved siden av dagens rutine. Da kan dere sammenligne resultatene før dere slår over.",
      "Der feil koster mye, legger vi inn **menneskelig godkjenning**. Systemet forbereder, og en medarbeider sier ja eller nei. Hver handling logges, så dere ser hva som skjedde og hvorfor. Løsningen kobles til systemene dere har, som regnskap, CRM eller saksbehandling, gjennom sikre grensesnitt.",
      "En av kundene våre sparer over 10 timer hver måned etter at dokumentarbeidet ble automatisert. Hvor mye dere kan spare, avhenger av volumet og hvordan arbeidet er organisert i dag.",
    ].join("\n\n"),
  },
  {
    slug: "intelligent-sok-og-analyse",
    title: "Intelligent søk og analyse",
    promise: "Spør dokumentene dine, og få svar med kilde",
    description:
      "Finn svar i egne dokumenter og data ved å spørre med vanlige ord. Du får svar med kilde, ikke bare en liste med filer.",
    highlights: [
      "Søk med vanlige ord",
      "Svar med kildehenvisning",
      "Følger tilgangene dere har",
      "Analyse av tall og tekst",
    ],
    text: [
      "Informasjonen finnes, men ingen finner den. Den ligger i delte mapper, på intranettet, i e-post og i gamle rapporter. Et vanlig søk krever at du husker det eksakte ordet. Da spør folk heller hverandre, eller de gjør jobben på nytt.",
      "Intelligent søk forstår hva du mener, ikke bare hvilke ord du skriver. Vi gjør dokumentene om til vektorer, en matematisk form for mening, og lagrer dem i en vektordatabase. Spør du «hva er oppsigelsestiden i avtalen med leverandøren?», finner systemet de riktige avsnittene selv om ordene er andre. En språkmodell setter sammen et kort svar og viser **kilden det bygger på**. Du kan gå rett til dokumentet og sjekke.",
      "Søket følger tilgangene dere allerede har. En medarbeider får bare treff i dokumenter hun har lov til å se. Vi setter opp løsningen slik at dataene ikke brukes til å trene eksterne modeller, og vi inngår databehandleravtale.",
      "Analyse handler om tall og tekst i større mengder. Mange sitter på salgstall, tilbakemeldinger fra kunder eller driftsdata uten tid til å lese alt. AI kan gruppere tilbakemeldinger etter tema, finne avvik i tallserier og lage oppsummeringer til ledermøtet. Dere velger hva som skal analyseres, og analysen viser hvilke data den bygger på.",
      "Vi starter med et avgrenset utvalg dokumenter, for eksempel avtaler eller rutiner. Så tester vi søket med spørsmålene dere faktisk stiller. Når svarene holder mål, utvider vi.",
    ].join("\n\n"),
  },
  {
    slug: "ai-sikkerhet-og-compliance",
    title: "AI-sikkerhet og compliance",
    promise: "Du vet hvor dataene dine havner",
    description:
      "Ta i bruk AI uten å miste kontrollen over dataene. Du får oversikt over risiko, personvern, GDPR og kravene i EUs AI Act.",
    highlights: [
      "Personvern og GDPR fra start",
      "Tilgangsstyring og logging",
      "Vurdering etter EUs AI Act",
      "Databehandleravtaler på plass",
      "Enkle retningslinjer for ansatte",
    ],
    text: [
      "Mange vil ta i bruk AI, men er usikre på hva som skjer med dataene. Kan ansatte lime inn kundedata i en chat? Hvem har ansvaret hvis et svar er feil? Hvilke krav gjelder? Usikkerheten gjør at prosjekter stopper opp, eller at ansatte bruker verktøy ingen har vurdert.",
      "Du får kontroll, steg for steg. Først kartlegger vi hvilke AI-verktøy som brukes i dag, og hvilke data de får tilgang til. Så får du en vurdering av risikoen for hvert bruksområde. Hva slags data er involvert? Hva skjer om svaret er feil? Hvem blir berørt?",
      "Personvern er grunnmuren, og brudd på GDPR kan gi bøter på opptil 4 % av den globale årsomsetningen. Vi går gjennom behandlingsgrunnlaget etter GDPR, sørger for **databehandleravtaler** med leverandørene og anbefaler hvor dataene bør lagres. I løsningene du får fra oss, brukes så lite data som mulig. Tilgang styres med roller, og alle oppslag logges. Slik kan du i ettertid se hvem som spurte om hva.",
      "EUs forordning om kunstig intelligens, AI Act, deler AI-systemer inn etter risiko. Mange vanlige bruksområder har få krav. Andre, for eksempel AI i rekruttering, har strenge krav til dokumentasjon og menneskelig kontroll. Du får vite hvor løsningene dine hører hjemme, og hva det betyr i praksis. Vi gir ikke juridisk rådgivning, men vi samarbeider gjerne med advokaten deres.",
      "Til slutt får du enkle retningslinjer for de ansatte. Hva er lov, hva er ikke lov, og hvem kan de spørre? Ofte er dette det tiltaket som gjør mest nytte.",
    ].join("\n\n"),
  },
  {
    slug: "ai-opplaering-og-support",
    title: "AI-opplæring og support",
    promise: "De ansatte bruker AI-løsningen din trygt og riktig",
    description:
      "Få ansatte til å bruke AI-løsningen trygt og riktig. Du får opplæring i deres eget verktøy og support etter lansering.",
    highlights: [
      "Opplæring i løsningen dere bruker",
      "Øvelser med egne oppgaver",
      "Support etter lansering",
      "Løpende forbedring av svarene",
    ],
    text: [
      "En AI-løsning gir bare verdi når folk bruker den. Mange prosjekter stopper opp etter lanseringen. Ansatte vet ikke hva verktøyet kan, stoler ikke på svarene eller går tilbake til gamle vaner.",
      "Derfor er opplæring og support en del av leveransen. Opplæringen tar utgangspunkt i løsningen dere faktisk har, ikke i generelle eksempler. Deltakerne øver på **egne arbeidsoppgaver**. De lærer å stille gode spørsmål, lese svarene kritisk og sjekke kildene. De lærer også hva verktøyet ikke skal brukes til, for eksempel hvilke data som ikke skal limes inn.",
      "Vi tilpasser opplegget til rollene. Ledere trenger å forstå muligheter, risiko og ansvar. Brukerne trenger grep de kan ta i bruk samme dag. Den som skal forvalte løsningen, lærer å oppdatere dokumentene og følge med i loggene.",
      "Etter lansering følger vi opp. Dere får en fast kontakt som svarer på spørsmål og retter feil. Sammen går vi gjennom loggene og finner spørsmål løsningen svarer dårlig på. Så forbedrer vi dokumentene eller instruksjonene til språkmodellen. Nye versjoner av modellene testes før de tas i bruk. Da endrer ikke svarene seg uten at dere vet det.",
      "EUs AI Act forventer også at virksomheter sørger for at ansatte som bruker AI, har nok kunnskap til å gjøre det forsvarlig. God opplæring er derfor både nyttig og ansvarlig.",
      "Trenger dere et bredere kurs for hele organisasjonen, finner dere det under AI-kurs.",
    ].join("\n\n"),
  },
];
