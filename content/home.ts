import {
  AUDIT_WITHIN_MINUTES,
  CONSULTATION_MINUTES,
  EXPERIENCE_YEARS,
  REPLY_WITHIN_HOURS,
} from "./constants.ts";
import { site } from "./site.ts";

// The home page's words (docs/brief/SPEC.md "Home page" and section 1). Numbers come from the spec only.

export const homeMeta = {
  title: `${site.companyName} – nettsider, webapplikasjoner og AI`,
  description:
    "Raske nettsider, trygge webapplikasjoner og AI-løsninger for norske bedrifter. Få en gratis nettsidesjekk eller book 30 minutter med oss.",
};

export const hero = {
  eyebrow: "Nettsider, webapplikasjoner og AI fra Sandnes",
  title: "Spar over 10 timer i måneden med nettsider og AI",
  cta: `Book ${CONSULTATION_MINUTES} minutter gratis`,
  lead: "Du får raske nettsider, trygge webapplikasjoner og AI-løsninger som tar over oppgavene du i dag gjør for hånd.",
};

export const audit = {
  title: "Gratis nettsidesjekk",
  intro: `Skriv inn adressen til nettsiden din. Du får rapporten på e-post innen ca. ${AUDIT_WITHIN_MINUTES} minutter – helt uforpliktende.`,
  urlLabel: "Adressen til nettsiden",
  urlPlaceholder: "dinbedrift.no",
  emailLabel: "Din e-postadresse",
  emailPlaceholder: "navn@bedrift.no",
  next: "Sjekk",
  submit: "Send vurdering",
  sending: "Sender...",
  back: "Endre adresse",
  infoLabel: "Hva inneholder rapporten?",
  reportItems: [
    "AI-drevet innholdsanalyse etter prinsippene til reklamelegenden David Ogilvy",
    "Sikkerhetssjekk av nettsiden",
    "Detaljert poengsum med konkrete anbefalinger",
    "Omskrevne salgstekster optimalisert for konvertering",
  ],
};

export const stats = [
  { value: "10+", label: "timer spart i måneden" },
  { value: "200 %", label: "økt effektivitet" },
  { value: "50+", label: "leverte løsninger" },
  { value: EXPERIENCE_YEARS, label: "års erfaring" },
];

export const trustPoints = ["AI-kompetanse", "Norsk sikkerhet og GDPR", "Langsiktig partnerskap"];

export const clientsHeading = "Bedrifter som bygger med oss";

export const servicesSection = {
  heading: "Spesialtilpassede AI-løsninger",
  intro: "Fire måter vi hjelper deg på. Velg det du trenger nå – vi bygger videre når du er klar.",
  readMore: "Les mer",
};

export const casesSection = {
  heading: "Suksesshistorier fra våre kunder",
  intro: "Se hvordan våre AI-løsninger har transformert virksomheter og skapt målbare resultater.",
  readMore: "Les mere",
  visit: (client: string) => `Besøk ${client}`,
  discuss: "Diskuter ditt prosjekt med oss",
};

export const newsSection = {
  heading: "Siste nyheter",
  previous: "Forrige nyhet",
  next: "Neste nyhet",
  goTo: (n: number) => `Vis nyhet ${n}`,
  readMore: "Les artikkelen",
};

export const approach = {
  heading: "Slik jobber vi",
  cta: "Start med en gratis samtale",
  intro: "Fire steg fra idé til løsning i drift. Du vet hva som skjer, og hva det gir deg, i hvert steg.",
  steps: [
    {
      title: "Analyse & Strategi",
      text: "Vi kartlegger målene dine, brukerne og dataene. Du får en plan med tydelige prioriteringer.",
    },
    {
      title: "Design & Prototype",
      text: "Du ser og tester løsningen før vi bygger den. Slik retter vi kursen tidlig og billig.",
    },
    {
      title: "Implementering",
      text: "Vi bygger i korte runder og viser fram hver uke. Sikkerhet og universell utforming er med fra start.",
    },
    {
      title: "Optimalisering",
      text: "Etter lansering måler vi bruken og forbedrer det som gir mest effekt for deg.",
    },
  ],
};

export const about = {
  heading: "Om oss",
  title: `${EXPERIENCE_YEARS} års erfaring med web – nå med AI i verktøykassa`,
  paragraphs: [
    `${site.companyName} er et lite team av utviklere og rådgivere i ${site.address.city}. Vi har bygget nettsider og webapplikasjoner i over 15 år, for gründere, små og mellomstore bedrifter, konsern og offentlig sektor.`,
    "Du snakker med dem som gjør jobben. Vi forklarer valgene våre på vanlig norsk, og vi anbefaler AI bare når den løser et reelt problem for deg.",
  ],
  cta: "Bli kjent med oss",
  values: [
    "Du eier koden og dataene dine",
    "Dataene dine lagres i tråd med GDPR",
    "Du får målt resultatet, ikke bare leveransen",
  ],
};

export const contactSection = {
  heading: "Book en gratis samtale",
  intro: `Fortell oss hva du vil oppnå. Vi svarer innen ${REPLY_WITHIN_HOURS} timer.`,
  promises: [
    `En gratis samtale på ${CONSULTATION_MINUTES} minutter`,
    "Skreddersydd AI-strategi for din bedrift",
    "Estimat på kostnad og tid",
    "Ingen forpliktelser",
    `Svar innen ${REPLY_WITHIN_HOURS} timer`,
  ],
  blockHeading: "Kontakt oss direkte",
  phoneLabel: "Telefon",
  emailLabel: "E-post",
  officeLabel: "Kontor",
};
