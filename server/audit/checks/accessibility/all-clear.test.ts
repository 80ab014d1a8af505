import { describe, expect, it } from "vitest";
import { artifactsFor, htmlPage } from "../test-artifacts.ts";
import { allClear } from "./all-clear.ts";
import { GOOD_PAGE } from "./good-page.fixture.ts";

// What the report says of a start page that breaks no accessibility rule, on a bakery's page of our own.

describe("the all-clear finding", () => {
  it("says nothing where a rule is broken", () => {
    expect(
      allClear.run(artifactsFor(htmlPage("<title>Fjellbakeriet</title>", "<img src='brod.jpg'>"))).findings,
    ).toEqual([]);
  });

  it("does not call a language right that says English over Norwegian text", () => {
    const said = (html: string) => allClear.run(artifactsFor(html)).findings[0]?.detail;
    expect(said(GOOD_PAGE)).toBe(
      "På forsiden ser språk, tittel, alt-tekster, ledetekster, knapper, lenker og overskrifter riktige ut.",
    );
    const english = GOOD_PAGE.replace(/lang="nb"/, 'lang="en"');
    expect(english).not.toBe(GOOD_PAGE);
    expect(said(english)).toBe(
      "På forsiden ser tittel, alt-tekster, ledetekster, knapper, lenker og overskrifter riktige ut.",
    );
  });
});
