import { count } from "#app/lib/format-nb.ts";
import type { PageData } from "../../gather/page/page-data.ts";
import type { Finding, Impact } from "../../types.ts";
import { defineCheck } from "../types.ts";
import { langTag } from "./lang.ts";

// Accessibility basics we can see in the HTML (decision 009). In Norway universal design (WCAG 2.1 AA)
// is required by law for websites aimed at the public. This is the fallback when the browser stage
// (axe in a real browser) is off or fails, so it speaks axe's language: each rule is the static
// half of an axe rule, carries that rule's impact, and is a registry check weighed by impact as
// Lighthouse weighs axe's rules.

export type { Impact };

/** Lighthouse's weight for an axe rule of each impact (lighthouse/core/config/default-config.js). */
export const IMPACT_WEIGHTS: Record<Impact, number> = { critical: 10, serious: 7, moderate: 3, minor: 1 };

export interface AccessibilityFinding extends Finding {
  /** The impact of the axe rule this finding stands for; null only for the all-clear finding. */
  impact: Impact | null;
  /** The axe-core rule id, so the browser stage's results can be matched with ours. */
  axeRule: string | null;
}

interface Rule {
  axeRule: string;
  /** axe-core 4.14's impact for the rule (pinned by accessibility.test.ts against axe-core itself). */
  impact: Impact;
  applies: (page: PageData) => boolean;
  /** The finding when the page fails the rule, else null. */
  check: (page: PageData) => Omit<Finding, "severity"> | null;
}

/** "h2 er", "h2 og h3 er": the levels between two headings. */
function skippedLevels(from: number, to: number): string {
  const levels = Array.from({ length: to - from - 1 }, (_, i) => `h${from + i + 1}`);
  const names = levels.length > 1 ? `${levels.slice(0, -1).join(", ")} og ${levels.at(-1)}` : levels[0];
  return `${names} er`;
}

/** Critical and serious problems stop people; moderate and minor ones slow them down. */
const severityFor = (impact: Impact): Finding["severity"] =>
  impact === "critical" || impact === "serious" ? "problem" : "warning";

const always = () => true;

/** The rules we can check without a browser, most severe first (the order findings are listed in). */
/** What a frame is, read from where it comes from, for the example title; none where it does not tell. */
function frameFix(src: string): string {
  const example = /maps|openstreetmap|kart/i.test(src)
    ? "Kart over veien til oss"
    : /youtube|youtu\.be|vimeo/i.test(src)
      ? "Video om [hva videoen viser]"
      : /(?:^|[/.])yr\.no/i.test(src)
        ? "Værvarsel"
        : null;
  return example
    ? `Gi hver iframe en title som sier hva den viser, for eksempel title="${example}".`
    : "Gi hver iframe en title som sier hva den viser.";
}

export const ACCESSIBILITY_RULES: readonly Rule[] = [
  {
    axeRule: "image-alt",
    impact: "critical",
    applies: (page) => page.images.length > 0,
    check: (page) => {
      const without = page.images.filter((image) => image.alt === null).length;
      return without
        ? {
            id: "a11y-alt",
            title: `${count(without, "bilde", "bilder")} uten alt-tekst`,
            detail: `Blinde og svaksynte får ikke vite hva ${without === 1 ? "bildet" : "bildene"} viser (WCAG 1.1.1).`,
            fix: 'Gi hvert bilde en kort alt-tekst som sier hva det viser. Rene pyntebilder får alt="".',
          }
        : null;
    },
  },
  {
    axeRule: "label",
    impact: "critical",
    applies: (page) => page.formFields.length > 0,
    check: (page) => {
      const unlabelled = page.formFields.filter((field) => !field.labelled).length;
      return unlabelled
        ? {
            id: "a11y-labels",
            // the label may stand beside the field, not tied to it: what is missing is what a
            // screen reader reads, said so that it is true of both
            title: `${unlabelled} skjemafelt har ingen ledetekst skjermleseren kan lese`,
            detail:
              "Skjermleseren leser opp en ledetekst bare når den er koblet til feltet. Uten den vet ikke skjermleserbrukere hva de skal fylle inn (WCAG 1.3.1, 3.3.2).",
            fix: "Knytt en <label for=…> til hvert felt, med samme id på feltet. Står ledeteksten der allerede, er det bare koblingen som mangler.",
          }
        : null;
    },
  },
  {
    axeRule: "button-name",
    impact: "critical",
    applies: (page) => page.buttons.length + page.unnamedButtons > 0,
    check: (page) =>
      page.unnamedButtons
        ? {
            id: "a11y-button-names",
            title: `${count(page.unnamedButtons, "knapp", "knapper")} uten navn`,
            detail:
              "En knapp med bare et ikon leses opp som «knapp». Da vet ikke skjermleserbrukeren hva den gjør (WCAG 4.1.2).",
            fix: "Gi knappen synlig tekst eller en aria-label, for eksempel «Åpne menyen».",
          }
        : null,
  },
  {
    axeRule: "html-has-lang",
    impact: "serious",
    applies: always,
    check: (page) =>
      page.lang
        ? null
        : {
            id: "a11y-lang",
            title: "Språket er ikke oppgitt",
            detail: "Skjermlesere leser norsk tekst med feil uttale når språket mangler (WCAG 3.1.1).",
            fix: `Sett ${langTag([page.bodyText])}.`,
          },
  },
  {
    axeRule: "document-title",
    impact: "serious",
    applies: always,
    check: (page) =>
      page.title
        ? null
        : {
            id: "a11y-title",
            title: "Siden har ingen tittel",
            detail:
              "Tittelen er det første en skjermleser sier, og navnet på fanen. Uten den vet ingen hvor de er (WCAG 2.4.2).",
            fix: "Gi siden en <title> som sier hva den handler om.",
          },
  },
  {
    axeRule: "link-name",
    impact: "serious",
    applies: (page) => page.links.length > 0,
    check: (page) => {
      const nameless = page.links.filter((link) => !link.text && !link.label).length;
      return nameless
        ? {
            id: "a11y-link-names",
            title: `${count(nameless, "lenke", "lenker")} uten navn`,
            detail: "Lenker med bare ikon eller bilde uten tekst leses opp som «lenke» (WCAG 2.4.4).",
            fix: "Gi lenkene synlig tekst, aria-label eller alt-tekst på bildet.",
          }
        : null;
    },
  },
  {
    axeRule: "frame-title",
    impact: "serious",
    applies: (page) => page.frames.length > 0,
    check: (page) => {
      const untitled = page.frames.filter((frame) => !frame.named).length;
      return untitled
        ? {
            id: "a11y-frame-title",
            title: `${count(untitled, "innebygd ramme", "innebygde rammer")} uten tittel`,
            detail:
              "Kart, video og skjema som er bygd inn fra andre (iframe), trenger en tittel. Ellers hører skjermleserbrukeren bare «ramme» (WCAG 4.1.2).",
            fix: frameFix(page.frames.find((frame) => !frame.named)?.src ?? ""),
          }
        : null;
    },
  },
  {
    axeRule: "heading-order",
    impact: "moderate",
    applies: (page) => page.headings.length > 1,
    check: (page) => {
      let previous = 0;
      let before = 0;
      const skipped = page.headings.find((heading) => {
        const jump = previous > 0 && heading.level > previous + 1;
        before = previous;
        previous = heading.level;
        return jump;
      });
      return skipped
        ? {
            id: "a11y-heading-order",
            title: "Overskriftsnivåer hoppes over",
            detail: `«${skipped.text}» er en h${skipped.level} rett etter en h${before} – ${skippedLevels(before, skipped.level)} hoppet over. Skjermleserbrukere navigerer etter overskriftene.`,
            fix: "Bruk overskriftsnivåene i rekkefølge: h1, så h2, så h3.",
          }
        : null;
    },
  },
  {
    axeRule: "landmark-one-main",
    impact: "moderate",
    applies: always,
    check: (page) =>
      page.mainLandmarks
        ? null
        : {
            id: "a11y-main",
            title: "Hovedinnholdet er ikke merket med <main>",
            detail: "Med <main> kan skjermleserbrukere hoppe rett til innholdet, forbi menyen.",
            fix: "Legg hovedinnholdet i et <main>-element.",
          },
  },
  {
    axeRule: "meta-viewport",
    impact: "moderate",
    applies: (page) => page.viewport !== null,
    check: (page) => {
      const viewport = (page.viewport ?? "").toLowerCase().replace(/\s/g, "");
      const maximum = Number(/maximum-scale=([\d.]+)/.exec(viewport)?.[1] ?? Number.POSITIVE_INFINITY);
      return /user-scalable=(no|0)(,|;|$)/.test(viewport) || maximum < 2
        ? {
            id: "a11y-zoom",
            title: "Siden kan ikke forstørres på mobil",
            detail: "Viewport-taggen stopper zoom. Svaksynte får ikke forstørret teksten (WCAG 1.4.4).",
            fix: "Fjern user-scalable=no og maximum-scale fra viewport-taggen.",
          }
        : null;
    },
  },
  {
    axeRule: "empty-heading",
    impact: "minor",
    applies: (page) => page.headings.length > 0,
    check: (page) =>
      page.emptyHeadings
        ? {
            id: "a11y-empty-heading",
            title: count(page.emptyHeadings, "tom overskrift", "tomme overskrifter"),
            detail:
              "En overskrift uten tekst dukker opp i skjermleserens liste over overskrifter, men sier ingenting.",
            fix: "Gi overskriften tekst, eller gjør den om til vanlig tekst hvis den bare skal gi luft.",
          }
        : null,
  },
];

/** The group the start page's rules are scored in together (Check.group; SCORING.accessibility). */
export const PAGE_RULES = "a11y-page";

/**
 * Each rule as a registry check of the start page: it applies when the rule does, passes (1) or
 * fails (0) with the rule's finding, and weighs its impact as Lighthouse weighs axe's rules. The group
 * makes the impact-weighted share of the rules passed; Lighthouse's own axe run replaces them all.
 */
export const RULE_CHECKS = ACCESSIBILITY_RULES.map((rule) =>
  defineCheck({
    id: `a11y-${rule.axeRule}`,
    lighthouse: [rule.axeRule],
    category: "accessibility",
    group: PAGE_RULES,
    weight: IMPACT_WEIGHTS[rule.impact],
    needs: ["page"],
    run: ({ page }) => {
      if (!rule.applies(page)) return { score: null, findings: [] };
      const failure = rule.check(page);
      if (!failure) return { score: 1, findings: [] };
      const finding: AccessibilityFinding = {
        ...failure,
        severity: severityFor(rule.impact),
        impact: rule.impact,
        axeRule: rule.axeRule,
      };
      return { score: 0, findings: [finding] };
    },
  }),
);
