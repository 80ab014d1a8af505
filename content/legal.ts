import { AUDIT_RETENTION_DAYS, CONTACT_RETENTION_MONTHS, PRIVACY_UPDATED } from "./constants.ts";
import { site } from "./site.ts";

// The two static legal pages: /personvern and /cookies (docs/brief/SPEC.md section 2). The texts describe what
// the site actually does; change them whenever forms, processors, storage or retention change.

export interface LegalSection {
  heading: string;
  /** Shown before the list, if there is one. */
  paragraphs: string[];
  list?: string[];
}

export interface LegalPage {
  title: string;
  /** What the reader gets from the page, shown under the title as part of the heading (decision 027). */
  promise?: string;
  /** ≤ 155 characters. */
  metaDescription: string;
  /** Month and year of the last change, e.g. "oktober 2025". */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

/** "Eksempel Drift AS (Norge)": a processor as the privacy statement names it. */
const processor = (role: keyof typeof site.processors) =>
  `${site.processors[role].name} (${site.processors[role].location})`;

function transfers(): string[] {
  return (["ai", "ads"] as const).flatMap((role) => {
    const { name, safeguard } = site.processors[role];
    return safeguard ? [`${name}: ${safeguard}.`] : [];
  });
}

const postalAddress = `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`;

export const privacyPage: LegalPage = {
  title: "Personvernerklæring",
  promise: "Slik blir opplysningene dine tatt vare på",
  metaDescription: `Slik behandler ${site.companyName} personopplysninger fra kontaktskjemaet og nettsidesjekken, hvor lenge vi lagrer dem og hvilke rettigheter du har.`,
  updated: PRIVACY_UPDATED,
  intro: `Her ser du hvilke personopplysninger ${site.legalName} behandler når du bruker nettsiden, hvorfor, og hvilke rettigheter du har. Nettsiden har ingen innlogging. Opplysninger om deg kommer bare inn når du sender et skjema, laster opp et bilde eller besøker sidene.`,
  sections: [
    {
      heading: "Hvem som er ansvarlig",
      paragraphs: [
        `${site.legalName} er behandlingsansvarlig for personopplysningene som er beskrevet her. Det betyr at vi bestemmer hvorfor og hvordan opplysningene blir behandlet.`,
        `Har du spørsmål om personvern, kan du skrive til oss på ${site.email}. Kontaktopplysningene våre er:`,
      ],
      list: [
        site.legalName,
        `Org.nr. ${site.organisationNumber}`,
        `Adresse: ${postalAddress}`,
        `E-post: ${site.email}`,
        `Telefon: ${site.phone}`,
      ],
    },
    {
      heading: "Hvilke opplysninger vi samler inn, og hvorfor",
      paragraphs: [
        "Det som samles inn, er bare det som trengs for å svare deg, levere det du ber om og holde nettsiden trygg.",
        "Når du sender kontaktskjemaet eller bestiller en nettsidesjekk, blir innsendingen lagret i databasen. Den kommer også til oss på e-post, og du får en bekreftelse på e-post. Dette er opplysningene som behandles:",
      ],
      list: [
        "Kontaktskjemaet: fornavn, etternavn og e-postadresse. Telefonnummer, bedrift og prosjektbeskrivelse hvis du fyller ut disse feltene. Vi bruker opplysningene til å svare på forespørselen din, avtale en samtale og eventuelt gi deg et overslag over kostnad og tid.",
        "Nettsidesjekken: adressen til nettsiden du vil ha sjekket, og e-postadressen din. Vi henter de offentlige sidene på adressen, analyserer dem og sender deg rapporten på e-post. Sidene kan inneholde opplysninger som allerede er publisert der, for eksempel navn på ansatte.",
        "Testsiden for bildeopplasting: bildene du laster opp. Vi lagrer bildene på serveren vår, og de vises i listen på testsiden, der andre besøkende også kan se dem. Last derfor ikke opp bilder av personer eller bilder som inneholder personopplysninger. Så ingen enkelt besøkende kan fylle opp lagringsplassen, lagrer vi sammen med hvert bilde en kode som er regnet ut fra IP-adressen din (en hash), ikke selve adressen. Koden slettes sammen med bildet.",
        "Serverlogger: når du besøker nettsiden, logger serveren tekniske opplysninger om hver forespørsel, for eksempel tidspunkt, hvilken side som ble hentet, og om det gikk bra. Vi bruker loggene til drift, feilsøking og sikkerhet. Vi lagrer ikke IP-adresser i forespørselsloggene.",
        "Informasjonskapsler: nettsiden setter ingen informasjonskapsler før du har samtykket, og vi bruker ingen analyseverktøy. Markedsføringskapsler blir bare satt hvis du sier ja. Les mer på siden om informasjonskapsler.",
      ],
    },
    {
      heading: "Må du gi oss opplysninger?",
      paragraphs: [
        "Nei, det er frivillig. Men uten navn og e-postadresse kan vi ikke svare på en forespørsel, og uten e-postadresse kan vi ikke sende deg rapporten fra nettsidesjekken.",
      ],
    },
    {
      heading: "Det rettslige grunnlaget",
      paragraphs: [
        "Personopplysningene dine behandles bare når det finnes et grunnlag for det i personvernforordningen (GDPR). Dette er grunnlagene:",
      ],
      list: [
        "Kontaktforespørsler: artikkel 6 nr. 1 bokstav b. Behandlingen er nødvendig for å gjøre det du ber om før en eventuell avtale, som å svare deg og gi deg et overslag. Skriver du på vegne av en bedrift, bygger vi på vår berettigede interesse i å svare mulige kunder (bokstav f).",
        "Nettsidesjekken: artikkel 6 nr. 1 bokstav f, berettiget interesse. Vi har en interesse i å levere rapporten du har bedt om.",
        "Serverlogger: artikkel 6 nr. 1 bokstav f, berettiget interesse. Vi har en interesse i å holde nettsiden sikker og stabil og i å finne og rette feil.",
        "Testsiden for bildeopplasting: artikkel 6 nr. 1 bokstav f, berettiget interesse. Vi har en interesse i å tilby og teste opplastingen.",
        "Markedsføringskapsler: artikkel 6 nr. 1 bokstav a, samtykke. Du kan når som helst trekke samtykket tilbake.",
      ],
    },
    {
      heading: "Slik har vi veid interessene",
      paragraphs: [
        "Der grunnlaget er berettiget interesse, har vi veid vår interesse opp mot personvernet ditt.",
        "For nettsidesjekken har vi lagt vekt på at du selv ber om rapporten, at vi bare bruker e-postadressen til å sende den, og at vi sletter forespørselen og rapporten etter 90 dager.",
        "For serverloggene har vi lagt vekt på at de ikke inneholder IP-adresser, at de bare brukes til drift og sikkerhet, og at de slettes etter 30 dager. For testbildene har vi lagt vekt på at du selv velger hva du laster opp, og at bildene slettes etter 30 dager.",
        "Vi mener derfor at disse behandlingene ikke griper inn i personvernet ditt på en måte som veier tyngre enn vår interesse. Du kan likevel alltid protestere. Se avsnittet om rettighetene dine.",
      ],
    },
    {
      heading: "Hvem som får opplysningene",
      paragraphs: [
        "Vi selger ikke personopplysninger, og vi gir dem ikke til andre for deres markedsføring. Vi kan måtte gi ut opplysninger hvis loven krever det.",
        "Vi bruker noen leverandører som behandler opplysninger på våre vegne (databehandlere). De får bare bruke opplysningene etter våre instrukser.",
        "Disse leverandørene bruker vi:",
      ],
      list: [
        `Server og drift: ${processor("hosting")}. Lagrer databasen (PostgreSQL), de opplastede filene og loggene.`,
        `E-postutsending: ${processor("mail")}. Sender innsendingene til oss, bekreftelsene til deg og rapporten fra nettsidesjekken.`,
        `AI-tjenester, bare når denne funksjonen er slått på: ${processor("ai")}. Får teksten fra nettsiden du vil ha sjekket, for å vurdere salgsteksten, og skriver utkast til tekster på tjenestesidene våre. Navn, e-postadresse og andre kontaktopplysninger blir ikke sendt dit.`,
        `Annonsemåling, bare hvis du har samtykket til markedsføringskapsler: ${processor("ads")}. Får beskjed når en forespørsel er sendt, slik at vi kan måle om annonsene virker. Navnet ditt, e-postadressen din og innholdet i forespørselen blir ikke sendt med.`,
      ],
    },
    {
      heading: "Overføring til land utenfor EU/EØS",
      paragraphs: [
        "Databasen, filene og loggene ligger i EU/EØS. To av leverandørene kan behandle opplysninger utenfor EU/EØS, og da er overføringen sikret slik:",
      ],
      list: transfers(),
    },
    {
      heading: "Rapporten fra nettsidesjekken",
      paragraphs: [
        "Rapporten får en egen nettadresse med en lang, tilfeldig kode. Alle som har lenken, kan åpne rapporten, så del den bare med dem du vil skal se den. Søkemotorer får ikke lov til å ta den med, og vi lenker ikke til den fra noe sted.",
        "Hvem som helst kan skrive inn en e-postadresse i skjemaet for nettsidesjekken, også en adresse som ikke er deres egen. Derfor inneholder e-posten bare rapporten om den offentlige nettsiden og ingenting av det avsenderen skrev. Har du fått en rapport du ikke ba om, kan du se bort fra den eller be oss slette den.",
        `Ber samme e-postadresse om en ny sjekk av samme nettsted, viser rapporten hva som er endret siden sist. Den sammenligner bare med rapporter bestilt med den samme adressen. Forespørselen og rapporten slettes etter ${AUDIT_RETENTION_DAYS} dager.`,
      ],
    },
    {
      heading: "Vern mot misbruk",
      paragraphs: [
        "For å hindre at skjemaene våre blir misbrukt, teller vi hvor mange forespørsler som kommer fra samme IP-adresse og samme e-postadresse i en kort periode. Vi lagrer ikke selve adressene til dette, bare en kode som er regnet ut fra dem (en hash), og tellerne slettes når perioden er over, etter høyst en time.",
      ],
    },
    {
      heading: "Hvor lenge vi lagrer opplysningene",
      paragraphs: [
        "Opplysningene lagres ikke lenger enn de trengs. Når fristen er ute, blir de slettet. Det gjelder også kopiene som har kommet på e-post.",
      ],
      list: [
        `Kontaktforespørsler: slettes automatisk ${CONTACT_RETENTION_MONTHS} måneder etter at du sendte dem, eller tidligere hvis du ber om det. Blir du kunde, tar vi opplysningene med inn i kundeforholdet, og da får du egen informasjon om lagringen.`,
        `Nettsidesjekken: forespørselen og rapporten slettes etter ${AUDIT_RETENTION_DAYS} dager.`,
        "Serverlogger: slettes etter 30 dager.",
        "Opplastede testbilder: slettes etter 30 dager.",
      ],
    },
    {
      heading: "Rettighetene dine",
      paragraphs: ["Personvernforordningen gir deg disse rettighetene:"],
      list: [
        "Innsyn: Du kan få vite hvilke opplysninger vi har om deg, og få en kopi av dem.",
        "Retting: Du kan be oss rette opplysninger som er feil eller ufullstendige.",
        "Sletting: Du kan be oss slette opplysninger om deg, for eksempel når vi ikke lenger trenger dem.",
        "Begrensning: Du kan be oss begrense behandlingen, for eksempel mens vi undersøker om opplysningene er riktige.",
        "Dataportabilitet: Du kan få opplysninger du selv har gitt oss, i et vanlig maskinlesbart format, når behandlingen bygger på samtykke eller avtale.",
        "Protest: Du kan protestere mot behandling som bygger på berettiget interesse. Da stanser vi behandlingen, med mindre vi har tungtveiende grunner til å fortsette.",
        "Trekke tilbake samtykke: Du kan når som helst trekke tilbake samtykket til markedsføringskapsler på siden om informasjonskapsler. Det påvirker ikke behandlingen som skjedde før du trakk det tilbake.",
      ],
    },
    {
      heading: "Slik bruker du rettighetene dine",
      paragraphs: [
        `Send en e-post til ${site.email} og fortell hva du ber om. Det koster ingenting.`,
        "Du får svar uten ugrunnet opphold og senest innen én måned. Må vi bekrefte hvem du er før vi gir ut eller endrer opplysninger, spør vi deg om det.",
      ],
    },
    {
      heading: "Klage til Datatilsynet",
      paragraphs: [
        "Mener du at vi behandler personopplysninger i strid med regelverket, kan du klage til Datatilsynet. Du finner informasjon om hvordan du klager på www.datatilsynet.no.",
        "Ta gjerne kontakt med oss først. Da kan vi prøve å rette opp feilen med en gang.",
      ],
    },
    {
      heading: "Automatiserte avgjørelser",
      paragraphs: [
        "Vi tar ingen avgjørelser om deg som bare bygger på automatisk behandling og som har rettsvirkning for deg eller påvirker deg på en tilsvarende måte.",
        "Poengsummen i nettsidesjekken blir laget automatisk. Den er en vurdering av en nettside, ikke av deg som person, og vi bruker den ikke til profilering.",
      ],
    },
    {
      heading: "Slik sikrer vi opplysningene",
      paragraphs: [
        "Vi har tekniske og organisatoriske tiltak som skal beskytte opplysningene mot tap, misbruk og uvedkommende tilgang. Blant annet:",
      ],
      list: [
        "Trafikken mellom nettleseren din og nettsiden er kryptert (HTTPS).",
        "Databasen og filene ligger på en server i EU/EØS.",
        "Bare de hos oss som trenger opplysningene i arbeidet sitt, har tilgang til dem.",
        "Vi lagrer ikke IP-adresser i forespørselsloggene.",
        "Vi sletter opplysningene når lagringstiden er ute.",
        "Leverandørene våre er bundet av databehandleravtaler.",
      ],
    },
    {
      heading: "Endringer i erklæringen",
      paragraphs: [
        "Erklæringen blir oppdatert når behandlingen av personopplysninger endres, for eksempel med en ny leverandør eller en ny funksjon. Øverst på siden ser du når den sist ble oppdatert.",
        "Gjør vi store endringer, sier vi fra om det på nettsiden.",
      ],
    },
  ],
};

export const cookiesPage: LegalPage = {
  title: "Informasjonskapsler (cookies)",
  promise: "Du bestemmer hva som lagres i nettleseren din",
  metaDescription:
    "Vi setter ingen informasjonskapsler til statistikk eller markedsføring før du samtykker. Se hva som er i bruk, og hvordan du endrer valget ditt.",
  updated: PRIVACY_UPDATED,
  intro:
    "Her ser du hvilke informasjonskapsler nettsiden vår kan bruke, hva som er i bruk i dag, og hvordan du bestemmer selv. Kort fortalt: Før du har valgt, lagrer vi ingenting om deg i nettleseren. Etter at du har valgt, husker vi bare valget ditt.",
  sections: [
    {
      heading: "Hva er informasjonskapsler?",
      paragraphs: [
        "Informasjonskapsler (cookies) er små tekstfiler som en nettside lagrer i nettleseren din. De kan for eksempel huske et valg du har gjort, eller måle om en annonse førte til en henvendelse.",
        "Nettsider kan også lagre informasjon på andre måter, for eksempel i nettleserens lokale lagring. Det vi skriver her, gjelder for alle slike måter.",
        "Etter ekomloven må vi ha samtykke fra deg før vi lagrer eller henter informasjon i nettleseren din. Unntaket er lagring som er strengt nødvendig for å levere det du ber om.",
      ],
    },
    {
      heading: "Kategoriene",
      paragraphs: [
        "Vi deler informasjonskapslene inn i to kategorier. Statistikk spør vi ikke om, fordi vi ikke bruker noe analyseverktøy.",
      ],
      list: [
        "Nødvendige: lagring som trengs for at nettsiden skal virke, og som ikke krever samtykke. Hva vi lagrer, står i tabellen under.",
        "Markedsføring: måling av om annonsene våre fører til at noen sender oss en forespørsel. Den blir bare brukt hvis du samtykker.",
      ],
    },
    {
      heading: "Alt nettsiden lagrer i nettleseren din",
      paragraphs: [
        "Dette er alt nettsiden vår selv lagrer i nettleseren din, med navn, formål og hvor lenge det blir liggende:",
      ],
      list: [
        "«samtykke» (informasjonskapsel, nødvendig): husker valget du gjorde i boksen om informasjonskapsler, også når du trykker «Avvis alle». Uten den måtte vi spørre deg på hver side. Settes først når du har valgt, og slettes etter 6 måneder. Da spør vi på nytt.",
        "«react-router-scroll-positions» (nettleserens øktlager, sessionStorage, nødvendig): husker hvor langt ned du hadde rullet på sidene du har besøkt, så du kommer tilbake til samme sted når du går tilbake. Inneholder bare sideadresser og posisjoner, og forsvinner når du lukker fanen.",
        "Nettsiden bruker ikke localStorage, og setter ingen andre informasjonskapsler selv.",
      ],
    },
    {
      heading: "Hva som er i bruk i dag",
      paragraphs: [
        "Før du har valgt, setter nettsiden ingen informasjonskapsler. Vi bruker ingen analyseverktøy og laster ingen skript fra andre.",
        "Sier du ja til markedsføring, gir nettsiden beskjed til annonseverktøyet når du har sendt kontaktskjemaet – men bare hvis et slikt verktøy er lastet. I dag laster vi ikke noe annonseverktøy, så et ja setter ingen informasjonskapsler fra andre. Navnet ditt, e-postadressen din og innholdet i forespørselen blir aldri sendt med.",
        "Sier du nei med «Avvis alle», blir ingen slik beskjed sendt, og den eneste informasjonskapselen som blir satt, er «samtykke», som husker nettopp at du sa nei.",
        `Navn og levetid på informasjonskapslene bestemmer annonseleverandøren. Vil du vite hvilken leverandør vi bruker, og hvilke informasjonskapsler den setter, kan du sende en e-post til ${site.email}.`,
      ],
    },
    {
      heading: "Slik fungerer samtykket",
      paragraphs: [
        "Når du besøker nettsiden første gang, spør vi om du godtar informasjonskapsler til markedsføring. Du kan godta alle, avvise alle eller velge selv. Nettsiden virker like godt uansett hva du svarer.",
        "Samtykket er frivillig, og det skal være like enkelt å si nei som å si ja. Samtykket er det rettslige grunnlaget for markedsføringskapslene, etter personvernforordningen artikkel 6 nr. 1 bokstav a.",
      ],
    },
    {
      heading: "Slik endrer du valget ditt",
      paragraphs: [
        "Du kan når som helst endre valget eller trekke tilbake samtykket i boksen «Ditt valg» på denne siden. Trekker du samtykket tilbake, gjelder det fra samme øyeblikk.",
        "Informasjonskapsler som allerede er satt, blir liggende i nettleseren til de utløper. Du kan slette dem selv. Se neste avsnitt.",
      ],
    },
    {
      heading: "Slik sletter du informasjonskapsler i nettleseren",
      paragraphs: [
        "Du kan se, slette og blokkere informasjonskapsler i nettleseren din. Fremgangsmåten er litt ulik fra nettleser til nettleser, men hovedtrekkene er de samme:",
      ],
      list: [
        "Åpne innstillingene i nettleseren.",
        "Se etter personvern, informasjonskapsler eller nettstedsdata.",
        "Velg om du vil slette data for én nettside eller for alle.",
        "Vil du ikke ha informasjonskapsler i det hele tatt, kan du blokkere dem på samme sted.",
        "På mobil finner du de samme valgene i innstillingene for nettleseren. Hjelpesidene til nettleseren din viser nøyaktig hvor.",
      ],
    },
    {
      heading: "Spørsmål",
      paragraphs: [
        `Har du spørsmål om informasjonskapsler eller personvern, kan du sende en e-post til ${site.email}.`,
        "I personvernerklæringen vår kan du lese mer om hvordan vi behandler personopplysninger, og om rettighetene dine.",
      ],
    },
  ],
};
