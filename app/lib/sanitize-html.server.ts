import sanitize from "sanitize-html";

// Article HTML is sanitised on the server before it reaches a page, with exactly the spec's
// allow-list (docs/brief/SPEC.md section 5): these tags, these attributes, no scripts or styles. Links may
// only be http(s), mailto, tel or site-relative; a target="_blank" link always gets rel=noopener.
export const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "em",
  "u",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "blockquote",
  "a",
  "div",
  "span",
  "section",
  "article",
];
export const ALLOWED_ATTRIBUTES = ["href", "target", "rel", "class", "id"];

export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, ALLOWED_ATTRIBUTES])),
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "template"],
    transformTags: {
      a: (tagName, attribs) => {
        if (attribs.target !== "_blank") return { tagName, attribs };
        const rel = new Set((attribs.rel ?? "").split(/\s+/).filter(Boolean));
        rel.add("noopener");
        rel.add("noreferrer");
        return { tagName, attribs: { ...attribs, rel: [...rel].join(" ") } };
      },
    },
  });
}
