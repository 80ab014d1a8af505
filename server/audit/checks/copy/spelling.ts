import { formatNumber } from "#app/lib/format-nb.ts";
import type { PossibleTypo } from "../../gather/spelling/find.ts";
import { list } from "../site/findings.ts";
import { count, defineCheck, passed, warned } from "../types.ts";

// Possible typos in the visible text of the bokmål pages read (decision 023), at most the ten most
// certain, each with the word we think was meant. A typo costs trust more than it costs sales,
// so the check weighs a tenth of the copy score.

/** A tenth of the copy score, beside the copy rules' nine tenths (report/score.ts, SCORING). */
export const SPELLING_WEIGHT = 1;

const guessed = ({ written, suggestion }: PossibleTypo) => `«${written}» (kanskje «${suggestion}»)`;
const corrected = ({ written, suggestion }: PossibleTypo) => `«${written}» (skal være «${suggestion}»)`;

/**
 * The words that look like slips: not in the list, one typical slip from a word that is, or from a
 * compound of words that are (so the lead does not say the word meant is in the list).
 */
function slipsSentence(slips: PossibleTypo[]) {
  if (!slips.length) return "";
  const lead =
    slips.length === 1
      ? "Dette ordet står ikke i ordlisten og ser ut som en skrivefeil"
      : "Disse ordene står ikke i ordlisten og ser ut som skrivefeil";
  return ` ${lead}: ${list(slips.map(guessed), 10)}. Et navn eller et fagord kan se slik ut uten å være feil, men en skrivefeil får leseren til å stusse.`;
}

/** Fixed expressions written as one word («idag»): sure, so said without «kanskje». */
function apartSentence(apart: PossibleTypo[]) {
  if (!apart.length) return "";
  const lead =
    apart.length === 1 ? "Et fast uttrykk er skrevet i ett ord" : "Faste uttrykk er skrevet i ett ord";
  return ` ${lead}: ${list(apart.map(corrected), 10)}.`;
}

/** Compounds written as two words («inngangs dør»): as sure. */
function splitSentence(split: PossibleTypo[]) {
  if (!split.length) return "";
  const lead =
    split.length === 1 ? "Et sammensatt ord er skrevet i to ord" : "Sammensatte ord er skrevet i to ord";
  return ` ${lead}: ${list(split.map(corrected), 10)}.`;
}

function fixFor(slips: number, apart: number, split: number) {
  const colleague = "Be gjerne en kollega om å lese teksten før den publiseres.";
  const sure = [
    apart ? (apart === 1 ? "Skriv uttrykket atskilt." : "Skriv uttrykkene atskilt.") : "",
    split
      ? split === 1
        ? "Skriv det sammensatte ordet i ett ord."
        : "Skriv de sammensatte ordene i ett ord."
      : "",
  ].filter(Boolean);
  const others = sure.length ? "de andre ordene" : "ordene";
  const read = !slips
    ? ""
    : slips === 1 && !sure.length
      ? "Les over ordet og rett det hvis det er feil."
      : `Les over ${slips === 1 ? "det andre ordet og rett det hvis det er feil" : `${others} og rett dem som er feil`}.`;
  return [...sure, read, colleague].filter(Boolean).join(" ");
}

export const spelling = defineCheck({
  id: "copy-spelling",
  category: "copy",
  weight: SPELLING_WEIGHT,
  needs: ["spelling"],
  run: ({ spelling }) => {
    // No bokmål page read (a nynorsk site): a bokmål list has nothing to say, not "no typos".
    if (!spelling?.pages) return { score: null, findings: [] };
    const { typos, words } = spelling;
    if (!typos.length)
      return passed({
        id: "copy-spelling-ok",
        severity: "good",
        title: "Vi fant ingen skrivefeil",
        detail: `Vi sjekket ${formatNumber(words)} ord mot en bokmålsordliste og fant ingen ord som ligner en skrivefeil.`,
        fix: "",
      });
    const slips = typos.filter((typo) => !typo.apart && !typo.split);
    const apart = typos.filter((typo) => typo.apart);
    const split = typos.filter((typo) => typo.split);
    return warned(
      {
        id: "copy-spelling-typos",
        severity: "warning",
        // Only fixed expressions and compounds written wrong: sure, not «mulige».
        title: `Teksten har ${slips.length ? count(typos.length, "mulig skrivefeil", "mulige skrivefeil") : count(typos.length, "skrivefeil", "skrivefeil")}`,
        // The sure ones first, so the caveat about names and trade words does not cover them.
        detail: `Vi sjekket ${formatNumber(words)} ord mot en bokmålsordliste.${apartSentence(apart)}${splitSentence(split)}${slipsSentence(slips)}`,
        fix: fixFor(slips.length, apart.length, split.length),
        pages: [...new Set(typos.flatMap((typo) => typo.pages))],
      },
      Math.max(0, 1 - typos.length / 5),
    );
  },
});
