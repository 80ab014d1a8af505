import { z } from "zod/mini";
import { INVALID_URL_MESSAGE, isAuditUrl, normaliseAuditUrl } from "./audit-url.ts";
import { emailSchema } from "./contact-schema.ts";
import { isOneLine, ONE_LINE_MESSAGE } from "./plain-text.ts";

export { INVALID_URL_MESSAGE, isAuditUrl, normaliseAuditUrl };

export const auditSchema = z.object({
  url: z.pipe(
    z
      .string(INVALID_URL_MESSAGE)
      .check(
        z.trim(),
        z.refine(isOneLine, ONE_LINE_MESSAGE),
        z.maxLength(2000, INVALID_URL_MESSAGE),
        z.refine(isAuditUrl, INVALID_URL_MESSAGE),
      ),
    z.transform(normaliseAuditUrl),
  ),
  email: emailSchema,
});
