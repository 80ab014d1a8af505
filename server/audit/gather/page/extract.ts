import { type Document, type Element, isTag, isText } from "domhandler";
import { formFields, hasAccessibleName, linkText, unnamedButtons } from "./accessible-name.ts";
import { attr, clean, dressedAsButton, enclosing } from "./element-value.ts";
import { type PageTree, readTree, visibleText } from "./extract-tree.ts";
import { jsonLdNames } from "./json-ld.ts";
import { dialogText, keyFigures, reviews } from "./marked-text.ts";
import type { PageData } from "./page-data.ts";
import { parseTree } from "./parse-tree.ts";

// A page's HTML read once for every check: parsed once (parseHtml), then walked once into the page
// model (page-data.ts). The HTML is a stranger's: it is only parsed, never rendered or executed,
// and everything taken from it is treated as text.

/** A stranger's HTML parsed once for every check that reads it: entities decoded as a browser does. */
export function parseHtml(html: string): Document {
  return parseTree(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
}

/**
 * A link inside running text («… ta gjerne <a>kontakt</a> med oss»): words of its own stand beside
 * it in the element that holds it, and nothing dresses it as a button.
 */
function inSentence(el: Element, wordsBeside: WeakMap<Element, boolean>): boolean {
  if (dressedAsButton(el)) return false;
  const parent = el.parent;
  if (!parent || !isTag(parent)) return false;
  // once per parent: a page of thousands of links in one element stays linear
  let beside = wordsBeside.get(parent);
  if (beside === undefined) {
    beside = parent.children.some((node) => isText(node) && /\p{L}{2}/u.test(node.data));
    wordsBeside.set(parent, beside);
  }
  return beside;
}

/** What a <head> holds, written or implied. */
const IN_HEAD = new Set([
  "html",
  "head",
  "title",
  "meta",
  "link",
  "style",
  "script",
  "base",
  "noscript",
  "template",
]);

export function extractPage(html: string | Document): PageData {
  const doc = typeof html === "string" ? parseHtml(html) : html;
  // One walk of the tree answers every question below (extract-tree.ts).
  const tree = readTree(doc);
  const { said, labels } = reviews(tree);
  const wordsBeside = new WeakMap<Element, boolean>();
  const all = tree.all;
  const text = (el: Element) => clean(tree.facts(el).text);
  /** The non-empty paragraphs, those whose place in the tree the test allows. */
  const paragraphs = (where: (facts: ReturnType<PageTree["facts"]>) => boolean = () => true) =>
    all("p")
      .filter((el) => where(tree.facts(el)))
      .map(text)
      .filter((paragraph) => paragraph.length > 0);
  const meta = (key: string, value: string) =>
    all("meta").find((el) => (attr(el, key) ?? "").toLowerCase() === value);

  const openGraph: Record<string, string> = {};
  for (const el of all("meta")) {
    const property = attr(el, "property") ?? "";
    if (property.startsWith("og:")) openGraph[property] = attr(el, "content") ?? "";
  }
  const body = all("body")[0];
  // Where the page's body starts, in document order: its <body>, or, with the tags left out, the
  // first element a <head> does not hold. A script before it holds up the first paint.
  const starts = body ? tree.elements.indexOf(body) : tree.elements.findIndex((el) => !IN_HEAD.has(el.name));
  const beforeBody = new Set(starts === -1 ? tree.elements : tree.elements.slice(0, starts));
  const title = all("title")[0];
  // In document order: the heading-order check reads the sequence a screen reader user hears.
  const headings = tree.elements.filter((el) => /^h[1-6]$/.test(el.name));
  return {
    title: title ? text(title) : null,
    metaDescription: attr(meta("name", "description"), "content"),
    lang: attr(all("html")[0], "lang"),
    viewport: attr(meta("name", "viewport"), "content"),
    canonical:
      all("link").find((el) => (attr(el, "rel") ?? "").toLowerCase().split(/\s+/).includes("canonical"))
        ?.attribs.href ?? null,
    robotsMeta: attr(meta("name", "robots"), "content"),
    openGraph,
    jsonLdBlocks: all("script").filter((el) => (attr(el, "type") ?? "").includes("ld+json")).length,
    jsonLdNames: jsonLdNames(
      all("script")
        .filter((el) => (attr(el, "type") ?? "").includes("ld+json"))
        .map((el) => tree.facts(el).text),
    ),
    h1: all("h1").map(text).filter(Boolean),
    emptyH1: all("h1").filter((el) => !text(el) && !hasAccessibleName(tree, el)).length,
    headings: headings.map((el) => ({ level: Number(el.name.slice(1)), text: text(el) })),
    paragraphs: paragraphs(),
    answers: paragraphs((facts) => facts.insideAnswer),
    linkCards: paragraphs((facts) => facts.insideLink),
    links: all("a").map((el) => ({
      text: linkText(tree, el),
      href: attr(el, "href") ?? "",
      label: attr(el, "aria-label"),
      inNavigation: tree.facts(el).insideNavigation,
      inSentence: inSentence(el, wordsBeside),
    })),
    buttons: [
      ...all("button").map(text),
      ...all("input")
        .filter((el) => ["submit", "button"].includes((attr(el, "type") ?? "").toLowerCase()))
        .map((el) => attr(el, "value") ?? ""),
    ].filter(Boolean),
    formButtons: [
      ...all("button")
        .filter(
          (el) => tree.facts(el).insideForm && (attr(el, "type") ?? "submit").toLowerCase() === "submit",
        )
        .map(text),
      ...all("input")
        .filter((el) => (attr(el, "type") ?? "").toLowerCase() === "submit" && tree.facts(el).insideForm)
        .map((el) => attr(el, "value") ?? ""),
    ].filter(Boolean),
    unlinkedButtons: all("button")
      .filter((el) => !tree.facts(el).insideForm && !tree.facts(el).insideLink)
      .map(text)
      .filter(Boolean),
    testimonials: said,
    reviewLabels: labels,
    keyFigures: keyFigures(tree),
    // not a tracking pixel in <noscript> (Meta's 1×1 image): no browser with scripts shows it
    images: all("img")
      .filter((el) => !enclosing(el, "noscript"))
      .map((el) => ({
        src: attr(el, "src") ?? "",
        alt: attr(el, "alt"),
        width: attr(el, "width"),
        height: attr(el, "height"),
        loading: attr(el, "loading"),
      })),
    scripts: all("script")
      .filter((el) => !(attr(el, "type") ?? "").includes("json"))
      .map((el) => ({
        src: attr(el, "src"),
        async: attr(el, "async") !== null,
        defer: attr(el, "defer") !== null,
        module: attr(el, "type") === "module",
        inlineBytes: attr(el, "src") ? 0 : Buffer.byteLength(tree.facts(el).text),
        inHead: beforeBody.has(el),
      })),
    stylesheets: all("link")
      .filter((el) => (attr(el, "rel") ?? "").toLowerCase() === "stylesheet")
      .map((el) => attr(el, "href") ?? ""),
    inlineStyleBytes: all("style").reduce((sum, el) => sum + Buffer.byteLength(tree.facts(el).text), 0),
    formFields: formFields(tree),
    bodyText: visibleText((body ?? doc).children, tree),
    dialogText: dialogText(tree),
    mainLandmarks: tree.elements.filter((el) => el.name === "main" || attr(el, "role") === "main").length,
    frames: [...all("iframe"), ...all("frame")].map((el) => ({
      src: attr(el, "src") ?? "",
      named: Boolean(clean(attr(el, "title") ?? "") || attr(el, "aria-label") || attr(el, "aria-labelledby")),
    })),
    unnamedButtons: unnamedButtons(tree),
    emptyHeadings: headings.filter((el) => !hasAccessibleName(tree, el)).length,
  };
}
