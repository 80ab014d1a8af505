import { readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Site settings that end up in prerendered HTML are fixed at build time: the canonical origin and
// any override of the site configuration (content/site.ts). `npm start` builds, so setting them
// before `npm start` is enough.
function siteConfigOverride(): unknown {
  if (process.env.SITE_CONFIG_JSON) return JSON.parse(process.env.SITE_CONFIG_JSON);
  if (process.env.SITE_CONFIG_FILE) return JSON.parse(readFileSync(process.env.SITE_CONFIG_FILE, "utf8"));
  return undefined;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? "http://localhost:3000"),
    __SITE_CONFIG_OVERRIDE__: JSON.stringify(siteConfigOverride() ?? null),
  },
  build: { assetsInlineLimit: 0 },
});
