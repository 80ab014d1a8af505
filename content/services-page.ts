import { CONSULTATION_MINUTES, REPLY_WITHIN_HOURS } from "./constants.ts";

// The services overview, /tjenester (docs/brief/SPEC.md section 2, "Services overview"). The four services
// themselves live in services.ts; this module holds the page's own words.

export interface BenefitCard {
  title: string;
  text: string;
}

export interface ServicesPage {
  /** Page heading. */
  title: string;
  intro: string;
  /** ≤ 155 characters. */
  metaDescription: string;
  benefitsHeading: string;
  /** Exactly three cards. */
  benefits: [BenefitCard, BenefitCard, BenefitCard];
  cta: { title: string; text: string; button: string };
}

export const servicesPage: ServicesPage = {
  title: "Nettsider, webapplikasjoner og AI som sparer deg tid",
  intro:
    "Trenger du en ny nettside, en webapplikasjon eller AI som tar over tidkrevende oppgaver? Her ser du hva vi kan gjøre for deg. Velg det du trenger nå, så bygger vi videre når du er klar.",
  metaDescription: `Nettsider, webapplikasjoner, AI-løsninger og AI-kurs for norske bedrifter. Se hva vi kan gjøre for deg, og book en gratis samtale på ${CONSULTATION_MINUTES} minutter.`,
  benefitsHeading: "Dette får du når du jobber med oss",
  benefits: [
    {
      title: "Én kontaktperson hele veien",
      text: "Du har én fast kontaktperson fra første idé til løsningen er i drift. Du slipper å forklare behovene dine på nytt hver gang prosjektet går videre.",
    },
    {
      title: "Sikkerhet og personvern fra dag én",
      text: "Vi planlegger sikkerhet og personvern fra starten, ikke til slutt. Dataene dine behandles etter GDPR.",
    },
    {
      title: "Resultater du kan måle",
      text: "Vi blir enige om hva som skal bli bedre, og måler det. Da ser du om løsningen sparer tid eller gir flere kunder.",
    },
  ],
  cta: {
    title: "Usikker på hva du trenger?",
    text: `Fortell oss hva du vil få til. Vi svarer innen ${REPLY_WITHIN_HOURS} timer og hjelper deg med å velge riktig løsning i en gratis samtale på ${CONSULTATION_MINUTES} minutter.`,
    button: `Book ${CONSULTATION_MINUTES} minutter gratis`,
  },
};
