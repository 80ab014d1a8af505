import type { PageText } from "./copy.ts";

/** A page's extracted text for tests: the visible body text follows from the parts unless given. */
export function page(overrides: Partial<PageText> = {}): PageText {
  const base: PageText = {
    title: "",
    h1: [],
    headings: [],
    paragraphs: [],
    links: [],
    buttons: [],
    bodyText: "",
    lang: "nb",
    ...overrides,
  };
  if (!overrides.bodyText) {
    base.bodyText = [
      ...base.h1,
      ...base.headings,
      ...base.paragraphs,
      ...base.buttons,
      ...base.links.map((link) => link.text),
    ].join("\n");
  }
  return base;
}
