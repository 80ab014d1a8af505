import { type core, type ZodType, z } from "zod";

// A zod issue as the editor reads it: the field (dotted path, "keywords.2") and what is wrong, in
// Norwegian. The schema's own messages say the fix; this adds "mangler" for a missing field, the
// known fields for an unknown one, and a guess for a field written in Norwegian.

type Issue = core.$ZodIssue;

/** Field names an editor may write in Norwegian, and the one the file uses. */
const NORWEGIAN_NAMES: Record<string, string> = {
  tittel: "title",
  overskrift: "title",
  ingress: "excerpt",
  sammendrag: "excerpt",
  dato: "date",
  forfatter: "author",
  lesetid: "readTime",
  nøkkelord: "keywords",
  stikkord: "keywords",
  bilde: "image",
  utkast: "draft",
  adresse: "slug",
  kunde: "client",
  undertittel: "subtitle",
  beskrivelse: "description",
  bransje: "industry",
  utfordringer: "challenges",
  resultater: "results",
  tall: "metrics",
  rekkefølge: "order",
};

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let node = data;
  for (const key of path) {
    node = node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return node;
}

/** The field names an object schema at `path` knows, through optionals, arrays and unions. */
function knownFields(schema: unknown, path: PropertyKey[]): string[] {
  let node = schema;
  for (const key of [...path, null]) {
    while (node instanceof z.ZodOptional || node instanceof z.ZodUnion) {
      node =
        node instanceof z.ZodOptional
          ? node.unwrap()
          : (node.options as unknown[]).find((option) => option instanceof z.ZodObject);
    }
    if (key === null) break;
    if (node instanceof z.ZodArray) node = node.element;
    else if (node instanceof z.ZodObject) node = (node.shape as Record<PropertyKey, unknown>)[key];
    else return [];
  }
  return node instanceof z.ZodObject ? Object.keys(node.shape) : [];
}

export function describeIssue(
  issue: Issue | undefined,
  data: unknown,
  schema: ZodType,
): { field: string; message: string } {
  if (!issue) return { field: "", message: "ukjent feil" };
  const path = issue.path;
  if (issue.code === "unrecognized_keys") {
    const key = issue.keys[0] ?? "";
    const known = knownFields(schema, path);
    const guess = NORWEGIAN_NAMES[key.toLowerCase()];
    const hint = guess && known.includes(guess) ? `mente du «${guess}»? ` : "";
    return {
      field: [...path, key].join("."),
      message: `ukjent felt – ${hint}feltene her heter ${known.join(", ")}`,
    };
  }
  if (issue.code === "invalid_union") {
    // The branch the value was meant for: a text names a known client, an object names its own.
    const value = valueAt(data, path);
    const branch = issue.errors.find((errors) => errors[0] && errors[0].code !== "invalid_type") ?? [];
    if (typeof value === "object" && value !== null && branch[0]) {
      return describeIssue({ ...branch[0], path: [...path, ...branch[0].path] }, data, schema);
    }
    const own = issue.errors.flat().find((inner) => inner.code === "invalid_value");
    return { field: path.join("."), message: own?.message ?? issue.message };
  }
  const value = valueAt(data, path);
  if (issue.code === "invalid_type" && (value === undefined || value === null)) {
    return {
      field: path.join("."),
      message: issue.message.startsWith("mangler") ? issue.message : "mangler",
    };
  }
  return { field: path.join("."), message: issue.message };
}
