import { type ChildNode, type Document, type Element, isTag, isText } from "domhandler";
import { findAll, getAttributeValue, getElementsByTagName, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import type { PageText } from "./copy/types.ts";

// What the checks need from a page's HTML, read once. The HTML is a stranger's: it is only parsed,
// never rendered or executed, and everything taken from it is treated as text.

export interface PageData {
  title: string | null;
  metaDescription: string | null;
  lang: string | null;
  viewport: string | null;
  canonical: string | null;
  robotsMeta: string | null;
  openGraph: Record<string, string>;
  jsonLdBlocks: number;
  h1: string[];
  headings: { level: number; text: string }[];
  paragraphs: string[];
  links: { text: string; href: string; label: string | null }[];
  buttons: string[];
  images: {
    src: string;
    alt: string | null;
    width: string | null;
    height: string | null;
    loading: string | null;
  }[];
  scripts: { src: string | null; async: boolean; defer: boolean; module: boolean; inlineBytes: number }[];
  stylesheets: string[];
  inlineStyleBytes: number;
  formFields: { type: string; labelled: boolean }[];
  bodyText: string;
  /** <main> and role="main" elements (axe: landmark-one-main). */
  mainLandmarks: number;
  /** <iframe> and <frame>; named when they have a title or an ARIA label (axe: frame-title). */
  frames: { src: string; named: boolean }[];
  /** Buttons a screen reader can only announce as "knapp" (axe: button-name, input-button-name). */
  unnamedButtons: number;
  /** Headings with nothing to read out (axe: empty-heading). */
  emptyHeadings: number;
}

const HIDDEN = new Set(["script", "style", "noscript", "template", "svg", "head"]);
const clean = (text: string) => text.replace(/\s+/g, " ").trim();
const attr = (el: Element | undefined, name: string) => (el ? (getAttributeValue(el, name) ?? null) : null);

/** Roughly what a screen reader announces for an element: its text, its images' alt, its ARIA name. */
const hasAccessibleName = (el: Element) =>
  Boolean(
    clean(textContent(el)) ||
      getElementsByTagName("img", el.children, true).some((img) => clean(attr(img, "alt") ?? "")) ||
      clean(attr(el, "aria-label") ?? "") ||
      attr(el, "aria-labelledby") ||
      clean(attr(el, "title") ?? ""),
  );

function visibleText(nodes: ChildNode[]): string {
  const parts: string[] = [];
  const walk = (list: ChildNode[]) => {
    for (const node of list) {
      if (isText(node)) parts.push(node.data);
      else if (
        isTag(node) &&
        !HIDDEN.has(node.name) &&
        attr(node, "hidden") === null &&
        attr(node, "aria-hidden") !== "true"
      ) {
        if (/^(p|div|li|h[1-6]|br|section|article|td|tr|header|footer|nav|main|blockquote)$/.test(node.name))
          parts.push("\n");
        walk(node.children);
      }
    }
  };
  walk(nodes);
  return parts
    .join(" ")
    .replace(/[ \t]+/g, " ")
    .replace(/\s*\n\s*/g, "\n")
    .trim();
}

/** A stranger's HTML parsed once for every check that reads it: entities decoded as a browser does. */
export function parseHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
}

export function extractPage(html: string | Document): PageData {
  const doc = typeof html === "string" ? parseHtml(html) : html;
  const all = (tag: string) => getElementsByTagName(tag, doc.children, true);
  const meta = (key: string, value: string) =>
    all("meta").find((el) => (attr(el, key) ?? "").toLowerCase() === value);
  const labelledIds = new Set(
    all("label")
      .map((el) => attr(el, "for"))
      .filter(Boolean),
  );

  const openGraph: Record<string, string> = {};
  for (const el of all("meta")) {
    const property = attr(el, "property") ?? "";
    if (property.startsWith("og:")) openGraph[property] = attr(el, "content") ?? "";
  }
  const body = all("body")[0];
  // In document order: the heading-order check reads the sequence a screen reader user hears.
  const headings = findAll((el) => /^h[1-6]$/.test(el.name), doc.children);
  return {
    title: all("title")[0] ? clean(textContent(all("title")[0] as Element)) : null,
    metaDescription: attr(meta("name", "description"), "content"),
    lang: attr(all("html")[0], "lang"),
    viewport: attr(meta("name", "viewport"), "content"),
    canonical:
      all("link").find((el) => (attr(el, "rel") ?? "").toLowerCase().split(/\s+/).includes("canonical"))
        ?.attribs.href ?? null,
    robotsMeta: attr(meta("name", "robots"), "content"),
    openGraph,
    jsonLdBlocks: all("script").filter((el) => (attr(el, "type") ?? "").includes("ld+json")).length,
    h1: all("h1")
      .map((el) => clean(textContent(el)))
      .filter(Boolean),
    headings: headings.map((el) => ({ level: Number(el.name.slice(1)), text: clean(textContent(el)) })),
    paragraphs: all("p")
      .map((el) => clean(textContent(el)))
      .filter((text) => text.length > 0),
    links: all("a").map((el) => ({
      text:
        clean(textContent(el)) ||
        clean(
          all("img")
            .filter((img) => img.parent === el)
            .map((img) => attr(img, "alt") ?? "")
            .join(" "),
        ),
      href: attr(el, "href") ?? "",
      label: attr(el, "aria-label"),
    })),
    buttons: [
      ...all("button").map((el) => clean(textContent(el))),
      ...all("input")
        .filter((el) => ["submit", "button"].includes((attr(el, "type") ?? "").toLowerCase()))
        .map((el) => attr(el, "value") ?? ""),
    ].filter(Boolean),
    images: all("img").map((el) => ({
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
        inlineBytes: attr(el, "src") ? 0 : Buffer.byteLength(textContent(el)),
      })),
    stylesheets: all("link")
      .filter((el) => (attr(el, "rel") ?? "").toLowerCase() === "stylesheet")
      .map((el) => attr(el, "href") ?? ""),
    inlineStyleBytes: all("style").reduce((sum, el) => sum + Buffer.byteLength(textContent(el)), 0),
    formFields: [...all("input"), ...all("select"), ...all("textarea")]
      .filter(
        (el) =>
          !["hidden", "submit", "button", "image", "reset"].includes((attr(el, "type") ?? "").toLowerCase()),
      )
      .map((el) => {
        const id = attr(el, "id");
        const insideLabel = (() => {
          for (let node = el.parent; node; node = node.parent)
            if (isTag(node) && node.name === "label") return true;
          return false;
        })();
        return {
          type: el.name === "input" ? (attr(el, "type") ?? "text").toLowerCase() : el.name,
          labelled: Boolean(
            (id && labelledIds.has(id)) ||
              insideLabel ||
              attr(el, "aria-label") ||
              attr(el, "aria-labelledby") ||
              attr(el, "title"),
          ),
        };
      }),
    bodyText: body ? visibleText(body.children) : visibleText(doc.children),
    mainLandmarks: findAll((el) => el.name === "main" || attr(el, "role") === "main", doc.children).length,
    frames: [...all("iframe"), ...all("frame")].map((el) => ({
      src: attr(el, "src") ?? "",
      named: Boolean(clean(attr(el, "title") ?? "") || attr(el, "aria-label") || attr(el, "aria-labelledby")),
    })),
    unnamedButtons:
      all("button").filter((el) => !hasAccessibleName(el)).length +
      all("input").filter(
        (el) =>
          (attr(el, "type") ?? "").toLowerCase() === "button" &&
          !clean(attr(el, "value") ?? "") &&
          !hasAccessibleName(el),
      ).length,
    emptyHeadings: headings.filter((el) => !hasAccessibleName(el)).length,
  };
}

/** The text the copy checks read: the h1s apart, the other headings as plain text. */
export function copyTextOf(page: PageData): PageText {
  return {
    title: page.title ?? "",
    h1: page.h1,
    headings: page.headings.filter((heading) => heading.level > 1).map((heading) => heading.text),
    paragraphs: page.paragraphs,
    links: page.links.map(({ text, href }) => ({ text, href })),
    buttons: page.buttons,
    bodyText: page.bodyText,
    lang: page.lang,
  };
}
