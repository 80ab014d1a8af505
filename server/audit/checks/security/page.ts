import { type ChildNode, type Document, type Element, isTag } from "domhandler";
import type { ResponseArtifact } from "../types.ts";
import { firstHeader, parseUrl } from "./http.ts";
import type { Headers } from "./types.ts";

// The page as the security tests read it: parsed once, with entities decoded the way a browser
// decodes them (`http&colon;//` is `http://`), never rendered or run.

export interface SecurityMarkup {
  document: Document;
  /** The Observatory reads markup (scripts, <meta>) only from an HTML response. */
  isHtml: boolean;
}

/** The response's markup, already parsed by the fetcher's caller, and whether it counts as HTML. */
export function securityMarkup(response: Pick<ResponseArtifact, "document" | "headers">): SecurityMarkup {
  return { document: response.document, isHtml: isHtmlResponse(response.headers) };
}

// Exactly these media types, compared as the Observatory compares them (src/types.js HTML_TYPES).
const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

export function isHtmlResponse(headers: Headers): boolean {
  return HTML_TYPES.has((firstHeader(headers, "content-type") ?? "").split(";")[0] ?? "");
}

// A browser parses the content of these as text, or keeps it inert: nothing inside is fetched.
const INERT = new Set(["template", "iframe", "noembed", "noframes"]);

/**
 * Elements a browser would see, in document order. <noscript> content is markup to the
 * Observatory's parser (scripting off) but text to a browser with scripting on: `skipNoscript`.
 */
export function elements(doc: Document, names: readonly string[], skipNoscript = false): Element[] {
  const wanted = new Set(names);
  const found: Element[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      if (wanted.has(node.name)) found.push(node);
      if (INERT.has(node.name) || (skipNoscript && node.name === "noscript")) continue;
      walk(node.children);
    }
  };
  walk(doc.children);
  return found;
}

export const attr = (el: Element, name: string): string | null => el.attribs[name] ?? null;

/**
 * The first <base href>, resolved against `pageUrl` as a browser does. The Observatory's DOM has
 * about:blank as its address, so there (no `pageUrl`) only an absolute base counts.
 */
export function baseHref(doc: Document, pageUrl?: string): URL | null {
  const href = elements(doc, ["base"])
    .map((el) => attr(el, "href"))
    .find((value) => value !== null);
  return href === undefined ? null : parseUrl(href, pageUrl);
}

/**
 * Content-Security-Policy and referrer policies from <meta>, read as the Observatory reads them
 * (src/retriever/utils.js): a <meta http-equiv> with content is only ever a CSP candidate, and the
 * last <meta name="referrer"> with a non-empty content wins.
 */
export function metaPolicies(page: SecurityMarkup): { csp: string[]; referrer: string | null } {
  const csp: string[] = [];
  let referrer: string | null = null;
  if (!page.isHtml) return { csp, referrer };
  for (const meta of elements(page.document, ["meta"])) {
    const content = attr(meta, "content");
    const httpEquiv = attr(meta, "http-equiv");
    if (httpEquiv !== null && content !== null) {
      if (content && httpEquiv.toLowerCase().trim() === "content-security-policy") csp.push(content);
    } else if (attr(meta, "name")?.toLowerCase().trim() === "referrer" && content) {
      referrer = content;
    }
  }
  return { csp, referrer };
}
