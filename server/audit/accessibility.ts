import type { PageData } from "./extract.ts";
import { type CategoryResult, type Finding, scoreFromFindings } from "./types.ts";

// Accessibility basics we can see in the HTML (issue 5). In Norway universal design (WCAG 2.1 AA)
// is required by law for websites aimed at the public.

export function checkAccessibility(page: PageData): CategoryResult {
  const findings: Finding[] = [];
  const add = (finding: Finding) => findings.push(finding);
  if (!page.lang) {
    add({
      id: "a11y-lang",
      severity: "problem",
      title: "Språket er ikke oppgitt",
      detail: "Skjermlesere leser norsk tekst med feil uttale når språket mangler.",
      fix: 'Sett <html lang="nb">.',
    });
  }
  const withoutAlt = page.images.filter((image) => image.alt === null);
  if (withoutAlt.length) {
    add({
      id: "a11y-alt",
      severity: "problem",
      title: `${withoutAlt.length} bilde(r) uten alt-tekst`,
      detail: "Blinde og svaksynte får ikke vite hva bildene viser (WCAG 1.1.1).",
      fix: 'Gi alle bilder alt-tekst; rene pyntebilder får alt="".',
    });
  }
  const unlabelled = page.formFields.filter((field) => !field.labelled);
  if (unlabelled.length) {
    add({
      id: "a11y-labels",
      severity: "problem",
      title: `${unlabelled.length} skjemafelt uten ledetekst`,
      detail: "Uten <label> vet ikke skjermleserbrukere hva de skal fylle inn (WCAG 1.3.1, 3.3.2).",
      fix: "Knytt en <label for=…> til hvert felt.",
    });
  }
  let previous = 0;
  const skipped = page.headings.find((heading) => {
    const jump = previous > 0 && heading.level > previous + 1;
    previous = heading.level;
    return jump;
  });
  if (skipped) {
    add({
      id: "a11y-heading-order",
      severity: "warning",
      title: "Overskriftsnivåer hoppes over",
      detail: `«${skipped.text}» er h${skipped.level} uten et nivå mellom. Skjermleserbrukere navigerer etter overskriftene.`,
      fix: "Bruk overskriftsnivåene i rekkefølge: h1, så h2, så h3.",
    });
  }
  const nameless = page.links.filter((link) => !link.text && !link.label);
  if (nameless.length) {
    add({
      id: "a11y-link-names",
      severity: "problem",
      title: `${nameless.length} lenke(r) uten navn`,
      detail: "Lenker med bare ikon eller bilde uten tekst leses opp som «lenke» (WCAG 2.4.4).",
      fix: "Gi lenkene synlig tekst, aria-label eller alt-tekst på bildet.",
    });
  }
  if (findings.length === 0) {
    add({
      id: "a11y-ok",
      severity: "good",
      title: "Grunnleggende tilgjengelighet er på plass",
      detail: "Språk, alt-tekster, ledetekster, overskrifter og lenkenavn ser riktige ut.",
      fix: "",
    });
  }
  return { score: scoreFromFindings(findings, { problem: 20, warning: 10 }), findings };
}
