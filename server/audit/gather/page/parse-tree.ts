import type { DomHandlerOptions } from "domhandler";
import { type Document, DomHandler } from "domhandler";
import { type Handler, Parser, type ParserOptions } from "htmlparser2";

// htmlparser2 with a limit on how deep elements nest. Its parser keeps the open elements in an
// array with the innermost first and adds each new one with unshift(), which moves the whole array:
// a page of nothing but <div>s (1 MB is 200 000 of them) took seconds to minutes to parse. Chrome's
// parser stops nesting at a depth of 512 (kMaximumHTMLParserDOMTreeDepth) and puts deeper elements
// beside the innermost one instead; we do the same, so no operation on the stack costs more than 512.

/** Chrome's limit; real pages stay far below it. */
export const MAX_DEPTH = 512;

/** What the limit needs of the parser's insides (htmlparser2 10's Parser.js), not in its types. */
interface Insides {
  stack?: unknown;
  foreignContext?: unknown;
  cbs: { onclosetag?: (name: string, isImplied: boolean) => void };
}

class DepthLimitedParser extends Parser {
  override onopentagname(start: number, endIndex: number): void {
    const insides = this as unknown as Insides;
    const { stack, foreignContext } = insides;
    // If a new htmlparser2 renames these, parsing still works; tests/hostile-pages.ts tests catch the slowness.
    if (Array.isArray(stack) && stack.length >= MAX_DEPTH) {
      // The innermost element is closed, so the new one opens beside it (the innermost is first).
      const innermost = stack.shift() as string;
      insides.cbs.onclosetag?.(innermost, true);
    }
    // <svg> and <math> keep their own stack, innermost first; only its first entry is ever read.
    if (Array.isArray(foreignContext) && foreignContext.length > MAX_DEPTH) foreignContext.length = MAX_DEPTH;
    super.onopentagname(start, endIndex);
  }
}

/** htmlparser2's parseDocument, with elements nested at most MAX_DEPTH deep. */
export function parseTree(data: string, options: ParserOptions & DomHandlerOptions): Document {
  const handler = new DomHandler(undefined, options);
  new DepthLimitedParser(handler, options).end(data);
  return handler.root;
}

/** htmlparser2's events without a tree, elements nested at most MAX_DEPTH deep. */
export function parseEvents(data: string, handler: Partial<Handler>, options: ParserOptions): void {
  new DepthLimitedParser(handler, options).end(data);
}
