import { takesLinkingS } from "./compound.ts";
import type { Speller } from "./speller.ts";

// A compound written as two words («inngangs dør» for «inngangsdør»), bokmål's best-known writing
// error (decision 023). Read only where it is sure: the first word ends in the linking «s», nothing
// but a space stands between the two, and either the dictionary lists the two as one word, or the
// first part is one that always takes the linking «s» (-het, -skap, -sjon …) before a known word.
// A genitive before a noun is good bokmål («landets beste», «15 års erfaring», «seks måneders
// garanti», «hver virksomhets ansvar»): short first words («dags», «års»), plural genitives and
// genitives after a determiner are left alone, and so are words in -s that are no genitive
// («felles», «gratis»).

const MIN_FIRST = 6;
const MIN_SECOND = 3;
const MIN_SECOND_BUILT = 4;
/** «for sikkerhets skyld», «for enkelhets skyld»: a genitive the phrase asks for. */
const GENITIVE_PHRASES = new Set(["skyld"]);
/** Words in -s that are no genitive and stand before a noun as they are: «felles kjøkken». */
const NOT_GENITIVE = new Set(["felles", "stakkars"]);
/** A plural genitive is a measure or an owner, good bokmål apart: «seks måneders garanti». */
const PLURAL_GENITIVE = /(er|ene)s$/;
/** A measure of time in the singular genitive, as good: «en måneds leie i depositum». */
const MEASURES = new Set(["måneds", "minutts", "sekunds", "kvarters", "halvtimes", "halvårs"]);

/**
 * After a determiner the genitive is the usual one, good bokmål: «hver virksomhets ansvar», «et
 * selskaps plikt», «for en bedrifts ansatte».
 */
const DETERMINERS = new Set(
  "en ei et ett hver hvert enhver ethvert ingen intet annen annet noen ens vår vårt deres".split(" "),
);
export const genitiveAfter = (before: string) => DETERMINERS.has(before);

/** The two words written as one, or null when they may well stand apart. */
export function writtenApart(first: string, second: string, speller: Speller): string | null {
  if (first.length < MIN_FIRST || !first.endsWith("s") || second.length < MIN_SECOND) return null;
  if (GENITIVE_PHRASES.has(second) || NOT_GENITIVE.has(first) || MEASURES.has(first)) return null;
  if (PLURAL_GENITIVE.test(first)) return null;
  // The first word is a known word with the linking «s»: «gratis» is no «grati» + «s».
  const head = first.slice(0, -1);
  if (!speller.known(head)) return null;
  const joined = first + second;
  if (speller.inDictionary(joined)) return joined;
  const built =
    second.length >= MIN_SECOND_BUILT && speller.known(second) && takesLinkingS(head, second, speller.known);
  return built ? joined : null;
}
