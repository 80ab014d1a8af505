import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AuditForm, readAuditAnswer } from "./audit-form";

// What the audit form shows of the server's answer (decision 028): a refused address under the
// field, a full queue's «Det er mange i kø nå …» under the form; success and other failures stay
// silent, as the spec says.

describe("readAuditAnswer", () => {
  it("shows an address the server refused under the address field", () => {
    expect(
      readAuditAnswer(400, {
        success: false,
        message: "Vi fant ikke nettstedet.",
        errors: { url: "Vi fant ikke nettstedet. Sjekk at adressen er skrevet riktig." },
      }),
    ).toEqual({ field: "url", message: "Vi fant ikke nettstedet. Sjekk at adressen er skrevet riktig." });
  });

  it.each([429, 503])("shows the message of a %i, which says when to try again", (status) => {
    const message =
      "Det er mange i kø nå, så vi tar ikke imot flere sjekker en liten stund. Prøv igjen om 5 minutter.";
    expect(readAuditAnswer(status, { success: false, message })).toEqual({ field: null, message });
  });

  it.each([
    [202, { success: true, id: "x" }],
    [400, { success: false, errors: { email: "Ugyldig e-postadresse" } }],
    [500, { success: false, message: "Feil" }],
    [429, "ikke JSON"],
    [429, { message: 42 }],
  ])("stays silent on %i %j", (status, body) => {
    expect(readAuditAnswer(status, body)).toBeNull();
  });
});

it("renders step 1 without a message", () => {
  expect(renderToStaticMarkup(<AuditForm />)).not.toContain('role="alert"');
});
