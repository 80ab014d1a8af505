import type { Finding } from "#app/lib/audit-report.ts";

// Our Norwegian for the audits in Lighthouse's accessibility group a11y-best-practices (“Best
// practices”), part of accessibility's table ./lighthouse-texts.ts (decision 022).

export const A11Y_BEST_PRACTICES_TEXTS: Record<string, Pick<Finding, "title" | "detail" | "fix">> = {
  "meta-refresh": {
    title: "Siden laster seg selv på nytt",
    detail:
      "Siden laster seg på nytt eller går til en annen side av seg selv etter en stund. Den besøkende mister plassen midt i lesingen, og skjermlesere begynner på toppen igjen.",
    fix: 'Fjern <meta http-equiv="refresh">. Skal siden flyttes, bruk en permanent videresending (301) på serveren.',
  },
  "meta-viewport": {
    title: "Siden hindrer zoom på mobil",
    detail: "Svaksynte kan ikke forstørre teksten.",
    fix: "Fjern user-scalable=no og maximum-scale fra viewport-taggen.",
  },
  "target-size": {
    title: "Knapper og lenker er for små til å treffe",
    detail: "Noen trykkflater er så små, eller står så tett, at det er lett å treffe feil med fingeren.",
    fix: "Gjør trykkflater minst 24 × 24 piksler, eller gi dem mer avstand.",
  },
  "landmark-one-main": {
    title: "Siden har ikke et hovedområde",
    detail: "Uten <main> kan ikke skjermleserbrukere hoppe rett til innholdet.",
    fix: "Legg hovedinnholdet i ett <main>-element.",
  },
  "autocomplete-valid": {
    title: "Skjemafelt med feil verdi for autoutfylling",
    detail:
      "Noen felt har en autocomplete-verdi nettleseren ikke kjenner igjen. Da kan den ikke fylle inn navn, e-post og adresse for den besøkende, og hjelpemidler vet ikke hva feltet gjelder.",
    fix: 'Bruk standardverdiene, for eksempel autocomplete="name", "email", "tel" og "postal-code".',
  },
  "presentation-role-conflict": {
    title: "Elementer merket som pynt blir likevel lest opp",
    detail:
      'Elementer med role="none" eller role="presentation" skal være usynlige for skjermlesere, men kan få fokus eller har ARIA-attributter. Da blir de lest opp likevel, uten at det gir mening.',
    fix: "Fjern tabindex og ARIA-attributtene fra elementet, eller fjern rollen hvis elementet faktisk skal brukes.",
  },
  "svg-img-alt": {
    title: "Grafikk uten tekst",
    detail: "SVG-grafikk med rollen «img» har ingen tekst en skjermleser kan lese opp.",
    fix: "Gi grafikken en <title> eller en aria-label.",
  },
  "table-duplicate-name": {
    title: "Tabeller har samme tekst i tittel og sammendrag",
    detail:
      "Tabellens tittel (<caption>) og sammendrag (summary) er like, så skjermlesere leser det samme to ganger.",
    fix: "La <caption> være tabellens tittel, og fjern summary eller la den forklare hvordan tabellen er bygd opp.",
  },
  "empty-heading": {
    title: "Tomme overskrifter",
    detail:
      "Noen overskrifter har ingen tekst, eller tekst som er skjult for skjermlesere. Skjermleserbrukere som hopper mellom overskrifter, hører bare «overskrift».",
    fix: "Gi overskriften tekst, eller fjern den hvis den bare brukes til luft eller pynt.",
  },
  "aria-allowed-role": {
    title: "Elementer har roller som ikke passer",
    detail:
      "Noen HTML-elementer har fått en ARIA-rolle de ikke kan ha, for eksempel en knapp som er merket som overskrift. Skjermlesere kan da gi feil beskjed om hva elementet er.",
    fix: "Fjern role-attributtet, eller bruk det HTML-elementet som allerede har den rollen.",
  },
  "identical-links-same-purpose": {
    title: "Lenker med samme tekst går til ulike sider",
    detail:
      "Flere lenker heter det samme, for eksempel «Les mer», men fører til forskjellige sider. Skjermleserbrukere som får lenkene lest opp i en liste, kan ikke skille dem.",
    fix: "Gi hver lenke en tekst som sier hvor den går, for eksempel «Les mer om regnskap».",
  },
};
