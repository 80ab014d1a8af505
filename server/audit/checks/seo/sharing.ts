import { joinAnd } from "#app/lib/format-nb.ts";
import { defineCheck, passed, warned } from "../types.ts";

/** "a", "a eller b", "a, b eller c". */
const joinOr = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} eller ${items.at(-1)}` : (items[0] ?? "");

/** What each tag is, as the fix names only the ones missing. */
const OG_WHAT: Record<string, string> = {
  "og:title": "en tittel (og:title)",
  "og:description": "en beskrivelse (og:description)",
  "og:image": "et bilde på 1200 × 630 piksler (og:image)",
};

// What link previews and rich results read: Open Graph tags and structured data.

export const openGraph = defineCheck({
  id: "seo-open-graph",
  category: "seo",
  weight: 1,
  needs: ["page"],
  run: ({ page }) => {
    const missing = ["og:title", "og:description", "og:image"].filter((key) => !page.openGraph[key]);
    if (!missing.length) return passed();
    return warned({
      id: "seo-open-graph",
      severity: "warning",
      title: "Forhåndsvisningen ved deling mangler",
      detail: `Siden har ikke ${joinOr(missing)}. Når noen deler siden på LinkedIn eller Facebook, blir forhåndsvisningen tom eller tilfeldig.`,
      fix: `Legg til ${joinAnd(missing.map((key) => OG_WHAT[key] ?? key))} i Open Graph-merkene.`,
    });
  },
});

export const structuredData = defineCheck({
  id: "seo-structured-data",
  category: "seo",
  weight: 1,
  needs: ["page"],
  run: ({ page }) =>
    page.jsonLdBlocks > 0
      ? passed()
      : warned({
          id: "seo-structured-data",
          severity: "warning",
          title: "Ingen strukturerte data",
          detail:
            "Strukturerte data (JSON-LD) hjelper Google med å vise adresse, åpningstider og tjenester direkte i søkeresultatet.",
          fix: "Legg til JSON-LD av typen Organization eller LocalBusiness med navn, adresse og kontaktinformasjon.",
        }),
});
