import type { Finding } from "../../types.ts";
import { defineCheck, passed, warned } from "../types.ts";
import { headerValues } from "./http.ts";
import type { Headers } from "./types.ts";

// Not an Observatory test: software and version numbers in response headers (OWASP WSTG-INFO-02),
// which let automated attacks pick sites with known holes. Costs the category 5 points.

export const versionDisclosure = defineCheck({
  id: "security-version-disclosure",
  category: "security",
  needs: ["response"],
  run: ({ response }) => {
    const finding = versionDisclosureFinding(findVersionDisclosure(response.headers));
    return finding ? { ...warned(finding), deduction: 5 } : passed();
  },
});

const VERSION_HEADERS = ["server", "x-powered-by", "x-aspnet-version", "x-aspnetmvc-version", "x-generator"];

export function findVersionDisclosure(headers: Headers): { header: string; value: string }[] {
  const found: { header: string; value: string }[] = [];
  for (const name of VERSION_HEADERS) {
    for (const value of headerValues(headers, name)) {
      const versioned =
        name === "x-aspnet-version" || name === "x-aspnetmvc-version"
          ? /\d/.test(value)
          : /[a-z][\w.-]*\/v?\d+(?:\.\d+)*|\b[a-z][\w-]*\s+v?\d+\.\d+/i.test(value);
      if (versioned) found.push({ header: name, value: value.trim() });
    }
  }
  return found;
}

export function versionDisclosureFinding(found: { header: string; value: string }[]): Finding | null {
  if (found.length === 0) return null;
  const list = found.map((v) => `${v.header}: ${v.value}`).join("; ");
  return {
    id: "security-version-disclosure",
    severity: "warning",
    title: "Serveren røper programvareversjoner",
    detail: `Svarene avslører hvilken programvare og versjon som kjører (${list}). Det gjør det lett for automatiserte angrep å finne nettsteder med kjente sårbarheter – og tyder ofte på at programvaren ikke oppdateres.`,
    fix: "Skjul versjonene (nginx: «server_tokens off;», Apache: «ServerTokens Prod» og «ServerSignature Off», PHP: «expose_php = Off» i php.ini) og hold programvaren oppdatert.",
  };
}
