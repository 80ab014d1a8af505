import { isMap, parseDocument } from "yaml";
import { FileProblem } from "./problems.ts";

// A content file: YAML front matter between two lines of '---', then the Markdown body.

export interface SplitFile {
  data: Record<string, unknown>;
  body: string;
  /** Line number (1-based) of the body's first line in the file, for messages about the body. */
  bodyLine: number;
  /** Line of each top-level field, for messages about a field. */
  fieldLines: Map<string, number>;
}

// What the YAML parser's error codes mean to someone writing an article.
const YAML_HINTS: Record<string, string> = {
  DUPLICATE_KEY: "samme felt står to ganger",
  BLOCK_AS_IMPLICIT_KEY:
    'teksten har et kolon etterfulgt av mellomrom – sett hele verdien i anførselstegn, for eksempel title: "Slik gjør du det: en guide"',
  MULTILINE_IMPLICIT_KEY:
    "en verdi går over flere linjer eller mangler «: » etter feltnavnet – sett lang tekst i anførselstegn på én linje",
  BAD_INDENT: "feil innrykk – punkter i en liste skal stå med to mellomrom og «- » foran",
  MISSING_CHAR: "et anførselstegn eller en parentes er ikke lukket",
  MISSING_QUOTE: "et anførselstegn er ikke lukket",
  UNEXPECTED_TOKEN: "uventet tegn – sett verdien i anførselstegn",
};

export function splitFrontMatter(source: string): SplitFile {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = text.match(/^---\n([\s\S]*?)\n?^---[ \t]*(?:\n|$)/m);
  if (!text.startsWith("---\n") || !match) {
    throw new FileProblem({
      line: 1,
      message:
        "toppfeltene mangler – filen skal starte med en linje med ---, feltene, og en ny linje med ---",
    });
  }
  const yamlText = match[1] ?? "";
  const doc = parseDocument(yamlText, { uniqueKeys: true, prettyErrors: false });
  const error = doc.errors[0];
  if (error) {
    throw new FileProblem({
      // +1 for the opening '---'.
      line: yamlText.slice(0, error.pos[0]).split("\n").length + 1,
      message: `toppfeltene er ikke gyldig YAML: ${YAML_HINTS[error.code] ?? error.message.split("\n")[0]}`,
    });
  }
  if (doc.contents !== null && !isMap(doc.contents)) {
    throw new FileProblem({ line: 2, message: "toppfeltene skal være felt på formen navn: verdi" });
  }
  const fieldLines = new Map<string, number>();
  if (isMap(doc.contents)) {
    for (const pair of doc.contents.items) {
      const key = (pair.key as { value?: unknown; range?: [number, number, number] } | null) ?? null;
      if (key && typeof key.value === "string" && key.range) {
        fieldLines.set(key.value, yamlText.slice(0, key.range[0]).split("\n").length + 1);
      }
    }
  }
  const data = (doc.toJS() ?? {}) as Record<string, unknown>;
  const consumed = match[0].length;
  return {
    data,
    body: text.slice(consumed),
    bodyLine: text.slice(0, consumed).split("\n").length,
    fieldLines,
  };
}
