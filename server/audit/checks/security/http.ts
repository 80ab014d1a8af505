import type { Headers } from "./types.ts";

// Header and URL helpers. Header values are read as the Observatory reads them: every value
// counts, an empty one included (an empty Referrer-Policy is "invalid", an empty X-Frame-Options
// "not implemented" — each test decides).

export function headerValues(headers: Headers, name: string): string[] {
  const value = headers[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function firstHeader(headers: Headers, name: string): string | null {
  return headerValues(headers, name)[0] ?? null;
}

export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return null;
  }
}

export function isHttps(url: string): boolean {
  return /^https:/i.test(url);
}

export function parseUrl(url: string, base?: string | URL): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}
