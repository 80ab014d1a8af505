import module from "node:module";
import path from "node:path";

// Node's compile cache (issue 28): each module's type-stripped JavaScript and its V8 code, kept on
// disk, so a thread that loads our .ts files (an audit's thread, the spelling thread) neither loads
// Node's TypeScript stripper, a WebAssembly module of ~11 MB per thread, nor compiles them again.
// Node checks each entry against the file it stands for: a changed file is stripped and compiled
// anew. The cache lives in DATA_DIR, the server's own folder (what it holds runs as code).

/** Where the cache is kept unless NODE_COMPILE_CACHE names a place. */
export const compileCacheDir = (dataDir: string) => path.join(path.resolve(dataDir), "compile-cache");

/**
 * Uses the cache in this thread for the modules it loads from now on, and in every thread started
 * later (they read NODE_COMPILE_CACHE). Set at the process's start, the variable covers the main
 * thread's own modules too. NODE_DISABLE_COMPILE_CACHE=1 turns it off, as for any Node program.
 */
export function startCompileCache(dataDir: string) {
  if (process.env.NODE_DISABLE_COMPILE_CACHE) return;
  process.env.NODE_COMPILE_CACHE ||= compileCacheDir(dataDir);
  module.enableCompileCache(process.env.NODE_COMPILE_CACHE);
}
