import type { SiteConfig } from "../site.ts";

// ${site.companyName}, ${site.address.city}…: a fact from the one site configuration (content/site.ts),
// written where a text names it, so the articles follow when the company's name or address changes
// (docs/brief/CONTENT.md, "Facts and names"). Replaced before the Markdown is read.

const PLACEHOLDER = /\$\{\s*([^}]*?)\s*\}/g;

/** The text with every placeholder replaced; throws a readable message naming an unknown one. */
export function fillPlaceholders(text: string, site: SiteConfig): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const [root, ...keys] = name.split(".");
    let value: unknown = root === "site" ? site : undefined;
    for (const key of keys) {
      value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    }
    if (typeof value !== "string") {
      throw new Error(
        `${whole} finnes ikke i nettstedskonfigurasjonen – bruk for eksempel \${site.companyName}, \${site.phone}, \${site.email} eller \${site.address.city}`,
      );
    }
    return value;
  });
}

/** Fills placeholders in every string of a parsed front matter; the error names the field. */
export function fillPlaceholdersDeep(
  value: unknown,
  site: SiteConfig,
  onError: (field: string, message: string) => never,
  field = "",
): unknown {
  if (typeof value === "string") {
    try {
      return fillPlaceholders(value, site);
    } catch (error) {
      return onError(field, (error as Error).message);
    }
  }
  if (Array.isArray(value)) {
    return value.map((item, i) =>
      fillPlaceholdersDeep(item, site, onError, field ? `${field}.${i}` : `${i}`),
    );
  }
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        fillPlaceholdersDeep(item, site, onError, field ? `${field}.${key}` : key),
      ]),
    );
  }
  return value;
}
