// What to change on the page when the rules cannot suggest headlines without guessing: a short
// Norwegian note that names what is missing, in place of invented sentences. The example fits the
// kind of site (kind.ts); a club, a choir or a society gets advice in its own terms and no
// salesman's example, and a page of no clear kind gets no example at all.

import { short } from "../../checks/copy/format.ts";
import { mainH1, promisesNothing } from "../../checks/copy/headline-rules.ts";
import { words } from "../../checks/copy/readability.ts";
import type { PageText } from "../../checks/copy/types.ts";
import { exampleHeadline } from "./example.ts";
import { type SiteKind, siteKind, societyHeadline } from "./kind.ts";
import { squash } from "./phrase.ts";
import type { HeadlineParts } from "./types.ts";

/** The numbers a promise of this kind of business is made of. */
function numberFor(kind: SiteKind | null): string {
  switch (kind) {
    case "venue":
      return "hvor mange gjester det er plass til, eller en pris";
    case "food":
      return "en pris eller åpningstidene";
    case "school":
      return "når neste kurs starter, eller en pris";
    case "shop":
      return "en pris eller en leveringstid";
    case "photo":
      return "en pris, eller når bildene er klare";
    default:
      return "en pris, en ventetid eller en frist";
  }
}

/** A headline that announces an opening still to come: «Åpner snart!», «Vi åpner i mars». */
const OPENS_SOON =
  /(?<![\p{L}])(?:åpner\s+(?:snart|(?:i|den)\s+(?!dag(?![\p{L}]))\S+)|snart\s+åpning|åpning\s+snart)(?![\p{L}])/iu;

export function whatToChange(page: PageText, parts: HeadlineParts): string {
  const kind = siteKind(page);
  // The title is no headline the visitor sees: without an h1 the advice says so, and quotes nothing
  const h1 = mainH1(page);
  const headline = h1 === undefined ? null : squash(h1);
  const silent = headline !== null && promisesNothing(headline);
  const knowsOffer = Boolean(parts.offer || parts.gettable || parts.activity);
  const why =
    words(page.bodyText).length < 12
      ? "Siden har nesten ingen tekst, så vi har for lite å bygge nye overskrifter på."
      : headline === null && (page.emptyH1 ?? 0) > 0
        ? "Hovedoverskriften (h1) er tom i HTML-koden, så vi hadde ingen overskrift å bygge på."
        : headline === null
          ? "Siden har ingen hovedoverskrift (h1), så ingen tekst er merket som det første leseren skal se."
          : silent
            ? `Overskriften «${short(headline)}» sier ikke hva leseren får.`
            : // What fell short is our certainty: where we found no offer, the page may still name one
              // in words we do not read as one (a list of service headings), so we say nothing of the page
              "Ut fra ordene på siden fant vi ingen ny overskrift vi kan anbefale med god samvittighet.";
  // The headline the visitor sees does not say the offer, even where the page's text does: the
  // advice asks for the offer first, as the first sentence says
  const saysOffer = knowsOffer && headline !== null && !silent;
  const what =
    // a headline that announces the opening («Åpner snart!») asks for the date, not for a price
    headline !== null && OPENS_SOON.test(headline)
      ? "Skriv i overskriften hva du tilbyr og hvor, og når du åpner."
      : kind === "club"
        ? `Skriv i overskriften ${societyHeadline(kind)}, og hvordan man blir med.`
        : kind === "housing"
          ? `Skriv i overskriften ${societyHeadline(kind)}.`
          : !saysOffer && !parts.fact
            ? "Skriv i overskriften hva du tilbyr og hvor, og gi leseren ett konkret løfte."
            : !saysOffer
              ? "Skriv i overskriften hva du tilbyr og hvor."
              : !parts.fact
                ? `Gi leseren ett konkret løfte i overskriften, gjerne med et tall: ${numberFor(kind)}.`
                : "Skriv tilbudet og løftet rett ut i overskriften.";
  const example = exampleHeadline(page, kind);
  return [why, what, example ? `For eksempel: «${example}».` : null].filter(Boolean).join(" ");
}
