import { UploadError } from "./errors.ts";

// The multipart/form-data body of an upload: exactly one file, in the field "image".

export const isMultipart = (contentType: string | undefined) =>
  /^multipart\/form-data\s*;\s*boundary=/i.test(contentType ?? "");

/** Parses the multipart body with the runtime's own parser (undici) and returns the one file. */
export async function singleImageFile(body: Buffer, contentType: string): Promise<File> {
  let form: FormData;
  try {
    form = await new Request("http://upload.invalid/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
    }).formData();
  } catch (error) {
    throw new UploadError("unreadable", { cause: error });
  }
  const files: Array<[string, File]> = [];
  for (const [field, value] of form.entries()) if (typeof value !== "string") files.push([field, value]);
  const image = files.filter(([field]) => field === "image");
  // A form sent without a chosen file carries an empty part with an empty file name.
  const chosen = image.filter(([, file]) => file.size > 0 || file.name !== "");
  if (chosen.length === 0) throw new UploadError("no-file");
  if (files.length > 1) throw new UploadError("several-files");
  return (chosen[0] as [string, File])[1];
}
