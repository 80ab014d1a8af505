import { describe, expect, it } from "vitest";
import { artifactsFor, htmlPage } from "../test-artifacts.ts";
import { allClear } from "./all-clear.ts";

// What the report says of a start page that breaks no accessibility rule, on a bakery's page of our own.

const GOOD = htmlPage(
  "<title>Fjellbakeriet – brød fra Lom</title>",
  `<main><h1>Brød fra Lom</h1><h2>Bestill</h2><img src="brod.jpg" alt="Surdeigsbrød på benken">
<a href="/bestill">Bestill brød til henting</a>
<form><label for="navn">Navn</label><input id="navn" type="text"><button>Send bestillingen</button></form></main>`,
);

describe("the all-clear finding", () => {
  it("says nothing where a rule is broken", () => {
    expect(
      allClear.run(artifactsFor(htmlPage("<title>Fjellbakeriet</title>", "<img src='brod.jpg'>"))).findings,
    ).toEqual([]);
  });

  it("does not call a language right that says English over Norwegian text", () => {
    const said = (html: string) => allClear.run(artifactsFor(html)).findings[0]?.detail;
    expect(said(GOOD)).toBe(
      "På forsiden ser språk, tittel, alt-tekster, ledetekster, knapper, lenker og overskrifter riktige ut.",
    );
    const english = GOOD.replace(/lang="nb"/, 'lang="en"');
    expect(english).not.toBe(GOOD);
    expect(said(english)).toBe(
      "På forsiden ser tittel, alt-tekster, ledetekster, knapper, lenker og overskrifter riktige ut.",
    );
  });
});
