import { CONSULTATION_MINUTES } from "./constants.ts";
import { site } from "./site.ts";

// The AI guide, /aiguide (docs/brief/SPEC.md section 2, "AI guide"): the technologies we build with, practical
// use cases and how we use AI responsibly. Tools are described by what they do in our projects;
// no partnership with any of the companies is claimed.

export interface AiTechnology {
  name: string;
  /** Short label: what kind of tool it is. */
  role: string;
  description: string;
  /** External link to the company's own site. */
  url: string;
}

export interface AiUseCase {
  title: string;
  description: string;
  /** One concrete situation from a Norwegian workplace. */
  example: string;
}

export interface AiGuide {
  title: string;
  intro: string;
  /** ≤ 155 characters. */
  metaDescription: string;
  technologiesHeading: string;
  technologiesIntro: string;
  /** Exactly three: language models, vector database, development platform. */
  technologies: AiTechnology[];
  useCasesHeading: string;
  useCasesIntro: string;
  useCases: AiUseCase[];
  responsible: { heading: string; intro: string; points: { title: string; text: string }[] };
  closing: { title: string; text: string };
  /** The spec's button text, exactly. */
  cta: "Kontakt oss for en demo";
}

export const aiGuide: AiGuide = {
  title: "AI-guide: Slik kan kunstig intelligens spare tid i bedriften din",
  intro:
    "Kunstig intelligens er mest nyttig når den løser en konkret oppgave. Her ser du hvilke verktøy vi bygger med, hva de kan brukes til hos deg, og hvordan vi holder dataene dine trygge.",
  metaDescription:
    "Hvilke AI-verktøy vi bygger med, seks praktiske bruksområder for norske bedrifter og hvordan vi bruker kunstig intelligens trygt. Be om en demo.",
  technologiesHeading: "Teknologien vi bygger med",
  technologiesIntro:
    "En AI-løsning består av flere deler. Dette er de tre vi bruker oftest. Vi velger verktøy etter hva oppgaven og dataene dine krever.",
  technologies: [
    {
      name: "OpenAI",
      role: "Språkmodeller",
      description:
        "OpenAI lager språkmodeller som andre kan bruke gjennom et API. Vi bruker dem til å forstå spørsmål, oppsummere tekst og skrive utkast. I løsningene våre svarer modellen ut fra dokumentene dine, ikke bare ut fra det den har lært fra før.",
      url: "https://openai.com",
    },
    {
      name: "Pinecone",
      role: "Vektordatabase",
      description:
        "Pinecone er en vektordatabase. Den lagrer tekst som tall som beskriver innholdet, slik at et søk finner det riktige avsnittet selv om ordene er andre. Vi bruker den til å hente relevante utdrag fra dokumentene dine før språkmodellen svarer.",
      url: "https://www.pinecone.io",
    },
    {
      name: "GitHub",
      role: "Utviklingsplattform",
      description:
        "GitHub er en plattform for kildekode. Vi bruker den til versjonskontroll, kodegjennomgang og automatiske tester. Slik blir hver endring sjekket før den går i drift, og det er lett å se hva som er endret, og når.",
      url: "https://github.com",
    },
  ],
  useCasesHeading: "Praktiske bruksområder",
  useCasesIntro: "Dette er oppgaver der AI ofte sparer tid i norske bedrifter og virksomheter.",
  useCases: [
    {
      title: "Kundeservice-assistent",
      description:
        "En assistent på nettsiden eller i kundeportalen svarer på vanlige spørsmål ut fra dine egne dokumenter. Spørsmål den ikke kan svare på, går videre til en person.",
      example:
        "En nettbutikk lar assistenten svare på spørsmål om levering og retur døgnet rundt. Kundeservice bruker tiden på sakene som trenger et menneske.",
    },
    {
      title: "Dokumentsøk",
      description:
        "Du spør med vanlige ord og får svar med henvisning til riktig dokument. Søket forstår hva du mener, ikke bare hvilke ord du skriver.",
      example: `I styreportalen vi har laget for ${site.clients.styreportal.name}, finner styremedlemmene det de leter etter i styrepapirene på 3 sekunder.`,
    },
    {
      title: "Sortering av e-post og saker",
      description:
        "AI leser innkommende e-post, foreslår kategori og hvor mye saken haster, og sender den til riktig person. Saksbehandleren tar den endelige avgjørelsen.",
      example:
        "En kommune får mange henvendelser i en felles innboks. Hver sak får et forslag til kategori og mottaker, så ingen må sortere alt for hånd.",
    },
    {
      title: "Utkast til rapporter",
      description:
        "AI henter tall og tekst fra systemene dine og skriver et første utkast. Du retter, legger til vurderingene dine og godkjenner.",
      example:
        "En økonomisjef får et utkast til månedsrapporten med tall og kommentarer. Arbeidet går fra å skrive til å kontrollere og forbedre.",
    },
    {
      title: "Møtereferater",
      description:
        "Opptak eller notater fra møtet blir til et kort referat med beslutninger og oppgaver. Deltakerne leser gjennom før referatet sendes ut.",
      example:
        "Etter et prosjektmøte ligger referatet klart med hvem som skal gjøre hva, og innen når. Ingen må bruke kvelden på å skrive det.",
    },
    {
      title: "Kode og kvalitet",
      description:
        "AI hjelper utviklere med å skrive tester, forklare gammel kode og finne feil tidlig. Alt går gjennom vanlig kodegjennomgang før det tas i bruk.",
      example:
        "Et utviklingsteam får forslag til tester for kode som mangler dem. En utvikler går gjennom forslagene og beholder de som gir mening.",
    },
  ],
  responsible: {
    heading: "Slik bruker vi AI på en ansvarlig måte",
    intro:
      "AI gjør feil, og dataene dine er verdifulle. Derfor følger vi noen faste regler i alle prosjekter:",
    points: [
      {
        title: "Et menneske har siste ord",
        text: "AI lager forslag og utkast. En person går gjennom resultatet før noe sendes til kunder eller brukes i en avgjørelse.",
      },
      {
        title: "Personvern fra første dag",
        text: "Vi kartlegger hvilke data løsningen trenger, og bruker ikke mer enn det. Personopplysninger behandles etter GDPR, med databehandleravtaler du kan lese.",
      },
      {
        title: "Ingen trening på dataene dine uten avtale",
        text: "Vi bruker ikke dataene dine til å trene AI-modeller uten at vi har avtalt det med deg. Vi velger tjenester og innstillinger der dataene ikke brukes til å trene leverandørens modeller.",
      },
      {
        title: "Åpent om hva som er AI",
        text: "Brukerne skal vite når de snakker med en AI-assistent, og hvor svaret kommer fra.",
      },
    ],
  },
  closing: {
    title: "Se hva AI kan gjøre med dine egne data",
    text: `Vi viser deg en løsning som ligner på det du trenger. Start med en gratis samtale på ${CONSULTATION_MINUTES} minutter.`,
  },
  cta: "Kontakt oss for en demo",
};
