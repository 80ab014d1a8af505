import { readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { markdownContent } from "./content/markdown/vite-plugin.ts";
import { defaultSiteConfig, mergeConfig } from "./content/site.ts";

// Site settings that end up in prerendered HTML are fixed at build time: the canonical origin and
// any override of the site configuration (content/site.ts). `npm start` builds, so setting them
// before `npm start` is enough.
function siteConfigOverride(env: Record<string, string>): unknown {
  if (env.SITE_CONFIG_JSON) return JSON.parse(env.SITE_CONFIG_JSON);
  if (env.SITE_CONFIG_FILE) return JSON.parse(readFileSync(env.SITE_CONFIG_FILE, "utf8"));
  return null;
}

export default defineConfig(({ mode }) => {
  // The process environment wins over .env files, as for the server.
  const env = { ...loadEnv(mode, process.cwd(), ""), ...process.env } as Record<string, string>;
  const override = siteConfigOverride(env);
  return {
    // The articles and case studies are Markdown files, read when the bundle is made (docs/editing.md).
    plugins: [markdownContent(mergeConfig(defaultSiteConfig, override)), tailwindcss(), reactRouter()],
    resolve: { tsconfigPaths: true },
    define: {
      // Empty counts as unset, as for the server (server/env.ts).
      __SITE_URL__: JSON.stringify(env.SITE_URL || "http://localhost:3000"),
      __SITE_CONFIG_OVERRIDE__: JSON.stringify(override),
    },
    build: { assetsInlineLimit: 0 },
  };
});
