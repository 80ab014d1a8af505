import { formatNumber } from "#app/lib/format-nb.ts";
import type { PossibleTypo } from "../../gather/spelling/find.ts";
import { list } from "../site/findings.ts";
import { count, defineCheck, passed, warned } from "../types.ts";

// Possible typos in the visible text of the bokmål pages read (decision 023), at most the ten most
// certain, each with the word we think was meant. A typo costs trust more than it costs sales,
// so the check weighs a tenth of the copy score.

/** A tenth of the copy score, beside the copy rules' nine tenths (report/score.ts, SCORING). */
export const SPELLING_WEIGHT = 1;

const quoted = ({ written, suggestion }: PossibleTypo) => `«${written}» (kanskje «${suggestion}»)`;

export const spelling = defineCheck({
  id: "copy-spelling",
  category: "copy",
  weight: SPELLING_WEIGHT,
  needs: ["spelling"],
  run: ({ spelling }) => {
    // No bokmål page read (a nynorsk site): a bokmål list has nothing to say, not "no typos".
    if (!spelling?.pages) return { score: null, findings: [] };
    const { typos, words } = spelling;
    const one = typos.length === 1;
    if (!typos.length)
      return passed({
        id: "copy-spelling-ok",
        severity: "good",
        title: "Vi fant ingen skrivefeil",
        detail: `Vi sjekket ${formatNumber(words)} ord mot en bokmålsordliste og fant ingen ord som ligner en skrivefeil.`,
        fix: "",
      });
    return warned(
      {
        id: "copy-spelling-typos",
        severity: "warning",
        title: `Teksten har ${count(typos.length, "mulig skrivefeil", "mulige skrivefeil")}`,
        detail: `Vi sjekket ${formatNumber(words)} ord mot en bokmålsordliste. ${one ? "Dette ordet står ikke i ordlisten, men ligner på et ord som gjør det" : "Disse ordene står ikke i ordlisten, men ligner på ord som gjør det"}: ${list(typos.map(quoted), 10)}. Et navn eller et fagord kan se slik ut uten å være feil, men en skrivefeil får leseren til å stusse.`,
        fix: one
          ? "Les over ordet og rett det hvis det er feil. Be gjerne en kollega om å lese teksten før den publiseres."
          : "Les over ordene og rett dem som er feil. Be gjerne en kollega om å lese teksten før den publiseres.",
        pages: [...new Set(typos.flatMap((typo) => typo.pages))],
      },
      Math.max(0, 1 - typos.length / 5),
    );
  },
});
