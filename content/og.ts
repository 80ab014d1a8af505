// Where each page's Open Graph share image is served (generated at build time by
// scripts/og-images.ts into build/client/og/). Pure, so the app and the script share it.

export const OG_IMAGE_DIR = "/og";
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** File name (without extension) of a page's share image: '/' → 'forside', '/a/b' → 'a--b'. */
export function ogImageName(pagePath: string): string {
  const slug = pagePath
    .replace(/[?#].*$/, "")
    .replace(/^\/+|\/+$/g, "")
    .split("/")
    .map((part) => part.toLowerCase().replace(/[^a-z0-9-]+/g, "-"))
    .join("--");
  return slug || "forside";
}

/** URL of a page's share image, e.g. '/nettsider/moderne-design' → '/og/nettsider--moderne-design.png'. */
export function ogImagePath(pagePath: string): string {
  return `${OG_IMAGE_DIR}/${ogImageName(pagePath)}.png`;
}
