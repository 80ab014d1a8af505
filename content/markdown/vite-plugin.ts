import path from "node:path";
import type { Plugin } from "vite";
import type { SiteConfig } from "../site.ts";
import { COLLECTION_DIRS, loadCollections } from "./collections.ts";

// Build-time content (as VitePress's data loaders and Astro's content collections do it): Vite
// gets content/collections.server.ts as plain data, read from the Markdown files when the bundle is
// made, so the server bundle carries the rendered articles and neither the parser nor zod. The dev
// server shows drafts and reloads the page when a content file or an image changes.

const MODULE = "content/collections.server.ts";

export function markdownContent(site: SiteConfig): Plugin {
  let root = process.cwd();
  let drafts = false;
  return {
    name: "fjellvik:markdown-content",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      drafts = config.command === "serve";
    },
    load(id) {
      if (id.split("?")[0] !== path.join(root, MODULE)) return null;
      const { articles, cases, files } = loadCollections({ root, site, drafts });
      for (const file of files) this.addWatchFile(file);
      return [
        `export const articles = ${JSON.stringify(articles)};`,
        `export const cases = ${JSON.stringify(cases)};`,
        "",
      ].join("\n");
    },
    configureServer(server) {
      const watched = [...Object.values(COLLECTION_DIRS), "public"].map(
        (dir) => path.join(root, dir) + path.sep,
      );
      const reload = (file: string) => {
        if (!watched.some((dir) => file.startsWith(dir))) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(path.join(root, MODULE));
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", reload).on("change", reload).on("unlink", reload);
    },
  };
}
