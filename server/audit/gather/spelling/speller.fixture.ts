import { beforeAll } from "vitest";
import { type Foreign, findTypos } from "./find.ts";
import { loadForeign } from "./foreign.ts";
import { createSpeller, type Speller } from "./speller.ts";

// The real dictionary and English list for a test file, loaded once before its tests (a second or
// two), and the check run on one page of our own text.

export interface LoadedSpeller {
  readonly speller: Speller;
  readonly foreign: Foreign;
  typosIn(text: string): ReturnType<typeof findTypos>;
}

export function loadSpeller(): LoadedSpeller {
  let speller: Speller | undefined;
  let foreign: Foreign | undefined;
  beforeAll(async () => {
    speller = await createSpeller();
    foreign = loadForeign();
  }, 60_000);
  const ready = () => {
    if (!speller || !foreign) throw new Error("the speller is loaded in beforeAll");
    return { speller, foreign };
  };
  return {
    get speller() {
      return ready().speller;
    },
    get foreign() {
      return ready().foreign;
    },
    typosIn: (text) =>
      findTypos([{ url: "https://bedrift.example/", text }], ready().speller, ready().foreign),
  };
}
