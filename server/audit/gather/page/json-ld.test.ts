import { describe, expect, it } from "vitest";
import { jsonLdNames } from "./json-ld.ts";

// The names JSON-LD gives who is behind a site, on invented blocks.

describe("names in JSON-LD", () => {
  it("reads an organisation's or a business's name, in a @graph or with several types", () => {
    const graph = `{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Forside"},{"@type":"LocalBusiness","name":"Lunde  Snekkerverksted"}]}`;
    const types = `{"@type":["Organization","Brand"],"name":"Fjellvik AS"}`;
    expect(jsonLdNames([graph, types])).toEqual(["Lunde Snekkerverksted", "Fjellvik AS"]);
  });

  it("skips a block that does not parse, and a name that is blank or not text", () => {
    const blank = `[{"@type":"Organization","name":"  "},{"@type":"Organization","name":42}]`;
    expect(jsonLdNames(["{ikke json", blank, `{"@type":"Store","name":"Butikken"}`])).toEqual(["Butikken"]);
  });

  it("stops walking a stranger's deep nesting", () => {
    let node = `{"@type":"Organization","name":"Dypt nede"}`;
    for (let level = 0; level < 10; level++) node = `{"@graph":[${node}]}`;
    expect(jsonLdNames([node])).toEqual([]);
  });
});
