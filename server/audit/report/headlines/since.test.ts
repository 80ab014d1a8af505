import { describe, expect, it } from "vitest";
import { findSince } from "./since.ts";

// The year the business started, on invented lines: a tagline's year, and "siden" said of the
// business (by "vi", by what it calls itself or by its name), not of a person in it.

describe("the year the business started", () => {
  it("reads a tagline's «Etablert» with the line it stands in", () => {
    expect(findSince(["Etablert 1998"], null)).toEqual({ since: "1998", sinceClause: "Etablert 1998" });
  });

  it("takes «siden» said of the business, not of a person", () => {
    const person = "Kari har klippet hår siden 2005.";
    const business = "Vi har holdt til i Moss siden 1987.";
    expect(findSince([person], null)).toBeNull();
    expect(findSince([person, business], null)).toEqual({ since: "1987", sinceClause: business });
    expect(findSince(["Salongen har vært her siden 1999."], null)?.since).toBe("1999");
  });

  it("takes «siden» said of the business by its name", () => {
    expect(findSince(["Kari har klippet hår siden 2005."], "Kari Frisør")?.since).toBe("2005");
  });

  it("reads a badge that opens with «Siden», but not a decade", () => {
    expect(findSince(["Fullt utstyrt verksted", "Siden 1954"], null)).toEqual({
      since: "1954",
      sinceClause: "Siden 1954",
    });
    expect(findSince(["Vi har bygget hytter siden 1970-tallet."], null)).toBeNull();
    expect(findSince(["Vi har bygget hytter siden 1970–tallet."], null)).toBeNull();
  });

  it("reads who a line that opens with the year is about", () => {
    expect(findSince(["Siden 2019 har Kari vært daglig leder i salongen."], null)).toBeNull();
    expect(findSince(["Siden 1987 har vi bygget hytter i Valdres."], null)?.since).toBe("1987");
    expect(findSince(["Siden 1987 har det stått et verksted her."], null)?.since).toBe("1987");
  });

  it("takes no year from the last few years: a new business has no experience to promise", () => {
    expect(findSince(["Etablert 2024"], null, 2026)).toBeNull();
    expect(findSince(["Vi har drevet verkstedet siden 2022."], null, 2026)).toBeNull();
    expect(findSince(["Etablert 2021"], null, 2026)?.since).toBe("2021");
    // this year, on whatever day the test runs
    const now = new Date().getUTCFullYear();
    expect(findSince([`Etablert ${now}`], null)).toBeNull();
    expect(findSince([`Etablert ${now - 30}`], null)?.since).toBe(String(now - 30));
  });
});
