import { type Document, type Element, isTag } from "domhandler";
import { getAttributeValue } from "domutils";
import type { PageText } from "../../checks/copy/types.ts";
import { type PageTree, readTree, visibleText } from "./extract-tree.ts";
import { parseTree } from "./parse-tree.ts";

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
  /** The names JSON-LD gives an organisation or a business (the legal checks' business name). */
  jsonLdNames: string[];
  h1: string[];
  headings: { level: number; text: string }[];
  paragraphs: string[];
  links: { text: string; href: string; label: string | null; inNavigation: boolean }[];
  buttons: string[];
  /** The buttons inside a <form>: the ones that send something. */
  formButtons: string[];
  /**
   * What the markup marks as others' words: <blockquote>, <q>, a <figure> with a caption, or an
   * element whose class or role says review or testimonial (the innermost, at most 30).
   */
  testimonials: string[];
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
  /**
   * The text of dialogs a click opens (a closed modal is hidden or aria-hidden until then), which
   * bodyText leaves out: contact details often stand there (the legal checks read it).
   */
  dialogText?: string;
  /** <main> and role="main" elements (axe: landmark-one-main). */
  mainLandmarks: number;
  /** <iframe> and <frame>; named when they have a title or an ARIA label (axe: frame-title). */
  frames: { src: string; named: boolean }[];
  /** Buttons a screen reader can only announce as "knapp" (axe: button-name, input-button-name). */
  unnamedButtons: number;
  /** Headings with nothing to read out (axe: empty-heading). */
  emptyHeadings: number;
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();
const attr = (el: Element | undefined, name: string) => (el ? (getAttributeValue(el, name) ?? null) : null);

/** Roughly what a screen reader announces for an element: its text, its images' alt, its ARIA name. */
const hasAccessibleName = (tree: PageTree, el: Element) =>
  Boolean(
    tree.facts(el).hasText ||
      tree.facts(el).hasNamedImage ||
      clean(attr(el, "aria-label") ?? "") ||
      attr(el, "aria-labelledby") ||
      clean(attr(el, "title") ?? ""),
  );

/** A stranger's HTML parsed once for every check that reads it: entities decoded as a browser does. */
export function parseHtml(html: string): Document {
  return parseTree(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
}

/** A link's text; without any, the alt of the images right inside it (a logo linking home). */
function linkText(tree: PageTree, el: Element): string {
  const own = clean(tree.facts(el).text);
  if (own) return own;
  return clean(
    el.children
      .filter((child): child is Element => isTag(child) && child.name === "img")
      .map((img) => attr(img, "alt") ?? "")
      .join(" "),
  );
}

/** Schema.org types that name who is behind a site: Organization, LocalBusiness and their kin. */
const ORGANISATION_TYPE =
  /Organi[sz]ation|Business|Corporation|Store|Restaurant|Club|ProfessionalService|Contractor/;

/** The `name` of each organisation-like node in JSON-LD blocks; a block that does not parse is skipped. */
function jsonLdNames(blocks: string[]): string[] {
  const names: string[] = [];
  const visit = (node: unknown, depth: number): void => {
    if (depth > 4 || !node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const item of node.slice(0, 50)) visit(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    const types = [record["@type"]].flat().map(String);
    if (typeof record.name === "string" && types.some((type) => ORGANISATION_TYPE.test(type)))
      names.push(clean(record.name));
    visit(record["@graph"], depth + 1);
  };
  for (const block of blocks) {
    try {
      visit(JSON.parse(block), 0);
    } catch {
      // a stranger's broken JSON says nothing
    }
  }
  return names.filter(Boolean);
}

const NOT_FIELDS = ["hidden", "submit", "button", "image", "reset"];

function formFields(tree: PageTree): PageData["formFields"] {
  const labelledIds = new Set(
    tree
      .all("label")
      .map((el) => attr(el, "for"))
      .filter(Boolean),
  );
  return [...tree.all("input"), ...tree.all("select"), ...tree.all("textarea")]
    .filter((el) => !NOT_FIELDS.includes((attr(el, "type") ?? "").toLowerCase()))
    .map((el) => {
      const id = attr(el, "id");
      return {
        type: el.name === "input" ? (attr(el, "type") ?? "text").toLowerCase() : el.name,
        labelled: Boolean(
          (id && labelledIds.has(id)) ||
            tree.facts(el).insideLabel ||
            attr(el, "aria-label") ||
            attr(el, "aria-labelledby") ||
            attr(el, "title"),
        ),
      };
    });
}

/** A dialog or modal, open or not: <dialog>, role="dialog", aria-modal, or a framework's «modal» class. */
const isDialog = (el: Element) =>
  el.name === "dialog" ||
  /^(?:alert)?dialog$/i.test(attr(el, "role") ?? "") ||
  attr(el, "aria-modal") === "true" ||
  /(?:^|\s)modal(?:\s|$)/.test(attr(el, "class") ?? "");

/** The text of the first few dialogs (each walk is linear; a page of nested modals is capped). */
const dialogText = (tree: PageTree) =>
  tree.elements
    .filter(isDialog)
    .slice(0, 20)
    .map((el) => visibleText(el.children))
    .join("\n")
    .slice(0, 20_000);

const REVIEW_CLASS = /\b(?:review|testimonial|omtale|anmeldelse|kundeomtale|quote|sitat)/i;

const marksTestimonial = (el: Element) =>
  el.name === "blockquote" ||
  el.name === "q" ||
  (el.name === "figure" &&
    el.children.some((child) => isTag(child) && /^(figcaption|cite)$/.test(child.name))) ||
  REVIEW_CLASS.test(attr(el, "class") ?? "") ||
  REVIEW_CLASS.test(attr(el, "role") ?? "");

/** Others' words as the markup marks them; the innermost mark, so a list of reviews gives each one. */
function testimonials(tree: PageTree): string[] {
  const marked = tree.elements.filter(marksTestimonial);
  const markedSet = new Set(marked);
  const innermost = marked.filter((el) => {
    // A mark with another mark inside it is a container; its reviews are read one by one.
    const stack = [...el.children];
    for (let seen = 0; stack.length > 0 && seen < 2000; seen++) {
      const node = stack.pop();
      if (node && isTag(node)) {
        if (markedSet.has(node)) return false;
        stack.push(...node.children);
      }
    }
    return true;
  });
  return innermost
    .slice(0, 30)
    .map((el) => clean(visibleText(el.children)).slice(0, 1000))
    .filter(Boolean);
}

function unnamedButtons(tree: PageTree): number {
  const buttons = tree.all("button").filter((el) => !hasAccessibleName(tree, el));
  const inputs = tree
    .all("input")
    .filter(
      (el) =>
        (attr(el, "type") ?? "").toLowerCase() === "button" &&
        !clean(attr(el, "value") ?? "") &&
        !hasAccessibleName(tree, el),
    );
  return buttons.length + inputs.length;
}

export function extractPage(html: string | Document): PageData {
  const doc = typeof html === "string" ? parseHtml(html) : html;
  // One walk of the tree answers every question below (extract-tree.ts).
  const tree = readTree(doc);
  const all = tree.all;
  const text = (el: Element) => clean(tree.facts(el).text);
  const meta = (key: string, value: string) =>
    all("meta").find((el) => (attr(el, key) ?? "").toLowerCase() === value);

  const openGraph: Record<string, string> = {};
  for (const el of all("meta")) {
    const property = attr(el, "property") ?? "";
    if (property.startsWith("og:")) openGraph[property] = attr(el, "content") ?? "";
  }
  const body = all("body")[0];
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
    headings: headings.map((el) => ({ level: Number(el.name.slice(1)), text: text(el) })),
    paragraphs: all("p")
      .map(text)
      .filter((paragraph) => paragraph.length > 0),
    links: all("a").map((el) => ({
      text: linkText(tree, el),
      href: attr(el, "href") ?? "",
      label: attr(el, "aria-label"),
      inNavigation: tree.facts(el).insideNavigation,
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
    testimonials: testimonials(tree),
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
        inlineBytes: attr(el, "src") ? 0 : Buffer.byteLength(tree.facts(el).text),
      })),
    stylesheets: all("link")
      .filter((el) => (attr(el, "rel") ?? "").toLowerCase() === "stylesheet")
      .map((el) => attr(el, "href") ?? ""),
    inlineStyleBytes: all("style").reduce((sum, el) => sum + Buffer.byteLength(tree.facts(el).text), 0),
    formFields: formFields(tree),
    bodyText: body ? visibleText(body.children) : visibleText(doc.children),
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

/** The text the copy checks read: the h1s apart, the other headings as plain text. */
export function copyTextOf(page: PageData): PageText {
  return {
    title: page.title ?? "",
    h1: page.h1,
    headings: page.headings.filter((heading) => heading.level > 1).map((heading) => heading.text),
    paragraphs: page.paragraphs,
    links: page.links.map(({ text, href, inNavigation }) => ({ text, href, inNavigation })),
    buttons: page.buttons,
    formButtons: page.formButtons,
    testimonials: page.testimonials,
    bodyText: page.bodyText,
    lang: page.lang,
  };
}
