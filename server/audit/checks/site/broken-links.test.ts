import { describe, expect, it } from "vitest";
import { brokenFix, mailtoLeftOut } from "./broken-links.ts";

// The fix for dead links on a bakery's site of our own, and an e-mail address linked without «mailto:».

const dead = (path: string) => ({ url: `https://bakeri.example${path}`, status: 404, linkedFrom: [] });

describe("the fix for dead links", () => {
  it("reads an e-mail address linked as a page", () => {
    expect(mailtoLeftOut("https://bakeri.example/post@bakeri.example")).toBe("post@bakeri.example");
    expect(mailtoLeftOut("https://bakeri.example/kontakt/ola.nordmann%40bakeri.example")).toBe(
      "ola.nordmann@bakeri.example",
    );
    expect(mailtoLeftOut("https://bakeri.example/om-oss")).toBeNull();
    expect(mailtoLeftOut("https://bakeri.example/bilder/logo@2x.png")).toBeNull();
  });

  it("asks for «mailto:» where that is all a link needs, and for the right address for the others", () => {
    expect(brokenFix([dead("/post@bakeri.example")])).toBe(
      'Skriv «mailto:» foran e-postadressen i lenken (href="mailto:post@bakeri.example"), så åpner den e-postprogrammet.',
    );
    expect(brokenFix([dead("/post@bakeri.example"), dead("/gammel-side")])).toBe(
      'Skriv «mailto:» foran e-postadressen i lenken (href="mailto:post@bakeri.example"), så åpner den e-postprogrammet. Rett den andre lenken til riktig adresse, eller send den gamle adressen videre til den nye (301-videresending).',
    );
    expect(brokenFix([dead("/post@bakeri.example"), dead("/kari@bakeri.example")])).toBe(
      'Skriv «mailto:» foran e-postadressene i lenkene (for eksempel href="mailto:post@bakeri.example"), så åpner de e-postprogrammet.',
    );
    expect(brokenFix([dead("/a"), dead("/b")])).toBe(
      "Rett lenkene til riktig adresse, eller send den gamle adressen videre til den nye (301-videresending).",
    );
  });
});
