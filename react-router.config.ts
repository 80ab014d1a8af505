import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content/pages.ts";

export default {
  ssr: true,
  // Pages whose HTML does not depend on the request are rendered once at build
  // and served from memory by the Express server (see server/static-files.ts).
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
