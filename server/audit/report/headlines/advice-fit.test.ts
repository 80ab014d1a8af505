import { describe, expect, it } from "vitest";
import { callToAction } from "../../checks/copy/cta.ts";
import { onlyFinding } from "../../checks/test-artifacts.ts";
import { page, textArtifacts } from "../../gather/page/page-text.fixture.ts";
import { exampleHeadline } from "./example.ts";
import { headlineVariants } from "./variants.ts";

// The advice in place of headlines, fitted to what the page says of the business: where it works,
// whom it takes, whether it has opened. Every name, place and sentence here is invented for the test.

describe("advice that fits what the page says of itself", () => {
  it("ties a firm that works all over the country to no town, and promises a referral clinic no quick time", () => {
    const lawyer = (line: string) =>
      exampleHeadline(
        page({
          title: "Advokat Lie",
          h1: ["Juridisk hjelp"],
          paragraphs: ["Advokat Lie hjelper deg med arv og skifte.", line],
          bodyText: `Advokat Lie hjelper deg med arv og skifte.\n${line}\nStorgata 1, 1430 Ås`,
        }),
        "advice",
      );
    expect(lawyer("Kontor på Ås, oppdrag over hele landet.")).toBe(
      "Advokat for hele landet – svar innen [antall] timer",
    );
    expect(lawyer("Du finner oss på Ås.")).toBe("Advokat på Ås – svar innen [antall] timer");
    const clinic = (line: string) =>
      exampleHeadline(
        page({
          title: "Lillevik Hudlegesenter",
          paragraphs: ["Hos oss møter du en erfaren hudlege.", line],
        }),
        "health",
      );
    for (const line of ["Pasienten må være henvist fra lege.", "Timen krever henvisning fra fastlegen."])
      expect(clinic(line), line).toBeNull();
    // no referral needed is a promise: the example stays
    expect(clinic("Du trenger ikke henvisning.")).toBe("Hudlege [i/på sted] – time innen [antall] dager");
  });

  it("tells a clinic that takes referred patients only to add no «Bestill time»", () => {
    const clinic = (line: string) =>
      onlyFinding(
        callToAction,
        textArtifacts(
          page({
            title: "Lillevik Hudlegesenter",
            h1: ["Hudlege i Lillevik"],
            paragraphs: ["Hos oss møter du en erfaren hudlege. Vi tar imot nye pasienter.", line],
          }),
        ),
      ).fix;
    expect(clinic("Time bestiller du på telefon.")).toMatch(/«Bestill time»/);
    expect(clinic("Pasienten må være henvist fra lege.")).not.toMatch(/Bestill time/);
  });

  it("reads «Gå til …» a place where the reader acts as a call, not a way around the page", () => {
    const linked = (text: string, href: string) =>
      onlyFinding(callToAction, textArtifacts(page({ h1: ["Hudlege i Lillevik"], links: [{ text, href }] })));
    expect(linked("Gå til Helsenorge", "https://www.helsenorge.example/").detail).toBe(
      "Siden ber leseren om å handle: «Gå til Helsenorge».",
    );
    for (const skip of ["Gå til hovedinnholdet", "Gå til toppen"])
      expect(linked(skip, "#main").severity, skip).toBe("problem");
  });

  it("asks a business that announces its opening for the date, not for a price", () => {
    const shop = (h1: string) =>
      headlineVariants(
        page({
          title: "Lillevik Te",
          h1: [h1],
          paragraphs: [
            "Lillevik Te selger te og kaffe fra små gårder. Du henter varene i butikken i Lillevik.",
          ],
        }),
      ).heroCopy;
    for (const h1 of ["Åpner snart!", "Vi åpner i mars"]) expect(shop(h1), h1).toMatch(/og når du åpner\.$/);
    // «åpner i dag» is an opening now, not one to come
    expect(shop("Vi åpner i dag")).not.toMatch(/når du åpner/);
  });
});
