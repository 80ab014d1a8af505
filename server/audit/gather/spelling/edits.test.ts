import { describe, expect, it } from "vitest";
import { oneEditAway } from "./edits.ts";

// The slips the spelling check tries (decision 023), on words of our own.

describe("which slips are tried (edits.ts)", () => {
  const slips = (word: string) => new Map([...oneEditAway(word)].map(({ word: edit, kind }) => [edit, kind]));

  it("a consonant doubled or single, two letters swapped, a letter left out, æ, ø, å in ASCII", () => {
    const tried = slips("prosjket");
    expect(tried.get("prosjekt")).toBe("swap");
    expect(tried.get("prosjkett")).toBe("double");
    expect(slips("komune").get("kommune")).toBe("double");
    expect(slips("bedift").get("bedrift")).toBe("insert");
    expect(slips("vaere").get("være")).toBe("letters");
    expect(slips("stotte").get("støtte")).toBe("letter");
    // «æ» written as a plain «a», as a keyboard without it writes it
    expect(slips("erklaring").get("erklæring")).toBe("letter");
    // the last letter left out, in a word of seven letters or more
    expect(slips("uforpliktend").get("uforpliktende")).toBe("end");
  });

  it("never the first letter, the last letter of a short word, a letter too many or a wrong letter", () => {
    const tried = slips("prosjket");
    expect([...tried.keys()].every((edit) => edit.startsWith("p"))).toBe(true);
    expect(slips("bedift").has("bedifta")).toBe(false);
    expect(tried.has("prosjet")).toBe(false);
    expect(tried.has("prosjkat")).toBe(false);
  });
});
