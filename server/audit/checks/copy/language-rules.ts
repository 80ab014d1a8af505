// The declared page language, checked against what the text looks like: screen readers pick their
// pronunciation and search engines their audience from <html lang>.

import type { Finding } from "../../types.ts";
import { copyCheck, type PageCopy } from "./page-copy.ts";
import { looksNorwegian } from "./text-signals.ts";

const LANGUAGE_NAMES: Record<string, string> = {
  en: "engelsk",
  sv: "svensk",
  da: "dansk",
  de: "tysk",
  fr: "fransk",
  es: "spansk",
  fi: "finsk",
  pl: "polsk",
};

/** " (engelsk)" for a language code we can name, or nothing. */
const languageName = (primary: string | null) => {
  const name = primary ? LANGUAGE_NAMES[primary] : undefined;
  return name ? ` (${name})` : "";
};

/** Does the page declare a language other than Norwegian for a text that looks Norwegian? */
export function saysWrongLanguage({ page, text }: PageCopy): boolean {
  const primary = page.lang?.trim().toLowerCase().split(/[-_]/)[0] || null;
  return primary !== null && !["nb", "no", "nn"].includes(primary) && looksNorwegian(text);
}

function languageFinding(copy: PageCopy): Finding {
  const { page, text } = copy;
  const declared = page.lang?.trim() || null;
  const primary = declared?.toLowerCase().split(/[-_]/)[0] ?? null;
  const norwegianText = looksNorwegian(text);
  if (!declared) {
    return {
      id: "language",
      severity: "warning",
      title: "Siden oppgir ikke språk",
      detail:
        "HTML-koden mangler lang-attributt. Skjermlesere og søkemotorer må da gjette hvilket språk teksten er på.",
      fix: norwegianText
        ? 'Sett <html lang="nb"> (eller "nn" for nynorsk) i malen for nettsiden.'
        : "Sett lang-attributtet på <html> til språket teksten er skrevet på.",
    };
  }
  if (saysWrongLanguage(copy)) {
    return {
      id: "language",
      severity: "problem",
      title: "Siden oppgir feil språk",
      detail: `Siden oppgir språkkoden «${declared}»${languageName(primary)}, men teksten er norsk. Skjermlesere leser den da med feil uttale, og søkemotorer kan vise den til feil publikum.`,
      fix: 'Endre til <html lang="nb"> (eller "nn" for nynorsk).',
    };
  }
  return {
    id: "language",
    severity: "good",
    title: "Språket er oppgitt",
    detail: `Siden oppgir språket «${declared}».`,
    fix: "Ingen endring nødvendig.",
  };
}

export const declaredLanguage = copyCheck("copy-language", (copy) => [languageFinding(copy)]);
