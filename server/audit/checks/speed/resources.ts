import { count, defineCheck, passed, warned } from "../types.ts";

// What the start page's HTML asks the browser to load before and while it shows the page: scripts,
// stylesheets and images (decision 009). Lighthouse's performance score replaces these when the
// browser stage ran.

export const scriptCount = defineCheck({
  id: "speed-script-count",
  lighthouse: ["*"],
  category: "speed",
  needs: ["page"],
  run: ({ page }) => {
    const external = page.scripts.filter((script) => script.src).length;
    return external > 15
      ? warned({
          id: "speed-script-count",
          severity: "warning",
          title: `Siden laster ${count(external, "skriptfil", "skriptfiler")}`,
          detail: "Mange skript konkurrerer om båndbredde og prosessor på mobil.",
          fix: "Slå sammen og fjern skript som ikke trengs, særlig sporings- og chat-skript.",
        })
      : passed();
  },
});

export const blockingScripts = defineCheck({
  id: "speed-blocking-scripts",
  lighthouse: ["*"],
  category: "speed",
  needs: ["page"],
  run: ({ page }) => {
    // As Lighthouse counts render-blocking scripts: in <head>, where the page waits for them; one at
    // the end of <body> is loaded after the text above it is shown
    const blocking = page.scripts.filter(
      (script) => script.src && script.inHead && !script.async && !script.defer && !script.module,
    ).length;
    if (!blocking) return passed();
    return warned({
      id: "speed-blocking-scripts",
      severity: "warning",
      title: `${count(blocking, "skript", "skript")} stopper visningen`,
      detail: "Skript uten async eller defer stopper nettleseren før siden vises.",
      fix:
        blocking === 1
          ? "Legg til defer (eller async) på skriptet, eller flytt det fra <head> til nederst på siden."
          : "Legg til defer (eller async) på skriptene, eller flytt dem fra <head> til nederst på siden.",
    });
  },
});

export const stylesheets = defineCheck({
  id: "speed-stylesheets",
  lighthouse: ["*"],
  category: "speed",
  needs: ["page"],
  run: ({ page }) =>
    page.stylesheets.length > 5
      ? warned({
          id: "speed-stylesheets",
          severity: "warning",
          title: `Siden laster ${count(page.stylesheets.length, "stilark", "stilark")}`,
          detail: "Hvert stilark må lastes før siden vises.",
          fix: "Slå sammen stilarkene, og legg kritisk CSS direkte i siden.",
        })
      : passed(),
});

export const imageSize = defineCheck({
  id: "speed-image-size",
  lighthouse: ["*"],
  category: "speed",
  needs: ["page"],
  run: ({ page }) => {
    const unsized = page.images.filter((image) => !image.width || !image.height).length;
    if (!unsized) return passed();
    return warned({
      id: "speed-image-size",
      severity: "warning",
      title: `${count(unsized, "bilde", "bilder")} mangler bredde og høyde`,
      detail: `Uten mål hopper innholdet når ${unsized === 1 ? "bildet" : "bildene"} lastes (layoutforskyvning).`,
      fix: "Sett width og height på alle bilder.",
    });
  },
});

export const lazyImages = defineCheck({
  id: "speed-lazy-images",
  lighthouse: ["*"],
  category: "speed",
  needs: ["page"],
  run: ({ page }) =>
    page.images.length > 6 && !page.images.some((image) => image.loading === "lazy")
      ? warned({
          id: "speed-lazy-images",
          severity: "warning",
          title: "Alle bildene lastes med en gang",
          detail: `Siden har ${page.images.length} bilder, og alle lastes med en gang, også de som ligger langt nede på siden.`,
          fix: 'Bruk loading="lazy" på bilder lenger ned på siden.',
        })
      : passed(),
});
