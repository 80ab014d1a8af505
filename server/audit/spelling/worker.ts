import { parentPort } from "node:worker_threads";
import { findTypos, type TextOfPage } from "./find.ts";
import { loadForeign } from "./foreign.ts";
import { createSpeller } from "./speller.ts";

// The spelling check's own thread (decision 023): the word list takes seconds and ~300 MB to load,
// so it is loaded once here and the thread is ended when audits stop coming (spelling/check.ts).

const speller = createSpeller();
const foreign = loadForeign();

parentPort?.on("message", ({ id, pages }: { id: number; pages: TextOfPage[] }) => {
  try {
    parentPort?.postMessage({ id, result: findTypos(pages, speller, foreign) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
