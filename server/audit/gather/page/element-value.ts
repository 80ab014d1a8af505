import type { Element } from "domhandler";
import { getAttributeValue } from "domutils";

// How the page readers take a value from a stranger's element: text with its white space folded,
// and an attribute or null.

export const clean = (text: string) => text.replace(/\s+/g, " ").trim();
/** Text with nothing but white space in it. */
export const blank = (text: string) => !/\S/.test(text);
export const attr = (el: Element | undefined, name: string) =>
  el ? (getAttributeValue(el, name) ?? null) : null;
