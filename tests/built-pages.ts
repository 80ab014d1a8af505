import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

// The prerendered pages in build/client (npm test builds first), by their path: "/", "/kontakt"…

const CLIENT = path.resolve(import.meta.dirname, "../build/client");

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return Promise.resolve(entry.name === "index.html" ? [full] : []);
    }),
  );
  return nested.flat();
}

/** Every prerendered page's HTML, keyed by its path. */
export function builtPages(): Promise<Record<string, string>> {
  return builtPagesIn(CLIENT);
}

/** The same for the build/client folder of another copy of the project. */
export async function builtPagesIn(client: string): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const file of (await htmlFiles(client)).sort()) {
    const relative = path.relative(client, path.dirname(file));
    pages[`/${relative}`] = await readFile(file, "utf8");
  }
  return pages;
}
