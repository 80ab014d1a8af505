import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { Foreign } from "./find.ts";

// English words and software terms (both MIT word lists), so "deployment" or "pinecone" in a
// Norwegian text is not taken for a typo. Only words without æ, ø and å are looked up here.

const require = createRequire(import.meta.url);

export function loadForeign(): Foreign {
  const english: string[] = require("an-array-of-english-words");
  const software = gunzipSync(
    readFileSync(
      join(
        dirname(require.resolve("@cspell/dict-software-terms/cspell-ext.json")),
        "dict/softwareTerms.txt.gz",
      ),
    ),
  )
    .toString("utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.trim().toLowerCase());
  const words = new Set([...english, ...software]);
  return (word) => words.has(word);
}
