import { CONSULTATION_MINUTES, OFFICE_MOVE, REPLY_WITHIN_HOURS } from "./constants.ts";
import { site } from "./site.ts";

// The contact page, /kontakt (docs/brief/SPEC.md section 2, "Contact page"). Address, e-mail, phone and opening
// hours come from the site configuration; the travel cards give general directions only.

export interface TravelCard {
  mode: "Bil" | "Kollektivt" | "Sykkel";
  text: string;
}

export interface ContactPage {
  title: string;
  /** ≤ 155 characters. */
  metaDescription: string;
  /** The button opens the contact dialog. */
  hero: { title: string; intro: string; button: "Send oss en forespørsel" };
  office: { heading: string; text: string };
  email: { heading: string; text: string };
  hoursHeading: string;
  hours: string;
  travelHeading: string;
  travel: TravelCard[];
  innovationCentre: { heading: string; paragraphs: string[] };
  closing: { title: "Ta kontakt i dag"; text: string; button: string };
}

const fullAddress = `${site.address.street}, ${site.address.postalCode} ${site.address.city}`;

export const contactPage: ContactPage = {
  title: "Kontakt oss",
  metaDescription: `Kontakt ${site.companyName} i ${site.address.city}. Fortell oss om prosjektet ditt, så svarer vi innen ${REPLY_WITHIN_HOURS} timer. Se adresse, åpningstider og veibeskrivelse.`,
  hero: {
    title: "Fortell oss hva du vil få til",
    intro: `Send oss noen linjer om prosjektet ditt. Vi svarer innen ${REPLY_WITHIN_HOURS} timer og foreslår en gratis samtale på ${CONSULTATION_MINUTES} minutter. Du forplikter deg ikke til noe.`,
    button: "Send oss en forespørsel",
  },
  office: {
    heading: `Nytt kontor i ${site.address.city}`,
    text: `Fra ${OFFICE_MOVE} holder vi til i nye lokaler i ${site.address.building}. Adressen er ${fullAddress}. Avtal gjerne et møte på forhånd, så er vi sikre på å være til stede når du kommer.`,
  },
  email: {
    heading: "E-post og telefon",
    text: `Skriv til ${site.email} eller ring ${site.phone}. Ring gjerne i åpningstiden.`,
  },
  hoursHeading: "Åpningstider",
  hours: site.openingHours,
  travelHeading: "Slik finner du oss",
  travel: [
    {
      mode: "Bil",
      text: `Sett inn ${fullAddress} i kartappen. Det er parkering i nærheten, se skilting.`,
    },
    {
      mode: "Kollektivt",
      text: `Ta buss eller tog til ${site.address.city} sentrum. Derfra er det en kort gåtur til kontoret.`,
    },
    {
      mode: "Sykkel",
      text: "Sykler du, kan du parkere sykkelen rett utenfor bygget.",
    },
  ],
  innovationCentre: {
    heading: `Et kontor i ${site.address.building}`,
    paragraphs: [
      `I ${site.address.building} deler vi bygg med andre bedrifter som jobber med teknologi. Det gir korte veier til faglige samtaler og nye ideer.`,
      "Senteret har møterom vi kan bruke når du kommer på besøk. Her kan vi sitte sammen, tegne på tavla og gå gjennom løsningen din. Foretrekker du et videomøte, passer det like godt.",
    ],
  },
  closing: {
    title: "Ta kontakt i dag",
    text: `Fortell oss kort om utfordringen din. Vi svarer innen ${REPLY_WITHIN_HOURS} timer med forslag til neste steg og et tidspunkt for en gratis samtale på ${CONSULTATION_MINUTES} minutter.`,
    button: "Send oss en forespørsel",
  },
};
