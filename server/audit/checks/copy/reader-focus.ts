// Ogilvy: the reader before the company. Copy that says «vi» more than «du» is about the business,
// not about what the reader gets.

import { isSociety, type SiteKind } from "../../report/headlines/kind.ts";
import type { Finding } from "../../types.ts";
import { counted } from "./format.ts";
import { copyCheck, type PageCopy } from "./page-copy.ts";
import { countPhrases, sum } from "./text-signals.ts";
import type { PageText } from "./types.ts";
import { I_WORDS, WE_WORDS, YOU_WORDS } from "./word-lists.ts";

type Kind = SiteKind | null;

/**
 * "Vi …" rewritten to start with the reader, in words that fit the kind of site; "Jeg …" where the
 * page speaks as one person.
 */
function readerExample(kind: Kind, first = false): string {
  const example = kindExample(kind);
  return first ? example.replace(/^«Vi /, "«Jeg ") : example;
}

function kindExample(kind: Kind): string {
  switch (kind) {
    case "club":
      return "«Vi trener hver tirsdag» blir «Du kan trene med oss hver tirsdag»";
    case "housing":
      return "«Styret behandler søknader hver måned» blir «Du får svar på søknaden innen en måned»";
    case "health":
      return "«Vi har ledige timer» blir «Du får time innen en uke»";
    case "shop":
      return "«Vi tilbyr rask levering» blir «Du får varene innen to dager»";
    default:
      return "«Vi svarer raskt» blir «Du får svar innen en arbeidsdag»";
  }
}

/** Vi-words count as too many only with a clear margin over the du-words. */
const WE_MARGIN = 1.5;
/** Fewer «du» than this is too little to praise the text for talking to the reader. */
const MIN_YOU_PRAISED = 3;

/**
 * How often the words stand in the text, less their times in the menus: «Om oss» and «Kontakt oss»
 * name pages, they say nothing of anyone.
 */
function countedOutsideMenus(page: PageText, text: string, list: string[]): number {
  const menus = page.links
    .filter((link) => link.inNavigation === true)
    .map((link) => link.text)
    .join("\n");
  return Math.max(0, sum(countPhrases(text, list)) - sum(countPhrases(menus, list)));
}

function readerFocusFindings({ page, text, words: totalWords, kind }: PageCopy): Finding[] {
  const youWords = countedOutsideMenus(page, text, YOU_WORDS);
  // a one-person business writes «jeg» where a firm writes «vi»: both are the writer, not the reader
  const iWords = countedOutsideMenus(page, text, I_WORDS);
  const weWords = countedOutsideMenus(page, text, WE_WORDS) + iWords;
  const first = iWords * 2 > weWords;
  const writerWords = first ? "«jeg», «meg» og «mine»" : "«vi», «oss» og «vår»";
  if (weWords > WE_MARGIN * youWords) {
    const severe = weWords >= 2 * youWords && weWords >= 3;
    const dere = !first && (isSociety(kind) || kind === "health");
    return [
      {
        id: "reader-focus",
        severity: severe ? "problem" : "warning",
        title: first
          ? "Teksten handler mer om deg enn om leseren"
          : dere
            ? "Teksten handler mer om dere enn om leseren"
            : "Teksten handler mer om bedriften din enn om leseren",
        detail: `Teksten bruker ${writerWords} ${counted(weWords, "gang", "ganger")}, men «du», «deg» og «din» ${youWords === 0 ? "aldri" : `bare ${counted(youWords, "gang", "ganger")}`}. ${kind === "club" ? "Leseren vil vite hva man får ut av å være med, ikke bare hvem dere er." : kind === "housing" ? "Beboerne vil vite hva som gjelder for dem, ikke bare hva styret gjør." : `Leseren leter etter sitt eget utbytte, ikke etter hvem ${dere ? "dere" : "du"} er.`}`,
        fix: `Skriv om setninger som starter med «${first ? "Jeg" : "Vi"} …» så de starter med leseren: ${readerExample(kind, first)}.`,
      },
    ];
  }
  if (youWords === 0) {
    // A few words without «du» (a short page, a form) are not yet impersonal copy.
    if (totalWords < 30) return [];
    return [
      {
        id: "reader-focus",
        severity: "warning",
        title: "Teksten snakker ikke direkte til leseren",
        detail: "Teksten har ingen «du», «deg» eller «din». Upersonlig tekst er lett å hoppe over.",
        fix:
          kind === "club"
            ? "Snakk til leseren som «du», og fortell hva man får ut av å være med."
            : kind === "housing"
              ? "Snakk til beboerne som «du», og fortell hva som gjelder for dem."
              : "Snakk til leseren som «du» (eller «dere» til en bedrift), og fortell hva leseren får.",
      },
    ];
  }
  // One or two «du» are no voice to praise (a single line of a form, a greeting): nothing said.
  if (youWords < MIN_YOU_PRAISED) return [];
  // Within the margin, but «vi» still the more common: no warning, and no «fortsett slik» either.
  if (weWords > youWords)
    return [
      {
        id: "reader-focus",
        severity: "good",
        title: "Teksten snakker også til leseren",
        detail: `Teksten bruker «du», «deg» og «din» ${counted(youWords, "gang", "ganger")}, men ${writerWords} oftere: ${counted(weWords, "gang", "ganger")}.`,
        fix: `Start flere avsnitt med det leseren får, så kommer «du» før «${first ? "jeg" : "vi"}»: ${readerExample(kind, first)}.`,
      },
    ];
  return [
    {
      id: "reader-focus",
      severity: "good",
      title: "Teksten snakker til leseren",
      detail: `Teksten bruker «du», «deg» og «din» ${counted(youWords, "gang", "ganger")} og ${writerWords} ${weWords === 0 ? "aldri" : counted(weWords, "gang", "ganger")}.`,
      fix: "Fortsett slik: start avsnitt med det leseren får.",
    },
  ];
}

export const readerFocus = copyCheck("copy-reader-focus", readerFocusFindings);
