// Which pages are written in bokmål (issue 25): a nynorsk page read with a bokmål word list is
// nothing but false alarms. A page is nynorsk when its lang attribute says so (nn, nn-NO, no-NN).
// Otherwise its text decides, since lang is often a template's default ("en" on Norwegian pages):
// frequent words that exist in one written standard and not the other are counted. A page with
// clear evidence (enough markers, most of one kind) follows its own text; a page too short to tell
// (a menu, a contact page) follows the site, as a site is usually written in one standard.

export interface PageInStandard {
  url: string;
  text: string;
  /** The page's <html lang>, when known. */
  lang?: string | null;
}

/**
 * Frequent nynorsk words that bokmål does not write. Left out: «me» and «heil»/«heile» (bokmål
 * too), «veke» and «kven» (bokmål nouns). The word list holds some of these, so it cannot judge.
 */
export const NYNORSK_MARKERS = (
  "ikkje eg kva frå berre korleis kvifor kvar noko nokon nokre mykje fleire eit hjå vere " +
  "velkomen saman sjølv utan medan mogleg meir dykkar kjem sjå tilbod teneste tenester opningstider"
).split(" ");

/** Their bokmål counterparts, which nynorsk does not write («hos», «mens», «eksempel» it does). */
export const BOKMAL_MARKERS = (
  "ikke jeg hva fra bare hele helt hvordan hvorfor hvem hver noe noen mye flere være velkommen " +
  "sammen selv uten mulig mer kommer gjør tilbud tjeneste tjenester åpningstider"
).split(" ");

const NYNORSK = new Set(NYNORSK_MARKERS);
const BOKMAL = new Set(BOKMAL_MARKERS);

/** A page speaks for itself with at least this many markers, this share of them of one kind. */
const CLEAR_MARKERS = 3;
const CLEAR_SHARE = 3 / 4;

interface Markers {
  nynorsk: number;
  bokmal: number;
}

const saysNynorsk = (lang: string | null | undefined) => /^(nn|no-nn)\b/i.test(lang?.trim() ?? "");

function markersIn(text: string): Markers {
  const markers = { nynorsk: 0, bokmal: 0 };
  for (const token of text.toLowerCase().split(/[\s\u00a0]+/)) {
    const word = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
    if (NYNORSK.has(word)) markers.nynorsk++;
    else if (BOKMAL.has(word)) markers.bokmal++;
  }
  return markers;
}

/** True for nynorsk, false for bokmål, null when the page's own text is too short to tell. */
function ownStandard({ nynorsk, bokmal }: Markers): boolean | null {
  const all = nynorsk + bokmal;
  if (all < CLEAR_MARKERS) return null;
  if (nynorsk >= CLEAR_SHARE * all) return true;
  if (bokmal >= CLEAR_SHARE * all) return false;
  return null;
}

/** The pages to read with the bokmål list: all but those written in nynorsk. */
export function bokmalPages<Page extends PageInStandard>(pages: Page[]): Page[] {
  const markers = pages.map((page) => markersIn(page.text));
  const site = markers.reduce(
    (sum, { nynorsk, bokmal }) => ({ nynorsk: sum.nynorsk + nynorsk, bokmal: sum.bokmal + bokmal }),
    { nynorsk: 0, bokmal: 0 },
  );
  // The site is nynorsk when its markers lean that way; ties and silence are read as bokmål.
  const siteIsNynorsk = site.nynorsk >= 2 && site.nynorsk > site.bokmal;
  return pages.filter((page, index) => {
    if (saysNynorsk(page.lang)) return false;
    return !(ownStandard(markers[index] as Markers) ?? siteIsNynorsk);
  });
}
