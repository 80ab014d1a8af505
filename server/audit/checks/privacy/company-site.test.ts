import { describe, expect, it } from "vitest";
import type { Artifacts } from "../types.ts";
import { contactDetails, foretaksregisteret } from "./company.ts";
import { artifacts, HOME, html, ids } from "./legal-site.fixture.ts";

// Who is behind a small invented site, as the contact and Foretaksregisteret checks read it: the
// contact details in a dialog or on the one page we read, and in time on a stranger's long runs
// of text.

describe("the contact details", () => {
  const detail = (site: Artifacts) => contactDetails.run(site).findings[0]?.detail ?? "";

  it("are read in a dialog the footer opens, on the start page", () => {
    const dialog = `<a href="#" data-toggle="modal" data-target="#kontakt">Kontakt</a>
<div class="modal fade" id="kontakt" role="dialog" aria-hidden="true"><div class="modal-body"><h4>E-post</h4><p>post@lundesnekker.no</p></div></div>`;
    const footer = "<p>© Lunde Snekkerverksted · Lunde 3, 3210 Sandefjord</p>";
    const site = artifacts({ "/": html("Forside", HOME, `${footer}${dialog}`) });
    expect(ids(contactDetails.run(site))).toEqual(["legal-contact-ok"]);
    const closedForGood = dialog.replace('class="modal fade" id="kontakt" role="dialog"', 'id="kontakt"');
    const without = artifacts({ "/": html("Forside", HOME, `${footer}${closedForGood}`) });
    expect(detail(without)).toContain("en e-postadresse");
  });

  it("say so when the start page was the only page we could read", () => {
    const site = artifacts({ "/": html("Forside", HOME, "<p>© Lunde Snekkerverksted</p>") });
    expect(detail(site)).toContain("på forsiden, og den lenker ikke til andre sider vi kunne lese");
    const two = artifacts({
      "/": html("Forside", HOME, "<p>© Lunde Snekkerverksted</p>"),
      "/om": html("Om oss", HOME, "<p>© Lunde Snekkerverksted</p>"),
    });
    expect(detail(two)).toContain("på sidene vi leste");
  });
});

describe("the legal checks on a stranger's long runs of text", () => {
  it.each([
    ["capitalised words", "Ab "],
    ["a name that repeats", "Lunde Snekkerverksted "],
    ["a company form", "A AS "],
  ])("read them in time: %s", { timeout: 10_000 }, (_kind, unit) => {
    const run = unit.repeat(Math.ceil(100_000 / unit.length));
    const site = artifacts({
      "/": html(`${run.slice(0, 200)} | Forside`, `<p>${run}</p>`, `<p>© ${run}</p>`),
    });
    const started = performance.now();
    contactDetails.run(site);
    foretaksregisteret.run(site);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
