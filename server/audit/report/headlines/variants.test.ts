import { describe, expect, it } from "vitest";
import { page } from "../../gather/page/page-text.fixture.ts";
import { headlineVariants } from "./variants.ts";

// The suggestions as a whole, on a page the bokmål formulas must not be mixed into: a rule that
// real sites showed was needed (issue 25), on a small made-up page. Every name, place, number and
// sentence here is invented for the test.

describe("nynorsk", () => {
  it("knows a nynorsk page by forms bokmål does not use", () => {
    const result = headlineVariants(
      page({
        title: "Fjordtun Camping",
        paragraphs: ["Fjordtun er ein liten campingplass ved sjøen. Her ligg nokre hytter og ein kai."],
      }),
    );
    expect(result.variants).toEqual([]);
    expect(result.heroCopy).toMatch(/nynorsk/);
  });
});
