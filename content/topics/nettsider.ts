import type { CategoryCopy, ServiceTopic } from "../types.ts";

// Copy for the websites group: the overview page /nettsider and the nine topic pages
// /nettsider/{slug} (docs/brief/SPEC.md section 2). Voice and word choice follow docs/brief/CONTENT.md.

export const nettsiderCopy: CategoryCopy = {
  key: "nettsider",
  title: "Få en nettside som gjør besøkende til kunder",
  intro:
    "En god nettside laster raskt, fungerer på alle skjermer og er lett å finne i Google. Vi designer, bygger og vedlikeholder nettsider som du kan oppdatere selv. Velg et tema under og se hva du får.",
  metaDescription:
    "Raske, sikre og tilgjengelige nettsider med design, SEO, nettbutikk og CMS. Book en gratis samtale på 30 minutter, eller be om en gratis nettsidesjekk.",
  topicsHeading: "Dette kan vi hjelpe deg med",
};

export const nettsiderTopics: ServiceTopic[] = [
  {
    slug: "moderne-design",
    title: "Moderne design",
    promise: "Førsteinntrykket får flere til å ta kontakt",
    description:
      "Et ryddig design som viser hva du tilbyr og leder besøkende til å ta kontakt. Tilpasset merkevaren din og lett å bruke for alle.",
    highlights: [
      "Design tilpasset merkevaren din",
      "Tydelig vei til kontakt",
      "Universell utforming etter WCAG 2.1 AA",
      "Klikkbar prototype før koding",
    ],
    text: `Besøkende bestemmer seg raskt. Finner de ikke det de leter etter, går de videre til neste treff i Google. Et moderne design handler derfor mindre om pynt og mer om å vise hva du tilbyr, og hva leseren skal gjøre nå.

Vi starter med målene dine og med kundene dine. Hvem kommer til nettsiden, og hva vil de vite? Svarene blir til en enkel struktur med tydelige overskrifter, korte tekster og **en klar handling på hver side**, for eksempel å sende en forespørsel eller ringe.

Deretter lager vi skisser og en klikkbar prototype. Du ser og tester sidene før noe blir kodet. Da er det enkelt å endre retning tidlig. Farger, skrift og bilder henter vi fra merkevaren din, eller vi lager en enkel profil sammen med deg.

Designet følger kravene til **universell utforming etter WCAG 2.1 AA**. Det betyr god kontrast, lesbar skrift, tekst til bilder og knapper som fungerer med tastatur og skjermleser. Regelverket i Norge krever universell utforming av nettsider, og alle brukere har nytte av det. En side som er lett å bruke for en svaksynt, er også lettere for alle andre.

Vi bygger designet som et sett med gjenbrukbare byggeklosser. Når du senere vil legge til en ny side eller en kampanje, ser den ut som resten av nettstedet. Du slipper å starte på nytt hver gang.

Lurer du på hvordan nettsiden din fungerer i dag? Be om en gratis nettsidesjekk, så får du resultatet på e-post innen cirka 5 minutter.`,
  },
  {
    slug: "responsiv-utvikling",
    title: "Responsiv utvikling",
    promise: "Kundene dine får samme gode inntrykk på alle skjermer",
    description:
      "Nettsiden din fungerer like godt på mobil, nettbrett og PC. Du får én løsning som tilpasser seg skjermen og er lett å bruke med tommelen.",
    highlights: [
      "Bygget for mobilen først",
      "Testet på ekte enheter",
      "Knapper som passer tommelen",
      "Bilder tilpasset skjermen",
    ],
    text: `Mange av kundene dine ser nettsiden din første gang på mobilen. Er teksten liten, knappene trange eller menyen vanskelig å åpne, mister du dem fort. Ofte uten at du merker det.

Vi jobber etter prinsippet **mobilen først**. Vi designer og bygger for den minste skjermen, og utvider deretter for nettbrett og PC. Da er det viktigste innholdet alltid synlig, og ingenting forsvinner når skjermen blir mindre.

Teknisk bruker vi fleksible rutenett med CSS Grid og Flexbox, og skrift som skalerer med skjermen. Bilder leveres i flere størrelser og i moderne formater som WebP og AVIF. Mobilen laster da bare det den trenger. Det sparer data for brukeren og gjør siden raskere.

Knapper og lenker får nok plass til å treffe med tommelen. Skjemaer åpner riktig tastatur, for eksempel talltastatur for telefonnummer. Små detaljer som dette avgjør ofte om en kunde sender forespørselen eller gir opp.

Før lansering **tester vi på ekte telefoner og nettbrett**, ikke bare i en simulator. Vi sjekker de vanlige nettleserne og både stående og liggende skjerm. Vi tester også med forstørret tekst, slik at siden fungerer for dem som trenger større skrift. Google rangerer dessuten sider etter mobilversjonen. En god mobilopplevelse hjelper derfor også synligheten din i søk.

Vil du vite hvordan nettsiden din fungerer på mobil i dag? Be om en gratis nettsidesjekk, så får du svar innen cirka 5 minutter.`,
  },
  {
    slug: "hoy-ytelse",
    title: "Høy ytelse",
    promise: "Siden din lastes raskt, også på mobil",
    description:
      "En rask nettside holder på besøkende og gir bedre synlighet i søk. Vi måler med Core Web Vitals og fjerner det som gjør siden treg.",
    highlights: [
      "Målt med Core Web Vitals",
      "Komprimerte bilder og lett kode",
      "Hurtigbuffer og CDN",
      "Overvåking etter lansering",
    ],
    text: `En treg nettside koster deg kunder. Besøkende venter ikke på en side som henger, og Google tar hensyn til hastighet når sidene rangeres. Høy ytelse er derfor ikke bare teknikk. Det handler om salg og synlighet.

Vi starter med å måle. Googles **Core Web Vitals** viser hvor raskt hovedinnholdet vises, hvor fort siden svarer på klikk, og om innholdet hopper mens det laster. Vi måler både i testverktøy og med data fra ekte brukere. Da vet du hvor problemene faktisk ligger.

Deretter fjerner vi det som gjør siden treg. Bilder komprimeres og leveres i riktig størrelse. Kode som ikke trengs, lastes ikke. Skrifttyper og skript fra andre leverandører får en kritisk gjennomgang, for de er ofte de største synderne. Bilder og annonser får faste mål, slik at siden ikke flytter seg mens du leser.

Selve leveransen betyr også mye. Vi bruker HTTP/2, komprimering og hurtigbuffer, og et CDN som sender filene fra en server nær brukeren. Sider som sjelden endres, kan bygges ferdig på forhånd. Da svarer serveren nesten med en gang.

Ytelse er ikke noe du fikser én gang. Nye bilder, skript og funksjoner gjør sider tyngre over tid. Derfor kan vi sette opp **løpende overvåking** som varsler når tallene blir dårligere, før kundene merker det.

Vil du vite hvor rask nettsiden din er i dag? Be om en gratis nettsidesjekk, så får du svar innen cirka 5 minutter.`,
  },
  {
    slug: "seo-optimalisering",
    title: "SEO-optimalisering",
    promise: "Flere kunder finner deg på Google",
    description:
      "Bli lettere å finne når kundene søker etter det du tilbyr. Du får teknisk SEO, tekster som svarer på spørsmål og målinger du forstår.",
    highlights: [
      "Søkeordanalyse for ditt marked",
      "Teknisk SEO i orden",
      "Tekster skrevet for mennesker",
      "Synlig i lokale søk",
      "Tydelige rapporter",
    ],
    text: `Det hjelper lite med en fin nettside hvis ingen finner den. De fleste kunder starter med et søk. Målet med SEO er at nettsiden din dukker opp når de søker etter det du tilbyr.

Vi begynner med en **søkeordanalyse**. Hvilke ord bruker kundene dine, og hva lurer de på? Svarene styrer hvilke sider nettstedet trenger, og hva hver side skal handle om. Én side bør svare godt på ett spørsmål.

Så får vi det tekniske på plass. Sidene skal ha gode titler og metabeskrivelser, en logisk struktur med overskrifter og lenker mellom sidene. Vi lager et nettstedskart, setter kanoniske lenker og legger inn strukturerte data, slik at Google forstår hva innholdet handler om. Rask lasting og en god mobilversjon teller også med.

Innholdet skriver vi for mennesker først. Tekster som svarer konkret på det leseren lurer på, fungerer best over tid. Vi unngår triks som kan gi treff på kort sikt, men som Google straffer senere. Har du en butikk eller et kontor, setter vi opp bedriftsprofilen din i Google, slik at du blir synlig i lokale søk.

Til slutt måler vi. Du får tilgang til Google Search Console og en enkel rapport over hvilke søk som gir besøk. Ingen kan love deg førsteplassen i Google, og det gjør heller ikke vi. Det du får, er et solid grunnlag og **tydelige tall å styre etter**.

Vil du vite hvordan nettsiden din står seg i søk i dag? Be om en gratis nettsidesjekk, så får du svar på e-post.`,
  },
  {
    slug: "sikkerhet-og-palitelighet",
    title: "Sikkerhet og pålitelighet",
    promise: "Kundene dine kan trygt legge igjen opplysninger",
    description:
      "En nettside som er trygg for deg og kundene dine. Du får HTTPS, oppdatert programvare, sikkerhetskopier og en plan for når noe går galt.",
    highlights: [
      "HTTPS og HSTS som standard",
      "Jevnlige sikkerhetsoppdateringer",
      "Automatiske sikkerhetskopier",
      "Overvåking av oppetid",
      "Personvern etter GDPR",
    ],
    text: `Et innbrudd på nettsiden kan gi nedetid, lekkede kundedata og tapt tillit. Mange angrep er automatiske og treffer små bedrifter like ofte som store. Derfor bør sikkerheten være på plass fra første dag, ikke komme etter et uhell.

All trafikk går kryptert over **HTTPS med HSTS**, slik at nettleseren ikke faller tilbake til en usikker tilkobling. Vi legger inn sikkerhetsregler i svarene fra serveren, blant annet en policy som begrenser hvilke skript som får kjøre. Skjemaer beskyttes mot spam og misbruk. Vi bygger etter OWASP Topp 10, en kjent liste over de vanligste sårbarhetene på nettet.

Programvare med kjente hull er den vanligste veien inn. Vi holder rammeverk, tillegg og avhengigheter oppdatert, og fjerner det som ikke er i bruk. Bare de som trenger tilgang, får det. Innlogging til publiseringsverktøyet kan kreve tofaktorautentisering.

Pålitelighet handler om at siden er oppe når kundene kommer. Vi tar **automatiske sikkerhetskopier** og tester at de faktisk kan hentes tilbake. Oppetiden overvåkes, så vi får varsel hvis siden går ned. Du får en enkel plan for hva som skjer, og hvem som gjør hva, hvis noe går galt.

Personvern er en del av sikkerheten. Skjemaer samler bare inn det du trenger, data behandles i tråd med GDPR, og informasjonskapsler for analyse og markedsføring settes først når brukeren har samtykket.

Vil du vite om nettsiden din har åpenbare svakheter? Den gratis nettsidesjekken inneholder sikkerhetssjekker, og du får svar innen cirka 5 minutter.`,
  },
  {
    slug: "vedlikehold-og-support",
    title: "Vedlikehold og support",
    promise: "Du bruker tiden på kundene, ikke på oppdateringer",
    description:
      "Hold nettsiden trygg, rask og oppdatert uten å gjøre alt selv. Du får oppdateringer, overvåking og en fast kontakt når du trenger hjelp.",
    highlights: [
      "Fast kontaktperson",
      "Oppdateringer og sikkerhetskopier",
      "Overvåking av oppetid og hastighet",
      "Små forbedringer løpende",
      "Kort rapport med jevne mellomrom",
    ],
    text: `En nettside blir aldri helt ferdig. Programvaren trenger oppdateringer, innholdet blir gammelt, og nye behov dukker opp. Uten vedlikehold blir siden tregere og mer sårbar for angrep, ofte uten at noen merker det før skaden har skjedd.

Med en vedlikeholdsavtale tar vi oss av det tekniske, så du kan bruke tiden på virksomheten din. Vi installerer sikkerhetsoppdateringer, oppdaterer rammeverk og tillegg, og tester at alt virker etterpå. Sikkerhetskopier tas automatisk, og vi sjekker jevnlig at de kan hentes tilbake.

Vi **overvåker oppetid og hastighet**. Går siden ned, eller blir den merkbart tregere, får vi varsel og kan rette feilen. Vi følger også med på Core Web Vitals og feilmeldinger i Google Search Console, så små problemer ikke vokser seg store.

Du får **en fast kontaktperson** som kjenner nettsiden din. Trenger du en ny side, et nytt skjema eller en endring i menyen, sender du en e-post. Du slipper å forklare alt fra starten hver gang. Mindre forbedringer tar vi løpende, mens større endringer planlegger vi sammen med deg.

Med jevne mellomrom får du en kort rapport. Den viser hva som er gjort, hvordan siden fungerer, og hva vi anbefaler videre. Da har du oversikt uten å måtte sette deg inn i teknikken.

Har du en nettside som trenger fast oppfølging, enten vi har laget den eller ikke? Send oss en forespørsel, så svarer vi innen 24 timer.`,
  },
  {
    slug: "e-handelslosninger",
    title: "E-handelsløsninger",
    promise: "Flere fullfører kjøpet i butikken din",
    description:
      "En nettbutikk som er enkel å handle i og enkel å drive. Du får trygg betaling, gode produktsider og kobling til lager og regnskap.",
    highlights: [
      "Vipps og kortbetaling",
      "Kort og enkel kasse",
      "Kobling til lager og regnskap",
      "Produktsider som svarer på spørsmål",
      "Personvern og netthandelsregler",
    ],
    text: `En nettbutikk skal gjøre to ting godt. Kundene skal finne varen og betale uten å støte på hindringer. Og du skal kunne drive butikken uten å taste inn de samme opplysningene flere steder.

Vi starter med handleturen slik kunden opplever den. Produktsider får gode bilder, tydelige priser, lagerstatus og svar på vanlige spørsmål. Søk og filtre hjelper kundene å finne riktig variant. **Kassen holdes kort**, med gjestekjøp, Vipps og kortbetaling, og tydelig informasjon om frakt og retur før kunden betaler.

Bak kulissene kobler vi butikken til systemene du allerede bruker. Ordrer kan gå rett til lager og regnskap, og lagerstatus kan oppdateres automatisk. Vi bruker etablerte plattformer når de passer, og skreddersyr når du har behov som standardløsninger ikke dekker, for eksempel en priskalkulator for varer med mange valg.

Sikkerhet og regler er en del av jobben. Betalingen håndteres av en godkjent betalingsleverandør, så kortdata lagres ikke hos deg. Butikken bygges etter GDPR og norske regler for netthandel, blant annet om angrerett, priser og vilkår. Informasjonskapsler for analyse og markedsføring settes bare med samtykke.

Etter lansering måler vi hvor kundene faller fra. Kanskje forsvinner mange i kassen, eller på en bestemt produktside. Da vet du hvor **små endringer kan gi flere salg**, og vi kan teste forbedringer én etter én.`,
  },
  {
    slug: "cms-integrasjon",
    title: "CMS-integrasjon",
    promise: "Du styrer innholdet selv",
    description:
      "Oppdater tekster, bilder og sider selv, uten å ringe en utvikler. Vi velger og setter opp et publiseringsverktøy som passer dere.",
    highlights: [
      "Enkel redigering for hele teamet",
      "Headless eller klassisk CMS",
      "Forhåndsvisning før publisering",
      "Roller og godkjenning",
      "Opplæring av redaktørene",
    ],
    text: `Du skal ikke trenge en utvikler for å bytte et bilde eller skrive en nyhet. Et godt publiseringsverktøy, et CMS, lar deg og kollegene dine oppdatere nettsiden selv, raskt og trygt.

Vi starter med å se på hvem som skal redigere, og hva de skal redigere. En liten bedrift med én redaktør trenger noe annet enn en kommune med mange avdelinger. Ut fra dette anbefaler vi en løsning. Det kan være et klassisk CMS, eller et **headless CMS** der innholdet lagres for seg og hentes til nettsiden via et API.

Et headless CMS gir stor frihet. Det samme innholdet kan vises på nettsiden, i en app eller på en skjerm i resepsjonen. Nettsiden kan bygges for fart og sikkerhet, uavhengig av redigeringsverktøyet. Et klassisk CMS kan være enklere å komme i gang med. Vi forklarer fordeler og ulemper, så dere kan velge med åpne øyne.

Redigeringen bygger vi rundt innholdet deres. I stedet for en tom tekstboks får redaktørene ferdige felt og blokker som passer designet. Da blir sidene like i stil, og det er vanskelig å ødelegge oppsettet ved et uhell. Dere får **forhåndsvisning før publisering**, og ved behov roller og godkjenning, slik at riktig person ser over før noe går ut.

Har dere innhold i et gammelt system, hjelper vi med å flytte det. Vi lager omdirigeringer fra gamle adresser, slik at dere ikke mister synlighet i søk. Til slutt får redaktørene en praktisk opplæring i sitt eget innhold.`,
  },
  {
    slug: "api-og-integrasjoner",
    title: "API og integrasjoner",
    promise: "Du slipper å taste inn det samme to ganger",
    description:
      "Få nettsiden til å snakke med systemene du allerede bruker. Du slipper dobbeltarbeid, og data flyter trygt mellom CRM, regnskap og nettside.",
    highlights: [
      "Kobling til CRM og regnskap",
      "REST- og GraphQL-API-er",
      "Mindre manuelt dobbeltarbeid",
      "Trygg håndtering av data",
      "Logging og varsling ved feil",
    ],
    text: `Mange bedrifter taster inn de samme opplysningene flere steder. En forespørsel fra nettsiden kopieres inn i CRM, en ordre skrives av til regnskapet, og lagerstatus oppdateres for hånd. Det tar tid og gir feil.

Med gode integrasjoner kobler vi nettsiden til systemene du allerede bruker. En henvendelse fra kontaktskjemaet kan gå rett inn i CRM. Ordrer fra nettbutikken kan havne i regnskapet, og ledige timer kan hentes fra bookingsystemet. **Data registreres én gang** og flyter videre dit de trengs.

Vi jobber med REST- og GraphQL-API-er og webhooks, og med filoverføring når det er det eneste et system støtter. Først kartlegger vi hvilke systemer dere har, og hvilke data som skal hvor. Deretter bygger vi integrasjonen, med tydelig avtale om hvilket system som er fasit. Trenger dere et eget API, for eksempel for en app eller en partner, lager vi det med dokumentasjon.

Sikkerhet og personvern er med fra start. Nøkler og passord lagres trygt, utenfor koden. Integrasjonen får bare tilgang til dataene den trenger, og all trafikk går kryptert. Behandler dere personopplysninger, hjelper vi dere med å dokumentere dataflyten i tråd med GDPR.

Integrasjoner kan svikte når et annet system endres eller er nede. Derfor bygger vi inn **logging, nye forsøk og varsling**. Feiler en overføring, får noen beskjed, og feilen blir ikke liggende uoppdaget.`,
  },
];
