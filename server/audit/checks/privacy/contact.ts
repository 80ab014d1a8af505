// The postal address and the e-mail address ehandelsloven § 8 asks a service provider to show, as
// a visitor reads them on a Norwegian site (decision 024). A four-digit number before a capitalised
// word is as often a year («© 2025 Firma», «modell 2019 Tesla») as a postcode, so a postcode counts
// only where an address stands around it: a street line, a «Postboks», or the word «adresse». A
// street with its house number («Storgata 12») is an address on its own; a place name alone is not.
// An e-mail address counts as written, behind a `mailto:` link, or in the usual disguises
// («post (at) firma.no»); a template's placeholder («navn@eksempel.no») does not.

import { HOUSING_ASSOCIATION } from "../../report/headlines/kind.ts";

/** Blanks within a line: an address's parts may stand on two lines, a postcode and its place not. */
const H = "[ \\t\\u00a0]";
/** What a street name ends in, joined («Storgata», «Fjellveien») or apart («Kongens gate»). */
const STREET_WORD =
  "(?:veien|vegen|vei|veg|gata|gaten|gate|gt\\.?|allé|alléen|plass|plassen|torg|torget|torvet|brygge|bryggen|bryggja|kaia|kaien|stien|stredet|bakken|svingen|ringen|tunet|løkka|sletta|kroken|jordet|haugen|åsen)";
/** «Storgata», «Nedre Fjellveien», «Olav Kyrres gate», «Bryggeveien vest». */
const STREET = `(?:(?:\\p{Lu}[\\p{L}.'’-]{0,40}${H}{1,3}){0,3}\\p{Lu}\\p{Ll}{2,40}${STREET_WORD}|(?:\\p{Lu}[\\p{L}.'’-]{0,40}${H}{1,3}){1,3}${STREET_WORD})(?:${H}+(?:vest|øst|nord|sør|syd))?`;
/** A house number, with a letter («4A», «12 b»), not a length, a price or a share. */
const HOUSE_NUMBER = `\\d{1,4}(?:[A-Za-z]|${H}[A-Z])?(?![\\p{L}\\d]|[,.]\\d|${H}?(?:%|kr\\b|km\\b|m\\b|min\\b|år\\b|timer\\b))`;
const STREET_LINE = new RegExp(`(?<![\\p{L}\\d])${STREET}${H}{1,3}${HOUSE_NUMBER}`, "gu");
/** A sentence that says where the business is: «Vi holder til i …», «Du finner oss i …». */
const WHERE_WE_ARE =
  /holder (?:vi )?til|\b(?:vi|dere|jeg) ligger|ligger (?:vi|jeg)\b|finner (?:du )?(?:oss|meg)|finn (?:oss|meg)|besøk (?:oss|meg)|adresse|(?<!\p{L})(?:kontor|kontoret|lokaler|lokalene|butikken|verkstedet|klinikken)\s+(?:ligger\s+)?(?:i|på)(?!\p{L})/iu;
const POSTBOX = `(?:[Pp]ostboks|[Pp]ostb\\.|[Pp][Bb]\\.?|[Bb]oks|P\\.?${H}?O\\.?${H}?[Bb]ox)${H}*\\d{1,5}`;
/** «4006 Stavanger», «5810 BERGEN»: not part of a longer number or a phone number («22 33 4455»). */
export const POSTCODE_PLACE = new RegExp(
  `(?<![\\d.,:/+-]|\\d${H})\\b\\d{4}${H}{1,3}\\p{Lu}[\\p{L}-]{1,40}`,
  "gu",
);
/** What may stand just before a postcode when an address leads up to it. */
const LEADS_TO_POSTCODE = new RegExp(
  `(?:${STREET}(?:${H}+${HOUSE_NUMBER})?|\\p{Lu}[\\p{L}.'’-]{0,40}(?:${H}+[\\p{L}.'’-]{1,40}){0,3}${H}+${HOUSE_NUMBER}|${POSTBOX}[^\\n]{0,30})${H}*[,·|–-]?\\s*$`,
  "u",
);
const ADDRESS_LABEL = /(?:adresse|address)\b[^\n]{0,60}$/i;
/** A name and a comma before the postcode, as a farm or a building is addressed («Nordgarden, 2640 …»). */
const NAME_COMMA = new RegExp(
  `(?:^|[·|–]${H}*)\\p{Lu}[\\p{L}.'’-]{1,40}(?:${H}+[\\p{L}.'’-]{1,40}){0,3},${H}*$`,
  "u",
);
/** A copyright line: «© Firma, 2025 Alle rettigheter» has a year, not a postcode. */
const COPYRIGHT = /©|\(c\)|copyright/i;

/** How far around a match we look: a line longer than this is no address line anyway. */
const REACH = 200;
/** A postcode and place just after a street line, on its line or the next. */
const POSTCODE_AFTER = new RegExp(`^[^\\n]{0,40}?\\n?[^\\n]{0,5}?${POSTCODE_PLACE.source}`, "u");

/** The text on the match's line before and after it, at most REACH characters each way. */
function lineAround(text: string, index: number, end: number) {
  const before = text.slice(Math.max(0, index - REACH), index);
  const after = text.slice(end, end + REACH);
  const lineEnd = after.indexOf("\n");
  return {
    left: before.slice(before.lastIndexOf("\n") + 1),
    right: lineEnd === -1 ? after : after.slice(0, lineEnd),
  };
}

/**
 * A housing association named after its building («Sameiet Storgata 5», «Borettslaget Solvei 12»):
 * the street before it is the name, and an address only with a postcode after it.
 */
const ASSOCIATION = `${HOUSING_ASSOCIATION}(?:t|et)?`;
const NAMED_FOR_ITS_STREET = new RegExp(`(?:^|\\s)${ASSOCIATION}\\s+$`, "iu");
const ASSOCIATION_IN = new RegExp(`(?:^|\\s)${ASSOCIATION}\\s`, "iu");
/** «Sirkus-Hansen i Storgata 5»: a street after a preposition is a place mentioned, not an address. */
const MENTIONED = /(?:^|\s)(?:i|fra|til|ved|på|mot|over|bak|utenfor)\s+$/iu;

/** The first postal address in the text (a street line, or a postcode where an address leads to it), or null. */
export function postalAddressIn(written: string): string | null {
  // «STORGATA 5, 4006 STAVANGER» read as «Storgata 5, 4006 Stavanger».
  const text = written.replace(
    /(?<!\p{L})\p{Lu}{2,}(?!\p{L})/gu,
    (word) => word.charAt(0) + word.slice(1).toLowerCase(),
  );
  // A street with its house number, laid out as an address (a short line of its own, or a postcode
  // after it), or in a sentence saying where the business is; not a street a story mentions.
  for (const match of text.matchAll(STREET_LINE)) {
    const index = match.index ?? 0;
    const end = index + match[0].length;
    const { left, right } = lineAround(text, index, end);
    const sentence = `${left.split(/[.!?]\s/).at(-1)}${match[0]}${right.split(/[.!?]\s/)[0]}`;
    const postcodeAfter = POSTCODE_AFTER.test(text.slice(end, end + 80));
    const named = NAMED_FOR_ITS_STREET.test(left) || ASSOCIATION_IN.test(match[0]);
    // the street's own words may have taken in the words before it («I Storgata» in a heading)
    const before = `${left} ${match[0].slice(0, match[0].search(/\S+\s+\d/u))}`;
    // a sentence with «ligger» or «finner» says where something is: «Salongen ligger i Kirkegata 10»
    const saysWhere = WHERE_WE_ARE.test(sentence) || /(?<!\p{L})(?:ligger|finner)(?!\p{L})/iu.test(sentence);
    const mentioned = MENTIONED.test(before) && !saysWhere;
    if ((named || mentioned) && !postcodeAfter) continue;
    if (`${left}${match[0]}${right}`.trim().length <= 80 || postcodeAfter || WHERE_WE_ARE.test(sentence))
      return match[0];
  }
  for (const match of text.matchAll(POSTCODE_PLACE)) {
    const index = match.index ?? 0;
    // The line the postcode stands on, and the one before when the postcode begins its line.
    const window = text.slice(Math.max(0, index - REACH), index);
    const lineBreak = window.lastIndexOf("\n");
    const sameLine = window.slice(lineBreak + 1);
    const earlier = window.slice(0, Math.max(lineBreak, 0));
    const before = sameLine.trim() ? sameLine : earlier.slice(earlier.lastIndexOf("\n") + 1);
    if (COPYRIGHT.test(before.split(/[·|]/).at(-1) ?? "")) continue;
    if (LEADS_TO_POSTCODE.test(before) || ADDRESS_LABEL.test(before) || NAME_COMMA.test(before))
      return match[0];
  }
  return null;
}

// E-mail addresses.

const LOCAL = "[\\p{L}\\d._%+-]{1,64}";
const LABEL = "[\\p{L}\\d](?:[\\p{L}\\d-]{0,61}[\\p{L}\\d])?";
const EMAIL = new RegExp(`(?<![\\p{L}\\d._%+-])${LOCAL}@${LABEL}(?:\\.${LABEL}){0,4}\\.\\p{L}{2,24}`, "gu");
const WHOLE_EMAIL = new RegExp(`^${EMAIL.source}$`, "u");
/** «post (at) firma.no», «post[at]firma[dot]no», «post @ firma punktum no», «post alfakrøll firma.no». */
const DISGUISED = new RegExp(
  `(?<![\\p{L}\\d._%+-])(${LOCAL})\\s{0,3}(?:\\(at\\)|\\[at\\]|\\{at\\}|\\(@\\)|\\[@\\]|${H}@${H}|${H}(?:alfakrøll|krøllalfa)${H})\\s{0,3}(${LABEL}(?:\\s{0,3}(?:\\.|\\(dot\\)|\\[dot\\]|\\(punktum\\)|${H}(?:dot|punktum)${H})\\s{0,3}${LABEL}){1,4})`,
  "giu",
);
/** Domains and names a template leaves for the owner to fill in. */
const PLACEHOLDER_DOMAIN =
  /^(?:example|eksempel|domain|domene|yourdomain|yourcompany|dittdomene|domenet|firma|dittfirma|firmanavn|bedrift|dinbedrift|epost|e-post|email)\.[a-z]{2,}$|\.(?:test|invalid|localhost|local)$/i;
const PLACEHOLDER_LOCAL =
  /^(?:din|ditt|deg|navn|dittnavn|ditt\.navn|fornavn|fornavn\.etternavn|etternavn|your|yourname|your\.name|name|you|user|bruker|ola\.nordmann|kari\.nordmann|john\.doe|jane\.doe)$/i;
/** What looks like an address in a file name («logo@2x.png»). */
const FILE_ENDING = /\.(?:png|jpe?g|gif|svg|webp|avif|css|js)$/i;

/** Is the text one e-mail address as a whole, not a file name («logo@2x.png»)? */
export const isEmailAddress = (text: string) => WHOLE_EMAIL.test(text) && !FILE_ENDING.test(text);

const realAddress = (address: string) => {
  const [local = "", domain = ""] = address.toLowerCase().split("@");
  return (
    Boolean(local && domain) &&
    !PLACEHOLDER_DOMAIN.test(domain) &&
    !PLACEHOLDER_LOCAL.test(local) &&
    !FILE_ENDING.test(domain)
  );
};

/** The first real e-mail address the text shows (disguised ones read back), or the link leads to; else null. */
export function emailIn(text: string, hrefs: string[] = []): string | null {
  const written = [...text.matchAll(EMAIL)].map((match) => match[0]);
  const disguised = [...text.matchAll(DISGUISED)].map(
    ([, local, domain]) =>
      `${local}@${(domain ?? "").replace(/\s*(?:\(dot\)|\[dot\]|\(punktum\)|\s(?:dot|punktum)\s|\.)\s*/gi, ".")}`,
  );
  const linked = hrefs
    .filter((href) => /^mailto:/i.test(href.trim()))
    .map((href) => {
      const address = href.trim().slice("mailto:".length).split("?")[0] ?? "";
      try {
        return decodeURIComponent(address).trim();
      } catch {
        return address.trim();
      }
    });
  return (
    [...written, ...disguised, ...linked].find(
      (address) => WHOLE_EMAIL.test(address) && realAddress(address),
    ) ?? null
  );
}
