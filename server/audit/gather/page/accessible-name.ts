import { type Element, isTag } from "domhandler";
import { attr, clean } from "./element-value.ts";
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

/** The label around a field, where it stands inside one. */
function labelAround(el: Element): Element | null {
  for (let parent = el.parent; parent; parent = parent.parent)
    if (isTag(parent) && parent.name === "label") return parent;
  return null;
}

/** How much of a field's naming words is kept: enough for a label and its attributes. */
const MAX_NAMING = 200;

export function formFields(tree: PageTree): PageData["formFields"] {
  const labels = tree.all("label");
  const labelledIds = new Set(labels.map((el) => attr(el, "for")).filter(Boolean));
  return [...tree.all("input"), ...tree.all("select"), ...tree.all("textarea")]
    .filter((el) => !NOT_FIELDS.includes((attr(el, "type") ?? "").toLowerCase()))
    .map((el) => {
      const id = attr(el, "id");
      const label = (id && labels.find((each) => attr(each, "for") === id)) || labelAround(el);
      // what the field asks for, in every word the page names it by: its label, its hint, its name
      const naming = [
        label ? tree.facts(label).text : "",
        ...["placeholder", "aria-label", "title", "name", "id", "autocomplete"].map(
          (name) => attr(el, name) ?? "",
        ),
      ];
      return {
        type: el.name === "input" ? (attr(el, "type") ?? "text").toLowerCase() : el.name,
        labelled: Boolean(
          (id && labelledIds.has(id)) ||
            tree.facts(el).insideLabel ||
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
