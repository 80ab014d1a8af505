import { parseEvents } from "../page/parse-tree.ts";

// A sitemap (https://www.sitemaps.org/protocol.html): a <urlset> of pages or a <sitemapindex> of
// further sitemaps. Parsed, never trusted: the addresses are checked like any link before use.

export interface Sitemap {
  pages: string[];
  sitemaps: string[];
}

/** Reads at most `limit` addresses of each kind; a namespace prefix (<sm:loc>) is ignored. */
export function parseSitemap(xml: string, limit = 1000): Sitemap {
  const local = (name: string) => name.slice(name.indexOf(":") + 1).toLowerCase();
  const pages: string[] = [];
  const sitemaps: string[] = [];
  // Read as the parser goes, no tree: the names of the open elements, and the text of each open
  // <loc>. A <loc> inside another keeps its own text, so no text is gathered twice.
  const open: string[] = [];
  const locs: { list: string[] | null; text: string[] }[] = [];
  parseEvents(
    xml,
    {
      onopentagname(name) {
        const parent = open[open.length - 1];
        open.push(local(name));
        if (local(name) !== "loc") return;
        locs.push({ list: parent === "sitemap" ? sitemaps : parent === "url" ? pages : null, text: [] });
      },
      ontext(text) {
        locs[locs.length - 1]?.text.push(text);
      },
      onclosetag() {
        if (open.pop() !== "loc") return;
        const loc = locs.pop();
        const address = loc?.text.join("").trim();
        if (loc?.list && address && loc.list.length < limit) loc.list.push(address);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  return { pages, sitemaps };
}

/**
 * The pages the site's sitemaps list: the root files in order, and the sitemaps an index among them
 * names (one level deep), until `maxFiles` files are read or `enough` pages found.
 */
export async function readSitemaps(
  roots: string[],
  io: {
    fetchFile: (url: string) => Promise<{ status: number; body: string } | null>;
    /** The address, read against `base`, as a same-site URL we may request; else null. */
    admit: (href: string, base: string) => Promise<URL | null>;
    maxFiles: number;
    enough: number;
  },
): Promise<string[]> {
  const pages = new Set<string>();
  const queue = roots.map((href) => ({ href, base: href, depth: 0 }));
  const seen = new Set<string>();
  let read = 0;
  for (let next = queue.shift(); next && read < io.maxFiles && pages.size < io.enough; next = queue.shift()) {
    const file = await io.admit(next.href, next.base);
    if (!file || seen.has(file.href)) continue;
    seen.add(file.href);
    read++;
    const response = await io.fetchFile(file.href);
    if (!response || response.status >= 400) continue;
    const sitemap = parseSitemap(response.body);
    for (const page of sitemap.pages) if (URL.canParse(page, file)) pages.add(new URL(page, file).href);
    if (next.depth === 0)
      queue.push(...sitemap.sitemaps.map((href) => ({ href, base: file.href, depth: 1 })));
  }
  return [...pages];
}
