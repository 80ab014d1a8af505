import { readFile } from "node:fs/promises";
import { loadModule } from "hunspell-asm";
import { ALLOWED } from "./allow.ts";
import { WRITTEN_APART } from "./apart.ts";
import { linkingSHeads } from "./linking.ts";

// Which bokmål words the dictionary knows (decision 023): Hunspell itself, compiled to WebAssembly
// (the binary is inside the npm package: nothing is fetched at run time), reading dictionary-nb's
// own affix and word files, so every inflection and prefix its rules make is known. Its compound
// rule is switched off: its flag covers 12 000 of 334 000 words, parts of four letters or more and
// a linking "s" only where that form is listed, and the compounds it does build from odd parts
// would be offered as the word meant. Compounds are judged in compound.ts instead, and only to
// leave a word alone, never to suggest one.
// Two gaps of the list are filled: the words in allow.ts, and the plurals and definite forms of
// nouns ending in a vowel, which the list lacks ("fakturaer", "risikoen", "skjemaet", "kaféen"). One excess
// is taken out: the joined forms of fixed expressions the norm writes apart (apart.ts, «idag»),
// which are then neither known nor offered as the word meant («enddel» is not «endel»).

export interface Speller {
  /**
   * Is this a bokmål word? Lower case asks for a common word; a capital also accepts a name the
   * list holds ("Sandnes").
   */
  known(word: string): boolean;
  /** Is it a word of the dictionary itself (or allow.ts)? Only these are suggested. */
  inDictionary(word: string): boolean;
  /** Does the dictionary join this first part with a linking «s» wherever it lists it (linking.ts)? */
  alwaysLinkingS(head: string): boolean;
  /** Ends the speller and frees its tables. */
  dispose(): void;
}

const VOWEL_ENDINGS = /^(.{2,}[aeiouyæøåé])(er|ene|en|et|a)$/;

/** The dictionary's own files, read from the installed package (GPL, server-side only). */
async function dictionaryFiles() {
  const folder = new URL(".", import.meta.resolve("dictionary-nb"));
  const [aff, dic] = await Promise.all([
    readFile(new URL("index.aff", folder), "utf8"),
    readFile(new URL("index.dic", folder)),
  ]);
  return { aff: Buffer.from(aff.replace(/^COMPOUNDFLAG .*$/m, "")), dic };
}

export async function createSpeller(): Promise<Speller> {
  // The Emscripten runtime adds an uncaughtException handler that rethrows with its whole source
  // as context; the thread keeps its own handling.
  const before = new Set(process.listeners("uncaughtException"));
  const factory = await loadModule();
  for (const listener of process.listeners("uncaughtException"))
    if (!before.has(listener)) process.off("uncaughtException", listener);

  const { aff, dic } = await dictionaryFiles();
  const affPath = factory.mountBuffer(aff, "nb.aff");
  const dicPath = factory.mountBuffer(dic, "nb.dic");
  const hunspell = factory.create(affPath, dicPath);
  // Hunspell has read both files into its own tables; the copies in its file system can go.
  factory.unmount(affPath);
  factory.unmount(dicPath);

  const inDictionary = (word: string) =>
    !WRITTEN_APART.has(word) && (ALLOWED.has(word) || hunspell.spell(word));
  const inflected = (word: string) => {
    const match = VOWEL_ENDINGS.exec(word);
    return match !== null && inDictionary(match[1] as string);
  };
  const linkingS = linkingSHeads(dic, inDictionary);
  return {
    inDictionary,
    alwaysLinkingS: (head) => linkingS.has(head),
    known: (word) => inDictionary(word) || inflected(word),
    dispose: () => hunspell.dispose(),
  };
}
