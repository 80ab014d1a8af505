import { expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.server";

const sample = `<html><head><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></head><body><p>Hei</p><script type="module" async="" nonce="abc">;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
  window.__reactRouterManifest = {"version":"1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.js");</script></body></html>`;

it("drops the preload hints and loads the route modules after the first paint", () => {
  const out = deferHydration(sample);
  expect(out).not.toContain('<link rel="modulepreload"');
  expect(out).toContain('for (const href of ["/assets/entry.js","/assets/root.js"])');
  expect(out).not.toMatch(/^\s*import \* as/m);
  expect(out).toContain('<script type="module" async="" nonce="abc">await new Promise');
  expect(out).toContain('getEntriesByName("first-contentful-paint")');
  expect(out).toContain(
    'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);',
  );
  expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
  expect(out.indexOf("first-contentful-paint")).toBeLessThan(out.indexOf('import("/assets/root.js")'));
  expect(out).toContain('import("/assets/entry.js");</script>');
  expect(out).toContain("<p>Hei</p>");
});

it("defers hydration on a page rendered with a nonce, which React writes before the type", () => {
  const withNonceFirst = sample.replace(
    '<script type="module" async="" nonce="abc">',
    '<script nonce="abc" type="module" async="">',
  );
  const out = deferHydration(withNonceFirst);
  expect(out).toContain('<script nonce="abc" type="module" async="">await new Promise');
  expect(out).not.toMatch(/^\s*import \* as/m);
});

it("leaves HTML without React Router's bootstrap alone", () => {
  const html = '<html><body><script type="module">console.log(1)</script></body></html>';
  expect(deferHydration(html)).toBe(html);
});
