import { describe, expect, it } from "vitest";
import { companyForm, companyOf, inForetaksregisteret } from "./site-text.ts";

// Which company a site goes by, when its pages name several: names with «&», «og» and hyphens, every
// form Foretaksregisteret knows (and ENK), the name the site shows elsewhere, the most pages and the
// «©» line, the Norwegian pages before an English twin, never a partner list or the web agency.
// All names are invented.

const page = (url: string, text: string, lang: string | null = "nb") => ({ url, text, lang });

describe("a company name", () => {
  it("may hold «&», «og», hyphens and lower-case words", () => {
    expect(companyForm("© Berg & Hagen Murmester AS")).toEqual({
      name: "Berg & Hagen Murmester AS",
      form: "AS",
    });
    expect(companyForm("Lunde og Hauge Bakeri DA")).toEqual({ name: "Lunde og Hauge Bakeri DA", form: "DA" });
    expect(companyForm("Drevet av Sør-Lom Fysioterapi AS")?.name).toBe("Sør-Lom Fysioterapi AS");
    expect(companyForm("Brekke tannklinikk AS, Lom")?.name).toBe("Brekke tannklinikk AS");
  });

  it("ends in AS, ASA, ANS, DA, NUF, SA or ENK", () => {
    for (const form of ["AS", "ASA", "ANS", "DA", "NUF", "SA", "ENK"])
      expect(companyForm(`© 2026 Fjellbakeriet ${form}`), form).toEqual({
        name: `Fjellbakeriet ${form}`,
        form,
      });
    expect(["AS", "ASA", "ANS", "DA", "NUF", "SA"].every((form) => inForetaksregisteret(form as "AS"))).toBe(
      true,
    );
    expect(inForetaksregisteret("ENK")).toBe(false);
  });

  it("is not «da» or «sa» in capitals, nor small words before the name", () => {
    expect(companyForm("DA VI STARTET BAKERIET")).toBeNull();
    expect(companyForm("Vi er et lite AS")).toBeNull();
    expect(companyForm("Velkommen til Fjellbakeriet AS")?.name).toBe("Fjellbakeriet AS");
    expect(companyForm("Copyright Fjellbakeriet AS")?.name).toBe("Fjellbakeriet AS");
    expect(companyForm("VELKOMMEN TIL FJELLBAKERIET AS")?.name).toBe("FJELLBAKERIET AS");
  });
});

describe("of several company names", () => {
  it("the one the site shows elsewhere wins, cut to its words", () => {
    const pages = [page("/", "Kontakt Brekke tannklinikk AS i dag\nSamlet med Lomsdal Regnskap AS")];
    expect(companyOf(pages, "Brekke tannklinikk")).toEqual({ name: "Brekke tannklinikk AS", form: "AS" });
    expect(companyOf(pages, "Lomsdal Regnskap AS")?.name).toBe("Lomsdal Regnskap AS");
  });

  it("the one on most pages, then the one on the «©» line, wins", () => {
    const footer = "© 2026 Lunde & Hauge ANS";
    const pages = [
      page("/", `Vi bygger med Vestgard Trelast AS.\n${footer}`),
      page("/om", `Om oss\n${footer}`),
    ];
    expect(companyOf(pages)).toEqual({ name: "Lunde & Hauge ANS", form: "ANS" });
    expect(companyOf([page("/", "Vi bygger med Vestgard Trelast AS.\n© Lunde Snekkeri AS")])?.name).toBe(
      "Lunde Snekkeri AS",
    );
  });

  it("is no business whose name does not fit the one the site shows, unless it is on the «©» line", () => {
    const contact = "Kontakt\nSentrum\nLomsdal Tannhelse AS\nStorgata 1, 2686 Lom";
    expect(companyOf([page("/", `Tannlege Kari Brekke\n${contact}`)], "Tannlege Kari Brekke")).toBeNull();
    expect(
      companyOf([page("/", `Tannlege Kari Brekke\n© 2026 Lomsdal Tannhelse AS`)], "Tannlege Kari Brekke")
        ?.name,
    ).toBe("Lomsdal Tannhelse AS");
    // With no name shown elsewhere, the one company named is still the site's.
    expect(companyOf([page("/", contact)])?.name).toBe("Lomsdal Tannhelse AS");
  });

  it("is the legal name behind a brand: beside the org.nr., after «drives av», on every page, accents aside", () => {
    const brand = "Kafé Solsikke";
    expect(companyOf([page("/", "Velkommen!\nNordli Mat AS · Org.nr. 912 345 688")], brand)?.name).toBe(
      "Nordli Mat AS",
    );
    expect(companyOf([page("/", "Kafeen drives av Nordli Mat AS")], brand)?.name).toBe("Nordli Mat AS");
    const footer = "Nordli Mat AS, Storgata 1, 2686 Lom";
    expect(companyOf([page("/", `Meny\n${footer}`), page("/om", `Om oss\n${footer}`)], brand)?.name).toBe(
      "Nordli Mat AS",
    );
    expect(companyOf([page("/", "Kontakt Kafe Solsikke AS i dag")], brand)?.name).toBe("Kafe Solsikke AS");
  });

  it("a Norwegian page's name wins over an English twin's", () => {
    const pages = [
      page("/en", "© 2026 Brekke Dental Clinic AS", "en"),
      page("/", "Velkommen!\n© 2026 Brekke tannklinikk AS", "nb"),
      page("/om", "Om klinikken", null),
    ];
    expect(companyOf(pages)?.name).toBe("Brekke tannklinikk AS");
    // A site in English alone is still read.
    expect(companyOf([page("/en", "© 2026 Brekke Dental Clinic AS", "en")])?.name).toBe(
      "Brekke Dental Clinic AS",
    );
  });

  it("never takes a name from a list of partners or the web agency's credit line", () => {
    const partners = page(
      "/",
      "Samarbeidspartnere\nVestgard Trelast AS\nLomsdal Regnskap AS\nHar du et prosjekt? Ring oss.",
    );
    expect(companyOf([partners])).toBeNull();
    const sponsors = page("/", "Våre sponsorer:\nVestgard Trelast AS\n© 2026 Lom Idrettslag");
    expect(companyOf([sponsors])).toBeNull();
    expect(companyOf([page("/", "© 2026 Lom Bakeri · Nettside laget av Pikselbyrået AS")])).toBeNull();
    expect(companyOf([page("/", "Design: Pikselbyrået AS")])).toBeNull();
    // After the list has ended, a name is read again.
    const after = page("/", `${partners.text}\n© 2026 Lunde & Hauge ANS`);
    expect(companyOf([after])?.name).toBe("Lunde & Hauge ANS");
  });

  it("is an ENK named by the site when it says it is one", () => {
    const pages = [page("/", "Jeg er et enkeltpersonforetak med fire års erfaring.")];
    expect(companyOf(pages, "Kari Lunde Keramikk")).toEqual({ name: "Kari Lunde Keramikk", form: "ENK" });
    expect(companyOf(pages)).toBeNull();
    expect(
      companyOf([page("/", "Vi fører regnskap for enkeltpersonforetak.")], "Lomsdal Regnskap"),
    ).toBeNull();
  });
});
