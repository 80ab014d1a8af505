import MarkdownIt, { type Token } from "markdown-it";
import type { BodyBlock } from "../types.ts";
import { readImage } from "./images.ts";
import { BODY, FileProblem } from "./problems.ts";

// The body of a content file: CommonMark through markdown-it, raw HTML allowed (the page sanitises
// it with the spec's allow-list before showing it, app/lib/sanitize-html.server.ts). An image that
// stands alone in its paragraph becomes an image block with its width and height; the HTML around
// it stays HTML.

const md = new MarkdownIt({ html: true, linkify: false, typographer: false });

export interface BodyOptions {
  /** Where /images/… are found. */
  publicDir: string;
  /** The first line of the body in the file, for messages. */
  firstLine: number;
  /** How many levels to push headings down: a case's title is an h2, so its '##' becomes an h3. */
  headingOffset?: number;
  /**
   * A case's detailed description (docs/brief/SPEC.md §2): a line that is only bold text is a
   * sub-heading, and a line starting with '•' a list item, as well as Markdown's own '##' and '-'.
   */
  caseRules?: boolean;
}

export interface RenderedBody {
  blocks: BodyBlock[];
  /** Words of running text, for the read time. */
  words: number;
}

function heading(token: Token, offset: number) {
  const level = Math.min(6, Number(token.tag.slice(1)) + offset);
  token.tag = `h${level}`;
}

/** A paragraph that is only **bold text** becomes a heading (case studies only). */
function boldLineToHeading(tokens: Token[], i: number, level: number): void {
  const open = tokens[i];
  const inline = tokens[i + 1];
  const close = tokens[i + 2];
  const kids = (inline?.children ?? []).filter((kid) => kid.type !== "text" || kid.content !== "");
  if (open?.type !== "paragraph_open" || inline?.type !== "inline" || close?.type !== "paragraph_close")
    return;
  const [first, middle, last, ...rest] = kids;
  if (
    rest.length ||
    first?.type !== "strong_open" ||
    middle?.type !== "text" ||
    last?.type !== "strong_close"
  ) {
    return;
  }
  open.type = "heading_open";
  open.tag = `h${level}`;
  close.type = "heading_close";
  close.tag = `h${level}`;
  inline.children = [middle];
}

export function renderBody(markdown: string, options: BodyOptions): RenderedBody {
  const offset = options.headingOffset ?? 0;
  const source = options.caseRules ? markdown.replace(/^([ \t]*)•[ \t]+/gm, "$1- ") : markdown;
  const env = {};
  const tokens = md.parse(source, env);
  const lineOf = (token: Token | undefined) => options.firstLine + (token?.map?.[0] ?? 0);

  const blocks: BodyBlock[] = [];
  let pending: Token[] = [];
  let words = 0;
  const flush = () => {
    const html = md.renderer.render(pending, md.options, env).trim();
    if (html) blocks.push({ type: "html", html });
    pending = [];
  };

  for (let i = 0; i < tokens.length; i++) {
    // A bold line is a second-level heading, pushed down like the others below.
    if (options.caseRules) boldLineToHeading(tokens, i, 2);
    const token = tokens[i] as Token;
    if (token.type === "heading_open" || token.type === "heading_close") heading(token, offset);
    if (token.type !== "inline") {
      pending.push(token);
      continue;
    }
    const kids = token.children ?? [];
    for (const kid of kids) {
      if (kid.type === "text" || kid.type === "code_inline")
        words += kid.content.split(/\s+/).filter(Boolean).length;
    }
    const images = kids.filter((kid) => kid.type === "image");
    if (images.length === 0) {
      pending.push(token);
      continue;
    }
    const [image] = images;
    const alone =
      images.length === 1 &&
      kids.every(
        (kid) => kid === image || (kid.type === "text" && !kid.content.trim()) || kid.type === "softbreak",
      );
    const open = tokens[i - 1];
    if (!alone || open?.type !== "paragraph_open" || open.level !== 0) {
      throw new FileProblem({
        field: BODY,
        line: lineOf(token),
        message: "et bilde må stå alene i et eget avsnitt, med en tom linje før og etter",
      });
    }
    const src = String(image?.attrGet("src") ?? "");
    const alt = md.renderer.renderInlineAsText(image?.children ?? [], md.options, env).trim();
    if (!alt) {
      throw new FileProblem({
        field: BODY,
        line: lineOf(token),
        message: `bildet «${src}» mangler alternativ tekst – skriv hva bildet viser mellom klammene: ![Hva bildet viser](${src})`,
      });
    }
    const ref = src.startsWith("/")
      ? readImage(options.publicDir, src, alt)
      : `bildet «${src}» må ligge på nettstedet: legg det i public/images/ og skriv stien som /images/…`;
    if (typeof ref === "string") throw new FileProblem({ field: BODY, line: lineOf(token), message: ref });
    pending.pop(); // the paragraph_open
    flush();
    blocks.push({ type: "image", image: ref });
    i++; // the paragraph_close
  }
  flush();
  return { blocks, words };
}
