import { count, defineCheck, passed, warned } from "../types.ts";

// What makes the page's images and links readable to a search engine.

export const imageAlt = defineCheck({
  id: "seo-image-alt",
  lighthouse: ["image-alt"],
  category: "seo",
  weight: 1,
  needs: ["page"],
  run: ({ page }) => {
    const without = page.images.filter((image) => image.alt === null).length;
    if (!page.images.length) return { score: null, findings: [] };
    if (!without) return passed();
    return warned(
      {
        id: "seo-image-alt",
        severity: "warning",
        title: `${count(without, "bilde", "bilder")} mangler alt-tekst`,
        detail: "Alt-tekst gjør bildene søkbare og forståelige for skjermlesere.",
        fix: "Gi hvert bilde en kort alt-tekst som sier hva det viser (tom alt for rene pyntebilder).",
      },
      1 - without / page.images.length,
    );
  },
});

const VAGUE_LINKS = new Set([
  "les mer",
  "klikk her",
  "her",
  "mer",
  "link",
  "lenke",
  "les mer her",
  "click here",
  "read more",
  "se mer",
]);

export const linkText = defineCheck({
  id: "seo-link-text",
  lighthouse: ["link-text"],
  category: "seo",
  weight: 1,
  needs: ["page"],
  run: ({ page }) => {
    const vague = page.links.filter((link) => VAGUE_LINKS.has(link.text.toLowerCase()) && !link.label);
    if (!page.links.length) return { score: null, findings: [] };
    if (!vague.length) return passed();
    return warned({
      id: "seo-link-text",
      severity: "warning",
      title: `${count(vague.length, "lenke har", "lenker har")} uklar tekst`,
      detail: `Lenketekster som «${vague[0]?.text}» sier ikke hvor lenken går.`,
      fix: "Skriv lenketekster som beskriver målet, for eksempel «Se prisene våre».",
    });
  },
});
