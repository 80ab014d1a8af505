import type { Finding } from "../../types.ts";
import { defineCheck } from "../types.ts";
import { code, severityFor } from "./findings.ts";
import { headerValues } from "./http.ts";
import { outcome, testResult, worse } from "./score.ts";
import { hasInvalidSameSite, type ParsedCookie, storedCookies } from "./set-cookie.ts";
import { testHsts } from "./strict-transport-security.ts";
import type { Headers, SecurityTest } from "./types.ts";

// Observatory test "cookies" (src/analyzer/tests/cookies.js). A "session" cookie is one whose name
// contains "login" or "sess"; the worst result wins, in the Observatory's order.

export interface CookieOutcome extends SecurityTest {
  cookies: ParsedCookie[];
}

const ORDER = [
  "cookies-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-samesite-flag-invalid",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-session-without-httponly-flag",
  "cookies-session-without-secure-flag",
];
const PASSING = [
  "cookies-not-found",
  "cookies-secure-with-httponly-sessions",
  "cookies-secure-with-httponly-sessions-and-samesite",
];
// github.com/mozilla/http-observatory/issues/282
const IGNORED = "heroku-session-affinity";

/** Node gives one array entry per Set-Cookie line; a joined string is split before each "name=". */
function setCookieLines(headers: Headers): string[] {
  const value = headers["set-cookie"];
  if (typeof value === "string") return value.split(/,(?=\s*[^;,=\s]+=)/).map((line) => line.trim());
  return headerValues(headers, "set-cookie");
}

export function testCookies(headers: Headers, finalUrl: string, hstsPass: boolean): CookieOutcome {
  const lines = setCookieLines(headers);
  const cookies = storedCookies(lines, finalUrl).filter((cookie) => cookie.name !== IGNORED);
  let result: string | null = lines.some(hasInvalidSameSite) ? "cookies-samesite-flag-invalid" : null;
  const flag = (candidate: string) => {
    result = worse(candidate, result, ORDER);
  };
  for (const cookie of cookies) {
    const name = cookie.name.toLowerCase();
    const session = name.includes("login") || name.includes("sess");
    if (!cookie.secure && cookie.sameSite === "none") flag("cookies-samesite-flag-invalid");
    if (!cookie.secure)
      flag(hstsPass ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag");
    if (name.includes("csrf") && !cookie.sameSite) flag("cookies-anticsrf-without-samesite-flag");
    if (session && !cookie.secure)
      flag(
        hstsPass
          ? "cookies-session-without-secure-flag-but-protected-by-hsts"
          : "cookies-session-without-secure-flag",
      );
    if (session && !cookie.httpOnly) flag("cookies-session-without-httponly-flag");
  }
  // No stored cookie wins even over a malformed SameSite on a refused one.
  if (cookies.length === 0) result = "cookies-not-found";
  result ??= cookies.every((cookie) => cookie.sameSite)
    ? "cookies-secure-with-httponly-sessions-and-samesite"
    : "cookies-secure-with-httponly-sessions";
  return { ...outcome("cookies", result, PASSING), cookies };
}

/** The cookies test leans on HSTS: without the Secure flag, HSTS still keeps a cookie off http. */
export const secureCookies = defineCheck({
  id: "security-cookies",
  category: "security",
  needs: ["finalUrl", "response"],
  run: (artifacts) => {
    const test = testCookies(artifacts.response.headers, artifacts.finalUrl, testHsts(artifacts).pass);
    return testResult(test, cookieFinding(test));
  },
});

export function cookieFinding(test: CookieOutcome): Finding {
  const base = { id: "security-cookies", severity: severityFor(test) };
  const names = (list: ParsedCookie[]) =>
    list
      .slice(0, 5)
      .map((c) => c.name)
      .join(", ");
  const example = code("Set-Cookie: sessionid=…; Path=/; Secure; HttpOnly; SameSite=Lax");
  switch (test.result) {
    case "cookies-not-found":
      return {
        ...base,
        title: "Ingen informasjonskapsler på forsiden",
        detail:
          "Serveren setter ingen informasjonskapsler (cookies) når forsiden hentes, så her er ingen å stjele eller misbruke. Hva skriptene på siden lagrer i nettleseren, står i rapportens del om personvern.",
        fix: `Hvis du senere setter informasjonskapsler (innlogging, handlekurv), bruk ${example}.`,
      };
    case "cookies-secure-with-httponly-sessions-and-samesite":
      return {
        ...base,
        title: "Informasjonskapslene er godt beskyttet",
        detail:
          "Alle cookies har Secure og SameSite, og innloggings-/sesjonscookies har HttpOnly. De sendes bare kryptert og kan ikke leses av skript eller misbrukes fra andre nettsteder.",
        fix: "Ingen endring nødvendig.",
      };
    case "cookies-secure-with-httponly-sessions":
      return {
        ...base,
        title: "Informasjonskapslene mangler SameSite",
        detail: `Cookiene sendes kryptert, men noen mangler SameSite (${names(test.cookies.filter((c) => !c.sameSite))}). SameSite hindrer andre nettsteder i å sende forespørsler i kundens navn (CSRF).`,
        fix: `Legg til SameSite=Lax (eller Strict) på alle cookies, for eksempel ${example}.`,
      };
    case "cookies-session-without-httponly-flag":
      return {
        ...base,
        title: "Innloggingscookie kan leses av skript",
        detail: `Sesjons-/innloggingscookien (${names(test.cookies.filter((c) => /login|sess/i.test(c.name) && !c.httpOnly))}) mangler HttpOnly. Et innsmuglet skript kan da lese den og overta kundens innlogging.`,
        fix: `Sett HttpOnly på sesjonscookies: ${example}.`,
      };
    case "cookies-samesite-flag-invalid":
    case "cookies-anticsrf-without-samesite-flag":
      return {
        ...base,
        title: "Feil eller manglende SameSite på cookies",
        detail:
          "Minst én cookie har en ugyldig SameSite-verdi, SameSite=None uten Secure, eller er en CSRF-beskyttelse uten SameSite. Da kan andre nettsteder lettere sende forespørsler i kundens navn.",
        fix: `Bruk SameSite=Lax eller Strict (SameSite=None bare sammen med Secure), for eksempel ${example}.`,
      };
    default: {
      const session = test.result.includes("session");
      return {
        ...base,
        title: session ? "Innloggingscookie sendes uten Secure" : "Informasjonskapsler sendes uten Secure",
        detail: `${session ? "Sesjons-/innloggingscookien" : "Minst én cookie"} (${names(test.cookies.filter((c) => !c.secure))}) mangler Secure og kan sendes over ukryptert http. På et åpent nettverk kan andre da fange den opp${session ? " og logge seg inn som kunden" : ""}.${test.result.includes("hsts") ? " HSTS demper risikoen, men beskytter ikke første besøk." : ""}`,
        fix: `Sett Secure (og HttpOnly for sesjonscookies) på alle cookies: ${example}.`,
      };
    }
  }
}
