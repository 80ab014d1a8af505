import type { AudienceCard, AudienceCopy, AudienceSlug, CategoryKey } from "./types.ts";

// Audience cards and audience pages (docs/brief/SPEC.md section 2, "Audience cards" and "Audience pages").
// The pages combine a topic ("Moderne design") with an audience ("for startups"); the copy below
// describes the audience's situation within the service group, not one topic.

export const audienceHeading = "Skreddersydd for din bedriftstype";

// The spec's four cards, texts exactly as specified, in the spec's order.
export const audienceCards: AudienceCard[] = [
  {
    slug: "for-startup",
    title: "For startups",
    description: "Skalerbare løsninger for gründere",
    icon: "rocket",
  },
  {
    slug: "for-smb",
    title: "For SMB",
    description: "Perfekt for små og mellomstore bedrifter",
    icon: "store",
  },
  {
    slug: "for-konsern",
    title: "For konsern",
    description: "Enterprise-løsninger for store organisasjoner",
    icon: "building",
  },
  {
    slug: "for-offentlige",
    title: "For offentlige",
    description: "Tilpasset offentlig sektor og kommuner",
    icon: "landmark",
  },
];

/**
 * Category labels of the audience pages. `webapplikasjoner` holds only the suffix: the page builds
 * "Webapplikasjoner - {topic} - {suffix}". The AI labels are our choice (the spec leaves them open).
 * `short` is the noun used in page titles, e.g. "Moderne design for startups".
 */
export const audienceLabels: Record<
  AudienceSlug,
  { nettsider: string; webapplikasjoner: string; kunstigintelligens: string; short: string }
> = {
  "for-startup": {
    nettsider: "Nettsider - Startup",
    webapplikasjoner: "Startup",
    kunstigintelligens: "Kunstig intelligens - Startup",
    short: "startups",
  },
  "for-smb": {
    nettsider: "Nettsider - SMB",
    webapplikasjoner: "SMB",
    kunstigintelligens: "Kunstig intelligens - SMB",
    short: "SMB-er",
  },
  "for-konsern": {
    nettsider: "Nettsider - Konsern",
    webapplikasjoner: "Konsern",
    kunstigintelligens: "Kunstig intelligens - Konsern",
    short: "konsern",
  },
  "for-offentlige": {
    nettsider: "Nettsider - Offentlig",
    webapplikasjoner: "Offentlige",
    kunstigintelligens: "Kunstig intelligens - Offentlig sektor",
    short: "offentlig sektor",
  },
};

/** Joins paragraphs with the blank line the page splits on. */
const paragraphs = (...parts: string[]): string => parts.join("\n\n");

export const audienceCopy: Record<Exclude<CategoryKey, "aikurs">, Record<AudienceSlug, AudienceCopy>> = {
  nettsider: {
    "for-startup": {
      promise: "Du kommer raskt i gang",
      intro:
        "Som gründer trenger du en nettside som er ute raskt, forklarer ideen din tydelig og kan vokse med selskapet.",
      text: paragraphs(
        "I en tidlig fase er tid og penger knappe. Du trenger ikke en stor nettside med mange undersider. Du trenger en side som forklarer hva du løser, for hvem, og hva besøkende skal gjøre nå. Derfor starter vi med det minste som virker: en tydelig forside, et skjema eller en venteliste og måling av hva folk faktisk gjør.",
        "Så tester du budskapet på ekte brukere. Når du ser hvilke ord og tilbud som gir henvendelser, justerer vi tekst og struktur. Det går raskt, fordi siden er bygget for endring. Du kan selv bytte tekst og bilder uten å vente på en utvikler.",
        "Vi bygger med **en struktur som kan vokse**. Når du henter kapital, lanserer nye produkter eller trenger flere språk, bygger du videre på det du har. Du slipper å starte på nytt. Siden laster raskt, fungerer på mobil og er satt opp for søk fra første dag. Da står du godt rustet når investorer, kunder og nye ansatte undersøker hvem du er.",
      ),
      points: [
        "Rask lansering med det viktigste først",
        "Test budskapet på ekte brukere",
        "Bygget for å vokse videre",
      ],
    },
    "for-smb": {
      promise: "Du får mer ut av budsjettet",
      intro:
        "En liten eller mellomstor bedrift trenger en nettside som gir henvendelser og er enkel å holde oppdatert uten egen IT-avdeling.",
      text: paragraphs(
        "I de fleste SMB-er er nettsiden én av mange oppgaver. Daglig leder eller en i salg har ansvaret ved siden av alt annet. Derfor må siden være enkel å oppdatere. Du bytter tekst, bilder og åpningstider selv, uten å ringe en utvikler.",
        "Du får **én fast kontaktperson** som kjenner bedriften din. Kontaktpersonen svarer på spørsmål, følger opp endringer og sier fra når noe bør fikses. Du slipper å forklare alt på nytt hver gang, og du vet hvem du skal ringe. Trenger du hjelp, får du svar fra en som kjenner siden.",
        "En nettside skal gi målbar effekt. Vi setter opp enkel måling av henvendelser, telefonklikk og skjemaer, slik at du ser hva siden gir. Tallene får du i en enkel oversikt, ikke i et tungt verktøy. Siden er rask, fungerer på mobil og er satt opp for lokale søk, slik at kunder i nærområdet finner deg. Oppdateringer og sikkerhet tar vi oss av i bakgrunnen. Da kan du bruke tiden på kundene og driften, mens nettsiden gjør jobben sin.",
      ),
      points: ["Én fast kontaktperson", "Enkel å oppdatere selv", "Måling av henvendelser og effekt"],
    },
    "for-konsern": {
      promise: "Du får kontroll på alle nettstedene",
      intro:
        "Et konsern trenger nettsider som følger felles merkevare og sikkerhetskrav, og som henger sammen med systemene dere allerede har.",
      text: paragraphs(
        "I et konsern har nettsiden mange eiere. Markedsavdelingen, IT, juridisk og flere datterselskaper har egne behov og krav. Alle skal bli hørt, men noen må ta beslutningene. Først avklares det hvem som eier hva. Så får dere en arbeidsflyt der hver avdeling kan publisere innenfor felles rammer. Et felles designsystem holder uttrykket likt på tvers av merkevarer og språk, og sidene følger WCAG 2.1 AA. Da ser det ut som ett selskap, selv om mange skriver.",
        "Nettsiden står sjelden alene. Den henter data fra CRM, produktregister eller HR-system. Redaktører logger inn med **single sign-on (SSO)** via identitetsløsningen dere allerede bruker. Integrasjonene får tydelige grensesnitt. Da stopper ikke resten om ett system endres. Produktdata og kontaktinformasjon blir riktige på alle sider, uten dobbelt arbeid.",
        "Sikkerhetsgjennomganger og innkjøpsprosesser er vi vant til. Dere får dokumentasjon av arkitektur, tilganger og databehandling. Der personopplysninger behandles, får dere en databehandleravtale. Løsningen tåler trafikk fra store kampanjer og mange markeder. Den er bygget slik at egne utviklere kan overta eller jobbe videre når dere vil.",
      ),
      points: [
        "Integrasjon med eksisterende systemer",
        "Innlogging med SSO",
        "Dokumentasjon for sikkerhetsgjennomgang",
      ],
    },
    "for-offentlige": {
      promise: "Du når alle innbyggerne",
      intro:
        "En offentlig virksomhet trenger en nettside som alle innbyggere kan bruke, som følger lovkravene og som sier ting på et språk folk forstår.",
      text: paragraphs(
        "Offentlige nettsider skal fungere for alle. **Universell utforming** er et krav i loven, og nettsiden må følge WCAG 2.1 AA. Det betyr blant annet god kontrast, tydelige overskrifter, alternativ tekst på bilder og at alt kan brukes med tastatur og skjermleser. Vi tester med verktøy og for hånd. Vi hjelper dere også med tilgjengelighetserklæringen.",
        "Innbyggere leser ofte på mobil og i en travel hverdag. Derfor skriver vi i klarspråk: korte setninger, vanlige ord og det viktigste først. Redaktørene deres får maler som gjør det enkelt å skrive godt og riktig. Det gir færre spørsmål til sentralbordet og saksbehandlerne.",
        "Personvern er en del av jobben fra start. Nettsiden samler bare inn de opplysningene dere trenger. Vi følger GDPR og inngår databehandleravtale. Vi tar hensyn til krav om arkivering og informasjonssikkerhet, og dere får dokumentasjonen som trengs. Vi kjenner anskaffelsesregelverket og svarer gjerne på konkurranser og forespørsler. Slik får dere en nettside som tåler både innbyggernes bruk og en revisjon.",
      ),
      points: [
        "WCAG 2.1 AA og universell utforming",
        "Klarspråk som innbyggerne forstår",
        "Personvern og GDPR fra start",
      ],
    },
  },

  webapplikasjoner: {
    "for-startup": {
      promise: "Du tester ideen tidlig",
      intro:
        "Som gründer trenger du en første versjon av produktet som ekte brukere kan teste, uten å låse deg til en løsning som ikke tåler vekst.",
      text: paragraphs(
        "En startup vinner på læring, ikke på antall funksjoner. Vi hjelper deg med å skjære produktet ned til en **MVP**: den minste versjonen som løser hovedproblemet for de første brukerne. Resten venter til du vet at noen trenger det. Slik får du tidlig svar på det viktigste spørsmålet: vil noen bruke dette?",
        "Du får en fungerende webapplikasjon i korte runder. Etter hver runde tester du med ekte brukere, og vi justerer neste steg etter det du lærer. Innlogging, betaling og varsler bygger vi med velprøvde tjenester, slik at budsjettet går til det som skiller deg fra andre.",
        "Samtidig bygger vi slik at produktet kan vokse. Koden er ryddig og testet, og arkitekturen tåler flere brukere uten å skrives om. Vi bruker en moderne teknologi-stack som mange utviklere kjenner. Da blir det lettere å ansette eller bytte leverandør senere. Du eier koden og dataene fra første dag. Når investorer spør om teknologien, har du dokumentasjon og en plan å vise til.",
      ),
      points: ["MVP klar for testing", "Korte runder med ekte brukere", "Arkitektur som tåler vekst"],
    },
    "for-smb": {
      promise: "Du slipper manuelle rutiner",
      intro:
        "En SMB trenger en webapplikasjon som fjerner manuelt arbeid i hverdagen, og noen som tar ansvar for den etter lansering.",
      text: paragraphs(
        "Mange mindre bedrifter holder styr på ordre, timer eller kunder i regneark og e-post. Det fungerer til det ikke gjør lenger. En webapplikasjon samler arbeidet på ett sted, slik at færre ting faller mellom to stoler. Vi starter med de oppgavene som tar mest tid i dag, og bygger derfra.",
        "Du har sjelden egen IT-avdeling. Derfor får du **én kontaktperson** som følger løsningen fra første møte til drift. Du vet alltid hvem du skal spørre. Vi kobler applikasjonen til verktøyene du allerede bruker, som regnskap eller e-post, så du slipper å føre det samme to ganger.",
        "Løsningen skal være enkel å bruke og enkel å vedlikeholde. De ansatte skal komme i gang uten lange kurs. Vi tar oss av oppdateringer, sikkerhetskopier og overvåking. Før vi starter, blir vi enige om hva du vil måle, for eksempel tid brukt på en oppgave eller antall feil. Da ser du om investeringen lønner seg, og du har et godt grunnlag for neste steg.",
      ),
      points: ["Mindre manuelt arbeid", "Én kontaktperson hele veien", "Målbar effekt i hverdagen"],
    },
    "for-konsern": {
      promise: "Du får løsninger som tåler vekst",
      intro:
        "Et konsern trenger webapplikasjoner som passer inn i eksisterende systemer, identitetsløsninger og krav til sikkerhet og drift.",
      text: paragraphs(
        "I store organisasjoner er en ny webapplikasjon sjelden et isolert prosjekt. Den må hente og sende data til ERP, CRM og datavarehus. Brukerne skal logge inn med **SSO** gjennom identitetsløsningen dere allerede har. Vi kartlegger integrasjonene tidlig. De får tydelige grensesnitt og god feilhåndtering, så en feil i ett system ikke stopper alt.",
        "Mange interessenter skal bli hørt. Forretningssiden, IT, sikkerhet og innkjøp har hver sine krav. Vi leverer i korte runder med demo. Da ser alle fremdriften og kan gi innspill før det blir dyrt å endre. Hver runde ender med noe dere kan prøve selv.",
        "Sikkerhet er en del av leveransen. Dere får dokumentasjon av arkitektur, tilgangsstyring og logging til sikkerhetsgjennomganger. Der det trengs, inngår vi databehandleravtale. Applikasjonen kjører i skymiljøet dere velger og skalerer med trafikken. Dere har full innsikt i hva som kjører hvor. Automatisert testing og utrulling (CI/CD) gjør at endringer kommer ut trygt og ofte. Koden er dokumentert, slik at egne team kan overta eller jobbe videre.",
      ),
      points: [
        "Integrasjon med ERP og CRM",
        "SSO og tydelig tilgangsstyring",
        "Dokumentasjon for sikkerhet og drift",
      ],
    },
    "for-offentlige": {
      promise: "Du følger kravene fra start",
      intro:
        "En offentlig virksomhet trenger selvbetjening og fagsystemer som alle kan bruke, og som oppfyller krav til personvern, arkiv og sikkerhet.",
      text: paragraphs(
        "Når innbyggere søker, melder fra eller bestiller time på nett, må løsningen virke for alle. Det gjelder også dem som bruker skjermleser eller bare tastatur. Offentlige webapplikasjoner skal følge kravene til **universell utforming**, og det betyr WCAG 2.1 AA. Vi tester skjemaer og navigasjon for hånd, ikke bare med automatiske verktøy. Knapper, hjelpetekster og feilmeldinger skrives i klarspråk. Folk skal forstå dem uten å kunne fagspråket.",
        "Personvern og sikkerhet styrer mange valg. Løsningen samler bare inn de opplysningene dere trenger. Vi følger GDPR, inngår databehandleravtale og hjelper dere med å vurdere personvernkonsekvenser. Sammen planlegger vi hvordan data skal lagres, slettes eller sendes til arkiv. Innbyggerne kan logge inn med løsninger de kjenner fra før, som ID-porten.",
        "Vi kjenner anskaffelsesregelverket og leverer tilbud med den dokumentasjonen dere ber om. Løsningen bygges på åpne standarder. Da blir dere ikke låst til én leverandør, og det blir enklere å utvikle tjenesten videre. Dere kan også starte med en liten del av tjenesten og bygge videre når den virker.",
      ),
      points: [
        "WCAG 2.1 AA i skjemaer og tjenester",
        "Personvern, arkiv og sikkerhet",
        "Åpne standarder uten innlåsing",
      ],
    },
  },

  kunstigintelligens: {
    "for-startup": {
      promise: "Du får AI uten store investeringer",
      intro:
        "Som gründer trenger du å finne ut raskt om AI faktisk løser et problem for kundene dine, før du bruker mye tid og penger på det.",
      text: paragraphs(
        "Mange startups vil ha AI i produktet. Spørsmålet er om det hjelper brukerne, eller bare ser bra ut i en salgspresentasjon. Vi starter med et konkret problem og lager en enkel prototype, ofte på en eksisterende språkmodell. Så tester du den på ekte brukere og ser om den sparer dem tid eller gir bedre svar.",
        "Det holder kostnadene nede. Du bruker ikke penger på å trene egne modeller før du vet at du trenger det. Vi måler kvalitet og kostnad per forespørsel, slik at du ser hva løsningen koster når bruken øker.",
        "Vi bygger også slik at du kan bytte. Språkmodeller endrer seg fort, og **du bør ikke låse deg til én leverandør**. Med et tydelig skille mellom produktet og modellen kan du bytte modell senere uten å skrive om alt. Personvern er med fra start: du får oversikt over hvilke data som sendes hvor. Det gjør det lettere å svare når kunder og investorer spør.",
      ),
      points: [
        "Prototype du kan teste raskt",
        "Fri til å bytte språkmodell",
        "Oversikt over data og kostnad",
      ],
    },
    "for-smb": {
      promise: "Du sparer tid uten egen AI-avdeling",
      intro:
        "En SMB trenger AI som tar bort konkrete, tidkrevende oppgaver i hverdagen, uten at noen må bli ekspert på teknologien.",
      text: paragraphs(
        "I en liten eller mellomstor bedrift går mye tid til rutinearbeid. Det kan være å svare på de samme spørsmålene fra kunder, lese inn fakturaer eller lete etter informasjon i gamle dokumenter. Her kan kunstig intelligens hjelpe, men bare hvis løsningen passer inn i måten du og de ansatte jobber på.",
        "Vi starter med å finne **én oppgave som tar mye tid**, og lager en løsning for den. Du får én kontaktperson som setter opp løsningen, lærer opp de ansatte og følger med etterpå. Du trenger ingen egen IT-avdeling for å bruke den.",
        "Før vi starter, blir vi enige om hva vi skal måle, for eksempel timer spart eller svartid til kunder. Da ser du om løsningen gir effekt. Dataene dine behandles etter personvernreglene, og du vet hvor de lagres. Vi velger verktøy som er enkle å vedlikeholde, og vi sier fra når en oppgave ikke egner seg for AI. Når den første løsningen virker, kan du ta neste oppgave.",
      ),
      points: ["Én tidkrevende oppgave om gangen", "Opplæring og fast kontaktperson", "Målbar tid spart"],
    },
    "for-konsern": {
      promise: "Du får AI med full kontroll",
      intro:
        "Et konsern trenger AI-løsninger som bruker egne data trygt, passer inn i eksisterende systemer og tåler krav fra sikkerhet, juridisk og ledelse.",
      text: paragraphs(
        "I store organisasjoner ligger verdien ofte i data dere allerede har: dokumenter, saker, kundehistorikk og fagsystemer. En AI-løsning må hente fra disse kildene uten å gi brukere tilgang til mer enn de skal se. Dere får løsninger der **tilgangsstyring og SSO** følger de rettighetene dere har i dag.",
        "Mange parter må være med. Forretningssiden vil se nytte, IT vil ha stabil drift, og sikkerhet og juridisk vil vite hvor data går. Vi lager en tydelig oversikt over dataflyt, valg av språkmodell og hvor modellen kjører. Dere får dokumentasjon til sikkerhetsgjennomganger og risikovurderinger, og en databehandleravtale.",
        "Vi starter gjerne med et avgrenset pilotprosjekt i én avdeling. Der måler vi kvaliteten på svarene, bruken og tiden som spares. Går piloten bra, skaleres løsningen til flere brukere og enheter. Løsningen logger bruk og svar, slik at dere kan følge med på kvaliteten over tid og rette feil. Da blir AI et verktøy dere styrer, ikke et eksperiment på siden.",
      ),
      points: [
        "AI på egne data med tilgangsstyring",
        "Dokumentasjon for sikkerhet og juridisk",
        "Pilot først, deretter skalering",
      ],
    },
    "for-offentlige": {
      promise: "Du bruker AI innenfor regelverket",
      intro:
        "En offentlig virksomhet trenger AI-løsninger som følger personvernreglene og forvaltningens krav, og som innbyggere og ansatte kan stole på.",
      text: paragraphs(
        "Kunstig intelligens kan gi saksbehandlere bedre søk i regelverk og saker, eller hjelpe innbyggere med å finne riktig informasjon. Men i offentlig sektor er kravene strengere. Dere må kunne forklare hvordan løsningen virker, hvilke data den bruker og hvem som har ansvaret for en avgjørelse. Det er bra. Tillit er grunnlaget for offentlige tjenester.",
        "Først kommer **personvern og informasjonssikkerhet**. Sammen vurderer vi om personopplysninger trengs, hvor språkmodellen kjører og hvor data lagres. Dere får underlag til å vurdere personvernkonsekvenser etter GDPR, og en databehandleravtale. Dere får også en plan for hvordan logger og dokumenter tas vare på etter arkivkravene.",
        "Løsninger som innbyggere bruker, må følge kravene til universell utforming og WCAG 2.1 AA. Svar fra en språkmodell skal være i klarspråk og vise hvor informasjonen kommer fra. Et menneske tar avgjørelsene. Saksbehandleren ser forslaget, sjekker kilden og svarer selv. Vi kjenner anskaffelsesregelverket og leverer i tråd med kravene i konkurransen. Ofte er det lurt å starte med et lite pilotprosjekt. Da vet dere mer før en større anskaffelse.",
      ),
      points: [
        "Personvern og GDPR fra start",
        "Klarspråk og universell utforming",
        "Dokumentasjon for arkiv og sikkerhet",
      ],
    },
  },
};
