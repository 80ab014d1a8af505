import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { Env } from "./env.ts";

// The build bakes SITE_URL into every page (canonical, og:url, JSON-LD: app/lib/site-url.ts), so a
// build is for one address. The build records that address in build/site.json
// (react-router.config.ts) and the server compares it with its own SITE_URL at start (decision 016).

export const BUILD_SITE_FILE = "site.json";

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/** Writes the address the pages were built for into the build directory. */
export async function recordBuildSiteUrl(buildDir: string, siteUrl: string) {
  const record = { siteUrl: withoutTrailingSlash(siteUrl) };
  await writeFile(path.join(buildDir, BUILD_SITE_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/** The address recorded by the build in `buildDir`, or null when there is no readable record. */
export function builtSiteUrl(buildDir: string): string | null {
  try {
    const record = JSON.parse(readFileSync(path.join(buildDir, BUILD_SITE_FILE), "utf8"));
    return typeof record?.siteUrl === "string" ? withoutTrailingSlash(record.siteUrl) : null;
  } catch {
    return null;
  }
}

/**
 * Compares the build's address with SITE_URL before the server starts. Null when it may start
 * (after a warning when the build has no record, or the addresses differ outside production);
 * in production with differing addresses, the Norwegian sentence to stop with.
 */
export function checkBuildSiteUrl(
  env: Pick<Env, "SITE_URL" | "NODE_ENV">,
  buildDir: string,
  logger: Pick<Logger, "warn">,
): string | null {
  const built = builtSiteUrl(buildDir);
  const siteUrl = withoutTrailingSlash(env.SITE_URL);
  if (built === null) {
    logger.warn(
      { file: path.join(buildDir, BUILD_SITE_FILE), siteUrl },
      "the build does not say which SITE_URL it was made for (built before decision 016?): rebuild to check",
    );
    return null;
  }
  if (built === siteUrl) return null;
  if (env.NODE_ENV !== "production") {
    logger.warn(
      { builtFor: built, siteUrl },
      "the pages were built for another SITE_URL: their canonical and share URLs name the build's address",
    );
    return null;
  }
  return (
    `Bygget er laget for SITE_URL=${built}, men serveren startes med SITE_URL=${siteUrl}, så sidene ville ` +
    `vist feil adresse i canonical, og:url og strukturerte data: bygg på nytt med den nye adressen ` +
    `(SITE_URL=${siteUrl} npm run build) før du starter.`
  );
}
