import { type Element, isTag } from "domhandler";
import { attr, clean, enclosing } from "./element-value.ts";
import type { PageTree } from "./extract-tree.ts";
import type { PageData } from "./page-data.ts";

// What a screen reader can announce for the page's controls: a link's text (or its image's alt),
// whether a form field is labelled, and the buttons and headings with no name at all.

/** Roughly what a screen reader announces for an element: its text, its images' alt, its ARIA name. */
export const hasAccessibleName = (tree: PageTree, el: Element) =>
  Boolean(
    tree.facts(el).hasText ||
      tree.facts(el).hasNamedImage ||
      clean(attr(el, "aria-label") ?? "") ||
      attr(el, "aria-labelledby") ||
      clean(attr(el, "title") ?? ""),
  );

/** A link's text; without any, the alt of the images right inside it (a logo linking home). */
export function linkText(tree: PageTree, el: Element): string {
  const own = clean(tree.facts(el).text);
  if (own) return own;
  return clean(
    el.children
      .filter((child): child is Element => isTag(child) && child.name === "img")
      .map((img) => attr(img, "alt") ?? "")
      .join(" "),
  );
}

const NOT_FIELDS = ["hidden", "submit", "button", "image", "reset"];

/** «display: none» or «visibility: hidden» in an element's own style attribute. */
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;
/** What marks a field as a trap for spam robots: out of the tab order, or named for one. */
const TRAP = /honey|gotcha|trap|spam|^hp_|_hp$/i;

const hiddenItself = (el: Element) =>
  el.attribs.hidden !== undefined || HIDDEN_STYLE.test(el.attribs.style ?? "");

/**
 * A spam trap: a field no visitor sees or fills in, hidden by its own markup («style="display:none"»,
 * `hidden`), or hidden in the box around it and marked as a trap (taken out of the tab order, or
 * named «_honey», «_gotcha» …). A screen reader does not announce it, so it is no field of the page.
 * A box hidden around a field that is not so marked is left alone: a script may show it in a
 * later step of the form.
 */
function spamTrap(field: Element): boolean {
  if (hiddenItself(field)) return true;
  const parent = field.parent && isTag(field.parent) ? field.parent : null;
  const marked = attr(field, "tabindex") === "-1" || TRAP.test(attr(field, "name") ?? "");
  return parent !== null && marked && hiddenItself(parent);
}

/** How much of a field's naming words is kept: its attributes, then as much of its label as fits. */
const MAX_NAMING = 200;
/** The attributes that name a field, read before its label (a long label is cut, not them). */
const NAMING_ATTRIBUTES = ["placeholder", "aria-label", "title", "name", "id", "autocomplete"];

export function formFields(tree: PageTree): PageData["formFields"] {
  const labelFor = new Map<string, Element>();
  for (const label of tree.all("label")) {
    const target = attr(label, "for");
    if (target && !labelFor.has(target)) labelFor.set(target, label);
  }
  return [...tree.all("input"), ...tree.all("select"), ...tree.all("textarea")]
    .filter((el) => !NOT_FIELDS.includes((attr(el, "type") ?? "").toLowerCase()) && !spamTrap(el))
    .map((el) => {
      const id = attr(el, "id");
      const insideLabel = tree.facts(el).insideLabel;
      const label = (id && labelFor.get(id)) || (insideLabel ? enclosing(el, "label") : null);
      // what the field asks for, in every word the page names it by: its hint, its name, its label
      const naming = [
        ...NAMING_ATTRIBUTES.map((name) => attr(el, name) ?? ""),
        label ? tree.facts(label).text : "",
      ];
      return {
        type: el.name === "input" ? (attr(el, "type") ?? "text").toLowerCase() : el.name,
        labelled: Boolean(
          (id && labelFor.has(id)) ||
            insideLabel ||
            attr(el, "aria-label") ||
            attr(el, "aria-labelledby") ||
            attr(el, "title"),
        ),
        naming: clean(naming.filter(Boolean).join(" ")).slice(0, MAX_NAMING),
      };
    });
}

export function unnamedButtons(tree: PageTree): number {
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
