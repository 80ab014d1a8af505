// Plain, readable Norwegian: LIX of the body copy and the average sentence length.

import type { Finding } from "../types.ts";
import { nb, round1 } from "./format.ts";
import { lix, lixLevel, words } from "./readability.ts";
import type { CopyAnalysis, PageText } from "./types.ts";

export function readabilityRules(
  page: PageText,
  text: string,
  add: (finding: Finding) => void,
): Pick<CopyAnalysis, "readability" | "lix" | "lixLevel" | "averageSentenceWords"> {
  const prose = page.paragraphs.join("\n");
  const useParagraphs = words(prose).length >= 20;
  const readabilityText = useParagraphs ? prose : text;
  const readabilityLix = lix(readabilityText);
  const level = lixLevel(readabilityLix.score);
  const averageSentenceWords =
    readabilityLix.sentences === 0 ? 0 : round1(readabilityLix.words / readabilityLix.sentences);
  if (readabilityLix.words > 0) {
    const lixText = `LIX ${nb(readabilityLix.score)} (${level.toLocaleLowerCase("nb")})`;
    if (readabilityLix.score > 45) {
      add({
        id: "readability",
        severity: "problem",
        title: "Teksten er tung å lese",
        detail: `Brødteksten har ${lixText}. For markedsføring bør den ligge på 30–40. ${readabilityLix.longWords} av ${readabilityLix.words} ord har sju bokstaver eller mer.`,
        fix: "Del lange setninger i to, og bytt lange ord med korte: «benytte» blir «bruke», «gjennomføre» blir «gjøre».",
      });
    } else if (readabilityLix.score > 40) {
      add({
        id: "readability",
        severity: "warning",
        title: "Teksten er litt tung",
        detail: `Brødteksten har ${lixText}. For markedsføring bør den ligge på 30–40.`,
        fix: "Kort ned de lengste setningene og bytt ut noen av de lange ordene.",
      });
    } else {
      add({
        id: "readability",
        severity: "good",
        title: "Teksten er lett å lese",
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
    } else {
      add({
        id: "sentence-length",
        severity: "good",
        title: "Setningene er passe korte",
        detail: `Setningene har i snitt ${nb(averageSentenceWords)} ord.`,
        fix: "Bland gjerne korte og litt lengre setninger for rytmens skyld.",
      });
    }
  }

  return {
    readability: { ...readabilityLix, level, source: useParagraphs ? "paragraphs" : "bodyText" },
    lix: readabilityLix,
    lixLevel: level,
    averageSentenceWords,
  };
}
