import { describe, expect, it } from "vitest";
import { extractPage } from "./extract.ts";

// The form fields a visitor fills in, as the accessibility and privacy checks read them, on markup
// of our own.

describe("the page's form fields", () => {
  it("knows a field inside a <label> as labelled, at any depth", () => {
    const page = extractPage(
      `<body><label>Navn <span><input name="navn"></span></label><input name="epost"><label for="t">Tlf</label><input id="t"></body>`,
    );
    expect(page.formFields.map((field) => field.labelled)).toEqual([true, false, true]);
  });

  it("leaves out a spam trap the markup hides, but not a step of the form a script may show", () => {
    const page = extractPage(
      `<body><form><input type="text" name="fella" style="display: none" tabindex="-1"><div style="position:absolute;display:none"><input name="_honey" tabindex="-1"></div><input name="skjult" hidden><div style="display:none"><label>Org.nr. <input name="orgnr"></label></div><label>Navn <input name="navn"></label><input name="synlig" style="display:block"></form></body>`,
    );
    expect(page.formFields.map((field) => field.naming)).toEqual(["orgnr Org.nr.", "navn Navn", "synlig"]);
  });
});
