import { describe, expect, it } from "vitest";
import { orgNumbersIn } from "./org-number.ts";

// The org.nr. as invented sites write it: after the usual Norwegian and English labels, and as a
// VAT number.

describe("the org.nr. in its usual forms", () => {
  it("is found after Org no, Org.no, Org. nr, Foretaksnr, MVA-nr and as a VAT number", () => {
    for (const written of [
      "Org no: 987 654 325",
      "Org.no. 987654325",
      "Org. nr. 987 654 325",
      "Orgnr 987654325",
      "Foretaksnr. 987 654 325",
      "NO 987 654 325 MVA",
      "MVA-nr: 987 654 325",
      "Mva.nr. NO 987 654 325 MVA",
      "Org.nummer: 987654325",
      "Org. nr.: 987-654-325",
      "Organisasjonsnr. 987 654 325",
    ])
      expect(orgNumbersIn(`Lunde Snekkerverksted · ${written}`), written).toEqual(["987654325"]);
  });

  it("is found where a sentence gives it, and not in a number that is something else", () => {
    expect(orgNumbersIn("Vårt organisasjonsnummer er 987 654 325.")).toEqual(["987654325"]);
    expect(orgNumbersIn("Ring 987 65 432 eller send en e-post. Kundenummer 987 654 325.")).toEqual([]);
  });
});
