import { describe, expect, it } from "vitest";
import { page, textArtifacts } from "../../gather/page/page-text.fixture.ts";
import { onlyFinding, outcome } from "../test-artifacts.ts";
import { callToAction } from "./cta.ts";
import type { PageText } from "./types.ts";

// A call to action whose link dials a template's number: «Ring oss» behind «tel:+47XXXXXXXX» is no
// way to act, though its words ask (decision 039), on pages of our own.

const base = { h1: ["Ferskt brød hver morgen"], paragraphs: ["Du får brød."] };
const text = (more: Partial<PageText>) => textArtifacts(page({ ...base, ...more }));

describe("a call to action that dials a template's number", () => {
  it("is no call to action, and the finding says the number behind the link is the template's", () => {
    const dials = text({ links: [{ text: "Ring bakeriet", href: "tel:+47XXXXXXXX" }] });
    expect(outcome(callToAction, dials).findings).toEqual([["cta", "problem"]]);
    expect(onlyFinding(callToAction, dials)).toMatchObject({
      title: "Oppfordringen går til et eksempelnummer",
      detail:
        "Det eneste på siden som ber leseren gjøre noe, er «Ring bakeriet», og nummeret bak lenken ser ut som et eksempel fra en mal.",
    });
    const two = text({
      links: [
        { text: "Ring for tilbud", href: "tel:900XXXXX" },
        { text: "Ring meg", href: "tel:+4799999999" },
        { text: "Kontakt", href: "/kontakt", inNavigation: true },
      ],
    });
    expect(onlyFinding(callToAction, two).detail).toBe(
      "Utenom menyen er «Ring for tilbud» og «Ring meg» det eneste på siden som ber leseren gjøre noe, og numrene bak lenkene ser ut som eksempler fra en mal.",
    );
  });

  it("names a link that shows the template's number as the template's number", () => {
    const shown = text({ links: [{ text: "Ring 000 00 000", href: "tel:00000000" }] });
    expect(onlyFinding(callToAction, shown)).toMatchObject({
      title: "Oppfordringen er et eksempelnummer",
      detail:
        "Det eneste på siden som ber leseren gjøre noe, er «Ring 000 00 000», og nummeret ser ut som et eksempel fra en mal.",
    });
  });

  it("leaves a real number behind the link, and another real call beside it, as they were", () => {
    const real = text({ links: [{ text: "Ring bakeriet", href: "tel:+4722445566" }] });
    expect(outcome(callToAction, real).findings).toEqual([["cta", "good"]]);
    const beside = text({
      buttons: ["Bestill kake"],
      links: [{ text: "Ring bakeriet", href: "tel:+47XXXXXXXX" }],
    });
    expect(onlyFinding(callToAction, beside).detail).toBe("Siden ber leseren om å handle: «Bestill kake».");
  });
});
