import { z } from "zod/mini";
import { isMultiLine, isOneLine, MULTI_LINE_MESSAGE, ONE_LINE_MESSAGE } from "./plain-text.ts";

// One schema for the contact form and dialog (browser) and POST /api/contact (server).
// Messages and limits: docs/brief/SPEC.md sections 3 and 5; maximum lengths are ours (docs/decisions/004).
// zod/mini keeps this out of the page's JavaScript budget (~5 KB instead of ~50 KB gzip).
export const NAME_MIN_LENGTH = 2;

// NUL characters are dropped: nobody types them, and PostgreSQL cannot store them in text.
const withoutNul = z.overwrite((value: string) => value.replaceAll("\u0000", ""));

// Line breaks and invisible characters are refused with their own message (app/lib/plain-text.ts);
// it comes first, so it is the one shown when a field breaks several rules.
const oneLine = z.refine<string>(isOneLine, ONE_LINE_MESSAGE);

const requiredText = (min: number, max: number, message: string, tooLong: string) =>
  z
    .string(message)
    .check(withoutNul, z.trim(), oneLine, z.minLength(min, message), z.maxLength(max, tooLong));

const optionalText = (max: number, message: string, lines: "one" | "many" = "one") =>
  z._default(
    z.optional(
      z
        .string(message)
        .check(
          withoutNul,
          z.trim(),
          lines === "one" ? oneLine : z.refine(isMultiLine, MULTI_LINE_MESSAGE),
          z.maxLength(max, message),
        ),
    ),
    "",
  );

const invalidEmail = "Ugyldig e-postadresse";

export const emailSchema = z.pipe(
  z.string(invalidEmail).check(z.trim(), oneLine, z.maxLength(254, invalidEmail)),
  z.email(invalidEmail),
);

export const contactSchema = z.object({
  fornavn: requiredText(
    NAME_MIN_LENGTH,
    100,
    "Fornavn må være minst 2 tegn",
    "Fornavn kan være høyst 100 tegn",
  ),
  etternavn: requiredText(
    NAME_MIN_LENGTH,
    100,
    "Etternavn må være minst 2 tegn",
    "Etternavn kan være høyst 100 tegn",
  ),
  email: emailSchema,
  telefon: optionalText(40, "Telefonnummeret kan være høyst 40 tegn"),
  bedrift: optionalText(200, "Bedriftsnavnet kan være høyst 200 tegn"),
  prosjekt: optionalText(5000, "Beskrivelsen kan være høyst 5000 tegn", "many"),
});

export { fieldErrors } from "./field-errors.ts";
