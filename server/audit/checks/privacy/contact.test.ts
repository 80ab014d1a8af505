import { describe, expect, it } from "vitest";
import { extractPage } from "../../gather/page/extract.ts";
import { emailIn, postalAddressIn } from "./contact.ts";

// The postal address and e-mail address as a visitor reads them, on invented text: an address in
// its usual Norwegian forms is found, and a year, a story's street or a placeholder is not one.

describe("a postal address", () => {
  it("is a street with its house number, in the usual forms", () => {
    for (const written of [
      "Fjordgata 12, 7010 Trondheim",
      "Besøk oss i Bakkeveien 3B",
      "Olav Kyrres gate 40\n5014 Bergen",
      "Nedre Strandvegen 7 · 8006 Bodø",
      "Sagveien vest 21",
      "Lundebakken 4 a",
      "HAVNEGATA 9, 9900 KIRKENES",
      "SAGVEIEN 21",
    ])
      expect(postalAddressIn(`Snekker Lunde\n${written}\nTlf. 912 34 567`), written).not.toBeNull();
  });
  it("is a postcode and place where an address leads to it", () => {
    for (const written of [
      "Postboks 118, 3201 Sandefjord",
      "Pb. 45 Sentrum, 0101 Oslo",
      "Solli 2\n0254 Oslo",
      "Møllebekken, 4790 Lillesand",
      "© 2025 Lunde Regnskap AS · Postboks 5, 3201 Sandefjord",
      "Adresse: 2312 Ottestad",
      "POSTBOKS 9, 6800 FØRDE",
    ])
      expect(postalAddressIn(`Lunde Regnskap\n${written}`), written).not.toBeNull();
  });
  it("is not a year before a name, or a number before a word", () => {
    for (const written of [
      "© 2025 Lunde Snekkerverksted",
      "Copyright 2019 Fjellbakeriet. Alle rettigheter reservert.",
      "© Lunde Snekkerverksted, 2025 Alle rettigheter reservert",
      "Copyright Lunde Snekkerverksted, 2025 Alle rettigheter reservert",
      "Stiftet 1987 Bergen og omegn",
      "Til salgs: modell 2019 Tesla i god stand.",
      "Siden 1992\nEtablert i Drammen",
      "Junior 2011\nJunior 2012",
      "Ring 22 33 4455 Hverdager 8–16",
      "Adressen: Hamar",
    ])
      expect(postalAddressIn(written), written).toBeNull();
  });
  it("is not the name of a housing association named after its building, unless a postcode follows", () => {
    for (const name of ["Sameiet Granveien 12", "Borettslaget Solbakken 3", "Eierseksjonssameiet Lia 4"])
      expect(postalAddressIn(`${name}\nVelkommen til våre nettsider.`), name).toBeNull();
    expect(postalAddressIn("Sameiet Granveien 12, 4306 Sandnes")).not.toBeNull();
    expect(postalAddressIn("Styret i sameiet\nGranveien 12\nTlf. 912 34 567")).not.toBeNull();
  });
  it("is not a street a heading mentions after «i» or «fra», but is where the business says it is", () => {
    expect(postalAddressIn("Historien vår\nBakeriet i Granveien 12\nDet begynte i 1952.")).toBeNull();
    expect(postalAddressIn("Vi har kontor i Granveien 12 i Lillevik.")).not.toBeNull();
    expect(postalAddressIn("Kontoret ligger på Granveien 12.")).not.toBeNull();
    expect(postalAddressIn("Salongen ligger i Granveien 12 i Lillevik.")).not.toBeNull();
    expect(postalAddressIn("Du finner butikken vår i Granveien 12, andre etasje.")).not.toBeNull();
    expect(postalAddressIn("Bakeriet i Granveien 12, 4306 Sandnes")).not.toBeNull();
  });
  it("is not a street a story mentions in passing", () => {
    const story =
      "Klubben fikk låne et rom i den gamle skolen i Kirkegata 14 i 1979, og der holdt styremøtene seg i mange år, helt til kommunen trengte rommet selv og klubben måtte flytte igjen.";
    expect(postalAddressIn(story)).toBeNull();
    const where =
      "Vi holder til i Kirkegata 14 midt i sentrum, med gratis parkering i bakgården og kort vei til både buss og tog for dem som kommer langveisfra.";
    expect(postalAddressIn(where)).not.toBeNull();
  });
  it("is not a price or a length after a street word", () => {
    expect(postalAddressIn("Ny terrasse i Granveien: vi la 40 m rekkverk på tre dager.")).toBeNull();
    for (const written of [
      "Granveien 40 m rekkverk på tre dager",
      "Granveien 400 kr per meter",
      "Granveien 20 % rabatt",
    ])
      expect(postalAddressIn(written), written).toBeNull();
  });
});

describe("an e-mail address", () => {
  it("is written out, or in the usual disguises", () => {
    for (const written of [
      "E-post: post@lundesnekker.no",
      "Skriv til post (at) lundesnekker.no",
      "post[at]lundesnekker[dot]no",
      "post @ lundesnekker.no",
      "post alfakrøll lundesnekker punktum no",
    ])
      expect(emailIn(written), written).toMatch(/^post@lundesnekker\.no$/);
  });
  it("is a mailto: link whose text says only «Send e-post»", () => {
    expect(emailIn("Send e-post", ["mailto:post@lundesnekker.no?subject=Tilbud"])).toBe(
      "post@lundesnekker.no",
    );
    expect(emailIn("Send e-post", ["mailto:"])).toBeNull();
  });
  it("is not a template's placeholder or a file name", () => {
    for (const written of [
      "navn@eksempel.no",
      "din@epost.no",
      "post@example.com",
      "fornavn.etternavn@firma.no",
      "ola.nordmann@lundesnekker.no",
      "navn@lundesnekker.no",
      "logo@2x.png",
    ])
      expect(emailIn(`Skriv til ${written}`), written).toBeNull();
  });
  it("is not a form field's placeholder attribute", () => {
    const page = extractPage(
      `<html><body><form><label>E-post <input type="email" placeholder="ola@lundesnekker.no"></label></form></body></html>`,
    );
    expect(
      emailIn(
        page.bodyText,
        page.links.map((link) => link.href),
      ),
    ).toBeNull();
  });
});

describe("a stranger's long runs of text", () => {
  it.each([
    ["letters", "a"],
    ["capitalised words", "Ab"],
    ["digits and blanks", "1234 "],
    ["street words", "Storgata 1 "],
    ["postcodes", "1234 Sted "],
    ["at signs", "a@"],
  ])("are read in time: %s", { timeout: 5_000 }, (_kind, unit) => {
    const text = unit.repeat(Math.ceil(300_000 / unit.length));
    const started = performance.now();
    postalAddressIn(text);
    emailIn(text);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
