import type { CategoryCopy, ServiceTopic } from "../types.ts";

// Copy for the web applications group: the overview page /webapplikasjoner and the six topic pages
// /webapplikasjoner/{slug} (docs/brief/SPEC.md section 2). Voice and word choice follow docs/brief/CONTENT.md.

export const webapplikasjonerCopy: CategoryCopy = {
  key: "webapplikasjoner",
  title: "Webapplikasjoner som forenkler arbeidsdagen",
  intro:
    "En webapplikasjon skal løse en konkret oppgave for brukerne dine, og den skal tåle vekst. Vi bygger sikre løsninger med automatiske tester, trygg drift og tydelig dokumentasjon. Velg et tema under og se hvordan vi jobber.",
  metaDescription:
    "Skreddersydde webapplikasjoner med skalerbar arkitektur, sikkerhet, GDPR og CI/CD. Book en gratis samtale på 30 minutter, så svarer vi innen 24 timer.",
  topicsHeading: "Slik bygger vi webapplikasjonen din",
};

export const webapplikasjonerTopics: ServiceTopic[] = [
  {
    slug: "skalerbar-arkitektur",
    title: "Skalerbar arkitektur",
    promise: "Du slipper å bygge på nytt når dere vokser",
    description:
      "En webapplikasjon som tåler flere brukere, mer data og nye funksjoner. Du får en arkitektur som vokser med dere, uten å bygge alt på nytt.",
    highlights: [
      "Vokser med antall brukere",
      "Tydelige moduler og API-er",
      "Skyløsninger som skalerer automatisk",
      "Dokumenterte valg",
    ],
    text: `En webapplikasjon som fungerer fint for de første brukerne, kan stoppe opp når pågangen øker. Nye funksjoner blir vanskeligere å legge til, og hver endring kan ødelegge noe annet. Riktig arkitektur fra start gjør veksten enklere og tryggere.

Vi starter med å forstå behovet. Hvor mange brukere venter dere, og hvordan kan det endre seg? Hvilke data skal lagres, og hvilke deler av løsningen blir brukt mest? Svarene styrer valgene. Vi bygger ikke mer komplisert enn dere trenger i dag, men vi **lar døren stå åpen for vekst**.

I praksis betyr det ofte en modulær løsning med tydelige grenser mellom delene. Brukerflaten, forretningslogikken og databasen snakker sammen gjennom veldefinerte API-er. Tjenestene holder ikke på tilstand selv, så flere kopier kan kjøre side om side når trafikken øker. Tunge jobber, som rapporter og e-post, legges i en kø og kjøres i bakgrunnen.

Løsningen kjører i skyen, gjerne hos leverandører med datasentre i Norge eller EU. Der kan kapasiteten **skaleres automatisk** opp når pågangen er stor, og ned igjen når det er rolig. Databasen får indekser, hurtigbuffer og sikkerhetskopier som passer datamengden.

Ikke alle trenger mikrotjenester. For mange er én godt strukturert applikasjon enklere å drive og raskere å videreutvikle. Vi anbefaler det som passer dere, og forklarer hvorfor. Alle viktige valg blir dokumentert, slik at andre utviklere kan sette seg inn i løsningen senere.`,
  },
  {
    slug: "sikkerhet-og-compliance",
    title: "Sikkerhet og compliance",
    promise: "Brukerne dine kan stole på løsningen",
    description:
      "Beskytt brukerne og dataene deres, og dokumenter at du følger reglene. Du får sikkerhet og personvern bygget inn fra første kodelinje.",
    highlights: [
      "Innebygd personvern etter GDPR",
      "Sikker innlogging og tilgangsstyring",
      "Bygget etter OWASP-anbefalinger",
      "Data lagret i Norge eller EU",
      "Dokumentasjon klar for revisjon",
    ],
    text: `En webapplikasjon håndterer ofte sensitive data: kundeopplysninger, økonomi, helse eller interne dokumenter. Et sikkerhetsbrudd kan gi tapt tillit, stans i driften og reaksjoner fra Datatilsynet. Derfor bygger vi sikkerhet inn fra starten, ikke som et tillegg til slutt.

Vi følger prinsippet om **innebygd personvern**. Løsningen samler bare inn det den trenger, og lagrer det ikke lenger enn nødvendig. Det skal være enkelt å slette eller utlevere data når en bruker ber om det. Data lagres hos leverandører i Norge eller EU når det er mulig, og vi hjelper dere med databehandleravtaler.

Innlogging skjer med sikre metoder, for eksempel tofaktorautentisering, BankID eller bedriftens egen pålogging der det passer. **Tilgangsstyring** sørger for at hver bruker bare ser det rollen tillater. All trafikk er kryptert, og sensitive data krypteres også der de lagres.

Koden bygges etter OWASP-anbefalingene mot de vanligste sårbarhetene. Automatiske tester og verktøy sjekker både egen kode og biblioteker fra andre for kjente hull, ved hver endring. Viktige hendelser logges, slik at dere kan se hvem som gjorde hva, og når.

Compliance handler også om dokumentasjon. Dere får oversikt over hvilke data som behandles, hvor de lagres og hvilke tiltak som er på plass. Det gjør det lettere å svare på revisjoner, krav fra kunder og spørsmål fra personvernombudet.`,
  },
  {
    slug: "ytelse-og-optimalisering",
    title: "Ytelse og optimalisering",
    promise: "Brukerne dine slipper å vente",
    description:
      "Korte ventetider, også når mange bruker løsningen. Vi måler hvor tiden går, og retter det som faktisk gjør webapplikasjonen treg.",
    highlights: [
      "Måling før endring",
      "Raskere databasespørringer",
      "Hurtigbuffer der det lønner seg",
      "Lett og rask brukerflate",
      "Overvåking i drift",
    ],
    text: `Når en webapplikasjon er treg, merker brukerne det hver dag. Ansatte venter på skjermbilder, kunder gir opp i skjemaer, og serverne jobber mer enn de trenger. Ofte skyldes det noen få flaskehalser som kan rettes.

Du får alltid **måling før endring**. Med verktøy for ytelsesovervåking ser du hvor lang tid hver forespørsel tar, og hvor tiden går: i databasen, i eksterne tjenester eller i nettleseren. Da går pengene dine til det som monner, ikke til gjetting.

I databasen er det ofte mye å hente. Manglende indekser, for mange spørringer per side og store datamengder som hentes uten behov, er vanlige synder. Tunge spørringer skrives om, indekser legges til, og bare dataene som trengs, blir hentet. Resultater som sjelden endres, legges i hurtigbuffer.

I nettleseren handler det om hvor mye kode som lastes. Koden deles opp, så hver side bare henter det den trenger. Bilder og lange lister lastes først når de blir synlige. Core Web Vitals gir et felles mål på hvordan brukerne opplever farten.

Tunge oppgaver, som rapporter, import og utsending av e-post, flyttes ut av brukerens ventetid og kjøres i bakgrunnen. Brukeren får beskjed når jobben er ferdig, i stedet for å stirre på et lastehjul. Etterpå får du **overvåking i drift**, med varsel når svartiden øker. Da oppdager du nye problemer tidlig.`,
  },
  {
    slug: "cicd-og-deployment",
    title: "CI/CD og deployment",
    promise: "Du ruller ut endringer uten å holde pusten",
    description:
      "Lever nye versjoner ofte og trygt. Du får automatiske tester, bygg og utrulling, så endringer når brukerne raskere og med færre feil.",
    highlights: [
      "Automatiske tester ved hver endring",
      "Utrulling med ett klikk",
      "Enkel tilbakerulling",
      "Egne test- og produksjonsmiljøer",
    ],
    text: `Mange team gruer seg til å lansere nye versjoner. Utrullingen skjer for hånd, tar tid og gir feil som først oppdages av brukerne. Da samles endringer opp og lanseres sjelden, og hver lansering blir enda mer risikabel.

Med **CI/CD** blir dette en fast og automatisk rutine. CI står for kontinuerlig integrasjon. Hver gang en utvikler sender inn kode, bygges løsningen og **automatiske tester** kjører. Enhetstester, integrasjonstester og ende-til-ende-tester fanger feil før de når brukerne. Verktøy sjekker også kodekvalitet og kjente sårbarheter i biblioteker.

CD står for kontinuerlig leveranse. Når testene er grønne, rulles den nye versjonen ut til et testmiljø der dere kan prøve den. Er alt i orden, går den videre til produksjon, automatisk eller med ett klikk. Hele oppsettet er beskrevet som kode, så miljøene er like og kan bygges opp på nytt.

Vi ruller ut slik at løsningen er oppe mens den oppdateres. Nye funksjoner kan skjules bak brytere og slås på for noen brukere først. Går noe galt, **ruller vi tilbake** til forrige versjon på kort tid.

Resultatet er mindre endringer, oftere. Hver endring er lettere å teste og lettere å rette. Utviklerne bruker tiden på funksjoner i stedet for manuelle rutiner. Vi setter opp løsningen i verktøyene dere allerede bruker, for eksempel GitHub, GitLab eller Azure DevOps, og lærer teamet deres å bruke den.`,
  },
  {
    slug: "moderne-teknologi-stack",
    title: "Moderne teknologi-stack",
    promise: "Du er ikke låst til én leverandør",
    description:
      "Teknologi som er moden, godt støttet og lett å finne utviklere til. Du får en løsning som kan videreutvikles i mange år, uten innlåsing.",
    highlights: [
      "Utprøvde og åpne teknologier",
      "TypeScript fra nettleser til server",
      "Lett å finne utviklere",
      "Ingen unødvendig innlåsing",
      "Plan for oppgraderinger",
    ],
    text: `Teknologien dere velger i dag, avgjør hvor lett det blir å videreutvikle løsningen i morgen. Velger dere noe for nytt, kan det forsvinne. Velger dere noe for gammelt, blir det vanskelig å finne utviklere og å holde løsningen sikker.

Vi velger **moden og godt støttet teknologi** som mange utviklere kan. For brukerflaten bruker vi ofte React med TypeScript. På serversiden bruker vi gjerne Node.js eller .NET, med PostgreSQL som database. TypeScript gjør at mange feil fanges mens koden skrives, ikke når brukerne støter på dem. Samme språk i nettleser og på server gjør det også lettere for teamet å jobbe på tvers.

Vi velger helst åpen kildekode og åpne standarder. Løsningen kjører i containere, slik at den kan flyttes mellom skyleverandører ved behov. Dere eier koden, og alt ligger i deres eget kodelager. Slik **unngår dere innlåsing** hos én leverandør, også hos oss.

Moderne betyr ikke å jage hver ny trend. Vi tar i bruk nye verktøy når de løser et faktisk problem. Et eksempel er AI-assistert utvikling, som kan gi raskere utkast og tester. Vi bruker det som et hjelpemiddel, mens kodegjennomgang og ansvar ligger hos utviklerne.

Teknologi eldes, også den gode. Vi lager en plan for oppgradering av rammeverk og biblioteker, og tar oppgraderingene jevnlig i små steg. Da slipper dere en stor omskriving om noen år.`,
  },
  {
    slug: "support-og-vedlikehold",
    title: "Support og vedlikehold",
    promise: "Faste folk holder løsningen din trygg og i drift",
    description:
      "Hold webapplikasjonen trygg, oppdatert og i drift over tid. Du får overvåking, sikkerhetsoppdateringer og faste folk som kjenner løsningen.",
    highlights: [
      "Faste utviklere som kjenner løsningen",
      "Overvåking og varsling",
      "Jevnlige sikkerhetsoppdateringer",
      "Avtalt responstid",
      "Plan for videreutvikling",
    ],
    text: `Lanseringen er starten, ikke slutten. En webapplikasjon i drift trenger oppdateringer, feilretting og videreutvikling. Uten fast oppfølging hoper teknisk gjeld seg opp, og sikkerhetshull blir stående åpne.

Med en avtale om support og vedlikehold får dere **faste utviklere som kjenner løsningen**. Dere slipper å forklare alt på nytt hver gang noe skal endres. Vi avtaler på forhånd hvordan dere melder feil, hvor raskt vi skal svare, og hva som regnes som kritisk.

Automatisk overvåking følger med på oppetid, feil og svartider, og varsler oss når noe avviker. Feilmeldinger samles og sorteres, så vi ofte ser et problem før brukerne melder det.

Vedlikeholdet skjer i faste rytmer. Vi oppdaterer rammeverk, biblioteker og serverprogramvare, og installerer sikkerhetsoppdateringer raskt når alvorlige hull blir kjent. Alle endringer går gjennom de samme automatiske testene som resten av koden. Sikkerhetskopier tas automatisk og testes jevnlig.

Vedlikehold handler også om å gjøre løsningen bedre. Vi møtes jevnlig for å se på tilbakemeldinger fra brukerne, bruksstatistikk og nye behov. Sammen lager vi en **plan for videreutvikling**, slik at tiden brukes på det som gir mest verdi.

Har dere en løsning fra en annen leverandør, starter vi med en gjennomgang av kode, drift og dokumentasjon. Da vet dere hva dere har. Vil dere ha fast oppfølging av webapplikasjonen? Send oss en forespørsel, så svarer vi innen 24 timer.`,
  },
];
