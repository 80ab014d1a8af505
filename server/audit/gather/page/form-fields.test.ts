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

  it("leaves out a field the markup hides from every visitor, as a spam trap is", () => {
    const page = extractPage(
      `<body><form><input type="text" name="fella" style="display: none" tabindex="-1"><div style="position:absolute;display:none"><input name="fella2"></div><input name="skjult" hidden><label>Navn <input name="navn"></label><input name="synlig" style="display:block"></form></body>`,
    );
    expect(page.formFields.map((field) => field.naming)).toEqual(["navn Navn", "synlig"]);
  });
});
