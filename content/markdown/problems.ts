// What is wrong with a content file, said in one line the editor can act on: the file, the field
// (or line) and the fix. The build prints these lines and stops, never a stack trace (docs/editing.md).

/** The "field" of a problem in the Markdown below the front matter. */
export const BODY = "brødteksten";

export interface Problem {
  /** The file, relative to the project root, e.g. content/nyheter/nytt-kontor.md. */
  file: string;
  /** The front-matter field ("image.alt", "keywords.2") or "brødteksten" for the body. */
  field?: string;
  /** The line in the file, when known. */
  line?: number;
  message: string;
}

export function problemLine(problem: Problem): string {
  const where = [
    problem.line === undefined ? undefined : `linje ${problem.line}`,
    problem.field === undefined ? undefined : problem.field === BODY ? BODY : `feltet «${problem.field}»`,
  ].filter(Boolean);
  return `Innholdsfeil i ${problem.file}${where.length ? ` (${where.join(", ")})` : ""}: ${problem.message}`;
}

/** Thrown when a content file is wrong; the message is one line per file (the first problem in each). */
export class ContentError extends Error {
  override name = "ContentError";
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    super(problems.map(problemLine).join("\n"));
    this.problems = problems;
    // The message says it all; a stack would only bury it (the build and the dev server print it).
    this.stack = this.message;
  }
}

/** A problem found while reading one file; caught per file so each bad file gets its line. */
export class FileProblem extends Error {
  readonly problem: Omit<Problem, "file">;
  constructor(problem: Omit<Problem, "file">) {
    super(problem.message);
    this.problem = problem;
  }
}
