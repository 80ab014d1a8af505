// Ogilvy: five times as many people read the headline as the body copy, so it must promise the
// reader something — ideally with a number or news.

import type { Finding } from "../types.ts";
import { quoteList } from "./format.ts";
import { words } from "./readability.ts";
import { countPhrases, titleSegments } from "./text-signals.ts";
import type { CopyAnalysis, PageText } from "./types.ts";
import { BENEFIT_WORDS, NEWS_PHRASES } from "./word-lists.ts";

export function headlineRules(page: PageText, add: (finding: Finding) => void): CopyAnalysis["headline"] {
  const h1 = page.h1.map((item) => item.trim()).find(Boolean);
  const titleHead = titleSegments(page.title)[0] ?? "";
  const headlineText = h1 ?? titleHead;
  const source = h1 ? "h1" : titleHead ? "title" : "none";
  const headlineWords = words(headlineText).length;
  const benefitSignals = [...countPhrases(headlineText, BENEFIT_WORDS).keys()];
  if (/\d/.test(headlineText)) benefitSignals.push("tall");
  const newsWords = [...countPhrases(headlineText, NEWS_PHRASES).keys()];

  if (source === "none") {
    add({
      id: "headline-missing",
      severity: "problem",
      title: "Siden mangler en overskrift",
      detail:
        "Siden har verken en hovedoverskrift (h1) eller en sidetittel. Ogilvy regnet med at fem ganger så mange leser overskriften som brødteksten – uten overskrift mister du de fleste leserne.",
      fix: "Skriv én h1 øverst på siden som sier hva leseren får, for eksempel «Slik får du …».",
    });
  } else {
    if (source === "title") {
      add({
        id: "headline-no-h1",
        severity: "warning",
        title: "Siden mangler en synlig hovedoverskrift (h1)",
        detail: `Sjekken brukte sidetittelen «${headlineText}» som overskrift, men den vises bare i nettleserfanen og i søkeresultater.`,
        fix: "Legg til én synlig h1 øverst på siden med løftet ditt til leseren.",
      });
    }
    if (headlineWords > 12) {
      add({
        id: "headline-length",
        severity: "warning",
        title: "Overskriften er lang",
        detail: `«${headlineText}» har ${headlineWords} ord. Lange overskrifter blir skumlest, og løftet drukner.`,
        fix: "Kort den ned til 5–12 ord, og behold bare det viktigste løftet. Resten kan stå i ingressen.",
      });
    } else if (headlineWords < 3) {
      add({
        id: "headline-length",
        severity: "warning",
        title: "Overskriften er for kort til å love noe",
        detail: `«${headlineText}» har ${headlineWords} ord. Et firmanavn eller et enkelt ord forteller ikke leseren hva leseren får.`,
        fix: "Skriv en overskrift på 5–12 ord som sier hvem siden er for og hva leseren får ut av den.",
      });
    } else {
      add({
        id: "headline-length",
        severity: "good",
        title: "Overskriften har en god lengde",
        detail: `«${headlineText}» har ${headlineWords} ord – kort nok til å leses på et øyeblikk.`,
        fix: "Behold lengden når du tester nye varianter.",
      });
    }
    if (benefitSignals.length > 0) {
      add({
        id: "headline-benefit",
        severity: "good",
        title: "Overskriften snakker om leserens utbytte",
        detail: `Overskriften inneholder ${quoteList(benefitSignals, 5)} – ord som peker mot det leseren får.`,
        fix: "Sjekk at løftet er konkret: hva får leseren, og hvor raskt?",
      });
    } else {
      add({
        id: "headline-benefit",
        severity: "warning",
        title: "Overskriften lover ikke leseren noe",
        detail: `«${headlineText}» mangler et tydelig utbytte for leseren: ingen tall og ingen ord som «få», «spar», «enklere», «slik» eller «du».`,
        fix: "Skriv om overskriften så den sier hva leseren får, for eksempel «Slik får du …» eller «Spar … på …». Bruk et tall fra siden hvis du har et.",
      });
    }
    if (newsWords.length > 0) {
      add({
        id: "headline-news",
        severity: "good",
        title: "Overskriften har nyhetsverdi",
        detail: `Overskriften bruker ${quoteList(newsWords)}. Ogilvy fant at overskrifter med nyheter blir lest av flere.`,
        fix: "Bruk nyhetsord bare når det faktisk er noe nytt, og bytt dem ut når nyheten er gammel.",
      });
    }
  }

  return { text: headlineText, source, words: headlineWords, benefitSignals, newsWords };
}
