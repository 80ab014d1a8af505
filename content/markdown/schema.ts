import { z } from "zod";

// The front matter of a news article and of a case study: every field the spec gives the entity
// (docs/brief/SPEC.md section 3), in the spec's own field names. Unknown fields are refused, so a
// misspelt field is an error rather than silently ignored. The messages are the editor's.

const text = z.string({ error: "skal være tekst" }).trim().min(1, { error: "er tomt" });
const list = (min: number) =>
  z.array(text, { error: "skal være en liste, ett punkt per linje med «- » foran" }).min(min, {
    error: `må ha minst ${min} ${min === 1 ? "punkt" : "punkter"}`,
  });

/** The address: lower-case letters, digits and hyphens (route matching ignores case; one URL per page). */
export const slugSchema = z.string({ error: "skal være tekst" }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: "kan bare ha små bokstaver a–z, tall og bindestrek (ikke æ, ø, å eller mellomrom)",
});

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

export const isoDateSchema = z
  .string({ error: "skal være en dato på formen ÅÅÅÅ-MM-DD, for eksempel 2026-01-01" })
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value), {
    error: (issue) =>
      `«${String(issue.input)}» er ikke en dato – skriv den som ÅÅÅÅ-MM-DD, for eksempel 2026-01-01`,
  });

export const imageSchema = z.strictObject(
  {
    src: text.refine((src) => src.startsWith("/"), {
      error: "skal være stien til en fil i public/, og starte med /, for eksempel /images/news/bilde.jpg",
    }),
    alt: z
      .string({ error: "mangler – beskriv hva bildet viser, for dem som ikke ser det" })
      .trim()
      .min(1, { error: "er tomt – beskriv hva bildet viser, for dem som ikke ser det" }),
  },
  { error: "skal ha underfeltene src (stien til bildet) og alt (hva bildet viser)" },
);

const common = {
  /** The page address; the file name when not given. */
  slug: slugSchema.optional(),
  /** true keeps the file out of the built site; it shows only in `npm run dev`. */
  draft: z.boolean({ error: "skal være true eller false" }).optional(),
};

export const articleSchema = z.strictObject({
  title: text,
  excerpt: text,
  date: isoDateSchema,
  author: text.optional(),
  readTime: z
    .string({ error: "skal være tekst som «5 min»" })
    .regex(/^\d+ min$/, { error: "skal være antall minutter, for eksempel «5 min»" })
    .optional(),
  keywords: list(1),
  image: imageSchema.optional(),
  ...common,
});

export type ArticleFrontMatter = z.infer<typeof articleSchema>;

const metric = z.strictObject(
  { value: text, label: text },
  { error: "skal ha underfeltene value (tallet) og label (hva det måler)" },
);

/** A client of the site configuration by its key, or one named here. */
export function caseSchema(clientKeys: readonly string[]) {
  const clientByKey = z.enum(clientKeys as [string, ...string[]], {
    error: `skal være en av kundene i nettstedskonfigurasjonen (${clientKeys.join(", ")}), eller ha underfeltene name, url og logo`,
  });
  const clientHere = z.strictObject({
    name: text,
    url: z.url({ protocol: /^https?$/, error: "skal være en nettadresse som starter med https://" }),
    logo: text.refine((src) => src.startsWith("/"), {
      error: "skal være stien til logoen i public/, og starte med /",
    }),
  });
  return z.strictObject({
    order: z
      .number({ error: "skal være et tall (1 vises først)" })
      .int({ error: "skal være et heltall" })
      .optional(),
    client: z.union([clientByKey, clientHere]),
    icon: text,
    title: text,
    subtitle: text,
    description: text,
    industry: text,
    challenges: list(1),
    results: list(1),
    metrics: z
      .array(metric, { error: "skal være en liste med tre tall, hvert med value og label" })
      .length(3, { error: "skal ha nøyaktig tre tall" }),
    tags: list(1),
    image: imageSchema,
    ...common,
  });
}

export type CaseFrontMatter = z.infer<ReturnType<typeof caseSchema>>;
