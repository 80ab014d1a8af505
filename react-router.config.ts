import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/pages.ts";
import { recordBuildSiteUrl } from "./server/build-site.ts";

export default {
  ssr: true,
  // Pages whose HTML does not depend on the request are rendered once at build
  // and served from memory by the Express server (see server/static-files.ts).
  async prerender() {
    return prerenderPaths();
  },
  // The SITE_URL baked into the pages (vite.config.ts), recorded in build/site.json for the
  // server's check at start (server/build-site.ts).
  async buildEnd({ viteConfig, reactRouterConfig }) {
    const baked = viteConfig.define?.__SITE_URL__;
    if (typeof baked !== "string") throw new Error("vite.config.ts defines no __SITE_URL__");
    await recordBuildSiteUrl(reactRouterConfig.buildDirectory, JSON.parse(baked));
  },
} satisfies Config;
