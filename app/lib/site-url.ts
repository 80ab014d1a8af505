// The site's public origin (SITE_URL at build), for canonical, share and structured-data URLs.
// Its own module so meta.ts and structured-data.ts can both use it without importing each other.

/** The origin the canonical and share URLs use; from SITE_URL, injected at build. */
declare const __SITE_URL__: string | undefined;
export const siteUrl = (typeof __SITE_URL__ === "string" ? __SITE_URL__ : "http://localhost:3000").replace(
  /\/+$/,
  "",
);

export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** The share image of pages without their own (not-found pages), drawn by scripts/draw-images.ts. */
export const DEFAULT_IMAGE = { src: "/images/og-default.png", width: 1200, height: 630 };
