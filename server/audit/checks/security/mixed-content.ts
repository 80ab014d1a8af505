import type { Document } from "domhandler";
import type { Finding } from "../../types.ts";
import { defineCheck, failed, passed, warned } from "../types.ts";
import { cspOf } from "./content-security-policy.ts";
import { isHttps, parseUrl } from "./http.ts";
import { attr, baseHref, elements } from "./page.ts";
import type { MixedContentItem } from "./types.ts";

// Not an Observatory test: resources an https page loads over http (MDN "Mixed content"). Addresses
// are resolved as the browser resolves them (against <base href>, entities decoded); what sits in
// <noscript> is not loaded by a browser running scripts. Active mixed content costs the category
// 20 points, 5 when CSP's upgrade-insecure-requests fetches it over https anyway; passive only 5.

export const mixedContent = defineCheck({
  id: "security-mixed-content",
  category: "security",
  needs: ["finalUrl", "response"],
  run: (artifacts) => {
    if (!isHttps(artifacts.finalUrl)) return { score: null, findings: [] };
    const items = findMixedContent(artifacts.response.document, artifacts.finalUrl);
    const finding = mixedContentFinding(
      items,
      cspOf(artifacts).policy?.has("upgrade-insecure-requests") ?? false,
    );
    if (!finding) return passed();
    return finding.severity === "problem"
      ? { ...failed(finding), deduction: 20 }
      : { ...warned(finding), deduction: 5 };
  },
});

const TAGS = [
  "script",
  "iframe",
  "frame",
  "embed",
  "object",
  "form",
  "link",
  "img",
  "source",
  "audio",
  "video",
  "input",
  "track",
];

export function findMixedContent(doc: Document, pageUrl: string): MixedContentItem[] {
  const base = baseHref(doc, pageUrl) ?? pageUrl;
  const items: MixedContentItem[] = [];
  const add = (tag: string, url: string | null | undefined, active: boolean) => {
    const resolved = url ? parseUrl(url.trim(), base) : null;
    if (resolved?.protocol !== "http:" || items.some((i) => i.url === resolved.href && i.tag === tag)) return;
    items.push({ tag, url: resolved.href, active });
  };
  for (const el of elements(doc, TAGS, true)) {
    const a = (name: string) => attr(el, name);
    switch (el.name) {
      case "script":
      case "iframe":
      case "frame":
      case "embed":
        add(el.name, a("src"), true);
        break;
      case "object":
        add(el.name, a("data"), true);
        break;
      case "form":
        add(el.name, a("action"), true);
        break;
      case "link": {
        const rel = (a("rel") ?? "").toLowerCase().split(/\s+/);
        if (rel.includes("stylesheet") || rel.includes("modulepreload")) add("link", a("href"), true);
        else if (rel.includes("icon") || rel.includes("preload")) add("link", a("href"), false);
        break;
      }
      default: {
        if (el.name !== "input" || (a("type") ?? "").toLowerCase() === "image") add(el.name, a("src"), false);
        if (el.name === "video") add(el.name, a("poster"), false);
        for (const candidate of (a("srcset") ?? "").split(","))
          add(el.name, candidate.trim().split(/\s+/)[0], false);
      }
    }
  }
  return items;
}

export function mixedContentFinding(items: MixedContentItem[], upgraded: boolean): Finding | null {
  if (items.length === 0) return null;
  const active = items.some((m) => m.active);
  const sample = items
    .slice(0, 5)
    .map((m) => `<${m.tag}> ${m.url}`)
    .join(", ");
  return {
    id: "security-mixed-content",
    severity: active && !upgraded ? "problem" : "warning",
    title: "Blandet innhold (http på en https-side)",
    detail: `Siden er på https, men henter ${items.length} ressurs${items.length === 1 ? "" : "er"} over ukryptert http: ${sample}. ${
      active
        ? "Nettlesere blokkerer skript, stiler, rammer og skjemaer over http, så deler av siden kan slutte å virke – og det som slipper gjennom kan manipuleres."
        : "Nettleseren kan vise siden som «ikke helt sikker», og bildene kan byttes ut underveis."
    }${upgraded ? " CSP-direktivet upgrade-insecure-requests får nettleseren til å hente dem over https, så risikoen er redusert." : ""}`,
    fix: "Endre adressene til https:// (eller relative adresser) i malen, innholdet og eventuelle innstillinger i publiseringsverktøyet. Som sikkerhetsnett kan du legge til «Content-Security-Policy: upgrade-insecure-requests».",
  };
}
