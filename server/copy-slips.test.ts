import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

// Issue 16: the visible slips a Norwegian reader found, pinned on the prerendered pages (npm test
// builds first): topic names keep their capitals in running text, the address has no "ggg", and
// our org.nr. stands with "Foretaksregisteret".

const CLIENT = path.resolve(import.meta.dirname, "../build/client");
const pages: Record<string, string> = {};

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

beforeAll(async () => {
  for (const file of await htmlFiles(CLIENT))
    pages[`/${path.relative(CLIENT, path.dirname(file))}`] = await readFile(file, "utf8");
});

describe("our own copy", () => {
  it("reads every prerendered page", () => {
    expect(Object.keys(pages).length).toBeGreaterThanOrEqual(100);
  });

  it("keeps a topic's own capitals in back links, helper texts and screen-reader texts", () => {
    const all = Object.values(pages).join("\n");
    expect(all).toContain("Tilbake til SEO-optimalisering");
    expect(all).not.toMatch(/Tilbake til (seo|ai|ci\/cd|chatgpt)/);
    expect(all).not.toMatch(/innen (ai|seo)-/);
    expect(all).not.toMatch(/om (chatgpt|seo-|ai-|ci\/cd)/);
  });

  it("spells the street right and shows the org.nr. with «Foretaksregisteret»", () => {
    const home = pages["/"] ?? "";
    expect(home).toContain("Bryggegata 1");
    expect(Object.values(pages).join("\n")).not.toContain("Brygggata");
    expect(home.replaceAll("<!-- -->", "")).toMatch(/Org\.nr\. [\d ]{11} Foretaksregisteret/);
  });
});
