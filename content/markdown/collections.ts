import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ZodType } from "zod";
import type { SiteConfig } from "../site.ts";
import type { BodyBlock, CaseStudy, ImageRef, NewsArticle } from "../types.ts";
import { renderBody } from "./body.ts";
import { type SplitFile, splitFrontMatter } from "./front-matter.ts";
import { readImage } from "./images.ts";
import { fillPlaceholders, fillPlaceholdersDeep } from "./placeholders.ts";
import { BODY, ContentError, FileProblem, type Problem } from "./problems.ts";
import { articleSchema, caseSchema, slugSchema } from "./schema.ts";
import { describeIssue } from "./zod-issues.ts";

// The news articles and case studies, one Markdown file each (docs/editing.md): read, checked
// against the schema, rendered. Any bad file stops everything with one line per file naming the
// file, the field and what is wrong (ContentError); a file with `draft: true` is left out unless
// drafts are asked for (the dev server's preview).

/** The folders, relative to the project root. */
export const COLLECTION_DIRS = { articles: "content/nyheter", cases: "content/kundehistorier" } as const;

/**
 * Words a reader gets through per minute, for a read time the file does not give: the pace the
 * spec's three read times imply (269 words in 3 min, 922 in 8, 1 384 in 12, rounded up).
 */
export const WORDS_PER_MINUTE = 120;

export interface LoadOptions {
  /** The project root (where content/ and public/ are). */
  root: string;
  /** The site configuration the ${site.…} placeholders are filled from. */
  site: SiteConfig;
  /** Include files marked `draft: true` (the dev server); the build never does. */
  drafts?: boolean;
}

export interface Collections {
  /** Newest first. */
  articles: NewsArticle[];
  /** In their `order`. */
  cases: CaseStudy[];
  /** Every content file read, for the dev server to watch. */
  files: string[];
}

interface Context extends LoadOptions {
  publicDir: string;
}

interface Entry<T> {
  id: string;
  file: string;
  value: T;
}

function markdownFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name.toLowerCase().endsWith(".md"))
      .sort()
      .map((name) => path.join(dir, name));
  } catch {
    return [];
  }
}

function parseWith<T>(schema: ZodType<T>, data: Record<string, unknown>, split: SplitFile): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const { field, message } = describeIssue(result.error.issues[0], data, schema);
  const top = field.split(".")[0] ?? field;
  throw new FileProblem({ field, line: split.fieldLines.get(top), message });
}

function imageOf(
  context: Context,
  split: SplitFile,
  field: string,
  image: { src: string; alt: string },
): ImageRef {
  const ref = readImage(context.publicDir, image.src, image.alt);
  if (typeof ref === "string") {
    throw new FileProblem({ field: `${field}.src`, line: split.fieldLines.get(field), message: ref });
  }
  return ref;
}

/** The page address: the `slug` field, else the file name. */
function idOf(file: string, slug: string | undefined): string {
  if (slug) return slug;
  const name = path.basename(file).replace(/\.md$/i, "");
  if (!slugSchema.safeParse(name).success) {
    throw new FileProblem({
      field: "slug",
      message: `filnavnet «${path.basename(file)}» kan ikke brukes i adressen – gi filen et navn med små bokstaver a–z, tall og bindestrek (for eksempel nytt-kontor.md), eller sett feltet slug`,
    });
  }
  return name;
}

function readEntries<T>(
  context: Context,
  dir: string,
  read: (split: SplitFile, file: string) => Entry<T>,
  problems: Problem[],
  files: string[],
): Entry<T>[] {
  const entries: Entry<T>[] = [];
  for (const file of markdownFiles(path.join(context.root, dir))) {
    files.push(file);
    const relative = path.relative(context.root, file).split(path.sep).join("/");
    try {
      const split = splitFrontMatter(readFileSync(file, "utf8"));
      // A draft stays out of the build unread: a half-written one must not stop a publication.
      if (split.data.draft === true && !context.drafts) continue;
      entries.push(read(split, relative));
    } catch (error) {
      if (!(error instanceof FileProblem)) throw error;
      problems.push({ file: relative, ...error.problem });
    }
  }
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const other = seen.get(entry.id);
    if (other) {
      problems.push({
        file: entry.file,
        field: "slug",
        message: `adressen «${entry.id}» er allerede brukt av ${other} – gi en av filene et annet navn eller en annen slug`,
      });
    } else seen.set(entry.id, entry.file);
  }
  return entries;
}

function filled(split: SplitFile, site: SiteConfig): { data: Record<string, unknown>; body: string } {
  const data = fillPlaceholdersDeep(split.data, site, (field, message) => {
    throw new FileProblem({ field, line: split.fieldLines.get(field.split(".")[0] ?? field), message });
  }) as Record<string, unknown>;
  let body: string;
  try {
    body = fillPlaceholders(split.body, site);
  } catch (error) {
    throw new FileProblem({ field: BODY, message: (error as Error).message });
  }
  return { data, body };
}

function readArticle(context: Context, split: SplitFile, file: string): Entry<NewsArticle> {
  const { data, body } = filled(split, context.site);
  const front = parseWith(articleSchema, data, split);
  const id = idOf(file, front.slug);
  const rendered = renderBody(body, { publicDir: context.publicDir, firstLine: split.bodyLine });
  const article: NewsArticle = {
    id,
    title: front.title,
    excerpt: front.excerpt,
    content: rendered.blocks,
    date: front.date,
    author: front.author ?? context.site.author,
    readTime: front.readTime ?? `${Math.max(1, Math.ceil(rendered.words / WORDS_PER_MINUTE))} min`,
    keywords: front.keywords,
    ...(front.image ? { image: imageOf(context, split, "image", front.image) } : {}),
    ...(front.draft ? { draft: true } : {}),
  };
  return { id, file, value: article };
}

function readCase(context: Context, split: SplitFile, file: string): Entry<CaseStudy & { order?: number }> {
  const { data, body } = filled(split, context.site);
  const front = parseWith(caseSchema(Object.keys(context.site.clients)), data, split);
  const id = idOf(file, front.slug);
  const client =
    typeof front.client === "string"
      ? context.site.clients[front.client as keyof SiteConfig["clients"]]
      : {
          ...front.client,
          logo: imageOf(context, split, "client", { src: front.client.logo, alt: front.client.name }).src,
        };
  const detailed: BodyBlock[] = renderBody(body, {
    publicDir: context.publicDir,
    firstLine: split.bodyLine,
    headingOffset: 1,
    caseRules: true,
  }).blocks;
  const study: CaseStudy & { order?: number } = {
    id,
    client,
    icon: front.icon,
    title: front.title,
    subtitle: front.subtitle,
    description: front.description,
    detailedDescription: detailed,
    image: imageOf(context, split, "image", front.image),
    metrics: front.metrics as CaseStudy["metrics"],
    tags: front.tags,
    industry: front.industry,
    challenges: front.challenges,
    results: front.results,
    ...(front.order === undefined ? {} : { order: front.order }),
    ...(front.draft ? { draft: true } : {}),
  };
  return { id, file, value: study };
}

/**
 * Where the images are: public/ in a checkout; in a deployment that carries only the build (the
 * server reads the files for its sitemap and feed at start), the copies Vite put in build/client.
 */
function imagesFolder(root: string): string {
  const source = path.join(root, "public");
  const built = path.join(root, "build", "client");
  return existsSync(source) || !existsSync(built) ? source : built;
}

/** Reads, checks and renders every content file; throws ContentError naming each bad one. */
export function loadCollections(options: LoadOptions): Collections {
  const context: Context = { ...options, publicDir: imagesFolder(options.root) };
  const problems: Problem[] = [];
  const files: string[] = [];
  const articles = readEntries(
    context,
    COLLECTION_DIRS.articles,
    (split, file) => readArticle(context, split, file),
    problems,
    files,
  );
  const cases = readEntries(
    context,
    COLLECTION_DIRS.cases,
    (split, file) => readCase(context, split, file),
    problems,
    files,
  );
  if (problems.length) throw new ContentError(problems);
  return {
    articles: articles
      .map((entry) => entry.value)
      .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id)),
    cases: cases
      .map((entry) => entry.value)
      .sort(
        (a, b) =>
          (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
          a.id.localeCompare(b.id),
      )
      .map(({ order: _order, ...study }) => study),
    files,
  };
}
