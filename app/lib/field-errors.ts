// Kept apart from the schemas so that code which only shows errors does not load zod.

export type FieldErrors = Partial<Record<string, string>>;

/** Field errors keyed by field name, first message per field. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The contact form's fields, all starting as empty strings (docs/brief/SPEC.md section 3). */
export const emptyContact = {
  fornavn: "",
  etternavn: "",
  email: "",
  telefon: "",
  bedrift: "",
  prosjekt: "",
};
export type ContactField = keyof typeof emptyContact;
