// Plain, readable Norwegian: LIX of the body copy and the average sentence length.

import type { PageData } from "../../gather/page/page-data.ts";
import type { Finding } from "../../types.ts";
import { nb, round1 } from "./format.ts";
import { copyCheck, copyOf } from "./page-copy.ts";
import { LIX_MIN_WORDS, lix, lixLevel, TOO_LITTLE_TEXT, unendedShare } from "./readability.ts";
import type { LixResult, PageText } from "./types.ts";

interface BodyReadability {
  lix: LixResult;
  /** The LIX level, or TOO_LITTLE_TEXT below LIX_MIN_WORDS words. */
  level: string;
  measured: boolean;
  averageSentenceWords: number;
}

// Only the body copy is measured (the paragraphs, not menus, buttons or link labels), and only when
// there is enough of it: LIX on a few dozen words of menu labels is noise that reads like a verdict.
function bodyReadability(page: PageText): BodyReadability {
  const readabilityLix = lix(page.paragraphs.join("\n"));
  const measured = readabilityLix.words >= LIX_MIN_WORDS;
  return {
    lix: readabilityLix,
    level: measured ? lixLevel(readabilityLix.score) : TOO_LITTLE_TEXT,
    measured,
    averageSentenceWords:
      readabilityLix.sentences === 0 ? 0 : round1(readabilityLix.words / readabilityLix.sentences),
  };
}

/** What the report shows of the copy besides its findings: the body copy's LIX and its level. */
export function copyReadability(page: PageData): { lix: number; lixLevel: string } {
  const copy = copyOf(page);
  if (!copy) return { lix: 0, lixLevel: TOO_LITTLE_TEXT };
  const { lix, level } = bodyReadability(copy.page);
  return { lix: lix.score, lixLevel: level };
}

/**
 * Body copy whose sentences mostly end at a line break with no full stop is labels and fragments,
 * not sentences: nothing is said of their length, least of all praise beside a heavy LIX.
 */
const MAX_UNENDED_SHARE = 0.5;

/** Sentences this short on average are not what makes a text heavy (the target is 10–15 words). */
const SHORT_SENTENCE_WORDS = 15;

function readabilityFindings({ page }: { page: PageText }): Finding[] {
  const { lix: readabilityLix, level, measured, averageSentenceWords } = bodyReadability(page);
  if (!measured) return [];
  const findings: Finding[] = [];
  const add = (finding: Finding) => findings.push(finding);
  const lixText = `LIX ${nb(readabilityLix.score)} (${level.toLocaleLowerCase("nb")})`;
  // LIX is sentence length plus the share of long words: where the sentences are short already, the
  // long words are what to change, and the fix does not ask to split sentences
  const shortSentences = averageSentenceWords <= SHORT_SENTENCE_WORDS;
  if (readabilityLix.score > 45) {
    add({
      id: "readability",
      severity: "problem",
      title: "Teksten er tung å lese",
      detail: `Brødteksten har ${lixText}. For markedsføring bør den ligge på 30–40. ${readabilityLix.longWords} av ${readabilityLix.words} ord har sju bokstaver eller mer.`,
      fix: shortSentences
        ? "Setningene er korte nok, så det er de lange ordene som gjør teksten tung. Bytt dem ut med korte der du kan: «benytte» blir «bruke», «gjennomføre» blir «gjøre»."
        : "Del lange setninger i to, og bytt ut lange ord med korte: «benytte» blir «bruke», «gjennomføre» blir «gjøre».",
    });
  } else if (readabilityLix.score > 40) {
    add({
      id: "readability",
      severity: "warning",
      title: "Teksten er litt tung",
      detail: `Brødteksten har ${lixText}. For markedsføring bør den ligge på 30–40.`,
      fix: shortSentences
        ? "Bytt ut noen av de lange ordene med korte: setningene er korte nok."
        : "Kort ned de lengste setningene og bytt ut noen av de lange ordene.",
    });
  } else {
    add({
      id: "readability",
      severity: "good",
      title: "Lesbarheten er innenfor målet",
      detail: `Brødteksten har ${lixText} – innenfor målet på 30–40 eller lettere.`,
      fix: "Hold nye tekster på samme nivå.",
    });
  }
  if (averageSentenceWords > 20) {
    add({
      id: "sentence-length",
      severity: averageSentenceWords > 30 ? "problem" : "warning",
      title: "Setningene er lange",
      detail: `Setningene har i snitt ${nb(averageSentenceWords)} ord. Over 20 ord blir tungt å lese på skjerm.`,
      fix: "Sikt mot 10–15 ord i snittet: ett poeng per setning, og sett punktum der du ellers ville skrevet «og».",
    });
  } else if (unendedShare(page.paragraphs.join("\n")) <= MAX_UNENDED_SHARE) {
    add({
      id: "sentence-length",
      severity: "good",
      title: "Setningene er passe korte",
      detail: `Setningene har i snitt ${nb(averageSentenceWords)} ord.`,
      fix: "Bland gjerne korte og litt lengre setninger for rytmens skyld.",
    });
  }
  return findings;
}

export const readability = copyCheck("copy-readability", readabilityFindings);
