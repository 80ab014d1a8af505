import { type Element, isTag, isText, type Text } from "domhandler";
import { attr, clean } from "./element-value.ts";
import { type PageTree, shown, visibleText } from "./extract-tree.ts";

// Text the markup sets apart from the page's body: the dialogs a click opens (bodyText leaves them
// out), others' words, reviews and quotes, and key figures, each capped in number and length.

/** A dialog or modal, open or not: <dialog>, role="dialog", aria-modal, or a framework's «modal» class. */
const isDialog = (el: Element) =>
  el.name === "dialog" ||
  /^(?:alert)?dialog$/i.test(attr(el, "role") ?? "") ||
  attr(el, "aria-modal") === "true" ||
  /(?:^|\s)modal(?:\s|$)/.test(attr(el, "class") ?? "");

/** The text of the first few dialogs (each walk is linear; a page of nested modals is capped). */
export const dialogText = (tree: PageTree) =>
  tree.elements
    .filter(isDialog)
    .slice(0, 20)
    .map((el) => visibleText(el.children, tree))
    .join("\n")
    .slice(0, 20_000);

/** Does a node under these hold what the test asks (a bounded walk: a hostile page stays cheap)? */
function someBelow(
  nodes: Element["children"],
  test: (node: Element["children"][number]) => boolean,
  limit = 200,
) {
  const stack = [...nodes];
  for (let seen = 0; stack.length > 0 && seen < limit; seen++) {
    const node = stack.pop();
    if (!node) continue;
    if (test(node)) return true;
    if (isTag(node)) stack.push(...node.children);
  }
  return false;
}

/**
 * A figure with words of its own beside its caption («<figure><p>Sitatet</p><figcaption>Kari»);
 * a picture and its caption alone («<figure><img><figcaption>Kari i arbeid») is no quotation.
 */
const wordsBesideCaption = (el: Element) =>
  someBelow(
    el.children.filter((child) => !(isTag(child) && /^(?:figcaption|cite)$/.test(child.name))),
    (node) => isText(node) && /\p{L}{3}/u.test(node.data),
  );

const REVIEW_CLASS = /\b(?:review|testimonial|omtale|anmeldelse|kundeomtale|quote|sitat)/i;

const marksTestimonial = (el: Element) =>
  !/^h[1-6]$/.test(el.name) &&
  !NOT_SAID_CLASS.test(attr(el, "class") ?? "") &&
  (el.name === "blockquote" ||
    el.name === "q" ||
    (el.name === "figure" &&
      el.children.some((child) => isTag(child) && /^(figcaption|cite)$/.test(child.name)) &&
      wordsBesideCaption(el)) ||
    REVIEW_CLASS.test(attr(el, "class") ?? "") ||
    REVIEW_CLASS.test(attr(el, "role") ?? ""));

/** A part of a review card that is not the words said: the name, the stars, the date, a title. */
const NOT_SAID_CLASS = /author|name|navn|star|rating|title|heading|overskrift|avatar|date|dato|meta/i;

/**
 * Words someone said: a sentence of three words or more, or four words or more, one of them in
 * lower case; not a row of stars, a rating, a name, or a label like «Hva kundene sier».
 */
const saidWords = (text: string) => {
  const words = text.match(/\p{L}{2,}/gu)?.length ?? 0;
  const sentence = /[.!?…]["»”’)]*$/u.test(text);
  return (words >= 3 && sentence) || (words >= 4 && /(?:^|[\s«"“(])\p{Ll}/u.test(text));
};

/** How many marked elements are read at most: a page of thousands of marks stays cheap. */
const MAX_MARKS_READ = 200;

/** The marked review cards, innermost, at most MAX_MARKS_READ. */
function reviewCards(tree: PageTree): Element[] {
  const marked = tree.elements.filter(marksTestimonial);
  const markedSet = new Set(marked);
  return (
    marked
      // A mark with another mark inside it is a container; its reviews are read one by one.
      .filter((el) => !someBelow(el.children, (node) => isTag(node) && markedSet.has(node), 2000))
      .slice(0, MAX_MARKS_READ)
  );
}

export interface Reviews {
  /** The words said, each review once (a looping carousel repeats them), at most 30. */
  said: string[];
  /** The rest of the cards that hold them: a review's title, its author, its date. */
  labels: string[];
}

/**
 * Others' words as the markup marks them; the innermost mark, so a list of reviews gives each one.
 * A heading is no quotation, even in a section a template calls «testimonials».
 */
export function reviews(tree: PageTree): Reviews {
  const said = new Set<string>();
  const labels = new Set<string>();
  for (const el of reviewCards(tree)) {
    // the words only: not the name, the stars or the date beside them in the card
    const isLabel = (child: Element["children"][number]) =>
      isTag(child) &&
      (NOT_SAID_CLASS.test(attr(child, "class") ?? "") || /^(?:figcaption|cite)$/.test(child.name));
    const text = clean(
      visibleText(
        el.children.filter((child) => !isLabel(child)),
        tree,
      ),
    ).slice(0, 1000);
    if (!saidWords(text)) continue;
    said.add(text);
    for (const child of el.children.filter(isLabel)) {
      const label = clean(visibleText([child], tree)).slice(0, 200);
      if (/\p{L}/u.test(label)) labels.add(label);
    }
    if (said.size === 30) break;
  }
  return { said: [...said], labels: [...labels] };
}

/** A number alone: digits, spaces, a «+» or a «%» (headlines/fact.ts reads it strictly). */
const NUMBER_ALONE = /^\d[\d\s\u00a0.,]*[+%]?$/u;
const MAX_CAPTION = 40;

/**
 * Key figures as the markup sets them apart: an element that holds nothing but two elements with
 * text (and perhaps an icon), a number alone and after it its caption
 * («<i class="icon"></i><strong>20+</strong><span>Års erfaring</span>»), as
 * [figure, caption], at most 30. A caption before its number is not read, nor is a pair with
 * other text beside it: only the markup says which number a caption belongs to.
 */
export function keyFigures(tree: PageTree): [string, string][] {
  const found: [string, string][] = [];
  for (const el of tree.elements) {
    if (found.length === 30) break;
    // an icon beside them (an empty <i>, an <svg>) is no part of the pair
    const content = el.children.filter(
      (node) => (isTag(node) && tree.facts(node).hasText) || (isText(node) && /\S/.test(node.data)),
    );
    const [first, second] = content;
    if (content.length !== 2 || !first || !second || !isTag(first) || !isTag(second)) continue;
    // Each holds its text alone (no walk of a deep subtree for every element of a hostile page).
    const own = (node: Element) =>
      node.children.every(isText) && shown(node)
        ? clean(node.children.map((text) => (text as Text).data).join(""))
        : "";
    const figure = own(first);
    const caption = own(second);
    if (NUMBER_ALONE.test(figure) && caption && caption.length <= MAX_CAPTION && !/\d/.test(caption))
      found.push([figure, caption]);
  }
  return found;
}
