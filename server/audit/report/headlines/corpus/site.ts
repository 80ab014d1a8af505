// One corpus entry: a made-up home page in the shape the audit reads (run.ts passes the h1 among
// the headings, and the visible text in page order).

import type { PageText } from "../../../checks/copy/types.ts";

export interface CorpusEntry {
  id: string;
  /** What kind of business the page is for, and what it tests. */
  kind: string;
  /** The brand as the page writes it, as a reader would name it; null when the page does not say. */
  brand: string | null;
  page: PageText;
}

interface Parts {
  brand: string | null;
  title: string;
  h1?: string[];
  headings?: string[];
  paragraphs?: string[];
  buttons?: string[];
  /** [text, href] */
  links?: [string, string][];
  lang?: string | null;
}

export function site(id: string, kind: string, parts: Parts): CorpusEntry {
  const h1 = parts.h1 ?? [];
  const headings = parts.headings ?? [];
  const paragraphs = parts.paragraphs ?? [];
  const buttons = parts.buttons ?? [];
  const links = (parts.links ?? []).map(([text, href]) => ({ text, href }));
  const bodyText = [
    ...links.filter((link) => link.href === "/").map((link) => link.text),
    ...h1,
    paragraphs[0] ?? "",
    ...headings.flatMap((heading, index) => [heading, paragraphs[index + 1] ?? ""]),
    ...paragraphs.slice(headings.length + 1),
    ...buttons,
    ...links.filter((link) => link.href !== "/").map((link) => link.text),
  ]
    .filter(Boolean)
    .join("\n");
  return {
    id,
    kind,
    brand: parts.brand,
    page: {
      title: parts.title,
      h1,
      headings: [...h1, ...headings],
      paragraphs,
      links,
      buttons,
      bodyText,
      lang: parts.lang === undefined ? "nb" : parts.lang,
    },
  };
}
