import { isPublicSuffix } from "../../../domains.ts";

// Set-Cookie lines read the way a cookie jar reads them (RFC 6265 §5.2–5.3; the Observatory keeps
// its cookies in a tough-cookie jar): a cookie the browser would refuse — a __Host- or __Secure-
// name without its conditions, a Domain that isn't this host's, a public suffix as Domain, no
// name — is never stored, so it cannot be insecure either.

export interface ParsedCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  /** The last SameSite attribute, when it was Strict, Lax or None. */
  sameSite: "strict" | "lax" | "none" | null;
  /** Domain attribute without its leading dot, lower-cased. */
  domain: string | null;
  /** Path attribute, when it starts with "/". */
  path: string | null;
}

const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20);

export function parseSetCookie(raw: string): ParsedCookie | null {
  const line = raw.trim();
  const [pair = "", ...attributes] = line.split(";");
  const clipped = pair.split(/[\n\r\0]/)[0] ?? "";
  const eq = clipped.indexOf("=");
  if (eq <= 0) return null;
  const name = clipped.slice(0, eq).trim();
  if (!name || hasControl(name) || hasControl(clipped.slice(eq + 1).trim())) return null;
  const cookie: ParsedCookie = {
    name,
    secure: false,
    httpOnly: false,
    sameSite: null,
    domain: null,
    path: null,
  };
  for (const attribute of attributes) {
    const sep = attribute.indexOf("=");
    const key = (sep < 0 ? attribute : attribute.slice(0, sep)).trim().toLowerCase();
    const value = sep < 0 ? "" : attribute.slice(sep + 1).trim();
    if (key === "secure") cookie.secure = true;
    else if (key === "httponly") cookie.httpOnly = true;
    else if (key === "samesite") {
      const v = value.toLowerCase();
      cookie.sameSite = v === "strict" || v === "lax" || v === "none" ? v : null;
    } else if (key === "domain" && value)
      cookie.domain = value.replace(/^\./, "").toLowerCase() || cookie.domain;
    else if (key === "path") cookie.path = value.startsWith("/") ? value : null;
  }
  return cookie;
}

/** The Observatory's own check on the raw line: a SameSite attribute without Strict, Lax or None. */
export function hasInvalidSameSite(raw: string): boolean {
  return raw
    .trim()
    .split(";")
    .some((part) => {
      const [key = "", value] = part.trim().split("=");
      if (key.trim().toLowerCase() !== "samesite") return false;
      return !value || !["lax", "strict", "none"].includes(value.trim().toLowerCase());
    });
}

/** The cookies a jar keeps from these lines; a later cookie replaces one with the same name, domain and path. */
export function storedCookies(lines: string[], url: string): ParsedCookie[] {
  let page: URL;
  try {
    page = new URL(url);
  } catch {
    return [];
  }
  const host = page.hostname.toLowerCase();
  const stored = new Map<string, ParsedCookie>();
  for (const line of lines) {
    const cookie = parseSetCookie(line);
    const path = cookie?.path ?? defaultPath(page.pathname);
    if (!cookie || !accepted(cookie, host, path)) continue;
    stored.set(JSON.stringify([cookie.name, cookie.domain ?? host, path]), cookie);
  }
  return [...stored.values()];
}

function accepted(cookie: ParsedCookie, host: string, path: string): boolean {
  const { name, domain, secure } = cookie;
  if (domain !== null && (isPublicSuffix(domain) || !(host === domain || host.endsWith(`.${domain}`))))
    return false;
  if (name.startsWith("__Secure-") && !secure) return false;
  if (name.startsWith("__Host-")) return secure && domain === null && path === "/";
  return true;
}

/** RFC 6265 §5.1.4: the request path up to its last "/", or "/". */
function defaultPath(pathname: string): string {
  const last = pathname.lastIndexOf("/");
  return last <= 0 ? "/" : pathname.slice(0, last);
}
