import { describe, expect, it } from "vitest";
import { findFacts } from "./fact.ts";

describe("facts in a long clause", () => {
  it("reads a 100 KB clause full of numbers without splitting it once per number", { timeout: 5_000 }, () => {
    const unit = "over 120 kunder og svar innen 24 timer fra 1 490 kr og 30 % og ";
    const clause = `Du får ${unit.repeat(Math.ceil(100_000 / unit.length))}mer.`;
    const facts = findFacts([clause], clause);
    expect(facts.fact?.phrase).toBe("svar innen 24 timer");
    expect(facts.fact?.kind).toBe("promise");
  });

  it("keeps the words next to a fact in a short clause", () => {
    const clause = "Du får svar innen 24 timer.";
    expect(findFacts([clause], clause).fact).toMatchObject({
      phrase: "svar innen 24 timer",
      standalone: true,
    });
  });
});
