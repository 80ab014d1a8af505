import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { Foreign } from "./find.ts";

// English words and software terms (both MIT word lists), so "deployment" or "pinecone" in a
// Norwegian text is not taken for a typo. Only words without æ, ø and å are looked up here.
// The 275 000 English words stay as the one sorted string their package ships ("a","aa",…) and
// are found by binary search over their offsets: about 4 MB, where a Set of them held 20 MB of the
// spelling thread's heap.

const require = createRequire(import.meta.url);

/** Looks words up in a JSON array of lower-case words sorted by code unit, without parsing it. */
function sortedList(json: string): (word: string) => boolean {
  const starts: number[] = [];
  for (let at = json.indexOf('"'); at >= 0; at = json.indexOf('"', json.indexOf('"', at + 1) + 1))
    starts.push(at + 1);
  const offsets = Uint32Array.from(starts);
  const compareAt = (start: number, word: string) => {
    for (let i = 0; ; i++) {
      const listed = json.charCodeAt(start + i);
      const end = listed === 34; // the closing quote
      if (i === word.length) return end ? 0 : 1;
      if (end) return -1;
      const difference = listed - word.charCodeAt(i);
      if (difference) return difference;
    }
  };
  return (word) => {
    let low = 0;
    let high = offsets.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const order = compareAt(offsets[middle] as number, word);
      if (order === 0) return true;
      if (order < 0) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  };
}

export function loadForeign(): Foreign {
  const english = sortedList(readFileSync(require.resolve("an-array-of-english-words"), "utf8"));
  const software = new Set(
    gunzipSync(
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
      .map((line) => line.trim().toLowerCase()),
  );
  return (word) => software.has(word) || english(word);
}
