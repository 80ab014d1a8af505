import type { Finding } from "../../types.ts";
import { defineCheck, passed, warned } from "../types.ts";
import { headerValues } from "./http.ts";
import type { Headers } from "./types.ts";

// Not an Observatory test: whether the site limits which browser features (camera, microphone,
// geolocation …) the page and embedded third parties may ask for (w3.org/TR/permissions-policy).
// Without it the category loses 3 points.

export const permissionsPolicy = defineCheck({
  id: "security-permissions-policy",
  category: "security",
  needs: ["response"],
  run: ({ response }) => {
    const present = hasPermissionsPolicy(response.headers);
    const finding = permissionsPolicyFinding(present);
    return present ? passed(finding) : { ...warned(finding), deduction: 3 };
  },
});

export function hasPermissionsPolicy(headers: Headers): boolean {
  return headerValues(headers, "permissions-policy").some((value) => value.trim() !== "");
}

export function permissionsPolicyFinding(present: boolean): Finding {
  return present
    ? {
        id: "security-permissions-policy",
        severity: "good",
        title: "Permissions-Policy er satt",
        detail:
          "Nettstedet begrenser hvilke nettleserfunksjoner (kamera, mikrofon, posisjon …) siden og innebygde tjenester får bruke.",
        fix: "Ingen endring nødvendig.",
      }
    : {
        id: "security-permissions-policy",
        severity: "warning",
        title: "Mangler Permissions-Policy",
        detail:
          "Nettstedet begrenser ikke hvilke nettleserfunksjoner (kamera, mikrofon, posisjon, betaling) siden og innebygde tredjepartstjenester kan be om. En kapret innebygd tjeneste kan dermed be kundene om tilgang på dine vegne.",
        fix: "Slå av det du ikke bruker, for eksempel «Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()».",
      };
}
