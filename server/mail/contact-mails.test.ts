import { describe, expect, it } from "vitest";
import { confirmationMail, greetingName } from "./contact-mails.ts";

// The confirmation goes to an address nobody has confirmed, so it may carry nothing the
// sender typed but a first name that looks like one.

describe("the first name in the confirmation", () => {
  it.each(["Åshild", "Jean-Luc", "O'Brien", "D’Angelo", "Anne Marie", "Zoë", "Nguyễn", "Søren-Ærling"])(
    "greets %s by name",
    (name) => expect(greetingName(name)).toBe(name),
  );

  it.each([
    "VIKTIG: kontoen din er sperret",
    "https://evil.example",
    "evil.example",
    "Ola123",
    "Kari <b>",
    "Logg inn nå",
    "Anne  Marie",
    "Ola-",
    "'Ola",
    "A".repeat(31),
  ])("says just 'Hei!' to %j", (name) => expect(greetingName(name)).toBeNull());
});

describe("the confirmation", () => {
  const typed = {
    id: "4f1c2b1e-0000-4000-8000-000000000000",
    fornavn: "VIKTIG: kontoen din er sperret, logg inn på https://evil.example/bank",
    etternavn: "Kundeservice",
    email: "fremmed@offer.example",
    telefon: "+47 815 00 000",
    bedrift: "Banken din AS",
    prosjekt: "Gå til https://evil.example/bank i dag.",
    createdAt: new Date("2025-10-01T10:00:00Z"),
    sourcePath: "/kontakt",
  };

  it("holds our words only, whatever the sender typed", () => {
    const mail = confirmationMail(typed);
    expect(mail.to).toBe("fremmed@offer.example");
    expect(mail.subject).toBe("Takk for henvendelsen!");
    const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
    for (const field of ["VIKTIG", "evil.example", "Kundeservice", "815 00 000", "Banken din", "Gå til"])
      expect(all).not.toContain(field);
    expect(mail.text).toMatch(/^Hei!\n/);
    expect(mail.text).toContain("Har du ikke kontaktet oss?");
  });

  it("greets a name that looks like one", () => {
    const mail = confirmationMail({ ...typed, fornavn: "Åshild" });
    expect(mail.subject).toBe("Takk for henvendelsen, Åshild!");
    expect(mail.text).toMatch(/^Hei, Åshild!\n/);
    expect(mail.html).toContain("Hei, Åshild!");
  });
});
