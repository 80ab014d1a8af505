import {
  type ChildNode,
  type Document,
  type Element,
  hasChildren,
  isComment,
  isTag,
  isText,
} from "domhandler";
import { blank } from "./element-value.ts";
import { isLink, isMenu } from "./menu.ts";

// One walk of a stranger's HTML tree that answers every per-element question the page model asks
// (extract.ts, accessible-name.ts, marked-text.ts).
// A page can nest tens of thousands of elements inside each other or hold tens of thousands of
// links, so nothing here walks the tree again per element (that was quadratic), and the walk keeps
// its own stack instead of recursing (deep nesting overflowed the call stack).

/**
 * The elements whose text the checks read, by kind. An element's text leaves out the text of an
 * element of its own kind nested inside it: a browser's parser closes an open <p>, <a> or <button>
 * when another opens, and counting the inner text again at every level made the text quadratic.
 */
const TEXT_KIND: Record<string, string> = {
  title: "title",
  p: "p",
  a: "a",
  button: "button",
  label: "label",
  script: "script",
  style: "style",
  h1: "heading",
  h2: "heading",
  h3: "heading",
  h4: "heading",
  h5: "heading",
  h6: "heading",
};

interface Facts {
  /** Its text as textContent gives it, less nested elements of its kind; only for TEXT_KIND. */
  text: string;
  /** Some text other than whitespace anywhere inside. */
  hasText: boolean;
  /** An <img> with a non-blank alt somewhere inside. */
  hasNamedImage: boolean;
  /** Inside a <label>. */
  insideLabel: boolean;
  /** Inside a <nav>, <header> or <footer>, or a menu written without them (isMenu). */
  insideNavigation: boolean;
  /** Inside a <form>. */
  insideForm: boolean;
  /** Inside an answer to a reader's question: a <details>, or an element whose class or id says faq or answer. */
  insideAnswer: boolean;
  /** Inside a link (<a href>): a card that leads to one product's or one page's own page. */
  insideLink: boolean;
}

const NAVIGATION = new Set(["nav", "header", "footer"]);

/** A class or id word of a list of questions and answers: «faq», «faq-answer», «svar». */
const ANSWER_WORD = /^(?:faq|faqs|answer|answers|svar)$/i;
const answers = (el: Element) =>
  el.name === "details" ||
  `${el.attribs.class ?? ""} ${el.attribs.id ?? ""}`.split(/[\s_-]+/).some((word) => ANSWER_WORD.test(word));

export interface PageTree {
  /** Every element of a tag name, in document order. */
  all(tag: string): Element[];
  /** Every element, in document order. */
  elements: Element[];
  facts(el: Element): Facts;
}

/** Counters read when an element opens and when it closes: what lies between is inside it. */
interface Open {
  el: Element;
  textNodes: number;
  namedImages: number;
  /** A <nav>, <header>, <footer> or menu: counted in `navigation` until it closes. */
  navigates: boolean;
}

export function readTree(doc: Document): PageTree {
  const byTag = new Map<string, Element[]>();
  const elements: Element[] = [];
  const facts = new Map<Element, Facts>();
  const collecting = new Map<string, string[][]>(); // kind → stack of open elements' text parts
  let textNodes = 0; // text nodes with more than whitespace, so far
  let namedImages = 0;
  let labels = 0; // <label>s open around the current node
  let navigation = 0; // <nav>, <header>, <footer> and menus open around it
  let forms = 0; // <form>s open around it
  let answered = 0; // lists of questions and answers open around it
  let linked = 0; // links open around it

  const enter = (el: Element): Open => {
    elements.push(el);
    const list = byTag.get(el.name);
    if (list) list.push(el);
    else byTag.set(el.name, [el]);
    // A line break or a block inside a heading or a link parts words as a reader sees them
    // («Velkommen til<br>Solbakken»), where textContent would run them together.
    if (BLOCK.test(el.name)) text(" ");
    const kind = TEXT_KIND[el.name];
    if (kind) {
      const stack = collecting.get(kind);
      if (stack) stack.push([]);
      else collecting.set(kind, [[]]);
    }
    facts.set(el, {
      text: "",
      hasText: false,
      hasNamedImage: false,
      insideLabel: labels > 0,
      insideNavigation: navigation > 0,
      insideForm: forms > 0,
      insideAnswer: answered > 0,
      insideLink: linked > 0,
    });
    // Counted before the counters are read, so that an <img> is not an image inside itself.
    if (el.name === "img" && !blank(el.attribs.alt ?? "")) namedImages++;
    if (el.name === "label") labels++;
    const navigates = NAVIGATION.has(el.name) || isMenu(el);
    if (navigates) navigation++;
    if (el.name === "form") forms++;
    if (answers(el)) answered++;
    if (isLink(el)) linked++;
    return { el, textNodes, namedImages, navigates };
  };

  const exit = (open: Open) => {
    const { el } = open;
    const kind = TEXT_KIND[el.name];
    const own = facts.get(el) as Facts;
    if (kind) own.text = (collecting.get(kind)?.pop() ?? []).join("");
    own.hasText = textNodes > open.textNodes;
    own.hasNamedImage = namedImages > open.namedImages;
    if (el.name === "label") labels--;
    if (open.navigates) navigation--;
    if (el.name === "form") forms--;
    if (answers(el)) answered--;
    if (isLink(el)) linked--;
  };

  const text = (data: string) => {
    if (!blank(data)) textNodes++;
    for (const stack of collecting.values()) stack[stack.length - 1]?.push(data);
  };

  walk(doc.children, enter, exit, text);
  return { all: (tag) => byTag.get(tag) ?? [], elements, facts: (el) => facts.get(el) as Facts };
}

interface Frame {
  nodes: ChildNode[];
  next: number;
  open: Open | null;
}

/** Depth first, in document order, with an explicit stack; comments are skipped as textContent does. */
function walk(
  nodes: ChildNode[],
  enter: (el: Element) => Open,
  exit: (open: Open) => void,
  text: (data: string) => void,
) {
  const stack: Frame[] = [{ nodes, next: 0, open: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const node = frame.nodes[frame.next++];
    if (!node) {
      stack.pop();
      if (frame.open) exit(frame.open);
      continue;
    }
    if (isText(node)) text(node.data);
    else if (hasChildren(node) && !isComment(node))
      stack.push({ nodes: node.children, next: 0, open: isTag(node) ? enter(node) : null });
  }
}

const HIDDEN = new Set(["script", "style", "noscript", "template", "svg", "head"]);
const BLOCK = /^(p|div|li|h[1-6]|br|section|article|td|tr|header|footer|nav|main|blockquote)$/;

/** Shown to a reader: not in HIDDEN elements, not hidden nor aria-hidden. */
export const shown = (el: Element) =>
  !HIDDEN.has(el.name) && el.attribs.hidden === undefined && el.attribs["aria-hidden"] !== "true";

/**
 * Elements that mark up part of a text run without parting it: «Selskaps<em>menyer</em>» is one
 * word to a reader. Other elements part words at their edges, as most are laid out apart (a menu's
 * links side by side, a flex row of spans).
 */
const IN_WORD = new Set([
  "em",
  "strong",
  "b",
  "i",
  "u",
  "mark",
  "small",
  "sub",
  "sup",
  "s",
  "ins",
  "del",
  "abbr",
]);

/**
 * Does the element stand inside a word? «<wbr>» marks where a long word may break, and an IN_WORD
 * element with text marks part of one; an empty one is an icon («<i class="icon"></i>»), which
 * parts the words beside it. Whether it has text the tree's walk has already counted.
 */
const inWord = (el: Element, tree: Pick<PageTree, "facts">) =>
  el.name === "wbr" || (IN_WORD.has(el.name) && tree.facts(el).hasText);

/**
 * The text a reader sees, a line break around each block element and a space around other
 * elements but those in IN_WORD; an explicit stack, no recursion.
 */
export function visibleText(nodes: ChildNode[], tree: Pick<PageTree, "facts">): string {
  const parts: string[] = [];
  const stack: { nodes: ChildNode[]; next: number; edge: string }[] = [{ nodes, next: 0, edge: "" }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as { nodes: ChildNode[]; next: number; edge: string };
    const node = frame.nodes[frame.next++];
    if (!node) {
      parts.push(frame.edge);
      stack.pop();
    } else if (isText(node)) parts.push(node.data);
    else if (isTag(node)) {
      const edge = BLOCK.test(node.name) ? "\n" : inWord(node, tree) ? "" : " ";
      parts.push(edge);
      if (shown(node)) stack.push({ nodes: node.children, next: 0, edge });
    }
  }
  // Each run of white space with a line break in it becomes one line break. Line by line, because
  // the regex /\s*\n\s*/ backtracks over a long run of white space without a line break.
  return parts
    .join("")
    .replace(/[ \t]+/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}
