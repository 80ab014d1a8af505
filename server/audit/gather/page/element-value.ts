import { type Element, isTag } from "domhandler";
import { getAttributeValue } from "domutils";

// How the page readers take a value from a stranger's element: text with its white space folded,
// and an attribute or null.

export const clean = (text: string) => text.replace(/\s+/g, " ").trim();
/** Text with nothing but white space in it. */
export const blank = (text: string) => !/\S/.test(text);
export const attr = (el: Element | undefined, name: string) =>
  el ? (getAttributeValue(el, name) ?? null) : null;

/** A style a button has: a link dressed as one is a button wherever it stands. */
const BUTTON_CLASS = /btn|button|knapp|(?:^|[\s_-])cta(?:$|[\s_-])/i;
/** Is the element dressed as a button, by its class or its role? */
export const dressedAsButton = (el: Element) =>
  BUTTON_CLASS.test(attr(el, "class") ?? "") || attr(el, "role") === "button";

/** The nearest element of a tag around this one (the <label> a field stands in), or null. */
export function enclosing(el: Element, tag: string): Element | null {
  for (let parent = el.parent; parent; parent = parent.parent)
    if (isTag(parent) && parent.name === tag) return parent;
  return null;
}
