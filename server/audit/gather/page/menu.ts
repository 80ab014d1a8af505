import { type ChildNode, type Element, isTag, isText } from "domhandler";
import { blank, dressedAsButton } from "./element-value.ts";

// A menu written without <nav> (extract-tree.ts reads its links as navigation): a mobile menu of
// bare links, which a call-to-action check must not take for calls, nor the copy rules for copy.

export const isLink = (el: Element) => el.name === "a" && el.attribs.href !== undefined;

/** Links a menu has at least, when it is written without <nav> (a mobile menu of bare links). */
const MIN_MENU_LINKS = 4;
/** An element's element children, when it has no text of its own beside them; else null. */
const onlyElements = (el: Element): Element[] | null => {
  const children: Element[] = [];
  for (const child of el.children) {
    if (isTag(child)) children.push(child);
    else if (isText(child) && !blank(child.data)) return null;
  }
  return children;
};
/** What a card holds and a menu's link does not: a heading, a paragraph, a picture, a block. */
const CARD_PART = /^(?:h[1-6]|p|div|img|picture|figure|ul|ol|section|article)$/;
/** Words a menu's link has at most: «Ofte stilte spørsmål», not a card's title and line. */
const MAX_MENU_WORDS = 4;
/**
 * A link a menu is made of: a few words and inline marks, an icon perhaps, but nothing a card is
 * built of. Read with a stack of its own, as the tree is: a stranger's markup may nest deep.
 */
function menuLink(el: Element): boolean {
  // a link dressed as a button is a button wherever it stands, in a row of them too
  if (!isLink(el) || dressedAsButton(el)) return false;
  let words = 0;
  const open: ChildNode[] = [...el.children];
  for (let node = open.pop(); node; node = open.pop()) {
    if (isTag(node)) {
      if (CARD_PART.test(node.name)) return false;
      for (const child of node.children) open.push(child);
    } else if (isText(node)) {
      words += node.data.split(/\s+/).filter(Boolean).length;
      if (words > MAX_MENU_WORDS) return false;
    }
  }
  return true;
}

/**
 * A menu written without <nav>: a <div> of four plain links or more and nothing else, or a list
 * whose every item is one plain link and nothing else («<ul><li><a>Tjenester</a></li>…»). A grid
 * of cards, each a link with a heading and a line of text, is no menu.
 */
export function isMenu(el: Element): boolean {
  if (el.name !== "div" && el.name !== "ul" && el.name !== "ol") return false;
  const items = onlyElements(el);
  if (!items || items.length < MIN_MENU_LINKS) return false;
  if (el.name === "div") return items.every(menuLink);
  return items.every((item) => {
    const inside = item.name === "li" ? onlyElements(item) : null;
    return inside?.length === 1 && menuLink(inside[0] as Element);
  });
}
