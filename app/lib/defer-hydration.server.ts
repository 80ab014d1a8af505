// Hydration waits for the first paint (docs/decisions/006-hydrate-after-paint.md).
//
// React Router's HTML names its JavaScript twice: <link rel="modulepreload"> hints (which React
// hoists into <head>) and static `import * as routeN from "…"` lines in its bootstrap module
// script. Both start downloads while the page is still being parsed, so on a slow phone the
// scripts compete with the HTML and the font for bandwidth, and hydration runs before the
// first paint. This rewrite drops the hints and turns the static imports into dynamic ones that
// start after the first frame has been painted. The server-rendered page is complete without
// JavaScript, so nothing is missing meanwhile; interactivity follows a frame later.

// Resolves once the browser reports the first contentful paint (or at once for a hidden tab, which
// does not paint; or after 3 s as a safety net). A frame callback alone is not enough: a frame can
// be drawn before it holds any content.
const AFTER_FIRST_PAINT = [
  "await new Promise((resolve) => {",
  'if (document.visibilityState !== "visible" || !window.PerformanceObserver) return resolve();',
  "setTimeout(resolve, 3000);",
  "const observer = new PerformanceObserver((list) => {",
  'if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); setTimeout(resolve, 0); }',
  "});",
  'observer.observe({ type: "paint", buffered: true });',
  "});",
].join("\n");

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]*)"\/>/g;
// React writes a nonce before the type on pages rendered per request: any attribute order.
const BOOTSTRAP = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^\s*import \* as (route\d+) from ("[^"]+");\s*$/gm;

export function deferHydration(html: string): string {
  const match = html.match(BOOTSTRAP);
  if (!match?.[2]?.includes("__reactRouterRouteModules")) return html;
  const [whole, open, body = "", close] = match;
  const names: string[] = [];
  const urls: string[] = [];
  const rest = body.replace(STATIC_IMPORT, (_line, name: string, url: string) => {
    names.push(name);
    urls.push(url);
    return "";
  });
  if (names.length === 0) return html;
  // The hints come back after the paint, so the module graph still downloads in parallel.
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]);
  const deferred =
    `${AFTER_FIRST_PAINT}\n` +
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(", ")}]);\n` +
    rest.replace(/^;\s*/, "");
  return html.replace(MODULEPRELOAD, "").replace(whole, `${open}${deferred}${close}`);
}
