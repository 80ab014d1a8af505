import { paths } from "./routes.ts";
import type { ServiceCard } from "./types.ts";

// The four services (docs/brief/SPEC.md: home services section and /tjenester), in the spec's order.
export const services: ServiceCard[] = [
  {
    title: "Nettsider",
    slug: "nettsider",
    description:
      "Raske, tilgjengelige nettsider som gjør besøkende til kunder. Du får en side som er enkel å oppdatere og lett å finne i Google.",
    features: ["Moderne design", "Responsiv på alle skjermer", "Rask lasting", "Søkemotoroptimalisert"],
    image: {
      src: "/images/iso/iso-nettsider.svg",
      alt: "Illustrasjon av en nettside med innholdsblokker",
      width: 800,
      height: 600,
    },
    link: paths.websites,
  },
  {
    title: "Webapplikasjoner",
    slug: "webapplikasjoner",
    description:
      "Skreddersydde webapplikasjoner som forenkler arbeidsdagen din. Vi bygger sikre løsninger som tåler vekst.",
    features: [
      "Skalerbar arkitektur",
      "Sikkerhet og personvern",
      "Integrasjon med dine systemer",
      "Drift og oppfølging",
    ],
    image: {
      src: "/images/iso/iso-front.svg",
      alt: "Illustrasjon av en webapplikasjon over servere",
      width: 800,
      height: 600,
    },
    link: paths.webApps,
  },
  {
    title: "AI-løsninger",
    slug: "kunstigintelligens",
    description:
      "Kunstig intelligens som sparer tid i hverdagen: kundeportaler, smart søk og automatiserte prosesser bygget på dine egne data.",
    features: ["AI-drevne kundeportaler", "Prosessautomatisering", "Intelligent søk", "Sikker bruk av data"],
    image: {
      src: "/images/iso/iso-ai.svg",
      alt: "Illustrasjon av et nettverk av AI-noder",
      width: 800,
      height: 600,
    },
    link: paths.ai,
  },
  {
    title: "AI-kurs",
    slug: "aikurs",
    description:
      "Praktiske kurs som gjør teamet ditt trygt på AI. Dere lærer verktøyene med egne oppgaver, digitalt eller hos dere.",
    features: [
      "Grunnleggende AI-konsepter",
      "ChatGPT og språkmodeller",
      "Kurs digitalt eller på stedet",
      "Oppfølging etter kurset",
    ],
    image: {
      src: "/images/iso/iso-kurs.svg",
      alt: "Illustrasjon av en kurstavle og et eksamensbevis",
      width: 800,
      height: 600,
    },
    link: paths.courses,
  },
];
