import { describe, expect, it } from "vitest";
import { extractPage } from "../../gather/page/extract.ts";
import { artifacts, HOME, html, ids } from "./legal-site.fixture.ts";
import { asksForNationalId, nationalIdInForms } from "./national-id.ts";

// A form on an invented carpenter's site that asks for a fødselsnummer, by label, hint or name.

const FOOTER = "<p>Snekker Lia AS · Lia 3, 3050 Mjøndalen</p>";
const form = (fields: string) => `<form action="/send" method="post">${fields}<button>Send</button></form>`;
const NAME = '<label for="navn">Navn</label><input id="navn" name="navn">';

describe("what a form field asks for", () => {
  it("is read from the label, the placeholder, the name and the id", () => {
    const page = extractPage(
      form(
        `${NAME}<label>Fødselsnummer (11 siffer) <input name="f1"></label>` +
          '<input placeholder="Skriv personnummer"><input name="birth_number"><input id="fodselsnr">',
      ),
    );
    expect(page.formFields.map(asksForNationalId)).toEqual([false, true, true, true, true]);
    expect(page.formFields[0]?.naming).toBe("navn navn Navn");
  });

  it("is not the date of birth, a hidden field, a box to tick, a list or a hint that warns", () => {
    const page = extractPage(
      form(
        '<label for="d">Fødselsdato</label><input id="d" type="date"><input type="hidden" name="personnummer">' +
          '<label><input type="checkbox" name="ok"> Jeg har lest om fødselsnummer</label>' +
          '<label>Hva gjelder det? <select name="tema"><option>Nytt personnummer</option></select></label>' +
          '<input name="melding" placeholder="Ikke skriv fødselsnummer eller helseopplysninger her">',
      ),
    );
    expect(page.formFields.map((field) => field.type)).toEqual(["date", "checkbox", "text", "select"]);
    expect(page.formFields.map(asksForNationalId)).toEqual([false, false, false, false]);
  });
});

describe("the check", () => {
  it("warns where a form asks for the number, naming the page, and cites the law", () => {
    const result = nationalIdInForms.run(
      artifacts({
        "/": html("Snekker Lia", HOME, FOOTER),
        "/kontakt": html(
          "Kontakt",
          form(`${NAME}<input name="birth_number" placeholder="Skriv fødselsnummer">`),
          FOOTER,
        ),
      }),
    );
    expect(result.score).toBe(0.5);
    expect(ids(result)).toEqual(["legal-national-id-asked"]);
    const [finding] = result.findings;
    expect(finding?.title).toBe("Skjemaet ber om fødselsnummer");
    expect(finding?.detail).toMatch(
      /^Skjemaet på \/kontakt ber om fødselsnummer\. Etter personopplysningsloven § 12/,
    );
  });

  it("says nothing, and does not score, where no form asks for it", () => {
    const result = nationalIdInForms.run(
      artifacts({
        "/": html("Snekker Lia", HOME, FOOTER),
        "/kontakt": html(
          "Kontakt",
          form(`${NAME}<label for="d">Fødselsdato</label><input id="d" type="date">`),
          FOOTER,
        ),
      }),
    );
    expect(result).toEqual({ score: null, findings: [] });
  });

  it("reads the start page's own form when the crawl read nothing", () => {
    const start = html("Snekker Lia", form('<label for="p">Personnummer</label><input id="p">'), FOOTER);
    const result = nationalIdInForms.run({ ...artifacts({ "/": start }), crawl: null });
    expect(result.findings[0]?.detail).toMatch(/^Skjemaet på forsiden ber om fødselsnummer\./);
  });
});
