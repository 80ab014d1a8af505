import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactForm, contactMessages } from "./contact-form";

// The form as the server renders it without JavaScript (the /kontakt action's answer).

describe("the contact form shown again after a post without JavaScript", () => {
  it("asks to send once more, keeps what was typed and carries the server's start time (decision 016)", () => {
    const html = renderToStaticMarkup(
      <ContactForm
        result={{
          status: "confirm",
          message: contactMessages.confirm,
          values: {
            fornavn: "Bjørn",
            etternavn: "Ærlig",
            email: "bjorn@bedrift.no",
            prosjekt: "Ny nettside",
          },
          startedAt: "1767225600000",
        }}
      />,
    );
    expect(html).toContain('name="startet" value="1767225600000"');
    expect(html).toContain(contactMessages.confirm);
    expect(html).toContain('value="Bjørn"');
    expect(html).toContain("Ny nettside</textarea>");
    expect(html).not.toContain('role="alert"');
  });

  it("shows a field error under the project text too", () => {
    const html = renderToStaticMarkup(
      <ContactForm
        result={{
          status: "invalid",
          errors: { prosjekt: "Beskrivelsen kan være høyst 5000 tegn" },
          values: { prosjekt: "x" },
          startedAt: "1767225600000",
        }}
      />,
    );
    expect(html).toMatch(/aria-invalid="true" aria-describedby="[^"]*-prosjekt-error"/);
    expect(html).toContain("Beskrivelsen kan være høyst 5000 tegn</p>");
  });

  it("is prerendered with an empty start time: the browser fills it in", () => {
    expect(renderToStaticMarkup(<ContactForm />)).toContain('name="startet" value=""');
  });
});
