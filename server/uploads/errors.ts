// Every way an upload can be refused, with the Norwegian message the page shows in its toast
// (docs/brief/SPEC.md section 8: "success false gives destructive toast 'Opplasting feilet' with server message").

import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE } from "#app/lib/upload-limits.ts";

export { MAX_UPLOAD_BYTES };
/** Frames an animated GIF or WebP may have (decision 018). */
export const MAX_FRAMES = 200;

export const UPLOAD_ERRORS = {
  "not-image": { status: 415, message: "Filen er ikke et bilde. Last opp PNG, JPEG, WebP, GIF eller AVIF." },
  empty: { status: 400, message: "Filen er tom." },
  "too-large": { status: 413, message: TOO_LARGE_MESSAGE },
  "too-many-pixels": { status: 422, message: "Bildet har for mange piksler." },
  "too-many-frames": { status: 422, message: `Animasjonen har for mange bilder. Maks ${MAX_FRAMES}.` },
  broken: { status: 422, message: "Bildet er skadet og kunne ikke leses." },
  "no-file": { status: 400, message: "Fant ingen fil i feltet «image»." },
  "several-files": { status: 400, message: "Send bare én fil om gangen." },
  "not-multipart": { status: 415, message: "Send bildet som multipart/form-data i feltet «image»." },
  unreadable: { status: 400, message: "Forespørselen kunne ikke leses." },
  "rate-limited": { status: 429, message: "For mange opplastinger fra deg. Prøv igjen senere." },
  "share-used": {
    status: 429,
    message: "Du har brukt opp din del av lagringsplassen for testbilder. Prøv igjen senere.",
  },
  "invalid-page": { status: 400, message: "Ugyldig sidenummer." },
  "storage-full": { status: 507, message: "Lagringsplassen for testbilder er full. Prøv igjen senere." },
  busy: { status: 503, message: "Mange laster opp bilder akkurat nå. Prøv igjen om litt." },
} as const satisfies Record<string, { status: number; message: string }>;

export type UploadErrorCode = keyof typeof UPLOAD_ERRORS;

/**
 * A refusal the visitor caused (or the quota, or too many uploads at once): a 4xx, 503 or 507
 * answer with a Norwegian message.
 */
export class UploadError extends Error {
  readonly code: UploadErrorCode;
  readonly status: number;
  constructor(code: UploadErrorCode, options?: { cause?: unknown }) {
    super(UPLOAD_ERRORS[code].message, options);
    this.name = "UploadError";
    this.code = code;
    this.status = UPLOAD_ERRORS[code].status;
  }
}
