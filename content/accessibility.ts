import type { LegalPage } from "./legal.ts";
import { site } from "./site.ts";

// The accessibility statement (decision 011). Universal design of ICT is required by Norwegian law for
// websites aimed at the public; this page says what we have done, what we test and how to tell us
// about a barrier. Keep it true: update it when the site or the tests change.

export const accessibilityPage: LegalPage = {
  title: "Tilgjengelighetserklæring",
  promise: "Sidene skal fungere for deg, uansett hvordan du bruker dem",
  metaDescription: `Slik gjør vi nettsiden til ${site.companyName} brukbar for alle: krav vi følger, hvordan vi tester, og hvordan du melder fra om en feil.`,
  updated: "november 2026",
  intro:
    "Nettsiden skal kunne brukes av alle, også med skjermleser, bare tastatur, forstørrelse eller redusert bevegelse. Her ser du hvilke krav vi følger, hvordan vi sjekker dem, og hvordan du sier fra hvis noe ikke virker for deg.",
  sections: [
    {
      heading: "Kravene vi følger",
      paragraphs: [
        "Forskriften om universell utforming av IKT krever at private virksomheter følger kravene i WCAG 2.0 som forskriften lister opp. Vi går lenger: vi bygger og tester etter WCAG 2.1 på nivå AA, som er kravet for offentlige virksomheter. Målet er at hele nettsiden oppfyller dem.",
      ],
    },
    {
      heading: "Dette har vi gjort",
      paragraphs: ["Nettsiden er laget med universell utforming fra starten:"],
      list: [
        "Alle sider har ett tydelig hovednivå (h1) og overskrifter i riktig rekkefølge.",
        "Du kan bruke alt med tastaturet, og du ser alltid hvor du er (synlig fokus).",
        "En lenke øverst lar deg hoppe rett til hovedinnholdet.",
        "Skjemaene har ledetekster, og feilmeldingene står rett under feltet de gjelder.",
        "Kontaktvinduet holder fokus mens det er åpent og gir det tilbake når det lukkes.",
        "Bilder har alternativ tekst, og rene pyntebilder er skjult for skjermlesere.",
        "Fargene har god kontrast, minst 4,5:1 for vanlig tekst, og tekst kan forstørres til 200 % uten at noe forsvinner.",
        "Har du valgt redusert bevegelse i systemet ditt, står animasjonene stille.",
        "Innholdssidene kan leses uten JavaScript, og kontaktskjemaet kan sendes uten.",
      ],
    },
    {
      heading: "Slik tester vi",
      paragraphs: [
        "Sist testet 24. november 2026. Hver endring blir testet automatisk før den publiseres. Testene sjekker alle sidene med verktøyet axe, og de prøver menyen, kontaktvinduet, karusellen og skjemaene med tastatur i en ekte nettleser. Vi måler også hver sidetype med Lighthouse.",
        "Automatiske tester finner ikke alt. Derfor går vi også gjennom sidene med skjermleser og tastatur når vi gjør større endringer.",
      ],
    },
    {
      heading: "Kjente begrensninger",
      paragraphs: ["Dette vet vi ikke virker for alle ennå:"],
      list: [
        "Noen funksjoner krever JavaScript: innstillingene for informasjonskapsler, nettsidesjekken og testsiden for bildeopplasting. Uten JavaScript kan du lese alt innhold og sende kontaktskjemaet, men ikke bruke disse.",
        "Bildene besøkende laster opp på testsiden, får filnavnet som alternativ tekst. Det sier sjelden hva bildet viser.",
        "Rapporten fra nettsidesjekken gjengir tekst fra andre nettsider slik den står der, også når den teksten ikke er tilgjengelig.",
      ],
    },
    {
      heading: "Meld fra om en feil",
      paragraphs: [
        `Skriv til ${site.email} eller ring ${site.phone}. Fortell hvilken side det gjelder og hva som ikke virket. Vi svarer innen 24 timer på hverdager og retter feilen så raskt vi kan.`,
        "Får du ikke svar, eller er du ikke fornøyd med svaret, kan du melde fra til Tilsynet for universell utforming av IKT (uutilsynet.no).",
      ],
    },
  ],
};
