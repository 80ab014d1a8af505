import { describe, expect, it } from "vitest";
import { linkingSHeads } from "./linking.ts";

// The first parts a dictionary always joins with a linking «s», read from a word file of our own in
// Hunspell's format: a count, then one word and its flags a line, sorted.

const words = [
  "bad",
  "bok",
  "dusj",
  "garasje",
  "garasjeport",
  "garasjesalg",
  "hage",
  "hagebenk",
  "hagesalg",
  "kake",
  "mat",
  "plan",
  "port",
  "salg",
  "solbad",
  "solbadsdusj",
  "solbadskake",
  "solbadsplan",
  "vaskebok",
  "vaskeplan",
  "vaskeprogram",
  "vaskerom",
  "vinter",
  "vintersbok",
  "vinterskake",
];
const dic = Buffer.from(`${words.length}\n${words.map((word) => `${word}/AB`).join("\n")}\n`);
const listed = new Set(words);

describe("linkingSHeads", () => {
  it("finds a first part the list joins with «s» in three compounds and in none without", () => {
    expect([...linkingSHeads(dic, (word) => listed.has(word))]).toEqual(["solbad"]);
  });

  it("needs three compounds, and no compound without the «s»", () => {
    // «vinter»: two with «s»; «garasje» and «hage»: one without too («garasjeport», «hagebenk»);
    // «vaske»: only without.
    const heads = linkingSHeads(dic, (word) => listed.has(word));
    for (const head of ["vinter", "garasje", "hage", "vaske"]) expect(heads.has(head)).toBe(false);
  });

  it("counts only a last part the dictionary knows", () => {
    expect(linkingSHeads(dic, (word) => listed.has(word) && word !== "kake").size).toBe(0);
  });
});
