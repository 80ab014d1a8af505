// Which stored encoding of a file to send (RFC 9110, 12.5.3): brotli where the client takes it and
// it exists, else gzip, else the bytes as they are. Browsers list gzip first and br last with the
// same weight, so the server's preference decides between codings the client accepts (Express's
// `req.acceptsEncodings` would follow the client's order, and pick gzip). Used for every answer
// stored compressed: the built client (static-files.ts) and kept report pages.

export type Encoding = "br" | "gzip" | "identity";

/** The weight the header gives each coding; `*` stands for the codings it does not name. */
function weights(acceptEncoding: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [coding = "", ...params] = part.split(";").map((piece) => piece.trim());
    const weight = params.find((param) => param.startsWith("q="));
    found.set(coding, weight ? Number(weight.slice(2)) : 1);
  }
  return found;
}

const BR = /(^|[\s,])br([\s,]|$)/i;
const GZIP = /(^|[\s,])gzip([\s,]|$)/i;
const ANY = /(^|[\s,])\*([\s,]|$)/;

/** Is a coding accepted? Without weights (as browsers send the header) every coding named is: no parsing. */
function accepted(acceptEncoding: string): (coding: "br" | "gzip") => boolean {
  if (!acceptEncoding.includes(";"))
    return (coding) => (coding === "br" ? BR : GZIP).test(acceptEncoding) || ANY.test(acceptEncoding);
  const given = weights(acceptEncoding);
  return (coding) => (given.get(coding) ?? given.get("*") ?? 0) > 0;
}

export function pickEncoding(acceptEncoding: string, has: { br: boolean; gzip: boolean }): Encoding {
  const accepts = accepted(acceptEncoding);
  if (has.br && accepts("br")) return "br";
  if (has.gzip && accepts("gzip")) return "gzip";
  return "identity";
}
