import { type Element, isTag } from "domhandler";
import { attr, clean } from "./element-value.ts";
import { type PageTree, visibleText } from "./extract-tree.ts";

// Text the markup sets apart from the page's body: the dialogs a click opens (bodyText leaves them
// out) and others' words, reviews and quotes, each capped in number and length.

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

const REVIEW_CLASS = /\b(?:review|testimonial|omtale|anmeldelse|kundeomtale|quote|sitat)/i;

const marksTestimonial = (el: Element) =>
  el.name === "blockquote" ||
  el.name === "q" ||
  (el.name === "figure" &&
    el.children.some((child) => isTag(child) && /^(figcaption|cite)$/.test(child.name))) ||
  REVIEW_CLASS.test(attr(el, "class") ?? "") ||
  REVIEW_CLASS.test(attr(el, "role") ?? "");

/** Others' words as the markup marks them; the innermost mark, so a list of reviews gives each one. */
export function testimonials(tree: PageTree): string[] {
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
    .map((el) => clean(visibleText(el.children, tree)).slice(0, 1000))
    .filter(Boolean);
}
