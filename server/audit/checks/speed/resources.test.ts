import { describe, expect, it } from "vitest";
import { artifactsFor, htmlPage, onlyFinding, outcome } from "../test-artifacts.ts";
import { blockingScripts, imageSize, lazyImages, scriptCount, stylesheets } from "./resources.ts";

// What the HTML makes the browser load, as the speed checks read it, on pages of our own.

const page = (body: string, head = "") => artifactsFor(htmlPage(`<title>Fjellbakeriet</title>${head}`, body));
const image = '<img src="/brod.jpg" alt="Brød" width="400" height="300">';

describe("scripts and stylesheets", () => {
  it("counts only scripts that block: in <head>, not async, defer or module, not inline", () => {
    const notBlocking =
      '<script async src="/a.js"></script><script defer src="/b.js"></script><script type="module" src="/c.js"></script><script>1</script>';
    expect(outcome(blockingScripts, page("", notBlocking))).toEqual({ score: 1, findings: [] });
    expect(outcome(blockingScripts, page("", '<script src="/meny.js"></script>'))).toEqual({
      score: 0.5,
      findings: [["speed-blocking-scripts", "warning"]],
    });
    expect(onlyFinding(blockingScripts, page("", '<script src="/meny.js"></script>')).fix).toBe(
      "Legg til defer (eller async) på skriptet, eller flytt det fra <head> til nederst på siden.",
    );
    expect(
      onlyFinding(blockingScripts, page("", '<script src="/a.js"></script><script src="/b.js"></script>')),
    ).toMatchObject({ title: "2 skript stopper visningen", fix: expect.stringContaining("på skriptene") });
    // at the end of <body>, as the advice says: the text above it is shown first
    const atTheEnd = `<main><h1>Fjellbakeriet</h1><p>Brød hver morgen.</p></main><script src="/meny.js"></script>`;
    expect(outcome(blockingScripts, page(atTheEnd))).toEqual({ score: 1, findings: [] });
    // in a <head> the tags leave out, and after </body>, as a browser reads them
    const implied =
      '<!doctype html><title>Fjellbakeriet</title><script src="/meny.js"></script><p>Brød hver morgen.</p>';
    expect(outcome(blockingScripts, artifactsFor(implied)).findings).toEqual([
      ["speed-blocking-scripts", "warning"],
    ]);
    const after = htmlPage("<title>Fjellbakeriet</title>", "<p>Brød hver morgen.</p>").replace(
      "</body>",
      '</body><script src="/meny.js"></script>',
    );
    expect(after).toContain('</body><script src="/meny.js">');
    expect(outcome(blockingScripts, artifactsFor(after)).findings).toEqual([]);
  });

  it("warns of more than 15 script files and more than 5 stylesheets", () => {
    const scripts = (n: number) => '<script defer src="/s.js"></script>'.repeat(n);
    expect(outcome(scriptCount, page(scripts(15))).findings).toEqual([]);
    expect(onlyFinding(scriptCount, page(scripts(16))).title).toBe("Siden laster 16 skriptfiler");
    const sheets = (n: number) => '<link rel="stylesheet" href="/s.css">'.repeat(n);
    expect(outcome(stylesheets, page("", sheets(5))).findings).toEqual([]);
    expect(onlyFinding(stylesheets, page("", sheets(6))).title).toBe("Siden laster 6 stilark");
  });
});

describe("images", () => {
  it("names images without width and height, one or many", () => {
    expect(outcome(imageSize, page(image)).findings).toEqual([]);
    expect(outcome(imageSize, page('<img src="/a.jpg" alt="A" width="400">')).score).toBe(0.5);
    expect(outcome(imageSize, page('<img src="/a.jpg" alt="A" height="300">')).score).toBe(0.5);
    expect(onlyFinding(imageSize, page('<img src="/a.jpg" alt="A">')).detail).toContain("når bildet lastes");
    expect(onlyFinding(imageSize, page('<img src="/a.jpg" alt="A"><img src="/b.jpg" alt="B">')).title).toBe(
      "2 bilder mangler bredde og høyde",
    );
  });

  it("says what the lazy-loading finding means, over six images none of them lazy", () => {
    expect(outcome(lazyImages, page(image.repeat(6))).findings).toEqual([]);
    expect(onlyFinding(lazyImages, page(image.repeat(7))).detail).toBe(
      "Siden har 7 bilder, og alle lastes med en gang, også de som ligger langt nede på siden.",
    );
    expect(
      outcome(lazyImages, page(image.repeat(6) + image.replace("<img", '<img loading="lazy"'))).findings,
    ).toEqual([]);
  });
});
